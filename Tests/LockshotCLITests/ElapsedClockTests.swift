import Foundation
import LockshotKit
import Testing

/// `RenderRequest.elapsed` (serve's time slider) runs the clock on from the preview's own time.
@Suite("elapsed clock")
struct ElapsedClockTests {
    @Test("ten minutes on, a timer counting down from 1:00:00 reads 50:00 and the preview's dates stay")
    func timerCountsOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("elapsed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("meter.lockshot").path
        try """
        activity Meter
        state { endsAt: Date }
        lockScreen { Text(timerInterval: now...endsAt, countsDown: true).padding(16) }
        preview "running" { endsAt: "2026-01-01T10:41:00Z", now: "2026-01-01T09:41:00Z" }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        func shown(after seconds: Double) throws -> String? {
            var request = RenderRequest(layoutPath: path, scale: 1, includeLayoutDump: true)
            request.elapsed = seconds
            let dump = try Pipeline().render(request).layoutDump ?? ""
            return dump.firstMatch(of: /"displayedText" *: *"([^"]*)"/).map { String($0.1) }
        }
        #expect(try shown(after: 0) == "1:00:00")
        #expect(try shown(after: 600) == "50:00")
        #expect(try shown(after: 7200) == "0:00")
    }
}
