import Foundation
import LockshotGolden
import LockshotKit
import LockshotLayout
import LockshotTesting
import SnapshotTesting
import Testing

/// LockshotTesting end to end: assertGolden's record modes and the swift-snapshot-testing strategy.
@Suite("LockshotTesting")
struct LockshotTestingSmokeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let layout = root + "/layouts/pager2077.lockshot"

    @Test("verifyGolden records a missing golden, then passes, then fails on a changed golden")
    func verify() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("lt-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        let first = verifyGolden(layout: Self.layout, preview: "dark", golden: goldens, record: .missing)
        #expect(first?.contains("no golden was found; recorded") == true)
        #expect(verifyGolden(layout: Self.layout, preview: "dark", golden: goldens, record: .never) == nil)
        let path = goldens + "/pager2077/dark/lockScreen.iphone-15-pro@3x.png"
        #expect(FileManager.default.fileExists(atPath: path))
        let other = try #require(verifyGolden(layout: Self.layout, preview: "lcd green", golden: path, record: .never))
        #expect(other.hasPrefix("pager2077/lcd-green/lockScreen.iphone-15-pro@3x: pixels differ"))
        #expect(verifyGolden(layout: Self.layout, preview: "dark", golden: goldens + "/none", record: .never)?
            .contains("record mode 'never'") == true)
    }

    @Test("assertSnapshot works with the lockshot image strategy")
    func snapshot() {
        withSnapshotTesting(record: .missing) {
            let preview = LockshotPreview(layout: Self.layout, preview: "dark", presentation: .compact)
            let failure = verifySnapshot(of: preview, as: .lockshotImage, named: "smoke",
                                         snapshotDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)").path)
            #expect(failure?.contains("No reference was found on disk") == true)
        }
    }
}
