import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LockshotTestSupport
import Testing

/// The fence around a widget's program (issue 39): its limits end a runaway program with a located error, and
/// nothing it started outlives it.
@Suite("widget program limits (CLI)", .tags(.swiftc), .slow)
struct ProgramFenceCLITests {
    static let errors = "Tests/swift-widgets/compiled/errors/"

    @Test("a view that allocates without end stops at the memory limit: exit 2, a swift-run error naming the limit and how to raise it")
    func memoryBomb() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", Self.errors + "MemoryBomb.swift", "-o", out.appendingPathComponent("a.png").path],
                                 environment: ["LOCKSHOT_MEMORY_LIMIT_MB": "256"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("MemoryBomb.swift: error: the widget's program ran out of memory: it may use 256 MB"), "\(result.stderr)")
        #expect(result.stderr.contains("LOCKSHOT_MEMORY_LIMIT_MB raises it") && result.stderr.contains("preview 'Hoard'"))
    }

    @Test("a program the widget starts in a group of its own and leaves running is killed with it; the render is not held up")
    func straggler() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", Self.errors + "Straggler.swift", "-o", out.appendingPathComponent("a.png").path])
        #expect(result.status == 0, "\(result.stderr)")
        let left = try runProcess("/usr/bin/pgrep", ["-f", "sleep 613.25"])
        #expect(left.stdout.isEmpty, "still running: \(left.stdout)")
    }

    @Test("a view that prints without end stops at the output limit, from the environment or lockshot.json's \"limits\"")
    func chatter() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", Self.errors + "Chatter.swift", "-o", folder.appendingPathComponent("a.png").path],
                                 environment: ["LOCKSHOT_OUTPUT_LIMIT_MB": "4"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Chatter.swift: error: the widget's program wrote more than 4 MB of output"), "\(result.stderr)")
        #expect(result.stderr.contains("preview 'Chatter'"))
        try FileManager.default.copyItem(atPath: Self.errors + "Chatter.swift", toPath: folder.appendingPathComponent("Chatter.swift").path)
        try #"{ "limits": { "outputMB": 2 } }"#.write(to: folder.appendingPathComponent("lockshot.json"), atomically: true, encoding: .utf8)
        let configured = try CLI.run(["render", folder.appendingPathComponent("Chatter.swift").path, "-o", folder.appendingPathComponent("b.png").path])
        #expect(configured.stderr.contains("wrote more than 2 MB of output"), "\(configured.stderr)")
    }

    /// Whether widget programs have a process ceiling here (`lockshot doctor` says which; root needs a pids control group).
    static let processLimited: Bool = !((try? CLI.run(["doctor"]))?.stdout.contains("no process limit") ?? true)

    @Test("a view that starts processes without end stops at the process limit: exit 2, a located error naming it; none is left",
          .enabled(if: processLimited))
    func forkBomb() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", Self.errors + "ForkBomb.swift", "-o", out.appendingPathComponent("a.png").path],
                                 environment: ["LOCKSHOT_PROCESS_LIMIT": "64"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("ForkBomb.swift:25:9: error: the widget's program tried to run more than 64 processes"), "\(result.stderr)")
        #expect(result.stderr.contains("LOCKSHOT_PROCESS_LIMIT raises it") && result.stderr.contains("preview 'Swarm'"))
        // Its sleeping children went with it: no process of the compiled widget remains.
        let left = try runProcess("/usr/bin/pgrep", ["-x", "lockshot-swarm"])
        #expect(left.stdout.isEmpty, "still running: \(left.stdout)")
    }

    /// Whether widget programs run in bubblewrap here (`lockshot doctor` says so; `scripts/bootstrap` installs it).
    static let sandboxed: Bool = (try? CLI.run(["doctor"]))?.stdout.contains("ok      sandbox for widget programs: bubblewrap") ?? false

    @Test("in the sandbox, a widget that writes outside its scratch folder stops at the write, located; the file is never written",
          .enabled(if: sandboxed))
    func writeOutside() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("WriteOutside.swift")
        try FileManager.default.copyItem(atPath: Self.errors + "WriteOutside.swift", toPath: source.path)
        let result = try CLI.run(["render", source.path, "-o", folder.appendingPathComponent("a.png").path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("WriteOutside.swift:17:"), "the trap at the write: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("written-by-widget.txt").path))
    }

    @Test("in the sandbox, a widget that connects to this machine reaches nothing: its own error, located, and no byte arrives",
          .enabled(if: sandboxed))
    func exfiltrate() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A listener on the loopback, outside the sandbox.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound && listen(listener, 4) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        let text = try String(contentsOfFile: Self.errors + "Exfiltrate.swift", encoding: .utf8)
            .replacingOccurrences(of: "let listeningPort: UInt16 = 0", with: "let listeningPort: UInt16 = \(port)")
        let source = folder.appendingPathComponent("Exfiltrate.swift")
        try text.write(to: source, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", source.path, "-o", folder.appendingPathComponent("a.png").path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("the network is out of reach") && result.stderr.contains("Exfiltrate.swift:35:"), "\(result.stderr)")
        // Nothing connected: accept finds no one waiting.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        #expect(accept(listener, nil, nil) < 0)
    }
}
