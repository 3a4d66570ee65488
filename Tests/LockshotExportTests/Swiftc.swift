import Foundation
import LockshotTestSupport
import LockshotExport

/// Runs `swiftc` against the interface stubs in Tests/SwiftUIStubs (built once per content, cached in the temp dir).
enum Swiftc {
    struct Output: Sendable {
        var status: Int32
        var text: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let stubSources = repository.appendingPathComponent("Tests/SwiftUIStubs")
    /// Dependency order: each module imports the ones before it.
    static let stubModules = ["AppIntents", "UIKit", "ActivityKit", "SwiftUI", "WidgetKit"]

    static func run(_ arguments: [String]) throws -> Output {
        let result = try runProcess("/usr/bin/env", ["swiftc"] + arguments)
        return Output(status: result.status, text: result.stdout + result.stderr)
    }

    /// FNV-1a of the stub sources: the cache key.
    static func stubHash() throws -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for module in stubModules {
            let data = try Data(contentsOf: stubSources.appendingPathComponent("\(module).swift"))
            for byte in data + Array(module.utf8) {
                hash = (hash ^ UInt64(byte)) &* 0x100000001b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The directory holding the stub modules, built if this content has not been built before.
    static let stubs: Result<URL, Failure> = {
        do {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("lockshot-swiftui-stubs-\(try stubHash())")
            let done = directory.appendingPathComponent("done")
            if FileManager.default.fileExists(atPath: done.path) { return .success(directory) }
            let building = FileManager.default.temporaryDirectory
                .appendingPathComponent("lockshot-swiftui-stubs-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
            for module in stubModules {
                let output = try run(["-emit-module", "-parse-as-library", "-module-name", module, "-I", building.path,
                                      "-o", building.appendingPathComponent("\(module).swiftmodule").path,
                                      stubSources.appendingPathComponent("\(module).swift").path])
                guard output.status == 0 else { return .failure(Failure(description: "stub \(module) does not build:\n\(output.text)")) }
            }
            try Data().write(to: building.appendingPathComponent("done"))
            if FileManager.default.fileExists(atPath: directory.path) { return .success(directory) }
            do {
                try FileManager.default.moveItem(at: building, to: directory)
            } catch {
                // Another process won the race: its copy is as good.
                if !FileManager.default.fileExists(atPath: done.path) { return .success(building) }
            }
            return .success(directory)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Type-checks Swift files against the stubs, in a fresh directory.
    static func typecheck(_ files: [(name: String, text: String)]) throws -> Output {
        let stubDirectory = try stubs.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        return try run(["-typecheck", "-swift-version", "5", "-I", stubDirectory.path] + paths)
    }

    /// Parses (no type-check) one file: what `#Preview` allows without its macro plugin.
    static func parse(_ text: String) throws -> Output {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-parse-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try run(["-parse", url.path])
    }
}

/// The bundled layouts the export is tested on.
enum BundledLayouts {
    static var paths: [URL] {
        let fm = FileManager.default
        var out: [URL] = []
        for folder in ["layouts", "Tests/layouts"] {
            let directory = Swiftc.repository.appendingPathComponent(folder)
            let names = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
            out += names.filter { $0.hasSuffix(".lockshot") }.sorted().map { directory.appendingPathComponent($0) }
        }
        return out
    }

    static var names: [String] { paths.map { $0.deletingPathExtension().lastPathComponent } }

    static func path(_ name: String) -> URL? { paths.first { $0.deletingPathExtension().lastPathComponent == name } }

    /// Where the committed export of a layout lives: `Tests/export/<name>/`, without the files every export
    /// writes alike (`sharedNames`), which are kept once in `Tests/export/Shared/`.
    static func expectedDirectory(_ name: String) -> URL {
        Swiftc.repository.appendingPathComponent("Tests/export/\(name)")
    }

    static let sharedDirectory = Swiftc.repository.appendingPathComponent("Tests/export/Shared")
    static let sharedNames: Set<String> = ["LockshotSupport.swift", "LockshotColor.swift"]

    /// The differences between an export and the committed files: the layout's own in its folder, the shared
    /// ones in `Shared/`.
    static func differences(_ files: [ExportedFile], layout name: String) -> [String] {
        ExportCheck.differences(files.filter { !sharedNames.contains($0.path) }, in: expectedDirectory(name))
            + ExportCheck.differences(files.filter { sharedNames.contains($0.path) }, in: sharedDirectory)
    }

    static func export(_ name: String) throws -> [ExportedFile] {
        guard let path = path(name) else { throw Swiftc.Failure(description: "no layout \(name)") }
        do {
            return try SwiftUIExporter.export(layoutAt: path.path, lockshotVersion: "0.1.0")
        } catch {
            throw Swiftc.Failure(description: error.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
                .joined(separator: "\n"))
        }
    }

    /// Declarations for the app's intents a layout's buttons name (the README lists them as `Name(label:)`).
    static func intentDeclarations(_ files: [ExportedFile]) -> String {
        let lines = files.filter { $0.path == "README.md" }.flatMap { ($0.text ?? "").split(separator: "\n") }
            .filter { $0.contains("LiveActivityIntent") }
        guard !lines.isEmpty else { return "" }
        let calls = lines.joined(separator: " ").split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.hasSuffix(")") }
        var declarations: [String: [String]] = [:]
        for call in calls {
            guard let open = call.firstIndex(of: "(") else { continue }
            let name = String(call[..<open])
            let labels = call[call.index(after: open)..<call.index(before: call.endIndex)].split(separator: ":").map(String.init)
            let parameters = labels.enumerated().map { "\($0.element) p\($0.offset): some Any" }.joined(separator: ", ")
            declarations[name, default: ["    init() {}"]].append("    init(\(parameters)) {}")
        }
        return "import AppIntents\n" + declarations.keys.sorted().map { name in
            "struct \(name): LiveActivityIntent {\n" + Array(Set(declarations[name] ?? [])).sorted().joined(separator: "\n") + "\n}\n"
        }.joined()
    }
}
