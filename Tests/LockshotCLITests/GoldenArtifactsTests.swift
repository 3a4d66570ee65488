import Foundation
import LockshotGolden
import LockshotKit
import LockshotLayout
import LockshotTesting
import SnapshotTesting
import Testing

/// Failure images of the Swift test library: written beside the build, named in the message.
@Suite("LockshotTesting failure images")
struct GoldenArtifactsTests {
    static let layout = CLI.repository.path + "/layouts/pager2077.lockshot"

    /// The `kind: path` lines of a message.
    static func paths(in message: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in message.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, ["expected", "actual", "diff"].contains(String(parts[0])) else { continue }
            found[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    @Test("verifyGolden writes expected, actual and diff under the package's .build and names them")
    func verifyGoldenArtifacts() throws {
        let goldens = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let golden = goldens.appendingPathComponent("dark.png").path
        _ = verifyGolden(layout: Self.layout, preview: "dark", scale: 1, golden: golden, record: .missing)
        let message = try #require(verifyGolden(layout: Self.layout, preview: "long sender", scale: 1, golden: golden, record: .never))
        let paths = Self.paths(in: message)
        #expect(paths.keys.sorted() == ["actual", "diff", "expected"], "\(message)")
        let expectedRoot = ProcessInfo.processInfo.environment["LOCKSHOT_ARTIFACTS"]
            ?? CLI.repository.path + "/.build/lockshot-artifacts"
        for (name, path) in paths {
            #expect(path == expectedRoot + "/pager2077/long-sender/lockScreen.iphone-15-pro@1x/\(name).png")
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(FileManager.default.contents(atPath: paths["expected"] ?? "") == FileManager.default.contents(atPath: golden))
    }

    @Test("a missing golden under record mode never leaves the new image to look at")
    func missingGoldenArtifact() throws {
        let message = try #require(verifyGolden(layout: Self.layout, preview: "emoji message", scale: 1,
                                                golden: "/nonexistent/lockshot/golden.png", record: .never))
        let paths = Self.paths(in: message)
        #expect(paths.keys.sorted() == ["actual"], "\(message)")
        #expect(FileManager.default.fileExists(atPath: paths["actual"] ?? ""))
    }

    @Test("the swift-snapshot-testing strategy writes the three images and names them")
    func snapshotArtifacts() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dark = LockshotPreview(layout: Self.layout, preview: "dark")
        let other = LockshotPreview(layout: Self.layout, preview: "lcd green")
        withSnapshotTesting(record: .missing) {
            _ = verifySnapshot(of: dark, as: .lockshotImage(scale: 1), named: "pager", snapshotDirectory: directory.path)
        }
        let message = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: other, as: .lockshotImage(scale: 1), named: "pager", snapshotDirectory: directory.path)
        })
        let paths = Self.paths(in: message)
        #expect(paths.keys.sorted() == ["actual", "diff", "expected"], "\(message)")
        for path in paths.values {
            #expect(path.contains("/snapshots/"))
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
