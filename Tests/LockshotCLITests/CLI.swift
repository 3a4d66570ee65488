import Foundation
import LockshotTestSupport
import Testing

/// Runs the built `lockshot` binary, as a user would, and captures what it says.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
    }

    /// The repository root, found from this file's path (never the working directory).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `lockshot` beside the test bundle.
    static var binary: URL? { builtExecutable("lockshot") }

    static func run(_ arguments: [String], in directory: URL = repository,
                    environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(binary, "the lockshot executable was not built next to the tests")
        var env = ["NO_COLOR": "1"]
        for (key, value) in environment { env[key] = value }
        let output = try runProcess(binary.path, arguments, in: directory, environment: env)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr, stdoutData: output.stdoutData)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else { return nil }
    func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}
