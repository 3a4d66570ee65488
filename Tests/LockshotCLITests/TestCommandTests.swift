import Foundation
import Testing

/// `lockshot test` end to end, in a throwaway project.
@Suite("lockshot test, end to end")
struct TestCommandTests {
    /// A project whose layout draws with its own font file, `layouts/Mine.ttf`.
    func project(font: String) throws -> URL {
        let root = try CLI.temporaryDirectory()
        let layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("fonts/build/\(font)"),
                                         to: layouts.appendingPathComponent("Mine.ttf"))
        try """
        activity Mine
        attributes { title: String }
        fonts { Mine = "Mine.ttf" }
        lockScreen {
          Text(title).font(.custom("Mine", size: 16)).padding(16)
        }
        preview "hello" { title: "Hello" }
        """.write(to: layouts.appendingPathComponent("mine.lockshot"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("a layout's own font file is hashed into the manifest, and a changed font is named when goldens fail")
    func fontFileInManifest() throws {
        let root = try project(font: "LockshotPixel-Regular.ttf")
        defer { try? FileManager.default.removeItem(at: root) }

        let recorded = try CLI.run(["test"], in: root, environment: ["CI": "", "LOCKSHOT_RECORD": "missing"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let manifest = try String(contentsOf: root.appendingPathComponent("golden/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"layouts/Mine.ttf\" : \"fnv1a64:"), "\(manifest)")

        // The same family, now drawn from the bold file: the golden fails and the message says why first.
        let mine = root.appendingPathComponent("layouts/Mine.ttf")
        try FileManager.default.removeItem(at: mine)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("fonts/build/LockshotPixel-Bold.ttf"),
                                         to: mine)
        let failed = try CLI.run(["test"], in: root, environment: ["CI": "true"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("layouts/Mine.ttf font changed"), "\(failed.stderr)")
        #expect(failed.stderr.contains("mine/hello/lockScreen.iphone-15-pro@3x"), "\(failed.stderr)")
    }

    @Test("with CI=true a missing golden fails; on a workstation it is recorded and reported")
    func missingGolden() throws {
        let root = try project(font: "LockshotPixel-Regular.ttf")
        defer { try? FileManager.default.removeItem(at: root) }

        let onCI = try CLI.run(["test"], in: root, environment: ["CI": "true"])
        #expect(onCI.status == 1)
        #expect(onCI.stderr.contains("mine/hello/lockScreen.iphone-15-pro@3x"), "\(onCI.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("golden/mine").path))

        let local = try CLI.run(["test"], in: root, environment: ["CI": "", "LOCKSHOT_RECORD": ""])
        #expect(local.status == 0, "\(local.stderr)")
        #expect(local.stderr.contains("recorded"), "\(local.stderr)")
        let golden = root.appendingPathComponent("golden/mine/hello/lockScreen.iphone-15-pro@3x.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
    }
}
