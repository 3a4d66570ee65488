import Foundation

// Queries, subscriptions and the notifications they would send: values that keep what they are made with.
// No notification ever arrives; one built from a remote notification's payload reads CloudKit's "ck" entry.

/// A record type and a predicate to match its records with, and how to sort them.
open class CKQuery: NSObject, NSCopying, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKQuery(recordType: recordType, predicate: predicate)
        copy.sortDescriptors = sortDescriptors
        return copy
    }
}

/// A standing request for pushes when records, a zone or a database change.
open class CKSubscription: NSObject, NSCopying, @unchecked Sendable {
    public typealias ID = String
    public enum SubscriptionType: Int, Sendable { case query = 1, recordZone = 2, database = 3 }

    /// What the push of a subscription shows and carries.
    open class NotificationInfo: NSObject, NSCopying, @unchecked Sendable {
        open var title: String?
        open var titleLocalizationKey: String?
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        open var subtitle: String?
        open var subtitleLocalizationKey: String?
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        open var alertBody: String?
        open var alertLocalizationKey: String?
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        open var alertActionLocalizationKey: String?
        open var alertLaunchImage: String?
        open var soundName: String?
        open var desiredKeys: [CKRecord.FieldKey]?
        open var shouldBadge = false
        open var shouldSendContentAvailable = false
        open var shouldSendMutableContent = false
        open var category: String?
        open var collapseIDKey: String?

        public override init() {}
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = NotificationInfo()
            (copy.title, copy.titleLocalizationKey, copy.titleLocalizationArgs) = (title, titleLocalizationKey, titleLocalizationArgs)
            (copy.subtitle, copy.subtitleLocalizationKey, copy.subtitleLocalizationArgs) = (subtitle, subtitleLocalizationKey, subtitleLocalizationArgs)
            (copy.alertBody, copy.alertLocalizationKey, copy.alertLocalizationArgs) = (alertBody, alertLocalizationKey, alertLocalizationArgs)
            (copy.alertActionLocalizationKey, copy.alertLaunchImage, copy.soundName) = (alertActionLocalizationKey, alertLaunchImage, soundName)
            (copy.desiredKeys, copy.shouldBadge, copy.shouldSendContentAvailable) = (desiredKeys, shouldBadge, shouldSendContentAvailable)
            (copy.shouldSendMutableContent, copy.category, copy.collapseIDKey) = (shouldSendMutableContent, category, collapseIDKey)
            return copy
        }
    }

    public let subscriptionID: CKSubscription.ID
    public let subscriptionType: CKSubscription.SubscriptionType
    open var notificationInfo: CKSubscription.NotificationInfo?

    init(subscriptionID: CKSubscription.ID, subscriptionType: CKSubscription.SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = subscriptionType
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CKSubscription)?.subscriptionID == subscriptionID }
    open override var hash: Int { subscriptionID.hashValue }
}

/// Pushes when records of a type matching a predicate are created, updated or deleted.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Self(rawValue: 1)
        public static let firesOnRecordUpdate = Self(rawValue: 2)
        public static let firesOnRecordDeletion = Self(rawValue: 4)
        public static let firesOnce = Self(rawValue: 8)
    }

    public let recordType: CKRecord.RecordType?
    public let predicate: NSPredicate
    open var zoneID: CKRecordZone.ID?
    public let querySubscriptionOptions: CKQuerySubscription.Options

    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: CKQuerySubscription.Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: CKQuerySubscription.Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, subscriptionType: .query)
    }
}

/// Pushes when anything in a zone changes.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    public let zoneID: CKRecordZone.ID
    open var recordType: CKRecord.RecordType?

    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: UUID().uuidString) }
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, subscriptionType: .recordZone)
    }
}

/// Pushes when anything in a database changes.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    open var recordType: CKRecord.RecordType?

    public convenience init() { self.init(subscriptionID: UUID().uuidString) }
    public init(subscriptionID: CKSubscription.ID) { super.init(subscriptionID: subscriptionID, subscriptionType: .database) }
}

// MARK: Notifications

/// Makes the notification a payload describes: `CKNotification(fromRemoteNotificationDictionary:)` answers
/// the subclass for its kind, as CloudKit does, so `as? CKQueryNotification` works.
public protocol _CKNotificationFromPayload {}

extension _CKNotificationFromPayload where Self: CKNotification {
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let made = CKNotification.make(from: notificationDictionary) as? Self else { return nil }
        self = made
    }
}

/// A push CloudKit sent for a subscription.
open class CKNotification: NSObject, _CKNotificationFromPayload, @unchecked Sendable {
    public enum NotificationType: Int, Sendable { case query = 1, recordZone = 2, readNotification = 3, database = 4 }

    /// A notification's identifier.
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        let value: String
        init(_ value: String) { self.value = value }
        public func copy(with zone: NSZone? = nil) -> Any { self }
        public override func isEqual(_ object: Any?) -> Bool { (object as? ID)?.value == value }
        public override var hash: Int { value.hashValue }
    }

    public let notificationType: CKNotification.NotificationType
    public internal(set) var notificationID: CKNotification.ID?
    public internal(set) var containerIdentifier: String?
    public internal(set) var subscriptionOwnerUserRecordID: CKRecord.ID?
    public internal(set) var isPruned = false
    public internal(set) var subscriptionID: CKSubscription.ID?
    public internal(set) var title: String?
    public internal(set) var subtitle: String?
    public internal(set) var alertBody: String?
    public internal(set) var soundName: String?
    public internal(set) var badge: NSNumber?
    public internal(set) var category: String?

    init(type: CKNotification.NotificationType) { notificationType = type }

    /// Reads CloudKit's payload: `ck` with `cid`, `nid`, and `qry` (a query), `fet` (a zone) or `met` (a database).
    static func make(from payload: [AnyHashable: Any]) -> CKNotification? {
        guard let ck = payload["ck"] as? [String: Any] else { return nil }
        let notification: CKNotification
        if let query = ck["qry"] as? [String: Any] {
            let made = CKQueryNotification(type: .query)
            made.subscriptionID = query["sid"] as? String
            made.databaseScope = scope(query["dbs"])
            if let name = query["rid"] as? String {
                made.recordID = CKRecord.ID(recordName: name, zoneID: zone(query))
            }
            made.queryNotificationReason = (query["fo"] as? Int).flatMap(CKQueryNotification.Reason.init(rawValue:)) ?? .recordUpdated
            made.recordFields = query["af"] as? [String: Any]
            notification = made
        } else if let zoneChange = ck["fet"] as? [String: Any] {
            let made = CKRecordZoneNotification(type: .recordZone)
            made.subscriptionID = zoneChange["sid"] as? String
            made.databaseScope = scope(zoneChange["dbs"])
            made.recordZoneID = zone(zoneChange)
            notification = made
        } else if let database = ck["met"] as? [String: Any] {
            let made = CKDatabaseNotification(type: .database)
            made.subscriptionID = database["sid"] as? String
            made.databaseScope = scope(database["dbs"])
            notification = made
        } else {
            return nil
        }
        notification.containerIdentifier = ck["cid"] as? String
        notification.notificationID = (ck["nid"] as? String).map(ID.init)
        if let aps = payload["aps"] as? [String: Any] {
            notification.soundName = aps["sound"] as? String
            notification.category = aps["category"] as? String
            notification.badge = (aps["badge"] as? Int).map { NSNumber(value: $0) }
            if let alert = aps["alert"] as? [String: Any] {
                (notification.title, notification.subtitle) = (alert["title"] as? String, alert["subtitle"] as? String)
                notification.alertBody = alert["body"] as? String
            } else {
                notification.alertBody = aps["alert"] as? String
            }
        }
        return notification
    }
    private static func scope(_ value: Any?) -> CKDatabase.Scope { (value as? Int).flatMap(CKDatabase.Scope.init(rawValue:)) ?? .private }
    private static func zone(_ entry: [String: Any]) -> CKRecordZone.ID {
        CKRecordZone.ID(zoneName: entry["zid"] as? String ?? CKRecordZoneDefaultName, ownerName: entry["zoid"] as? String ?? CKCurrentUserDefaultName)
    }
}

open class CKQueryNotification: CKNotification, @unchecked Sendable {
    public enum Reason: Int, Sendable { case recordCreated = 1, recordUpdated = 2, recordDeleted = 3 }
    public internal(set) var queryNotificationReason: CKQueryNotification.Reason = .recordUpdated
    public internal(set) var recordFields: [String: Any]?
    public internal(set) var recordID: CKRecord.ID?
    public internal(set) var databaseScope: CKDatabase.Scope = .private
}

open class CKRecordZoneNotification: CKNotification, @unchecked Sendable {
    public internal(set) var recordZoneID: CKRecordZone.ID?
    public internal(set) var databaseScope: CKDatabase.Scope = .private
}

open class CKDatabaseNotification: CKNotification, @unchecked Sendable {
    public internal(set) var databaseScope: CKDatabase.Scope = .private
}
