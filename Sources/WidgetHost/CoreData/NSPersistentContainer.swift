import Foundation

// Containers, stores and contexts over no store: loading succeeds, fetches are empty, saves keep nothing.

public let NSSQLiteStoreType = "SQLite", NSInMemoryStoreType = "InMemory", NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTracking"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
    case overwriteMergePolicyType, rollbackMergePolicyType
}

public final class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType
    public init(merge ty: NSMergePolicyType) { mergeType = ty }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
public var NSErrorMergePolicy: Any { NSMergePolicy.error }
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }

public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// A context over an empty store.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    public var parent: NSManagedObjectContext?
    public var name: String?, transactionAuthor: String?
    public var automaticallyMergesChangesFromParent = false
    public var mergePolicy: Any = NSErrorMergePolicy
    public var stalenessInterval: TimeInterval = -1
    public var shouldDeleteInaccessibleFaults = true
    public var hasChanges: Bool { false }
    public var insertedObjects: Set<NSManagedObject> { [] }
    public var updatedObjects: Set<NSManagedObject> { [] }
    public var deletedObjects: Set<NSManagedObject> { [] }
    public var registeredObjects: Set<NSManagedObject> { [] }

    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextDidChangeObjectsNotification")
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveObjectsNotification")

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) { concurrencyType = ct }

    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        NSBatchDeleteResult((request as? NSBatchDeleteRequest)?.resultType ?? .resultTypeStatusOnly)
    }
    /// No object is registered: there is none to find.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "The store is empty (lockshot)."])
    }
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        preconditionFailure("NSManagedObjectContext.object(with:): lockshot's CoreData store is empty, there is no object \(objectID.uriRepresentation())")
    }
    public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { nil }
    public func insert(_ object: NSManagedObject) {}
    public func delete(_ object: NSManagedObject) {}
    public func save() throws {}
    public func rollback() {}
    public func reset() {}
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    public func refreshAllObjects() {}
    public func processPendingChanges() {}
    public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    public func mergeChanges(fromContextDidSave notification: Notification) {}
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}

    /// Runs the block later on a background queue (as a private context's queue would).
    public func perform(_ block: @escaping @Sendable () -> Void) { DispatchQueue.global().async(execute: block) }
    public func performAndWait(_ block: () -> Void) { block() }
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }
}

open class NSPersistentStore: NSObject {
    public let type: String, configurationName: String
    public var url: URL?
    public var identifier: String = UUID().uuidString
    public var isReadOnly = false
    public init(type: String, configurationName: String?, url: URL?) {
        (self.type, self.configurationName, self.url) = (type, configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME", url)
    }
}

open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    public private(set) var persistentStores: [NSPersistentStore] = []
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
    /// An empty store, added.
    public func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                   options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL)
        persistentStores.append(store)
        return store
    }
    public func persistentStore(for URL: URL) -> NSPersistentStore? { persistentStores.first { $0.url == URL } }
    public func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }
    public func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}
}

public final class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

open class NSPersistentStoreDescription: NSObject {
    public var url: URL?
    public var type = NSSQLiteStoreType
    public var configuration: String?
    public var isReadOnly = false, shouldAddStoreAsynchronously = false
    public var shouldMigrateStoreAutomatically = true, shouldInferMappingModelAutomatically = true
    public var timeout: TimeInterval = 240
    public private(set) var options: [String: NSObject] = [:]
    public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    public override init() {}
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }
    public func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// A container whose stores load (empty) and whose contexts fetch nothing.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()
    public var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        (self.name, managedObjectModel) = (name, model)
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
    }
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Adds an empty store for each description and calls the handler for it (before returning, as iOS does
    /// unless a description asks to be added asynchronously).
    public func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            _ = try? persistentStoreCoordinator.addPersistentStore(ofType: description.type, configurationName: description.configuration,
                                                                   at: description.url, options: description.options)
            block(description, nil)
        }
    }
    public func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }
    public func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        DispatchQueue.global().async { block(context) }
    }
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 2), printSchema = Self(rawValue: 4)
}

/// CloudKit mirroring: nothing to mirror.
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    public func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
    public func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { false }
    public func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { false }
}
