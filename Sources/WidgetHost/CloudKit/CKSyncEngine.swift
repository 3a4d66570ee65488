import Foundation

// The sync engine (iOS 17). It never syncs here, as with no iCloud account: `fetchChanges` and `sendChanges`
// return at once, nothing is fetched or sent, and no event reaches the delegate (so no state serialization is
// ever handed out). Its state is real: the pending changes added to it stay pending, in order, once each.

public protocol CKSyncEngineDelegate: AnyObject, Sendable {
    func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async
    func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.RecordZoneChangeBatch?
    func nextFetchChangesOptions(_ context: CKSyncEngine.FetchChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.FetchChangesOptions
}

extension CKSyncEngineDelegate {
    public func nextFetchChangesOptions(_ context: CKSyncEngine.FetchChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.FetchChangesOptions {
        context.options
    }
}

public final class CKSyncEngine: @unchecked Sendable {
    public struct Configuration: Sendable {
        public var database: CKDatabase
        public var stateSerialization: CKSyncEngine.State.Serialization?
        public var delegate: any CKSyncEngineDelegate
        public var automaticallySync = true
        public var subscriptionID: CKSubscription.ID?
        public init(database: CKDatabase, stateSerialization: CKSyncEngine.State.Serialization?, delegate: any CKSyncEngineDelegate) {
            self.database = database
            self.stateSerialization = stateSerialization
            self.delegate = delegate
        }
    }

    public let database: CKDatabase
    public let state: CKSyncEngine.State
    let configuration: Configuration

    public init(_ configuration: CKSyncEngine.Configuration) {
        self.configuration = configuration
        database = configuration.database
        state = State()
    }

    /// Fetches nothing: there is no account to fetch from.
    public func fetchChanges(_ options: CKSyncEngine.FetchChangesOptions = FetchChangesOptions()) async throws {}
    /// Sends nothing: the pending changes stay pending.
    public func sendChanges(_ options: CKSyncEngine.SendChangesOptions = SendChangesOptions()) async throws {}
    public func cancelOperations() async {}

    // MARK: Pending changes

    public enum PendingRecordZoneChange: Hashable, Sendable {
        case saveRecord(CKRecord.ID)
        case deleteRecord(CKRecord.ID)
    }
    public enum PendingDatabaseChange: Hashable, Sendable {
        case saveZone(CKRecordZone)
        case deleteZone(CKRecordZone.ID)
    }

    /// What the engine keeps between launches: the pending changes added to it.
    public final class State: @unchecked Sendable {
        /// The state to persist and hand to the next engine's configuration (opaque, as on iOS).
        public struct Serialization: Codable, Sendable, CustomStringConvertible {
            let data: Data
            public var description: String { "<CKSyncEngine.State.Serialization: \(data.count) bytes>" }
        }

        private let lock = NSLock()
        private var records: [PendingRecordZoneChange] = []
        private var databases: [PendingDatabaseChange] = []
        private var untracked = false

        init() {}

        public var pendingRecordZoneChanges: [CKSyncEngine.PendingRecordZoneChange] { lock.withLock { records } }
        public var pendingDatabaseChanges: [CKSyncEngine.PendingDatabaseChange] { lock.withLock { databases } }
        public var hasPendingUntrackedChanges: Bool {
            get { lock.withLock { untracked } }
            set { lock.withLock { untracked = newValue } }
        }
        public var zoneIDsWithUnfetchedServerChanges: [CKRecordZone.ID] { [] }

        public func add(pendingRecordZoneChanges: [CKSyncEngine.PendingRecordZoneChange]) {
            lock.withLock { for change in pendingRecordZoneChanges where !records.contains(change) { records.append(change) } }
        }
        public func remove(pendingRecordZoneChanges: [CKSyncEngine.PendingRecordZoneChange]) {
            lock.withLock { records.removeAll { pendingRecordZoneChanges.contains($0) } }
        }
        public func add(pendingDatabaseChanges: [CKSyncEngine.PendingDatabaseChange]) {
            lock.withLock { for change in pendingDatabaseChanges where !databases.contains(change) { databases.append(change) } }
        }
        public func remove(pendingDatabaseChanges: [CKSyncEngine.PendingDatabaseChange]) {
            lock.withLock { databases.removeAll { pendingDatabaseChanges.contains($0) } }
        }
    }

    // MARK: Options and contexts

    public enum SyncReason: Sendable { case scheduled, manual }

    public struct FetchChangesOptions: Sendable {
        public enum Scope: Sendable {
            case all
            case zoneIDs([CKRecordZone.ID])
            case allExcluding([CKRecordZone.ID])
            public func contains(_ zoneID: CKRecordZone.ID) -> Bool {
                switch self {
                case .all: true
                case .zoneIDs(let ids): ids.contains(zoneID)
                case .allExcluding(let ids): !ids.contains(zoneID)
                }
            }
        }
        public var scope: CKSyncEngine.FetchChangesOptions.Scope
        public var operationGroup: CKOperationGroup
        public var prioritizedZoneIDs: [CKRecordZone.ID] = []
        public init(scope: CKSyncEngine.FetchChangesOptions.Scope = .all, operationGroup: CKOperationGroup? = nil) {
            self.scope = scope
            self.operationGroup = operationGroup ?? CKOperationGroup()
        }
    }

    public struct SendChangesOptions: Sendable {
        public enum Scope: Sendable {
            case all
            case zoneIDs([CKRecordZone.ID])
            case allExcluding([CKRecordZone.ID])
            case recordIDs([CKRecord.ID])
            public func contains(_ zoneID: CKRecordZone.ID) -> Bool {
                switch self {
                case .all: true
                case .zoneIDs(let ids): ids.contains(zoneID)
                case .allExcluding(let ids): !ids.contains(zoneID)
                case .recordIDs(let ids): ids.contains { $0.zoneID == zoneID }
                }
            }
            public func contains(_ recordID: CKRecord.ID) -> Bool {
                if case .recordIDs(let ids) = self { return ids.contains(recordID) }
                return contains(recordID.zoneID)
            }
            public func contains(_ pendingChange: CKSyncEngine.PendingRecordZoneChange) -> Bool {
                switch pendingChange {
                case .saveRecord(let id), .deleteRecord(let id): contains(id)
                }
            }
        }
        public var scope: CKSyncEngine.SendChangesOptions.Scope
        public var operationGroup: CKOperationGroup
        public init(scope: CKSyncEngine.SendChangesOptions.Scope = .all, operationGroup: CKOperationGroup? = nil) {
            self.scope = scope
            self.operationGroup = operationGroup ?? CKOperationGroup()
        }
    }

    public struct FetchChangesContext: Sendable {
        public let reason: CKSyncEngine.SyncReason
        public let options: CKSyncEngine.FetchChangesOptions
    }
    public struct SendChangesContext: Sendable {
        public let reason: CKSyncEngine.SyncReason
        public let options: CKSyncEngine.SendChangesOptions
    }

    /// The records to save and delete in one send.
    public struct RecordZoneChangeBatch: Sendable {
        public var recordsToSave: [CKRecord]
        public var recordIDsToDelete: [CKRecord.ID]
        public var atomicByZone: Bool

        public init(recordsToSave: [CKRecord] = [], recordIDsToDelete: [CKRecord.ID] = [], atomicByZone: Bool = false) {
            self.recordsToSave = recordsToSave
            self.recordIDsToDelete = recordIDsToDelete
            self.atomicByZone = atomicByZone
        }
        /// Asks `recordProvider` for the record of each pending save (one it has none for is skipped); nil when
        /// there is nothing to send.
        public init?(pendingChanges: [CKSyncEngine.PendingRecordZoneChange], recordProvider: @Sendable (CKRecord.ID) async -> CKRecord?) async {
            var save: [CKRecord] = [], delete: [CKRecord.ID] = []
            for change in pendingChanges {
                switch change {
                case .saveRecord(let id): if let record = await recordProvider(id) { save.append(record) }
                case .deleteRecord(let id): delete.append(id)
                }
            }
            if save.isEmpty && delete.isEmpty { return nil }
            self.init(recordsToSave: save, recordIDsToDelete: delete)
        }
    }

    // MARK: Events

    /// What the engine tells its delegate: never anything, here.
    public enum Event: Sendable, CustomStringConvertible {
        case stateUpdate(CKSyncEngine.Event.StateUpdate)
        case accountChange(CKSyncEngine.Event.AccountChange)
        case fetchedDatabaseChanges(CKSyncEngine.Event.FetchedDatabaseChanges)
        case fetchedRecordZoneChanges(CKSyncEngine.Event.FetchedRecordZoneChanges)
        case sentDatabaseChanges(CKSyncEngine.Event.SentDatabaseChanges)
        case sentRecordZoneChanges(CKSyncEngine.Event.SentRecordZoneChanges)
        case willFetchChanges(CKSyncEngine.Event.WillFetchChanges)
        case willFetchRecordZoneChanges(CKSyncEngine.Event.WillFetchRecordZoneChanges)
        case didFetchRecordZoneChanges(CKSyncEngine.Event.DidFetchRecordZoneChanges)
        case didFetchChanges(CKSyncEngine.Event.DidFetchChanges)
        case willSendChanges(CKSyncEngine.Event.WillSendChanges)
        case didSendChanges(CKSyncEngine.Event.DidSendChanges)

        public var description: String {
            switch self {
            case .stateUpdate: "stateUpdate"
            case .accountChange: "accountChange"
            case .fetchedDatabaseChanges: "fetchedDatabaseChanges"
            case .fetchedRecordZoneChanges: "fetchedRecordZoneChanges"
            case .sentDatabaseChanges: "sentDatabaseChanges"
            case .sentRecordZoneChanges: "sentRecordZoneChanges"
            case .willFetchChanges: "willFetchChanges"
            case .willFetchRecordZoneChanges: "willFetchRecordZoneChanges"
            case .didFetchRecordZoneChanges: "didFetchRecordZoneChanges"
            case .didFetchChanges: "didFetchChanges"
            case .willSendChanges: "willSendChanges"
            case .didSendChanges: "didSendChanges"
            }
        }

        public struct StateUpdate: Sendable {
            public let stateSerialization: CKSyncEngine.State.Serialization
        }
        public struct AccountChange: Sendable {
            public enum ChangeType: Sendable {
                case signIn(currentUser: CKRecord.ID)
                case signOut(previousUser: CKRecord.ID)
                case switchAccounts(previousUser: CKRecord.ID, currentUser: CKRecord.ID)
            }
            public let changeType: CKSyncEngine.Event.AccountChange.ChangeType
        }
        public struct FetchedDatabaseChanges: Sendable {
            public struct Modification: Sendable {
                public let zoneID: CKRecordZone.ID
            }
            public struct Deletion: Sendable {
                public enum Reason: Sendable { case deleted, purged, encryptedDataReset }
                public let zoneID: CKRecordZone.ID
                public let reason: CKSyncEngine.Event.FetchedDatabaseChanges.Deletion.Reason
            }
            public let modifications: [CKSyncEngine.Event.FetchedDatabaseChanges.Modification]
            public let deletions: [CKSyncEngine.Event.FetchedDatabaseChanges.Deletion]
        }
        public struct FetchedRecordZoneChanges: Sendable {
            public let modifications: [CKDatabase.RecordZoneChange.Modification]
            public let deletions: [CKDatabase.RecordZoneChange.Deletion]
        }
        public struct SentDatabaseChanges: Sendable {
            public struct FailedZoneSave: Sendable {
                public let zone: CKRecordZone
                public let error: CKError
            }
            public let savedZones: [CKRecordZone]
            public let failedZoneSaves: [CKSyncEngine.Event.SentDatabaseChanges.FailedZoneSave]
            public let deletedZoneIDs: [CKRecordZone.ID]
            public let failedZoneDeletes: [CKRecordZone.ID: CKError]
        }
        public struct SentRecordZoneChanges: Sendable {
            public struct FailedRecordSave: Sendable {
                public let record: CKRecord
                public let error: CKError
            }
            public let savedRecords: [CKRecord]
            public let failedRecordSaves: [CKSyncEngine.Event.SentRecordZoneChanges.FailedRecordSave]
            public let deletedRecordIDs: [CKRecord.ID]
            public let failedRecordDeletes: [CKRecord.ID: CKError]
        }
        public struct WillFetchChanges: Sendable {
            public let context: CKSyncEngine.FetchChangesContext
        }
        public struct WillFetchRecordZoneChanges: Sendable {
            public let zoneID: CKRecordZone.ID
        }
        public struct DidFetchRecordZoneChanges: Sendable {
            public let zoneID: CKRecordZone.ID
            public let error: CKError?
        }
        public struct DidFetchChanges: Sendable {
            public let context: CKSyncEngine.FetchChangesContext
        }
        public struct WillSendChanges: Sendable {
            public let context: CKSyncEngine.SendChangesContext
        }
        public struct DidSendChanges: Sendable {
            public let context: CKSyncEngine.SendChangesContext
        }
    }
}
