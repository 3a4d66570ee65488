import Foundation
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
}
