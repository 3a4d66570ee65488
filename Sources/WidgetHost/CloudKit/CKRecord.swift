import Foundation

// Records and what they hold: IDs, zones, references, assets, change tokens, shares. All of it works locally,
// as values: a record stores its fields, counts which changed, copies and archives itself.

/// A type a record's field can hold: strings, numbers, dates, data, arrays of these, references and assets.
public protocol CKRecordValueProtocol {}
/// The name Apple's CloudKit gives the values `record[key]` answers.
public typealias CKRecordValue = CKRecordValueProtocol
public typealias __CKRecordObjCValue = CKRecordValueProtocol

extension String: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int8: CKRecordValueProtocol {}
extension Int16: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension UInt: CKRecordValueProtocol {}
extension UInt8: CKRecordValueProtocol {}
extension UInt16: CKRecordValueProtocol {}
extension UInt32: CKRecordValueProtocol {}
extension UInt64: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension CGFloat: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension NSDate: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension NSData: CKRecordValueProtocol {}
extension NSArray: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}

/// Getting and setting a record's fields by key: `record["title"] = "Hi"`, `record["count"] as? Int`,
/// `let title: String? = record["title"]`. A record and its `encryptedValues` both do it.
public protocol CKRecordKeyValueSetting: AnyObject {
    func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)?
    func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey)
    func allKeys() -> [CKRecord.FieldKey]
    func changedKeys() -> [CKRecord.FieldKey]
}

extension CKRecordKeyValueSetting {
    public subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }
    public subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue, forKey: key) }
    }
}

/// Fields kept under a lock (operations hand records to other threads), with the keys changed since creation.
final class CKFieldStore: CKRecordKeyValueSetting, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any CKRecordValueProtocol] = [:]
    private var order: [String] = []
    private var changed: [String] = []

    func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? { lock.withLock { values[key] } }
    func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey) {
        lock.withLock {
            if let object {
                if values[key] == nil { order.append(key) }
                values[key] = Self.stored(object)
            } else if values.removeValue(forKey: key) != nil {
                order.removeAll { $0 == key }
            }
            if !changed.contains(key) { changed.append(key) }
        }
    }
    func allKeys() -> [CKRecord.FieldKey] { lock.withLock { order } }
    func changedKeys() -> [CKRecord.FieldKey] { lock.withLock { changed } }
    func copy() -> CKFieldStore {
        let copy = CKFieldStore()
        lock.withLock { (copy.values, copy.order, copy.changed) = (values, order, changed) }
        return copy
    }
    var propertyList: [String: Any] {
        lock.withLock { values.compactMapValues { Self.isPropertyList($0) ? $0 : nil } }
    }
    func restore(_ plist: [String: Any]) {
        for key in plist.keys.sorted() {
            switch plist[key] {
            case let strings as [String]: setObject(strings, forKey: key)
            case let numbers as [NSNumber]: setObject(numbers, forKey: key)
            case let dates as [Date]: setObject(dates, forKey: key)
            case let data as [Data]: setObject(data, forKey: key)
            case let value as any CKRecordValueProtocol: setObject(value, forKey: key)
            default: break
            }
        }
        lock.withLock { changed = [] }
    }

    /// Numbers are kept as `NSNumber`, as CloudKit does: an `Int` set reads back `as? Double` too.
    static func stored(_ value: any CKRecordValueProtocol) -> any CKRecordValueProtocol {
        switch value {
        case is String, is Date, is Data, is CKRecord.Reference, is CKAsset: value
        case let number as NSNumber: number
        case let numbers as [NSNumber] where !(value is [String]): numbers
        default: value
        }
    }
    static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is NSNumber, is Date, is Data: true
        case let array as [Any]: array.allSatisfy(isPropertyList)
        default: false
        }
    }
}

/// A record: its type, its ID (name and zone) and its fields. A record made here was never saved: its change
/// tag, creator, creation and modification dates are nil.
open class CKRecord: NSObject, NSSecureCoding, NSCopying, CKRecordKeyValueSetting, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    /// The types CloudKit itself defines.
    public enum SystemType {
        public static let userRecord: CKRecord.RecordType = "Users"
        public static let share: CKRecord.RecordType = "cloudkit.share"
    }
    /// The keys of the fields CloudKit itself sets.
    public enum SystemFieldKey {
        public static let parent: CKRecord.FieldKey = "parent"
        public static let share: CKRecord.FieldKey = "share"
    }

    public let recordType: CKRecord.RecordType
    public let recordID: CKRecord.ID
    public internal(set) var recordChangeTag: String?
    public internal(set) var creatorUserRecordID: CKRecord.ID?
    public internal(set) var creationDate: Date?
    public internal(set) var lastModifiedUserRecordID: CKRecord.ID?
    public internal(set) var modificationDate: Date?
    open var parent: CKRecord.Reference?
    public internal(set) var share: CKRecord.Reference?
    let fields: CKFieldStore
    /// Fields CloudKit would encrypt: kept apart from the plain ones, as on iOS.
    public let encryptedValues: any CKRecordKeyValueSetting

    public convenience init(recordType: CKRecord.RecordType) {
        self.init(recordType: recordType, recordID: CKRecord.ID(recordName: UUID().uuidString))
    }
    public init(recordType: CKRecord.RecordType, recordID: CKRecord.ID) {
        self.recordType = recordType
        self.recordID = recordID
        fields = CKFieldStore()
        encryptedValues = CKFieldStore()
    }
    public convenience init(recordType: CKRecord.RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(recordName: UUID().uuidString, zoneID: zoneID))
    }

    public func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? { fields.object(forKey: key) }
    public func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey) { fields.setObject(object, forKey: key) }
    public func allKeys() -> [CKRecord.FieldKey] { fields.allKeys() }
    public func changedKeys() -> [CKRecord.FieldKey] { fields.changedKeys() }
    /// `setValue(_:forKey:)` as key-value coding offers it on iOS: a record value or nil.
    open func setValue(_ value: Any?, forKey key: String) { fields.setObject(value as? any CKRecordValueProtocol, forKey: key) }
    open func value(forKey key: String) -> Any? { fields.object(forKey: key) }

    public func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { CKRecord.Reference(recordID: $0.recordID, action: .none) }
    }
    public func setParent(_ parentRecordID: CKRecord.ID?) {
        parent = parentRecordID.map { CKRecord.Reference(recordID: $0, action: .none) }
    }

    // MARK: Copying and archiving

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID, fields: fields.copy(),
                            encrypted: (encryptedValues as? CKFieldStore)?.copy() ?? CKFieldStore())
        copy.copySystemFields(from: self)
        return copy
    }
    init(recordType: CKRecord.RecordType, recordID: CKRecord.ID, fields: CKFieldStore, encrypted: CKFieldStore) {
        self.recordType = recordType
        self.recordID = recordID
        self.fields = fields
        encryptedValues = encrypted
    }
    func copySystemFields(from other: CKRecord) {
        (recordChangeTag, creatorUserRecordID, creationDate) = (other.recordChangeTag, other.creatorUserRecordID, other.creationDate)
        (lastModifiedUserRecordID, modificationDate, parent, share) = (other.lastModifiedUserRecordID, other.modificationDate, other.parent, other.share)
    }

    public class var supportsSecureCoding: Bool { true }
    /// Archives the type, ID and system fields, and the fields that are strings, numbers, dates, data or arrays of them.
    open func encode(with coder: NSCoder) {
        encodeSystemFields(with: coder)
        if let data = try? PropertyListSerialization.data(fromPropertyList: fields.propertyList, format: .binary, options: 0) {
            coder.encode(data, forKey: "fields")
        }
    }
    /// Archives what identifies the record (type, ID, change tag, dates), to make it again with `init(coder:)`.
    public func encodeSystemFields(with coder: NSCoder) {
        coder.encode(recordType, forKey: "recordType")
        coder.encode(recordID, forKey: "recordID")
        coder.encode(recordChangeTag, forKey: "recordChangeTag")
        coder.encode(creationDate, forKey: "creationDate")
        coder.encode(modificationDate, forKey: "modificationDate")
    }
    public required init?(coder: NSCoder) {
        guard let type = coder.ckDecode(NSString.self, forKey: "recordType"),
              let id = coder.ckDecode(CKRecord.ID.self, forKey: "recordID") else { return nil }
        recordType = String(type)
        recordID = id
        fields = CKFieldStore()
        encryptedValues = CKFieldStore()
        super.init()
        recordChangeTag = coder.ckDecode(NSString.self, forKey: "recordChangeTag").map { String($0) }
        creationDate = coder.ckDecode(NSDate.self, forKey: "creationDate").map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
        modificationDate = coder.ckDecode(NSDate.self, forKey: "modificationDate").map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
        if let data = coder.ckDecode(NSData.self, forKey: "fields"),
           let plist = try? PropertyListSerialization.propertyList(from: Data(data), format: nil) as? [String: Any] {
            fields.restore(plist)
        }
    }

    open override var description: String {
        "<CKRecord; recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName):\(recordID.zoneID.ownerName))>"
    }
}

// MARK: IDs

// `CKRecord.ID`, `CKRecordZone.ID`, `CKRecord.Reference` and `CKQueryOperation.Cursor` are classes of their own
// under their Objective-C names, as on iOS: Foundation's keyed archiver on Linux only archives top-level classes.

extension CKRecord {
    public typealias ID = CKRecordID
    public typealias Reference = CKReference
    public enum ReferenceAction: UInt, Sendable { case none = 0, deleteSelf = 1 }
}

/// A record's name and the zone it lives in; equal when both are.
open class CKRecordID: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public let recordName: String
    public let zoneID: CKRecordZone.ID

    public convenience init(recordName: String) { self.init(recordName: recordName, zoneID: .default) }
    public init(recordName: String, zoneID: CKRecordZone.ID) {
        self.recordName = recordName
        self.zoneID = zoneID
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecord.ID else { return false }
        return other.recordName == recordName && other.zoneID == zoneID
    }
    open override var hash: Int { recordName.hashValue ^ zoneID.hash }
    open override var description: String { "<CKRecordID; recordName=\(recordName), zoneID=\(zoneID.zoneName):\(zoneID.ownerName)>" }
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) {
        coder.encode(recordName, forKey: "recordName")
        coder.encode(zoneID, forKey: "zoneID")
    }
    public required init?(coder: NSCoder) {
        guard let name = coder.ckDecode(NSString.self, forKey: "recordName"),
              let zone = coder.ckDecode(CKRecordZone.ID.self, forKey: "zoneID") else { return nil }
        recordName = String(name)
        zoneID = zone
    }
}

/// A field pointing at another record, by ID.
open class CKReference: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public typealias Action = CKRecord.ReferenceAction
    public let recordID: CKRecord.ID
    public let action: CKRecord.ReferenceAction

    public init(recordID: CKRecord.ID, action: CKRecord.ReferenceAction) {
        self.recordID = recordID
        self.action = action
    }
    public convenience init(record: CKRecord, action: CKRecord.ReferenceAction) {
        self.init(recordID: record.recordID, action: action)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecord.Reference else { return false }
        return other.recordID == recordID && other.action == action
    }
    open override var hash: Int { recordID.hash }
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) {
        coder.encode(recordID, forKey: "recordID")
        coder.encode(Int(action.rawValue), forKey: "action")
    }
    public required init?(coder: NSCoder) {
        guard let id = coder.ckDecode(CKRecord.ID.self, forKey: "recordID") else { return nil }
        recordID = id
        action = CKRecord.ReferenceAction(rawValue: UInt(coder.decodeInteger(forKey: "action"))) ?? .none
    }
}

extension CKRecord.Reference: CKRecordValueProtocol {}

/// A file a record's field points at.
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    public let fileURL: URL?
    public init(fileURL: URL) { self.fileURL = fileURL }
}

// MARK: Zones

/// A zone of a database; the default zone, or a custom one (which can fetch changes, save atomically and share).
open class CKRecordZone: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public typealias ID = CKRecordZoneID
    public struct Capabilities: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let fetchChanges = Self(rawValue: 1)
        public static let atomic = Self(rawValue: 2)
        public static let sharing = Self(rawValue: 4)
        public static let zoneWideSharing = Self(rawValue: 8)
    }
    public enum EncryptionScope: Int, Sendable { case perRecord = 0, perZone = 1 }

    public let zoneID: CKRecordZone.ID
    public internal(set) var capabilities: CKRecordZone.Capabilities
    public internal(set) var share: CKRecord.Reference?
    open var encryptionScope: CKRecordZone.EncryptionScope = .perRecord

    public class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
    public convenience init(zoneName: String) { self.init(zoneID: CKRecordZone.ID(zoneName: zoneName)) }
    public init(zoneID: CKRecordZone.ID) {
        self.zoneID = zoneID
        capabilities = zoneID.zoneName == CKRecordZoneDefaultName ? [] : [.fetchChanges, .atomic, .sharing]
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CKRecordZone)?.zoneID == zoneID }
    open override var hash: Int { zoneID.hash }
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) { coder.encode(zoneID, forKey: "zoneID") }
    public required convenience init?(coder: NSCoder) {
        guard let id = coder.ckDecode(CKRecordZone.ID.self, forKey: "zoneID") else { return nil }
        self.init(zoneID: id)
    }
}

/// A zone's name and owner; equal when both are.
open class CKRecordZoneID: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public static let defaultZoneName = CKRecordZoneDefaultName
    public static let `default` = CKRecordZone.ID()
    public let zoneName: String
    public let ownerName: String

    public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
        self.zoneName = zoneName
        self.ownerName = ownerName
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecordZone.ID else { return false }
        return other.zoneName == zoneName && other.ownerName == ownerName
    }
    open override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    open override var description: String { "<CKRecordZoneID; zoneName=\(zoneName), ownerName=\(ownerName)>" }
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) {
        coder.encode(zoneName, forKey: "zoneName")
        coder.encode(ownerName, forKey: "ownerName")
    }
    public required init?(coder: NSCoder) {
        guard let zone = coder.ckDecode(NSString.self, forKey: "zoneName"),
              let owner = coder.ckDecode(NSString.self, forKey: "ownerName") else { return nil }
        zoneName = String(zone)
        ownerName = String(owner)
    }
}

// MARK: Change tokens

/// An opaque mark of how far changes were fetched. Apps only keep and archive the ones CloudKit hands them.
open class CKServerChangeToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    let data: Data
    init(data: Data = withUnsafeBytes(of: UUID().uuid) { Data($0) }) { self.data = data }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CKServerChangeToken)?.data == data }
    open override var hash: Int { data.hashValue }
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) { coder.encode(data, forKey: "token") }
    public required init?(coder: NSCoder) {
        guard let data = coder.ckDecode(NSData.self, forKey: "token") else { return nil }
        self.data = Data(data)
    }
}

// MARK: Shares

/// A share of a record or of a whole zone. It has no URL and no participants: nothing was ever shared.
open class CKShare: CKRecord, @unchecked Sendable {
    public enum ParticipantPermission: Int, Sendable { case unknown = 0, none = 1, readOnly = 2, readWrite = 3 }
    public enum ParticipantRole: Int, Sendable { case unknown = 0, owner = 1, privateUser = 3, publicUser = 4 }
    public enum ParticipantAcceptanceStatus: Int, Sendable { case unknown = 0, pending = 1, accepted = 2, removed = 3 }

    /// Someone a share is shared with.
    open class Participant: NSObject, @unchecked Sendable {
        public internal(set) var role: CKShare.ParticipantRole = .unknown
        public internal(set) var acceptanceStatus: CKShare.ParticipantAcceptanceStatus = .unknown
        open var permission: CKShare.ParticipantPermission = .unknown
    }

    /// The keys of a share's own fields.
    public enum SystemFieldKey {
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    open var publicPermission: CKShare.ParticipantPermission = .none
    open var url: URL? { nil }
    open var participants: [CKShare.Participant] { [] }
    open var currentUserParticipant: CKShare.Participant? { nil }

    public convenience init(rootRecord: CKRecord) {
        self.init(rootRecord: rootRecord, shareID: CKRecord.ID(recordName: UUID().uuidString, zoneID: rootRecord.recordID.zoneID))
    }
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        super.init(recordType: CKRecord.SystemType.share, recordID: shareID)
        rootRecord.share = CKRecord.Reference(recordID: shareID, action: .none)
    }
    public init(recordZoneID: CKRecordZone.ID) {
        super.init(recordType: CKRecord.SystemType.share, recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
