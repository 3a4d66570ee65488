import Foundation

/// What a child process wrote and how it ended.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdoutData: Data
    public var stderrData: Data
    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
}

/// Runs `executable` and waits for it, reading standard output and standard error at once (standard
/// error on its own thread): a child that fills one pipe while the other is read to its end would
/// otherwise wait forever. `environment` entries are added to (or replace) this process's.
public func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                       environment: [String: String] = [:], standardInput: Data? = nil) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = standardInput.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    if let input, let standardInput {
        input.fileHandleForWriting.write(standardInput)
        try? input.fileHandleForWriting.close()
    }
    let errors = PipeContents()
    let reader = Thread { errors.data = err.fileHandleForReading.readDataToEndOfFile(); errors.done.signal() }
    reader.start()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    errors.done.wait()
    process.waitUntilExit()
    return ProcessOutput(status: process.terminationStatus, stdoutData: output, stderrData: errors.data)
}

/// Standard error read on another thread (`runProcess`).
private final class PipeContents: @unchecked Sendable {  // written before `done` is signalled, read after
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// A tool's path on PATH, or nil.
public func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Whether the tests run on CI (`CI` set to anything but false/0): there a missing tool fails its test
/// instead of skipping it.
public var runningOnCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
    return !value.isEmpty && value != "false" && value != "0"
}

/// An executable of this package beside the test bundle: `swift test` builds every product into the same folder.
public func builtExecutable(_ name: String) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}
