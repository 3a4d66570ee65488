import Foundation
import LockshotCloudKit
import Testing

/// lockshot's CloudKit: records are real values, nothing is reachable.
@Suite struct CloudKitTests {
    @Test("a record keeps its type, ID and fields, and reads them back")
    func recordValues() {
        let zone = CKRecordZone.ID(zoneName: "Notes", ownerName: CKCurrentUserDefaultName)
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1", zoneID: zone))
        #expect(record.recordType == "Note")
        #expect(record.recordID == CKRecord.ID(recordName: "n1", zoneID: zone), "IDs are equal by name and zone")
        #expect(record.recordID.zoneID.zoneName == "Notes")
        #expect(CKRecord(recordType: "Note").recordID.zoneID == .default)
        #expect(record.creationDate == nil && record.modificationDate == nil && record.recordChangeTag == nil, "never saved")

        let when = Date(timeIntervalSince1970: 1_700_000_000)
        record["title"] = "Groceries"
        record["count"] = 3
        record["done"] = true
        record["due"] = when
        record["tags"] = ["home", "food"]
        record["blob"] = Data([1, 2, 3])
        record["owner"] = CKRecord.Reference(recordID: CKRecord.ID(recordName: "u1"), action: .none)
        #expect(record["title"] as? String == "Groceries")
        let title: String? = record["title"]
        #expect(title == "Groceries")
        #expect(record["count"] as? Int == 3)
        #expect(record["count"] as? Double == 3, "numbers are kept as NSNumber, as CloudKit does")
        #expect(record["done"] as? Bool == true)
        #expect(record["due"] as? Date == when)
        #expect(record["tags"] as? [String] == ["home", "food"])
        #expect(record["blob"] as? Data == Data([1, 2, 3]))
        #expect((record["owner"] as? CKRecord.Reference)?.recordID.recordName == "u1")
        #expect(record.allKeys() == ["title", "count", "done", "due", "tags", "blob", "owner"])

        record["title"] = nil
        #expect(record["title"] == nil)
        #expect(record.changedKeys().contains("title"))
        record.encryptedValues["secret"] = "s"
        #expect(record.encryptedValues["secret"] as? String == "s" && record["secret"] == nil, "encrypted fields are kept apart")
    }

    @Test("a record's system fields and a change token archive and come back")
    func archiving() throws {
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1", zoneID: CKRecordZone.ID(zoneName: "Notes")))
        record["title"] = "Groceries"
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        record.encodeSystemFields(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = true
        let back = try #require(CKRecord(coder: unarchiver))
        #expect(back.recordID == record.recordID && back.recordType == "Note")
        #expect(back["title"] == nil, "system fields only")

        let copy = try #require(record.copy() as? CKRecord)
        #expect(copy["title"] as? String == "Groceries")

        record["tags"] = ["home", "food"]
        record["count"] = 3
        let whole = try NSKeyedArchiver.archivedData(withRootObject: record, requiringSecureCoding: true)
        let unarchived = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CKRecord.self, from: whole))
        #expect(unarchived.recordID == record.recordID)
        #expect(unarchived["title"] as? String == "Groceries" && unarchived["tags"] as? [String] == ["home", "food"] && unarchived["count"] as? Int == 3)
        #expect(unarchived.changedKeys().isEmpty)

        let token = try #require(try CKFetchDatabaseChangesOperation.firstToken())
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: CKServerChangeToken.self, from: data) == token)
    }

    @Test("an operation added to a database completes with no records")
    func operationsFindNothing() async throws {
        let database = CKContainer(identifier: "iCloud.com.example.app").privateCloudDatabase
        let query: (matched: Int, ok: Bool) = await withCheckedContinuation { continuation in
            let operation = CKQueryOperation(query: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
            var matched = 0
            operation.recordMatchedBlock = { _, _ in matched += 1 }
            operation.queryResultBlock = { result in
                if case .success(nil) = result { continuation.resume(returning: (matched, true)) }
                else { continuation.resume(returning: (matched, false)) }
            }
            database.add(operation)
        }
        #expect(query.matched == 0 && query.ok)

        let saved: Bool = await withCheckedContinuation { continuation in
            let operation = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Note")], recordIDsToDelete: nil)
            operation.modifyRecordsResultBlock = { result in
                if case .success = result { continuation.resume(returning: true) } else { continuation.resume(returning: false) }
            }
            database.add(operation)
        }
        #expect(saved)

        let fetchError: CKError.Code? = await withCheckedContinuation { continuation in
            let operation = CKFetchRecordsOperation(recordIDs: [CKRecord.ID(recordName: "n1")])
            operation.fetchRecordsResultBlock = { result in
                if case .failure(let error) = result { continuation.resume(returning: (error as? CKError)?.code) }
                else { continuation.resume(returning: nil) }
            }
            database.add(operation)
        }
        #expect(fetchError == .networkUnavailable, "a fetch of given records fails as offline")

        let changes: (changed: Int, zones: Int) = await withCheckedContinuation { continuation in
            let zone = CKRecordZone.ID(zoneName: "Notes")
            let operation = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zone], configurationsByRecordZoneID: [:])
            var changed = 0, zones = 0
            operation.recordWasChangedBlock = { _, _ in changed += 1 }
            operation.recordZoneFetchResultBlock = { _, result in if case .success = result { zones += 1 } }
            operation.fetchRecordZoneChangesResultBlock = { _ in continuation.resume(returning: (changed, zones)) }
            database.add(operation)
        }
        #expect(changes.changed == 0 && changes.zones == 1, "each zone ends with a token and no change")

        #expect(try await CKContainer.default().accountStatus() == .noAccount)
        #expect(try await database.records(matching: CKQuery(recordType: "Note", predicate: NSPredicate(value: true))).matchResults.isEmpty)
        await #expect(throws: CKError(.networkUnavailable)) { try await database.record(for: CKRecord.ID(recordName: "n1")) }
    }

    @Test("the sync engine keeps its pending changes and never syncs")
    func syncEngine() async throws {
        final class Delegate: CKSyncEngineDelegate {
            func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async { Issue.record("no event: \(event)") }
            func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.RecordZoneChangeBatch? { nil }
        }
        let engine = CKSyncEngine(CKSyncEngine.Configuration(database: CKContainer.default().privateCloudDatabase, stateSerialization: nil, delegate: Delegate()))
        let a = CKRecord.ID(recordName: "a"), b = CKRecord.ID(recordName: "b")
        engine.state.add(pendingRecordZoneChanges: [.saveRecord(a), .deleteRecord(b), .saveRecord(a)])
        try await engine.sendChanges()
        try await engine.fetchChanges()
        #expect(engine.state.pendingRecordZoneChanges == [.saveRecord(a), .deleteRecord(b)])
        #expect(CKSyncEngine.SendChangesOptions.Scope.recordIDs([b]).contains(.deleteRecord(b)))
        let batch = await CKSyncEngine.RecordZoneChangeBatch(pendingChanges: engine.state.pendingRecordZoneChanges) { id in
            CKRecord(recordType: "Note", recordID: id)
        }
        #expect(batch?.recordsToSave.map(\.recordID) == [a] && batch?.recordIDsToDelete == [b])
    }

    @Test("errors have CloudKit's codes, domain and user info")
    func errors() {
        #expect(CKError.Code.networkUnavailable.rawValue == 3)
        #expect(CKError.Code.unknownItem.rawValue == 11)
        #expect(CKError.Code.serverRecordChanged.rawValue == 14)
        #expect(CKError.Code.changeTokenExpired.rawValue == 21)
        #expect(CKError.Code.zoneNotFound.rawValue == 26)
        #expect(CKError.Code.userDeletedZone.rawValue == 28)
        #expect(CKError.Code.accountTemporarilyUnavailable.rawValue == 36)

        let limited = CKError(.requestRateLimited, userInfo: [CKErrorRetryAfterKey: 2.5])
        #expect(limited.retryAfterSeconds == 2.5)
        #expect(CKError(.networkFailure).retryAfterSeconds == nil)
        let id = CKRecord.ID(recordName: "n1")
        let partial = CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: [id: CKError(.zoneNotFound)] as [AnyHashable: any Error]])
        #expect((partial.partialErrorsByItemID?[id] as? CKError)?.code == .zoneNotFound)
        let server = CKRecord(recordType: "Note")
        #expect(CKError(.serverRecordChanged, userInfo: [CKRecordChangedErrorServerRecordKey: server]).serverRecord === server)

        let error: any Error = CKError(.zoneNotFound)
        #expect(CKError.zoneNotFound ~= error)
        #expect((error as NSError).domain == CKErrorDomain && (error as NSError).code == 26)
    }
}

extension CKFetchDatabaseChangesOperation {
    /// The token a first fetch of a database's changes ends with.
    static func firstToken() throws -> CKServerChangeToken? {
        var token: CKServerChangeToken?
        let operation = CKFetchDatabaseChangesOperation(previousServerChangeToken: nil)
        operation.fetchDatabaseChangesResultBlock = { result in token = try? result.get().serverChangeToken }
        operation.start()
        return token
    }
}
