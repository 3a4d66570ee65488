import Foundation
import Testing

/// `report merge` and `test --accept --from` on records that came from elsewhere (issue 28).
@Suite("hostile records (CLI)")
struct HostileRecordCLITests {
    @Test("report merge refuses an -o that is one of its inputs, and leaves the input alone")
    func outputIsInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("run.json")
        let text = #"{"format":1,"lockshotVersion":"x","settings":{"record":"never","goldenDirectory":"golden","checkDeterminism":false,"full":true},"environmentNotes":[],"summary":{"total":0,"passed":0,"recorded":0,"failed":0,"missing":0,"flaky":0,"errors":0},"cases":[],"orphans":[],"pruned":[],"seconds":0}"#
        try Data(text.utf8).write(to: record)
        let result = try CLI.run(["report", "merge", record.path, "-o", record.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is the input"), "\(result.stderr)")
        #expect(try String(contentsOf: record, encoding: .utf8) == text)
    }

    @Test("a failing case's message from a record reaches the terminal with its control characters escaped")
    func escapedMessages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("s"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("s/run.json")
        let text = #"{"format":1,"lockshotVersion":"x","settings":{"record":"never","goldenDirectory":"golden","checkDeterminism":false,"full":true},"environmentNotes":[],"summary":{"total":1,"passed":0,"recorded":0,"failed":0,"missing":0,"flaky":0,"errors":1},"cases":[{"id":"a/b/lockScreen.iphone-15-pro@3x","index":0,"layout":"a","layoutPath":"a.lockshot","preview":"b","presentation":"lockScreen","device":"iphone-15-pro","scale":3,"status":"error","message":"MESSAGE","golden":"golden/a/b/lockScreen.iphone-15-pro@3x.png","milliseconds":1}],"orphans":[],"pruned":[],"seconds":0}"#
            .replacingOccurrences(of: "MESSAGE", with: "a/b/lockScreen: \\u001b[2J\\u001b[31mpwned")
        try Data(text.utf8).write(to: record)
        let result = try CLI.run(["report", "merge", record.path, "-o", directory.appendingPathComponent("m/run.json").path])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("\\u{1b}[2J"), "\(result.stderr)")
    }
}
