import FoundationEssentials
import LockshotLanguage
import LockshotLayout

/// SwiftUI widget sources as layouts: `lockshot` runs `lockshot-swift import --json` (a separate
/// product, so `lockshot` itself never builds swift-syntax) and parses the layout it prints, with
/// every range moved back to the Swift file:line:column it came from.
package enum SwiftSources {
    /// `lockshot targets`: `lockshot-swift targets`'s explanation of the project at `path` (JSON with `json`), its
    /// standard error and exit status; nil when lockshot-swift is not built.
    package static func explainTargets(_ path: String, target: String?, json: Bool) -> (status: Int32, output: String, errors: String)? {
        runTool(["targets"] + (json ? ["--json"] : []) + (target.map { ["--target", $0] } ?? []) + [path])
    }

    /// `lockshot previews`: the sample `#Preview`s `lockshot-swift` makes from the widget's types; nil when it is not built.
    package static func samplePreviews(_ path: String, target: String?) -> (status: Int32, output: String, errors: String)? {
        runTool(["previews"] + (target.map { ["--target", $0] } ?? []) + [path])
    }

    /// The layouts a project input stands for: itself when it names one target to draw (or none, to be said by the
    /// compile); when several targets hold a Live Activity and none is chosen, the folder of each one's activity, which
    /// `lockshot-swift` reads as that target (a folder inside a project is its target's), so `gallery .` draws them all.
    package static func targetLayouts(_ path: String) -> [String] {
        guard !path.hasSuffix(".swift"), ProcessInfo.processInfo.environment["LOCKSHOT_TARGET"].map({ $0.isEmpty }) ?? true,
              let result = runTool(["targets", "--json", path]),
              let report = try? JSONDecoder().decode(TargetsReport.self, from: Data(result.output.utf8)),
              report.chosen == nil, report.liveActivityTargets.count > 1 else { return [path] }
        let current = FileManager.default.currentDirectoryPath + "/"
        let folders = report.liveActivityTargets.compactMap { name -> String? in
            guard let target = report.targets.first(where: { $0.name == name }), let first = target.activities.first else { return nil }
            var folder = PathName.directory(of: first)
            for file in target.activities.dropFirst() {
                while !file.hasPrefix(folder + "/") && folder.count > 1 { folder = PathName.directory(of: folder) }
            }
            return folder.hasPrefix(current) ? String(folder.dropFirst(current.count)) : folder
        }
        // Two targets whose activities share a folder cannot be told apart by it: the project, and its error.
        return Set(folders).count == folders.count && !folders.isEmpty ? folders.sorted() : [path]
    }

    /// What `targetLayouts` reads of `lockshot-swift targets --json`.
    private struct TargetsReport: Decodable {
        struct Target: Decodable { var name: String; var activities: [String] }
        var chosen: String?
        var liveActivityTargets: [String]
        var targets: [Target]
    }

    private static func runTool(_ arguments: [String]) -> (status: Int32, output: String, errors: String)? {
        guard let tool = tool(), let finished = try? Subprocess.run(tool, arguments) else { return nil }
        return (finished.status, String(decoding: finished.output, as: UTF8.self), String(decoding: finished.errors, as: UTF8.self))
    }

    /// The command that builds the importer.
    package static let buildCommand = "make swift   (swift build --product lockshot-swift)"

    /// The project files `lockshot-swift` reads as a project (LockshotProject's `ProjectModel`).
    static let projectFileNames: Set<String> = ["project.yml", "project.yaml", "Package.swift", "expo-target.config.js", "expo-target.config.json"]

    /// True for what goes through the importer: a `.swift` file, a project (an `.xcodeproj`, `.xcworkspace`,
    /// `project.yml`, `Package.swift`, or a folder holding one), or a directory of Swift sources without layouts.
    package static func isSwiftInput(_ path: String) -> Bool {
        if path.hasSuffix(".swift") || path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace")
            || path.hasSuffix(".xcodeproj/") || path.hasSuffix(".xcworkspace/") { return true }
        if projectFileNames.contains(PathName.lastComponent(of: path)) { return FileManager.default.fileExists(atPath: path) }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else { return false }
        // A repository root: its project file is near the top; its tree may be large (node_modules), so it is not walked.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        // (A Package.swift alone is no sign: a package of `.lockshot` layouts has one too; the walk below decides.)
        if !names.contains(where: { $0.hasSuffix(".lockshot") }),
           names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
                                   || (projectFileNames.contains($0) && $0 != "Package.swift") }) {
            return true
        }
        let files = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        return !files.contains { $0.hasSuffix(".lockshot") } && files.contains { $0.hasSuffix(".swift") }
    }

    /// `lockshot-swift`: next to the running `lockshot`, else in the debug build beside its build folder, else
    /// the current directory's `.build/debug`, else `$LOCKSHOT_SWIFT`.
    package static func tool() -> String? {
        let manager = FileManager.default
        var candidates: [String] = []
        if let executable = Subprocess.currentExecutable() {
            // Beside this binary, then in the debug build of the package that built it (`make swift` builds
            // lockshot-swift in debug; `make build` puts lockshot in .build/release): from any folder.
            let directory = PathName.directory(of: executable)
            candidates.append(PathName.join(directory, "lockshot-swift"))
            candidates.append(PathName.join(PathName.directory(of: directory), "debug/lockshot-swift"))
        }
        candidates.append(manager.currentDirectoryPath + "/.build/debug/lockshot-swift")
        if let fromEnvironment = ProcessInfo.processInfo.environment["LOCKSHOT_SWIFT"], !fromEnvironment.isEmpty {
            candidates.append(fromEnvironment)
        }
        return candidates.first { manager.isExecutableFile(atPath: $0) }
    }

    /// How `.swift` inputs become layouts.
    package enum Engine: String, Sendable {
        /// The widget's own Swift compiled against lockshot's SwiftUI for Linux and run (`lockshot-swift compile`):
        /// the language is Swift's, enums, `switch`, helpers and formatters included.
        case compile
        /// Swift syntax translated to the layout language (`lockshot-swift import`); `lockshot import swiftui` uses it.
        case translate

        /// `$LOCKSHOT_SWIFT_ENGINE` (`compile` or `translate`), else `compile`.
        package static var current: Engine {
            ProcessInfo.processInfo.environment["LOCKSHOT_SWIFT_ENGINE"].flatMap(Engine.init(rawValue:)) ?? .compile
        }
    }

    /// Runs the importer over `paths`; nil and a diagnostic when it is not built or does not answer.
    package static func importLayout(_ paths: [String], engine: Engine = .translate,
                                    geometry: [String: Size] = [:], stress: Bool = false) -> (ImportedLayout?, [Diagnostic]) {
        let first = paths.first ?? ""
        guard let tool = tool() else {
            return (nil, [Diagnostic(.error, "reading Swift sources needs lockshot-swift, which is not built", file: first, at: .none,
                                     code: "swift-import",
                                     help: "build it once with: \(buildCommand); or set LOCKSHOT_SWIFT to its path")])
        }
        let finished: Subprocess.Finished
        do {
            // The compiler writes only progress to standard error (building lockshot's SwiftUI on first use).
            let sizes = geometry.sorted { $0.key < $1.key }.flatMap { ["--geometry", "\($0.key)=\($0.value.width)x\($0.value.height)"] }
            finished = try Subprocess.run(tool, [engine == .compile ? "compile" : "import", "--json"] + sizes
                                              + (stress && engine == .compile ? ["--stress"] : []) + paths,
                                          relayErrors: engine == .compile)
        } catch {
            return (nil, [Diagnostic(.error, "could not run \(tool): \(error)", file: first, at: .none, code: "swift-import",
                                     help: "rebuild it with: \(buildCommand)")])
        }
        guard let imported = try? JSONDecoder().decode(ImportedLayout.self, from: Data(finished.output)) else {
            let detail = String(decoding: finished.errors, as: UTF8.self).trimmingWhitespace()
            return (nil, [Diagnostic(.error, "lockshot-swift gave no layout for \(paths.joined(separator: " "))"
                                     + (detail.isEmpty ? "" : ": \(detail.prefix(300))"), file: first, at: .none,
                                     code: "swift-import", help: "rebuild it with: \(buildCommand)")])
        }
        return (imported, imported.diagnostics.map(\.diagnostic))
    }

    /// A `.swift` file (or a directory of them) loaded as a layout: the document's ranges point into
    /// the Swift sources, so the binder's and the rules' findings are located there too.
    /// The importer runs the checker, so its findings are already in `diagnostics`.
    /// - Parameter geometry: `GeometryReader` sizes a previous layout of the compiled widget found (`Pipeline.layOut`).
    /// - Parameter stress: compiled widgets only: also `lockshot check`'s stress previews, written into the
    ///   widget's own content state.
    package static func load(path: String, engine: Engine = .current, geometry: [String: Size] = [:],
                            stress: Bool = false) -> LoadedLayout {
        let (imported, diagnostics) = importLayout([path], engine: engine, geometry: geometry, stress: stress)
        guard let imported, !imported.layout.isEmpty else {
            return LoadedLayout(file: nil, document: nil, diagnostics: diagnostics)
        }
        let layoutFile = SourceFile(path: path, text: imported.layout)
        var (document, parseProblems) = Parser.parse(layoutFile)
        let primary = imported.files.first ?? path
        let origins = imported.origins()
        // Each range keeps its file's index in the offset's high bits; `LoadedLayout.relocated` names that file.
        func swiftRange(_ range: SourceRange) -> SourceRange {
            guard let (index, plain) = origins.origin(of: range) else { return .none }
            let high = index << ImportedLayout.fileShift
            return SourceRange(start: SourceLocation(offset: high + plain.start.offset, line: plain.start.line, column: plain.start.column),
                               end: SourceLocation(offset: high + plain.end.offset, line: plain.end.line, column: plain.end.column))
        }
        document.remapRanges(swiftRange)
        // The files views were recorded in, by index, then any other file a diagnostic names (for excerpts).
        let named = diagnostics.compactMap(\.file).filter { !imported.files.contains($0) }
        let sources = (imported.files + Array(Set(named)).sorted()).map { source in
            SourceFile(path: source, text: FileManager.default.contents(atPath: source).map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        let file = sources.first ?? SourceFile(path: primary, text: imported.layout)
        var loaded = LoadedLayout(file: file, document: document, diagnostics: [])
        loaded.sources = sources
        let located = parseProblems.map { problem -> Diagnostic in
            var copy = problem
            copy.file = primary
            copy.range = swiftRange(problem.range)
            return loaded.relocated(copy)
        }
        loaded.diagnostics = diagnostics + located
        return loaded
    }
}
