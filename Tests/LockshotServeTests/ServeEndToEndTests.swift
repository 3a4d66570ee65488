import Foundation
import LockshotTestSupport
import Testing

/// `lockshot serve` driven as a user would: the built binary, a real browser (headless Chromium over
/// the DevTools protocol), raw HTTP for the attacks. The driver is `serve_e2e.py` (Python's stdlib).
@Suite(.serialized, .tags(.browser), .slow)
struct ServeEndToEndTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = directory.deletingLastPathComponent().deletingLastPathComponent()
    static var isCI: Bool { runningOnCI }

    static var binary: URL? { builtExecutable("lockshot") }

    /// Chromium is a test-only tool (scripts/bootstrap --test): on CI a missing browser fails the test.
    static var hasBrowser: Bool { which("chromium") != nil || which("chromium-browser") != nil }

    /// Runs the driver; returns its output, failing the test with it when it fails.
    @discardableResult
    func drive(_ arguments: [String]) throws -> String {
        let python = try #require(which("python3"), "python3 is needed to drive the browser test")
        let binary = try #require(Self.binary, "the lockshot executable was not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.directory.appendingPathComponent("serve_e2e.py").path, arguments[0], binary.path]
            + arguments.dropFirst()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\npassed") || text.hasPrefix("passed"), "\(text)")
        return text
    }

    @Test("a real browser: loads, redraws a colour edit within 2 s without reload, shows a broken save's diagnostics, recovers",
          .enabled(if: hasBrowser || isCI, "chromium is not installed (scripts/bootstrap --test); required when CI is set"))
    func browserLiveReload() throws {
        #expect(Self.hasBrowser, "chromium is missing: scripts/bootstrap --test installs it")
        let shots = ProcessInfo.processInfo.environment["LOCKSHOT_SERVE_SHOTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-serve-shots").path
        let text = try drive(["browser", shots])
        #expect(text.contains("colour edit shown in"))
        #expect(text.contains("broken save: diagnostics shown"))
        #expect(text.contains("fixed save: recovered"))
    }

    @Test("the workbench: accept all, golden review (side by side, slider, blink, diff), zoom, loupe, time slider, compare",
          .enabled(if: hasBrowser || isCI, "chromium is not installed (scripts/bootstrap --test); required when CI is set"))
    func workbench() throws {
        #expect(Self.hasBrowser, "chromium is missing: scripts/bootstrap --test installs it")
        let shots = ProcessInfo.processInfo.environment["LOCKSHOT_SERVE_SHOTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-serve-shots").path
        let text = try drive(["workbench", shots])
        #expect(text.contains("accept all: 'accept all 6 goldens in this layout' recorded 6 goldens, byte for byte"))
        #expect(text.contains("review: side by side (golden, new), slider at 30 %, blink, diff"))
        #expect(text.contains("zoom: 1:1 pixels draws"))
        #expect(text.contains("zip: 9 pictures for the view, 6 for the layout"))
        #expect(text.contains("data editor: the title edited"))
        #expect(text.contains("data editor: the layout dump follows the edit"))
        #expect(text.contains("time slider: +10 min redraws the timer as 50:00"))
        #expect(text.contains("compare: dark and light side by side"))
        #expect(text.contains("compare: text sizes large, xxxLarge, AX3 side by side"))
    }

    @Test("traversal refused, accept needs the page's token and Origin, 100 concurrent requests during rewrites")
    func securityRefusals() throws {
        let text = try drive(["security"])
        #expect(text.contains("traversal attempts refused with 404"))
        #expect(text.contains("100 concurrent requests"))
    }

    @Test("long header lines, megabytes of headers, long URLs and slow senders are refused while the page is answered at once")
    func cannotBeFrozen() throws {
        let text = try drive(["freeze"])
        #expect(text.contains("200 KB header line → 431"))
        #expect(text.contains("300 KB URL → 414"))
    }

    @Test("a served folder of .swift files redraws when one of its files is saved")
    func swiftFolderRedraws() throws {
        let text = try drive(["swift"])
        #expect(text.contains("redraws its lock screen"))
    }

    @Test("?static=1 is a page a screenshot script can finish (Chromium's --virtual-time-budget)",
          .enabled(if: hasBrowser || isCI, "chromium is not installed (scripts/bootstrap --test); required when CI is set"))
    func staticPage() throws {
        let text = try drive(["static"])
        #expect(text.contains("?static=1 finished"))
    }

    @Test("port in use exits 2 naming --port; --host serves on that address; SIGINT stops cleanly")
    func processLifecycle() throws {
        try drive(["process"])
    }
}
