import Foundation
import LockshotTestSupport
import Testing

/// The steps of lockshot's GitHub workflow and action files, read from the YAML, so a test runs
/// the commands exactly as GitHub would instead of a copy of them.
///
/// Not a YAML parser: it reads the block style these files are written in (`run: |` block
/// scalars, one-line `key: value` pairs), which the lint tests keep honest.
struct WorkflowFile {
    let lines: [Substring]

    init(_ relativePath: String) throws {
        let url = CLI.repository.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }

    /// The lines of the step with `id: <id>` (from its `- ` line to the next step).
    func step(id: String) throws -> [Substring] {
        let idLine = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "id: \(id)" },
                                  "no step with id '\(id)'")
        let indent = Self.indent(lines[idLine])
        var start = idLine
        while start > 0, !(Self.indent(lines[start]) == indent - 2 && lines[start].dropFirst(indent - 2).hasPrefix("- ")) {
            start -= 1
        }
        var end = idLine + 1
        while end < lines.count {
            let line = lines[end]
            if !line.trimmingCharacters(in: .whitespaces).isEmpty, Self.indent(line) < indent { break }
            end += 1
        }
        return Array(lines[start..<end])
    }

    /// The `run: |` script of the step with `id: <id>`, dedented.
    func script(ofStep id: String) throws -> String {
        let step = try step(id: id)
        let runLine = try #require(step.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" },
                                   "step '\(id)' has no 'run: |' block")
        let indent = Self.indent(step[runLine])
        var body: [Substring] = []
        for line in step[(runLine + 1)...] {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty, Self.indent(line) <= indent { break }
            body.append(line)
        }
        let common = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(Self.indent).min() ?? 0
        return body.map { String($0.dropFirst(min(common, $0.count))) }.joined(separator: "\n") + "\n"
    }

    /// The one-line `key: value` pairs under the step's `env:` (or `with:`) mapping.
    func mapping(_ name: String, ofStep id: String) throws -> [String: String] {
        let step = try step(id: id)
        guard let header = step.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "\(name):" }) else { return [:] }
        let indent = Self.indent(step[header])
        var pairs: [String: String] = [:]
        for line in step[(header + 1)...] {
            if Self.indent(line) <= indent { break }
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            pairs[String(parts[0])] = value
        }
        return pairs
    }
}

/// A command-line tool the workflow tests drive (zizmor, check-jsonschema, chromium).
enum ExternalTool {
    /// The tool's path on PATH, or nil.
    static func find(_ name: String) -> String? { which(name) }

    /// Whether the tests run on CI (`CI` set to anything but false/0), where a missing tool fails.
    static var onCI: Bool { runningOnCI }

    /// Run the test when the tool is here, and on CI always (so a missing tool fails it there).
    static func available(_ name: String) -> Bool { onCI || find(name) != nil }

    /// The tool's path; records a failure naming `scripts/bootstrap --test` when it is missing.
    static func require(_ name: String) throws -> String {
        try #require(find(name), "\(name) is not installed; 'scripts/bootstrap --test' installs it")
    }

    /// Runs `executable` with `arguments` in `directory`; output and errors in one string.
    static func run(_ executable: String, _ arguments: [String], in directory: URL = CLI.repository,
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-tool-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let data = FileManager.default.contents(atPath: log.path) ?? Data()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs a workflow step's script as GitHub runs `shell: bash` (`bash --noprofile --norc -eo pipefail`).
    static func bash(_ script: String, in directory: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let file = directory.appendingPathComponent(".step-\(UUID().uuidString).sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", file.path], in: directory, environment: environment)
    }
}

/// `key=value` lines of a `$GITHUB_OUTPUT` file.
func githubOutputs(_ url: URL) -> [String: String] {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var outputs: [String: String] = [:]
    for line in text.split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return outputs
}
