import Foundation
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

    /// `lockshot` beside the test bundle: `swift test` builds every product into the same folder.
    static var binary: URL? {
        var directory = URL(fileURLWithPath: Swift.CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("lockshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ arguments: [String], in directory: URL = repository,
                    environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(binary, "the lockshot executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes at once (standard error on its own thread): a child that fills one pipe while the
        // other is read to its end would otherwise wait forever.
        let errBox = DataBox()
        let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); errBox.done.signal() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errBox.done.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData)
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

/// Standard error read on another thread (`CLI.run`).
private final class DataBox: @unchecked Sendable {  // written before `done` is signalled, read after
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
