import Foundation

// Operations: Foundation operations, run when started or added to a database or container (on a background queue
// there). Each finds nothing and says so through its blocks, per item then once at the end, as CloudKit does:
// queries and change fetches match no record and succeed (a zone's fetch ends with a change token), saves and
// deletes succeed having sent nothing, and a fetch of given records, zones or subscriptions fails as a whole with
// `CKError(.networkUnavailable)`. An operation cancelled before it runs ends with `.operationCancelled`.

open class CKOperation: Operation, @unchecked Sendable {
    public typealias ID = String

    /// How an operation runs; kept, not used.
    open class Configuration: NSObject, @unchecked Sendable {
        open var container: CKContainer?
        open var qualityOfService: QualityOfService = .default
        open var allowsCellularAccess = true
        open var isLongLived = false
        open var timeoutIntervalForRequest: TimeInterval = 60
        open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 3600
        public override init() {}
    }

    static let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "lockshot.CloudKit"
        queue.qualityOfService = .utility
        return queue
    }()

    public let operationID: CKOperation.ID = UUID().uuidString
    open var configuration: CKOperation.Configuration! = CKOperation.Configuration()
    open var group: CKOperationGroup?
    open var longLivedOperationWasPersistedBlock: (() -> Void)?

    public override init() {}

    /// Foundation skips `main` of an operation cancelled before it starts; CloudKit still calls its blocks.
    open override func start() {
        if isCancelled { finish(error: CKError(.operationCancelled)) }
        super.start()
    }
    open override func main() {
        finish(error: isCancelled ? CKError(.operationCancelled) : nil)
    }
    /// Calls the operation's blocks: with `error` when it was cancelled, else with what an offline device gets.
    func finish(error: CKError?) {}
}

open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
}

/// A named group of operations, for CloudKit's logs.
open class CKOperationGroup: NSObject, @unchecked Sendable {
    public enum TransferSize: Int, Sendable {
        case unknown, kilobytes, megabytes, tensOfMegabytes, hundredsOfMegabytes, gigabytes, tensOfGigabytes, hundredsOfGigabytes
    }
    public let operationGroupID = UUID().uuidString
    open var defaultConfiguration: CKOperation.Configuration! = CKOperation.Configuration()
    open var name: String?
    open var quantity = 0
    open var expectedSendSize: CKOperationGroup.TransferSize = .unknown
    open var expectedReceiveSize: CKOperationGroup.TransferSize = .unknown
    public override init() {}
}

// MARK: Records

open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordIDs: [CKRecord.ID]?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var perRecordProgressBlock: ((CKRecord.ID, Double) -> Void)?
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var perRecordCompletionBlock: ((CKRecord?, CKRecord.ID?, (any Error)?) -> Void)?
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?
    var fetchesCurrentUser = false

    public required override init() {}
    public convenience init(recordIDs: [CKRecord.ID]) {
        self.init()
        self.recordIDs = recordIDs
    }
    /// Fetches the user's record: there is no user here, so it fails with `.notAuthenticated`.
    public class func fetchCurrentUserRecordOperation() -> Self {
        let operation = Self()
        operation.fetchesCurrentUser = true
        return operation
    }

    override func finish(error: CKError?) {
        let error = error ?? (fetchesCurrentUser ? CKError(.notAuthenticated) : (recordIDs ?? []).isEmpty ? nil : CKError(.networkUnavailable))
        fetchRecordsResultBlock?(error.map { .failure($0) } ?? .success(()))
        fetchRecordsCompletionBlock?(error == nil ? [:] : nil, error)
    }
}

open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }

    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged
    open var clientChangeTokenData: Data?
    open var isAtomic = true
    open var perRecordProgressBlock: ((CKRecord, Double) -> Void)?
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var perRecordCompletionBlock: ((CKRecord, (any Error)?) -> Void)?
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    public override init() {}
    public convenience init(recordsToSave: [CKRecord]?, recordIDsToDelete: [CKRecord.ID]?) {
        self.init()
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func finish(error: CKError?) {
        modifyRecordsResultBlock?(error.map { .failure($0) } ?? .success(()))
        modifyRecordsCompletionBlock?(error == nil ? [] : nil, error == nil ? [] : nil, error)
    }
}

open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// `resultsLimit` for as many results as the server gives at once.
    public static let maximumResults = 0

    public typealias Cursor = CKQueryCursor

    open var query: CKQuery?
    open var cursor: CKQueryOperation.Cursor?
    open var zoneID: CKRecordZone.ID?
    open var resultsLimit = CKQueryOperation.maximumResults
    open var desiredKeys: [CKRecord.FieldKey]?
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<CKQueryOperation.Cursor?, any Error>) -> Void)?
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    open var queryCompletionBlock: ((CKQueryOperation.Cursor?, (any Error)?) -> Void)?

    public override init() {}
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }
    public convenience init(cursor: CKQueryOperation.Cursor) {
        self.init()
        self.cursor = cursor
    }

    override func finish(error: CKError?) {
        queryResultBlock?(error.map { .failure($0) } ?? .success(nil))
        queryCompletionBlock?(nil, error)
    }
}

/// Where a query's next batch of results starts (a class of its own, to be archived: see `CKRecordID`).
public final class CKQueryCursor: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    let data: Data
    init(data: Data) { self.data = data }
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { coder.encode(data, forKey: "cursor") }
    public init?(coder: NSCoder) {
        guard let data = coder.ckDecode(NSData.self, forKey: "cursor") else { return nil }
        self.data = Data(data)
    }
}

// MARK: Changes

open class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// What to fetch of one zone: changes since a token, how many, which keys.
    open class ZoneConfiguration: NSObject, NSCopying, @unchecked Sendable {
        open var previousServerChangeToken: CKServerChangeToken?
        open var resultsLimit = 0
        open var desiredKeys: [CKRecord.FieldKey]?
        public override init() {}
        public convenience init(previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil, desiredKeys: [CKRecord.FieldKey]? = nil) {
            self.init()
            self.previousServerChangeToken = previousServerChangeToken
            self.resultsLimit = resultsLimit ?? 0
            self.desiredKeys = desiredKeys
        }
        public func copy(with zone: NSZone? = nil) -> Any {
            ZoneConfiguration(previousServerChangeToken: previousServerChangeToken, resultsLimit: resultsLimit, desiredKeys: desiredKeys)
        }
    }

    open var recordZoneIDs: [CKRecordZone.ID]?
    open var configurationsByRecordZoneID: [CKRecordZone.ID: CKFetchRecordZoneChangesOperation.ZoneConfiguration]?
    open var fetchAllChanges = true
    open var recordWasChangedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var recordWithIDWasDeletedBlock: ((CKRecord.ID, CKRecord.RecordType) -> Void)?
    open var recordZoneChangeTokensUpdatedBlock: ((CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    open var recordZoneFetchResultBlock: ((CKRecordZone.ID, Result<(serverChangeToken: CKServerChangeToken, clientChangeTokenData: Data?, moreComing: Bool), any Error>) -> Void)?
    open var fetchRecordZoneChangesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var recordChangedBlock: ((CKRecord) -> Void)?
    open var recordZoneFetchCompletionBlock: ((CKRecordZone.ID, CKServerChangeToken?, Data?, Bool, (any Error)?) -> Void)?
    open var fetchRecordZoneChangesCompletionBlock: (((any Error)?) -> Void)?

    public override init() {}
    public convenience init(recordZoneIDs: [CKRecordZone.ID], configurationsByRecordZoneID: [CKRecordZone.ID: CKFetchRecordZoneChangesOperation.ZoneConfiguration]? = nil) {
        self.init()
        self.recordZoneIDs = recordZoneIDs
        self.configurationsByRecordZoneID = configurationsByRecordZoneID
    }

    /// Each zone ends with no change and a token: the one it was asked from, or a first one.
    override func finish(error: CKError?) {
        if error == nil {
            for zoneID in recordZoneIDs ?? [] {
                let token = configurationsByRecordZoneID?[zoneID]?.previousServerChangeToken ?? CKServerChangeToken()
                recordZoneFetchResultBlock?(zoneID, .success((serverChangeToken: token, clientChangeTokenData: nil, moreComing: false)))
                recordZoneFetchCompletionBlock?(zoneID, token, nil, false, nil)
            }
        }
        fetchRecordZoneChangesResultBlock?(error.map { .failure($0) } ?? .success(()))
        fetchRecordZoneChangesCompletionBlock?(error)
    }
}

open class CKFetchDatabaseChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var previousServerChangeToken: CKServerChangeToken?
    open var resultsLimit = 0
    open var fetchAllChanges = true
    open var recordZoneWithIDChangedBlock: ((CKRecordZone.ID) -> Void)?
    open var recordZoneWithIDWasDeletedBlock: ((CKRecordZone.ID) -> Void)?
    open var recordZoneWithIDWasPurgedBlock: ((CKRecordZone.ID) -> Void)?
    open var recordZoneWithIDWasDeletedDueToUserEncryptedDataResetBlock: ((CKRecordZone.ID) -> Void)?
    open var changeTokenUpdatedBlock: ((CKServerChangeToken) -> Void)?
    open var fetchDatabaseChangesResultBlock: ((Result<(serverChangeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void)?
    open var fetchDatabaseChangesCompletionBlock: ((CKServerChangeToken?, Bool, (any Error)?) -> Void)?

    public override init() {}
    public convenience init(previousServerChangeToken: CKServerChangeToken?) {
        self.init()
        self.previousServerChangeToken = previousServerChangeToken
    }

    override func finish(error: CKError?) {
        let token = previousServerChangeToken ?? CKServerChangeToken()
        fetchDatabaseChangesResultBlock?(error.map { .failure($0) } ?? .success((serverChangeToken: token, moreComing: false)))
        fetchDatabaseChangesCompletionBlock?(error == nil ? token : nil, false, error)
    }
}

// MARK: Zones

open class CKFetchRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordZoneIDs: [CKRecordZone.ID]?
    open var perRecordZoneResultBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    open var fetchRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var fetchRecordZonesCompletionBlock: (([CKRecordZone.ID: CKRecordZone]?, (any Error)?) -> Void)?
    var fetchesAll = false

    public required override init() {}
    public convenience init(recordZoneIDs zoneIDs: [CKRecordZone.ID]) {
        self.init()
        recordZoneIDs = zoneIDs
    }
    /// Fetches every zone of the database: the default one, the only zone here.
    public class func fetchAllRecordZonesOperation() -> Self {
        let operation = Self()
        operation.fetchesAll = true
        return operation
    }

    override func finish(error: CKError?) {
        let error = error ?? (fetchesAll || (recordZoneIDs ?? []).isEmpty ? nil : CKError(.networkUnavailable))
        var zones: [CKRecordZone.ID: CKRecordZone] = [:]
        if error == nil, fetchesAll {
            let zone = CKRecordZone.default()
            zones[zone.zoneID] = zone
            perRecordZoneResultBlock?(zone.zoneID, .success(zone))
        }
        fetchRecordZonesResultBlock?(error.map { .failure($0) } ?? .success(()))
        fetchRecordZonesCompletionBlock?(error == nil ? zones : nil, error)
    }
}

open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordZonesToSave: [CKRecordZone]?
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?
    open var perRecordZoneSaveBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    open var perRecordZoneDeleteBlock: ((CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifyRecordZonesCompletionBlock: (([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

    public override init() {}
    public convenience init(recordZonesToSave: [CKRecordZone]?, recordZoneIDsToDelete: [CKRecordZone.ID]?) {
        self.init()
        self.recordZonesToSave = recordZonesToSave
        self.recordZoneIDsToDelete = recordZoneIDsToDelete
    }

    override func finish(error: CKError?) {
        modifyRecordZonesResultBlock?(error.map { .failure($0) } ?? .success(()))
        modifyRecordZonesCompletionBlock?(error == nil ? [] : nil, error == nil ? [] : nil, error)
    }
}

// MARK: Subscriptions

open class CKFetchSubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionIDs: [CKSubscription.ID]?
    open var perSubscriptionResultBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    open var fetchSubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var fetchSubscriptionCompletionBlock: (([CKSubscription.ID: CKSubscription]?, (any Error)?) -> Void)?
    var fetchesAll = false

    public required override init() {}
    public convenience init(subscriptionIDs: [CKSubscription.ID]) {
        self.init()
        self.subscriptionIDs = subscriptionIDs
    }
    /// Fetches every subscription of the database: none.
    public class func fetchAllSubscriptionsOperation() -> Self {
        let operation = Self()
        operation.fetchesAll = true
        return operation
    }

    override func finish(error: CKError?) {
        let error = error ?? (fetchesAll || (subscriptionIDs ?? []).isEmpty ? nil : CKError(.networkUnavailable))
        fetchSubscriptionsResultBlock?(error.map { .failure($0) } ?? .success(()))
        fetchSubscriptionCompletionBlock?(error == nil ? [:] : nil, error)
    }
}

open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionsToSave: [CKSubscription]?
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    open var perSubscriptionSaveBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    open var perSubscriptionDeleteBlock: ((CKSubscription.ID, Result<Void, any Error>) -> Void)?
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?

    public override init() {}
    public convenience init(subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?) {
        self.init()
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func finish(error: CKError?) {
        modifySubscriptionsResultBlock?(error.map { .failure($0) } ?? .success(()))
        modifySubscriptionsCompletionBlock?(error == nil ? [] : nil, error == nil ? [] : nil, error)
    }
}
