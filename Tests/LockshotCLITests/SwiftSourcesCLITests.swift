import Foundation
import LockshotTestSupport
import Testing

/// `.swift` inputs end to end: `lockshot` runs `lockshot-swift` (built next to it by `swift test`).
@Suite("Swift sources (CLI)", .tags(.swiftc), .slow)
struct SwiftSourcesCLITests {
    static let corpus = "Tests/swift-widgets"

    @Test("lockshot import swiftui writes the layout the corpus test committed")
    func importWritesLayout() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).lockshot")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run(["import", "swiftui", Self.corpus + "/Parking", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(contentsOf: CLI.repository.appendingPathComponent(Self.corpus + "/imported/Parking.lockshot"), encoding: .utf8)
        #expect(written == committed)
    }

    @Test("lockshot check on Swift, translated (LOCKSHOT_SWIFT_ENGINE=translate), reports the translation's errors at the Swift file:line:column")
    func checkLocatesInSwift() throws {
        let result = try CLI.run(["check", Self.corpus + "/untranslatable/switch.swift"], environment: ["LOCKSHOT_SWIFT_ENGINE": "translate"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(Self.corpus + "/untranslatable/switch.swift:22:13: error: 'switch' in a view body"), "\(result.stderr)")
    }

    @Test("lockshot check compiles a widget's own Swift by default: its findings at the Swift file:line:column, exit 0")
    func checkCompiled() throws {
        let result = try CLI.run(["check", Self.corpus + "/compiled/TransitActivity.swift", "--severity", "info"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(Self.corpus + "/compiled/TransitActivity.swift:136:25: info: 'Wittenbergplatz'"), "\(result.stderr)")
        #expect(result.stderr.contains("0 errors, 0 warnings"), "\(result.stderr)")
        // By default text shows what needs action, and counts the infos per rule.
        let plain = try CLI.run(["check", Self.corpus + "/compiled/TransitActivity.swift"])
        #expect(plain.status == 0)
        #expect(!plain.stderr.contains(": info: "), "\(plain.stderr)")
        #expect(plain.stderr.contains("below warning not shown: ") && plain.stderr.contains(" truncation")
                && plain.stderr.contains("--severity info lists them"), "\(plain.stderr)")
    }

    @Test("lockshot render of Swift that does not compile prints swiftc's error at the user's line and exits 2")
    func renderCompileError() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).png")
        let result = try CLI.run(["render", Self.corpus + "/compiled/errors/Broken.swift", "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(Self.corpus + "/compiled/errors/Broken.swift:14:9: error: expected ')' in expression list"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("gallery of a folder of .swift files given by absolute path writes <out>/<folder name>/, not the whole path")
    func galleryAbsoluteFolder() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let folder = CLI.repository.appendingPathComponent(Self.corpus + "/Parking").path
        let result = try CLI.run(["gallery", folder, "--out", out.path, "--index", "markdown"])
        #expect(result.status != 2, "\(result.stderr)")  // 1: its 56 pt compact timer is an error-level finding (issue 25)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Parking/halfway/lockScreen.png").path))
        let index = try String(contentsOf: out.appendingPathComponent("index.md"), encoding: .utf8)
        #expect(index.contains("](Parking/halfway/lockScreen.png)") && !index.contains(folder), "\(index)")
    }

    @Test("lockshot render draws a .swift file's preview")
    func renderSwift() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swift-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run(["render", Self.corpus + "/ScoreActivity.swift", "--preview", "final", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: output)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("without lockshot-swift, a .swift input says how to build it")
    func toolMissing() throws {
        let binary = try #require(CLI.binary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("noswift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("lockshot")
        try FileManager.default.copyItem(at: binary, to: copy)
        let source = CLI.repository.appendingPathComponent(Self.corpus + "/ScoreActivity.swift").path
        let result = try runProcess(copy.path, ["render", source, "-o", directory.appendingPathComponent("x.png").path],
                                    in: directory, environment: ["LOCKSHOT_SWIFT": "", "NO_COLOR": "1"])
        let text = result.stderr
        #expect(result.status == 2)
        #expect(text.contains("needs lockshot-swift, which is not built"), "\(text)")
        #expect(text.contains("make swift"))
    }
}
