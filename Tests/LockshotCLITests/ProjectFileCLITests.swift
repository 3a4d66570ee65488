import Foundation
import Testing

/// `lockshot test PATH…`, `--config`, `lockshot.json` mistakes and `lockshot check`'s rule
/// settings, in throwaway projects.
@Suite("layout paths, --config and lockshot.json")
struct ProjectFileCLITests {
    static func layout(_ title: String, size: Int = 16) -> String {
        """
        activity Mine
        attributes { title: String }
        fonts { Pixel = "LockshotPixel" }
        lockScreen {
          Text(title).font(.custom("Pixel", size: \(size))).padding(16)
        }
        preview "hello" { title: "\(title)" }
        """
    }

    /// `layouts/a.lockshot`, `layouts/sub/b.lockshot`, `other/c.lockshot`, and a lockshot.json
    /// listing `layouts` at scale 1.
    func project() throws -> URL {
        let root = try CLI.temporaryDirectory()
        for (path, title) in [("layouts/a.lockshot", "A"), ("layouts/sub/b.lockshot", "B"), ("other/c.lockshot", "C")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.layout(title).write(to: url, atomically: true, encoding: .utf8)
        }
        try #"{ "layouts": ["layouts"], "scales": [1] }"#.write(to: root.appendingPathComponent("lockshot.json"),
                                                             atomically: true, encoding: .utf8)
        return root
    }

    func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test("a layout path inside the configured folders keeps its goldens; one elsewhere is named from what was given")
    func layoutPaths() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = ["CI": "", "LOCKSHOT_RECORD": "missing"]

        let one = try CLI.run(["test", "./layouts/sub/b.lockshot"], in: root, environment: record)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(exists(root, "golden/sub/b/hello/lockScreen.iphone-15-pro@1x.png"))
        #expect(!exists(root, "golden/a"))

        // The full run finds b's golden where the single-file run put it, and records only a.
        let full = try CLI.run(["test"], in: root, environment: record)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(full.stdout.contains("1 passed, 1 recorded"), "\(full.stdout)")

        // A file outside them: named by its file name; a folder: relative to the folder.
        let outside = try CLI.run(["test", "other/c.lockshot"], in: root, environment: record)
        #expect(outside.status == 0, "\(outside.stderr)")
        #expect(exists(root, "golden/c/hello/lockScreen.iphone-15-pro@1x.png"))
        // A partial run calls no golden an orphan (a and sub/b are not produced here).
        #expect(!outside.stderr.contains("no case produces"), "\(outside.stderr)")

        let folder = try CLI.run(["test", "layouts/sub"], in: root, environment: ["CI": "true"])
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.contains("1 case: 1 passed") || folder.stdout.contains("1 cases: 1 passed"), "\(folder.stdout)")

        let prune = try CLI.run(["test", "layouts", "--prune"], in: root)
        #expect(prune.status == 2)
        let missing = try CLI.run(["test", "nowhere"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere: no such file or directory"), "\(missing.stderr)")
    }

    @Test("--config reads another file; its relative paths are relative to it")
    func configFile() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        try #"{ "layouts": ["../other"], "scales": [2], "golden": "goldens" }"#
            .write(to: root.appendingPathComponent("ci/lockshot.json"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["test", "--config", "ci/lockshot.json"], in: root, environment: ["CI": "", "LOCKSHOT_RECORD": "missing"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(exists(root, "ci/goldens/c/hello/lockScreen.iphone-15-pro@2x.png"))
        let absent = try CLI.run(["test", "--config", "ci/nope.json"], in: root)
        #expect(absent.status == 2)
        #expect(absent.stderr.contains("ci/nope.json: no such file"), "\(absent.stderr)")
    }

    @Test("a typo in lockshot.json is located, gets a did you mean, and exits 2", arguments: [
        ("{\n  \"layots\": [\"layouts\"]\n}", "lockshot.json:2:3: unknown key 'layots'; did you mean 'layouts'?"),
        ("{ \"rules\": { \"contrst\": \"off\" } }", "lockshot.json:1:14: unknown rule 'contrst'; did you mean 'contrast'?"),
        ("{ \"rules\": { \"contrast\": \"of\" } }", "lockshot.json:1:14: rule 'contrast' cannot be set to 'of'; did you mean 'off'?"),
        ("{ \"limits\": { \"memoryMb\": 4096 } }", "lockshot.json:1:15: unknown key 'memoryMb' in 'limits'; did you mean 'memoryMB'?"),
        ("{ \"limits\": { \"seconds\": 0 } }", "lockshot.json:1:15: limit 'seconds' must be a whole number from 1 to 1000000"),
    ])
    func typos(json: String, message: String) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try json.write(to: root.appendingPathComponent("lockshot.json"), atomically: true, encoding: .utf8)
        for command in [["test"], ["check", "layouts"]] {
            let run = try CLI.run(command, in: root)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("error: " + message), "\(command): \(run.stderr)")
        }
    }

    @Test("check: lockshot.json switches a rule off or changes its severity; --severity hides what is below")
    func checkRuleSettings() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        // 8 pt text: a min-font-size warning.
        try Self.layout("small", size: 8).write(to: root.appendingPathComponent("layouts/a.lockshot"),
                                                 atomically: true, encoding: .utf8)
        let config = root.appendingPathComponent("lockshot.json")

        let plain = try CLI.run(["check", "--no-stress"], in: root)  // no path: lockshot.json's layouts
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("the HIG minimum is 11 pt"), "\(plain.stderr)")
        #expect(plain.stderr.contains("in 2 layouts"), "\(plain.stderr)")

        let errorsOnly = try CLI.run(["check", "layouts", "--no-stress", "--severity", "error"], in: root)
        #expect(!errorsOnly.stderr.contains("HIG minimum"), "\(errorsOnly.stderr)")
        #expect(errorsOnly.stderr.contains("below error not shown"), "\(errorsOnly.stderr)")

        try #"{ "layouts": ["layouts"], "rules": { "min-font-size": "off" } }"#.write(to: config, atomically: true, encoding: .utf8)
        let off = try CLI.run(["check", "layouts", "--no-stress"], in: root)
        #expect(off.status == 0)
        #expect(!off.stderr.contains("HIG minimum"), "\(off.stderr)")

        try #"{ "rules": { "min-font-size": "error" } }"#.write(to: config, atomically: true, encoding: .utf8)
        let raised = try CLI.run(["check", "layouts", "--no-stress"], in: root)
        #expect(raised.status == 1, "\(raised.stderr)")
        #expect(raised.stderr.contains("error:"), "\(raised.stderr)")

        // --config elsewhere wins over ./lockshot.json.
        try #"{ "rules": { "min-font-size": "info" } }"#.write(to: root.appendingPathComponent("other.json"),
                                                               atomically: true, encoding: .utf8)
        let other = try CLI.run(["check", "layouts", "--no-stress", "--config", "other.json", "--severity", "warning"], in: root)
        #expect(other.status == 0, "\(other.stderr)")
        #expect(!other.stderr.contains("HIG minimum"), "\(other.stderr)")
    }
}
