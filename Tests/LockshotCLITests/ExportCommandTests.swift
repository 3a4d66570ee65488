import Foundation
import Testing

/// `lockshot export swiftui`: writes, checks (exit 1 with a diff) and refuses (exit 2, nothing written).
@Suite struct ExportCommandTests {
    @Test func committedExportPassesCheckAndAnEditedOneFailsWithADiff() throws {
        // The committed export (Tests/export/flick-pinned-snap, its shared files in Tests/export/Shared) as one folder.
        let committed = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: committed) }
        for folder in ["Tests/export/flick-pinned-snap", "Tests/export/Shared"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: committed.appendingPathComponent(name).path)
            }
        }
        let ok = try CLI.run(["export", "swiftui", "--check", "layouts/flick-pinned-snap.lockshot", "-o", committed.path])
        #expect(ok.status == 0, "\(ok.stderr)")

        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try CLI.run(["export", "swiftui", "layouts/flick-pinned-snap.lockshot", "-o", directory.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("FlickPinnedSnapLiveActivity.swift"))
        let second = try CLI.run(["export", "swiftui", "layouts/flick-pinned-snap.lockshot", "-o", directory.path])
        #expect(second.status == 0)
        #expect(!second.stdout.contains("wrote"), "a second export rewrote files: \(second.stdout)")

        let widget = directory.appendingPathComponent("FlickPinnedSnapLiveActivity.swift")
        let text = try String(contentsOf: widget, encoding: .utf8)
        try Data(text.replacingOccurrences(of: ".padding(14)", with: ".padding(12)").utf8).write(to: widget)
        let drift = try CLI.run(["export", "swiftui", "--check", "layouts/flick-pinned-snap.lockshot", "-o", directory.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("-        .padding(12)"))
        #expect(drift.stdout.contains("+        .padding(14)"))
    }

    @Test func aConstructThatCannotBeExportedExits2AndWritesNothing() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = directory.appendingPathComponent("stack-limit.lockshot")
        try Data("""
        attributes { name: String }
        lockScreen {
          VStack {
            Text(name)
          }
          .characterLimit(10)
        }

        """.utf8).write(to: layout)
        let output = directory.appendingPathComponent("out")
        let result = try CLI.run(["export", "swiftui", layout.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("stack-limit.lockshot:6:3"))
        #expect(result.stderr.contains("characterLimit"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
