import Foundation
import LockshotLanguage
import LockshotProject

/// The app's own modules a widget imports (`import SportsCalModel`, `import BetterBlueKit`): source folders
/// the user names, each compiled as a module of that name before the widget, as Xcode builds a target's
/// package dependencies. Named with `--module NAME=DIR` (`lockshot-swift`) or in the project's
/// `lockshot.json` (`"swiftModules": { "NAME": "DIR" }`, relative to that file), which every command reads.
package struct SourceModule: Sendable, Hashable {
    package var name: String
    package var directory: String
    /// The Swift files, when the project lists them (a package target's exclusions, a framework target's build phase);
    /// nil: every `.swift` under `directory`.
    package var files: [String]?

    package init(name: String, directory: String, files: [String]? = nil) {
        self.name = name
        self.directory = directory
        self.files = files
    }

    /// `NAME=DIR`, as `--module` takes it; nil when it is not of that form.
    package init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<equals]), directory = String(argument[argument.index(after: equals)...])
        guard Self.isIdentifier(name), !directory.isEmpty else { return nil }
        self.init(name: name, directory: directory)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The modules `lockshot.json` names, from the nearest one in `folder` or a folder above it; a located
    /// error when the entry is malformed or names a folder that is not there.
    package static func configured(near folder: String) -> ([SourceModule], [Diagnostic]) {
        var directory = WidgetCompiler.absolute(folder)
        while true {
            let path = (directory as NSString).appendingPathComponent("lockshot.json")
            if FileManager.default.fileExists(atPath: path) { return read(path) }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return ([], []) }
            directory = parent
        }
    }

    static func read(_ path: String) -> ([SourceModule], [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let entry = object["swiftModules"] else { return ([], []) }  // `lockshot` itself reports a malformed file
        func problem(_ message: String) -> Diagnostic {
            Diagnostic(.error, message, file: path, at: .none, code: "swift-module",
                       help: "\"swiftModules\": { \"AppKit\": \"../Packages/AppKit/Sources/AppKit\" } — a module name and its "
                           + "source folder, relative to lockshot.json")
        }
        guard let entries = entry as? [String: Any] else { return ([], [problem("'swiftModules' must be an object of module names and folders")]) }
        let base = (WidgetCompiler.absolute(path) as NSString).deletingLastPathComponent
        var modules: [SourceModule] = [], problems: [Diagnostic] = []
        for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard let folder = value as? String, isIdentifier(name) else {
                problems.append(problem("'swiftModules' entry '\(name)' must be a module name set to a folder"))
                continue
            }
            let directory = folder.hasPrefix("/") ? folder : (base as NSString).appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                problems.append(problem("module '\(name)': no folder '\(folder)' (relative to lockshot.json)"))
                continue
            }
            modules.append(SourceModule(name: name, directory: (directory as NSString).standardizingPath))
        }
        return (modules, problems)
    }
}

extension WidgetCompiler {
    /// Compiles each module (in order: each sees the ones before) into `<cache>/modules/<hash>/`, unless the
    /// same sources were compiled before; the folders to add to the widget's search and library paths.
    func buildModules(_ modules: [SourceModule]) -> Result<[(name: String, folder: String)], DiagnosticList> {
        var built: [(name: String, folder: String)] = []
        for module in modules {
            let (read, problems) = SwiftImporter.readSources(module.files ?? [module.directory])
            if !problems.isEmpty { return .failure(DiagnosticList(problems)) }
            let sources = read.map { SwiftSource(path: Self.absolute($0.path), text: $0.text) }
            // Keyed by the sources as written and by this tool (whose rewriter they go through) and the library, so
            // an unchanged package is not parsed again on every load, geometry pass or `serve` redraw.
            let library = buildDirectory + "/libLockshotWidgetHost.so"
            let tool = CommandLine.arguments[0]
            var hasher = FNV1a()
            hasher.add(module.name)
            hasher.add(library + "\(Self.modified(library))")
            hasher.add(tool + "\(Self.modified(tool))")
            for earlier in built { hasher.add(earlier.folder) }
            for source in sources { hasher.add(source.path); hasher.add(source.text) }
            let folder = cacheDirectory + "/modules/" + module.name + "-" + hasher.hex
            if FileManager.default.fileExists(atPath: folder + "/lib\(module.name).so") {
                built.append((module.name, folder))
                continue
            }
            let rewriter = WidgetRewriter(sources: sources)
            let work = folder + ".tmp-\(getpid())"
            try? FileManager.default.removeItem(atPath: work)
            do {
                try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
                var inputs = try Self.writeInputs(sources: sources, texts: rewriter.texts, into: work)
                // SwiftPM's accessor for a target's resources; resources are not read here, so it is the main bundle.
                // Named as `Bundle.module` or as the implicit member `.module` (`Color("Sky", bundle: .module)`).
                let accessorText = Self.bundleModuleAccessor(rewriter.texts.joined(separator: "\n"))
                if !accessorText.isEmpty {
                    let accessor = work + "/resource_bundle_accessor.swift"
                    try Data(accessorText.utf8).write(to: URL(fileURLWithPath: accessor))
                    inputs.append(accessor)
                }
                let compile = Self.run(Self.swiftc(), compileFlags(moduleName: module.name, modules: built)
                                       + ["-package-name", "lockshot_app", "-emit-module", "-emit-module-path", work + "/\(module.name).swiftmodule",
                                          "-emit-library", "-Xlinker", "-soname", "-Xlinker", "lib\(module.name).so",
                                          "-o", work + "/lib\(module.name).so"] + inputs,
                                       environment: [:], timeout: 300)
                guard compile.status == 0 else {
                    try? FileManager.default.removeItem(atPath: work)
                    return .failure(DiagnosticList(Self.compileErrors(String(decoding: compile.errors + compile.output, as: UTF8.self),
                                                                      files: sources.map(\.path), module: module.name)))
                }
                try? FileManager.default.removeItem(atPath: folder)
                try FileManager.default.moveItem(atPath: work, toPath: folder)
                built.append((module.name, folder))
            } catch {
                try? FileManager.default.removeItem(atPath: work)
                return .failure(DiagnosticList([Diagnostic(.error, "could not compile module '\(module.name)' in \(cacheDirectory): "
                                                           + error.localizedDescription, file: sources.first?.path, at: .none,
                                                           code: "swift-compile")]))
            }
        }
        return .success(built)
    }

    /// The flags every compile shares: the target's settings (Swift 5 mode and `DEBUG` unless its project says
    /// otherwise), bare `/regex/` literals (on in new Xcode projects), lockshot's modules under Apple's names, the
    /// app's modules built before.
    func compileFlags(moduleName: String, modules: [(name: String, folder: String)], settings: CompileSettings = CompileSettings()) -> [String] {
        var flags: [String] = settings.flags
        flags += ["-enable-bare-slash-regex", "-parse-as-library", "-Onone", "-gline-tables-only", "-wmo", "-module-name", moduleName, "-suppress-warnings",
                  "-I", buildDirectory + "/Modules", "-L", buildDirectory, "-lLockshotWidgetHost"]
        return flags
            + Self.moduleAliases.flatMap { ["-module-alias", "\($0.0)=\($0.1)"] }
            // What Foundation has on iOS and not on Linux, in every file (also Foundation-only ones).
            + ["-Xfrontend", "-import-module", "-Xfrontend", "LockshotFoundation", "-Xlinker", "-rpath", "-Xlinker", buildDirectory]
            + modules.flatMap { ["-I", $0.folder, "-L", $0.folder, "-l" + $0.name, "-Xlinker", "-rpath", "-Xlinker", $0.folder] }
            + systemLibraryFlags()
            + Self.linkerFlags
    }

    /// LLVM's linker where the toolchain has one: it links a widget in about 50 ms where gold takes 95 (measured on
    /// the 28-file generated widget, the same link side by side), which a `serve` save pays every time.
    static let linkerFlags: [String] = {
        let lld = ((swiftc() as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent + "/ld.lld"
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }()

    /// The C libraries a widget imports as modules, with the header that must be installed and the library linked.
    static let systemLibraries = [(module: "SQLite3", header: "/usr/include/sqlite3.h", library: "sqlite3")]

    /// Apple's SDK has C libraries as modules (`import SQLite3`); here they are the system's, when its headers are
    /// installed (`scripts/bootstrap` installs libsqlite3-dev): a module map written once into the cache folder.
    func systemLibraryFlags() -> [String] {
        var flags: [String] = []
        for (module, header, library) in Self.systemLibraries where FileManager.default.fileExists(atPath: header) {
            let map = cacheDirectory + "/system-modules/\(module).modulemap"
            let text = "module \(module) [system] {\n    header \"\(header)\"\n    link \"\(library)\"\n    export *\n}\n"
            if FileManager.default.contents(atPath: map) != Data(text.utf8) {
                try? FileManager.default.createDirectory(atPath: cacheDirectory + "/system-modules", withIntermediateDirectories: true)
                try? Data(text.utf8).write(to: URL(fileURLWithPath: map), options: .atomic)
            }
            flags += ["-Xcc", "-fmodule-map-file=" + map]
        }
        return flags
    }

    /// Links the resource `files` into the program's folder, flattened by name as Xcode's "Copy Bundle Resources" does (the first of a name wins):
    /// the program's `Bundle.main` (and a module's `Bundle.module`) is that folder. Links of an earlier run that
    /// name other files are removed; the program and anything that is not a link are never touched.
    static func linkResources(files: [String], beside binary: String) {
        let manager = FileManager.default
        let target = (binary as NSString).deletingLastPathComponent
        var wanted: [String: String] = [:]
        for path in files {
            let name = (path as NSString).lastPathComponent
            if name != "widget", name != "lockshot.json", wanted[name] == nil { wanted[name] = path }
        }
        for name in (try? manager.contentsOfDirectory(atPath: target)) ?? [] {
            let path = target + "/" + name
            guard let destination = try? manager.destinationOfSymbolicLink(atPath: path) else { continue }
            if wanted[name] == destination { wanted[name] = nil } else { try? manager.removeItem(atPath: path) }
        }
        for (name, path) in wanted where !manager.fileExists(atPath: target + "/" + name) {
            try? manager.createSymbolicLink(atPath: target + "/" + name, withDestinationPath: path)
        }
    }

    /// SwiftPM's accessor for a target's resources, when the sources name `Bundle.module` (or the implicit member
    /// `.module`, `Color("Sky", bundle: .module)`) and do not declare one: the main bundle, where the resources are linked.
    static func bundleModuleAccessor(_ texts: String) -> String {
        guard texts.contains("Bundle.module") || texts.contains(".module"),
              !texts.contains("static let module"), !texts.contains("static var module") else { return "" }
        return "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n"
    }

    /// The files under `folders` a bundle copies: not Swift, not inside an asset catalog or a project, not hidden.
    static func resourceFiles(in folders: [String]) -> [String] {
        let manager = FileManager.default
        let skipped = [".xcassets", ".xcodeproj", ".xcworkspace", ".swiftpm", ".build"]
        var out: [String] = []
        for folder in folders {
            let base = absolute(folder)
            for relative in ((try? manager.subpathsOfDirectory(atPath: base)) ?? []).sorted().prefix(4096) {
                let parts = relative.split(separator: "/")
                guard !parts.contains(where: { part in part.hasPrefix(".") || skipped.contains { part.hasSuffix($0) } }),
                      !relative.hasSuffix(".swift"), !relative.hasSuffix(".entitlements") else { continue }
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                out.append(base + "/" + relative)
            }
        }
        return out
    }

    /// Each source with a `#sourceLocation` naming the user's file, so errors and `#line` point there; named by its
    /// place and file name (two folders may hold a `Views.swift`).
    static func inputFiles(sources: [SwiftSource], texts: [String]) -> [(name: String, text: String)] {
        zip(sources, texts).enumerated().map { index, pair in
            ("\(index)-" + (pair.0.path as NSString).lastPathComponent,
             "#sourceLocation(file: \"\(escaped(pair.0.path))\", line: 1)\n" + pair.1)
        }
    }

    /// The sources written into `work` (`inputFiles`); their paths.
    static func writeInputs(sources: [SwiftSource], texts: [String], into work: String) throws -> [String] {
        try write(inputFiles(sources: sources, texts: texts), into: work)
    }

    /// `files` written into `folder`; their paths.
    static func write(_ files: [(name: String, text: String)], into folder: String) throws -> [String] {
        try files.map { name, text in
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            return folder + "/" + name
        }
    }
}

/// Diagnostics as a `Result`'s failure.
struct DiagnosticList: Error {
    var diagnostics: [Diagnostic]
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
