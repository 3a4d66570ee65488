@_exported import Foundation

// lockshot's CoreData for Linux: the app's persistence code compiles in the widget's target, with Apple's
// signatures; there is no store, as in lockshot's SwiftData: every fetch returns no objects, counts are 0,
// saving succeeds and keeps nothing. Objects made in code (`Item(context:)`) hold the values set on them
// (`setValue(_:forKey:)`). No model file is read: an entity description knows only its name. `@NSManaged`
// properties do not compile on Linux (they need the Objective-C runtime). SwiftUI's `@FetchRequest` is here
// too (FetchRequest.swift): always empty.

/// What a fetch can return: managed objects, their IDs, dictionaries, numbers.
public protocol NSFetchRequestResult: NSObjectProtocol {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// A model class: its values by key, its context and its entity.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    public private(set) lazy var objectID = NSManagedObjectID(entity: entity)
    var values: [String: Any] = [:]

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        (self.entity, self.managedObjectContext) = (entity, context)
        super.init()
        awakeFromInsert()
    }
    public convenience init(context moc: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: moc) }
    public convenience override init() { self.init(entity: Self.entity(), insertInto: nil) }

    /// The class's entity: named after it.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self)) }
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { NSFetchRequest(entityName: String(describing: self)) }

    public var isInserted: Bool { false }
    public var isUpdated: Bool { false }
    public var isDeleted: Bool { false }
    public var isFault: Bool { false }
    public var hasChanges: Bool { false }
    public var hasPersistentChangedValues: Bool { false }

    open func value(forKey key: String) -> Any? { values[key] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func changedValues() -> [String: Any] { [:] }
    open func committedValues(forKeys keys: [String]?) -> [String: Any] { [:] }

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
}

/// An object's identity: temporary, as no object is ever saved.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    let id = UUID()
    init(entity: NSEntityDescription) { self.entity = entity }
    public var isTemporaryID: Bool { true }
    public func uriRepresentation() -> URL { URL(string: "x-coredata:///\(entity.name ?? "Entity")/t\(id.uuidString)")! }
}

public class NSPropertyDescription: NSObject, @unchecked Sendable {
    public var name = ""
    public var isOptional = true, isTransient = false
}
public final class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {}
public final class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    public var destinationEntity: NSEntityDescription?
    public var isToMany = false
}

/// An entity: its name (no model file is read, so no properties).
open class NSEntityDescription: NSObject {
    public var name: String?
    public var managedObjectClassName: String!
    public var isAbstract = false
    public var properties: [NSPropertyDescription] = []
    public var subentities: [NSEntityDescription] = []
    public weak var superentity: NSEntityDescription?
    public var attributesByName: [String: NSAttributeDescription] { [:] }
    public var relationshipsByName: [String: NSRelationshipDescription] { [:] }
    public var propertiesByName: [String: NSPropertyDescription] { [:] }

    public override init() {}
    convenience init(name: String) {
        self.init()
        (self.name, self.managedObjectClassName) = (name, name)
    }
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// A model with no entities.
open class NSManagedObjectModel: NSObject {
    public var entities: [NSEntityDescription] = []
    public var entitiesByName: [String: NSEntityDescription] { [:] }
    public override init() {}
    public convenience init?(contentsOf url: URL) { self.init() }
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

open class NSPersistentStoreRequest: NSObject {
    public var affectedStores: [NSPersistentStore]?
}

public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = Self([]), managedObjectIDResultType = Self(rawValue: 1)
    public static let dictionaryResultType = Self(rawValue: 2), countResultType = Self(rawValue: 4)
}

/// A fetch: what it asks for is kept; executing it returns no objects. (Not constrained to
/// `NSFetchRequestResult` as on iOS, so that `NSFetchRequest<NSFetchRequestResult>` compiles on Linux.)
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    public var entityName: String?
    public var entity: NSEntityDescription?
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var fetchLimit = 0, fetchOffset = 0, fetchBatchSize = 0
    public var includesSubentities = true, includesPendingChanges = true, includesPropertyValues = true
    public var returnsObjectsAsFaults = true, returnsDistinctResults = false, shouldRefreshRefetchedObjects = false
    public var relationshipKeyPathsForPrefetching: [String]?
    public var propertiesToFetch: [Any]?, propertiesToGroupBy: [Any]?
    public var havingPredicate: NSPredicate?
    public var resultType: NSFetchRequestResultType = .managedObjectResultType

    public override init() {}
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
    public func execute() throws -> [ResultType] { [] }
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }

open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    public var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) { fetchRequest = fetch }
    public convenience init(objectIDs objects: [NSManagedObjectID]) { self.init(fetchRequest: NSFetchRequest()) }
}

open class NSPersistentStoreResult: NSObject {}

/// A batch delete's result over an empty store: deleted nothing.
public final class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?
    init(_ type: NSBatchDeleteRequestResultType) {
        switch type {
        case .resultTypeStatusOnly: result = true
        case .resultTypeObjectIDs: result = [NSManagedObjectID]()
        case .resultTypeCount: result = 0
        }
    }
}
