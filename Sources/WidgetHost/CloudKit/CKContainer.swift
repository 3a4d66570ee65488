import Foundation

// Containers and their databases. No iCloud account: `accountStatus` is `.noAccount`, the user record cannot be
// fetched. A database runs the operations added to it on a background queue (they find nothing), and its
// conveniences answer as an offline device would: empty lists, or `.networkUnavailable` for one given thing.

/// An app's iCloud container: `CKContainer.default()` or `CKContainer(identifier: "iCloud.com.example.app")`.
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public let privateCloudDatabase: CKDatabase
    public let publicCloudDatabase: CKDatabase
    public let sharedCloudDatabase: CKDatabase

    private static let defaultContainer = CKContainer(containerID: Bundle.main.bundleIdentifier.map { "iCloud." + $0 })

    public class func `default`() -> CKContainer { defaultContainer }
    public convenience init(identifier containerIdentifier: String) { self.init(containerID: containerIdentifier) }
    init(containerID: String?) {
        containerIdentifier = containerID
        privateCloudDatabase = CKDatabase(scope: .private)
        publicCloudDatabase = CKDatabase(scope: .public)
        sharedCloudDatabase = CKDatabase(scope: .shared)
    }

    public func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// Runs an operation (a database operation runs against the private database unless it names another).
    public func add(_ operation: CKOperation) {
        if let operation = operation as? CKDatabaseOperation, operation.database == nil { operation.database = privateCloudDatabase }
        operation.configuration?.container = self
        CKOperation.queue.addOperation(operation)
    }

    public func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        deliverLater { completionHandler(.noAccount, nil) }
    }
    public func accountStatus() async throws -> CKAccountStatus { .noAccount }

    public func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        deliverLater { completionHandler(nil, CKError(.notAuthenticated)) }
    }
    public func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
}

/// One of a container's three databases.
open class CKDatabase: NSObject, @unchecked Sendable {
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }

    /// A change `recordZoneChanges(inZoneWith:since:)` reports.
    public enum RecordZoneChange {
        public struct Modification: Sendable {
            public let record: CKRecord
        }
        public struct Deletion: Sendable {
            public let recordID: CKRecord.ID
            public let recordType: CKRecord.RecordType
        }
    }
    /// A change `databaseChanges(since:)` reports.
    public enum DatabaseChange {
        public struct Modification: Sendable {
            public let zoneID: CKRecordZone.ID
        }
        public struct Deletion: Sendable {
            public let zoneID: CKRecordZone.ID
            public let purged: Bool
        }
    }

    public let databaseScope: CKDatabase.Scope
    init(scope: CKDatabase.Scope) { databaseScope = scope }

    /// Runs the operation on a background queue; it completes with no records (see `CKOperation`).
    public func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        CKOperation.queue.addOperation(operation)
    }

    private func offline() -> CKError { CKError(.networkUnavailable) }

    // MARK: Records

    public func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void) {
        deliverLater { completionHandler([], nil) }
    }
    public func fetch(withRecordIDs recordIDs: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil,
                      completionHandler: @escaping @Sendable (Result<[CKRecord.ID: Result<CKRecord, any Error>], any Error>) -> Void) {
        let error = offline()
        deliverLater { completionHandler(recordIDs.isEmpty ? .success([:]) : .failure(error)) }
    }
    public func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults,
                      completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        deliverLater { completionHandler(.success((matchResults: [], queryCursor: nil))) }
    }
    public func fetch(withCursor queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults,
                      completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        deliverLater { completionHandler(.success((matchResults: [], queryCursor: nil))) }
    }
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true,
                              completionHandler: @escaping @Sendable (Result<(saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]), any Error>) -> Void) {
        deliverLater { completionHandler(.success((saveResults: [:], deleteResults: [:]))) }
    }
    public func fetchRecordZoneChanges(inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?,
                                       desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int? = nil,
                                       completionHandler: @escaping @Sendable (Result<(modificationResultsByID: [CKRecord.ID: Result<CKDatabase.RecordZoneChange.Modification, any Error>], deletions: [CKDatabase.RecordZoneChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void) {
        let token = changeToken ?? CKServerChangeToken()
        deliverLater { completionHandler(.success((modificationResultsByID: [:], deletions: [], changeToken: token, moreComing: false))) }
    }
    public func fetchDatabaseChanges(since changeToken: CKServerChangeToken?, resultsLimit: Int? = nil,
                                     completionHandler: @escaping @Sendable (Result<(modifications: [CKDatabase.DatabaseChange.Modification], deletions: [CKDatabase.DatabaseChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void) {
        let token = changeToken ?? CKServerChangeToken()
        deliverLater { completionHandler(.success((modifications: [], deletions: [], changeToken: token, moreComing: false))) }
    }

    public func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw offline() }
    public func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<CKRecord, any Error>] {
        if ids.isEmpty { return [:] }
        throw offline()
    }
    public func save(_ record: CKRecord) async throws -> CKRecord { throw offline() }
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw offline() }
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        (saveResults: [:], deleteResults: [:])
    }
    public func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        (matchResults: [], queryCursor: nil)
    }
    public func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        (matchResults: [], queryCursor: nil)
    }
    public func recordZoneChanges(inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?,
                                  desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int? = nil) async throws
        -> (modificationResultsByID: [CKRecord.ID: Result<CKDatabase.RecordZoneChange.Modification, any Error>], deletions: [CKDatabase.RecordZoneChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool) {
        (modificationResultsByID: [:], deletions: [], changeToken: changeToken ?? CKServerChangeToken(), moreComing: false)
    }
    public func databaseChanges(since changeToken: CKServerChangeToken?, resultsLimit: Int? = nil) async throws
        -> (modifications: [CKDatabase.DatabaseChange.Modification], deletions: [CKDatabase.DatabaseChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool) {
        (modifications: [], deletions: [], changeToken: changeToken ?? CKServerChangeToken(), moreComing: false)
    }

    // MARK: Zones

    public func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        deliverLater { completionHandler([CKRecordZone.default()], nil) }
    }
    public func fetch(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func delete(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone.ID?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }

    public func allRecordZones() async throws -> [CKRecordZone] { [CKRecordZone.default()] }
    public func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw offline() }
    public func recordZones(for ids: [CKRecordZone.ID]) async throws -> [CKRecordZone.ID: Result<CKRecordZone, any Error>] {
        if ids.isEmpty { return [:] }
        throw offline()
    }
    public func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw offline() }
    public func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw offline() }
    public func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]) async throws
        -> (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]) {
        (saveResults: [:], deleteResults: [:])
    }

    // MARK: Subscriptions

    public func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void) {
        deliverLater { completionHandler([], nil) }
    }
    public func fetch(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }
    public func delete(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (CKSubscription.ID?, (any Error)?) -> Void) {
        let error = offline()
        deliverLater { completionHandler(nil, error) }
    }

    public func allSubscriptions() async throws -> [CKSubscription] { [] }
    public func subscription(for id: CKSubscription.ID) async throws -> CKSubscription { throw offline() }
    public func subscriptions(for ids: [CKSubscription.ID]) async throws -> [CKSubscription.ID: Result<CKSubscription, any Error>] {
        if ids.isEmpty { return [:] }
        throw offline()
    }
    public func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw offline() }
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID { throw offline() }
    public func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]) async throws
        -> (saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>], deleteResults: [CKSubscription.ID: Result<Void, any Error>]) {
        (saveResults: [:], deleteResults: [:])
    }
}
