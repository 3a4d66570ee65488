import Dispatch
import Foundation
import LockshotLanguage
import LockshotProject

/// `lockshot-swift compile`: a widget extension's own Swift, compiled with the real compiler against
/// lockshot's SwiftUI for Linux (`SwiftUI`, `WidgetKit`, `ActivityKit`, `AppIntents`, built once into
/// `libLockshotWidgetHost.so` beside this tool) and run: its previews draw through the widget's own
/// views, enums, helpers and formatters, and the program prints the layout they drew.
package struct WidgetCompiler {
    /// The folder holding this tool, `libLockshotWidgetHost.so` and `Modules/` (SwiftPM's build folder).
    package var buildDirectory: String
    /// Where compiled widgets are kept, by a hash of their rewritten sources.
    package var cacheDirectory: String
    /// Seconds the widget's program may run.
    package var timeout: Double = 30
    /// What the widget's program may use (`LOCKSHOT_MEMORY_LIMIT_MB` …).
    package var limits = ProgramLimits.fromEnvironment(ProcessInfo.processInfo.environment)
    /// The app's own modules the widget imports (`--module NAME=DIR`), besides those the project's
    /// `lockshot.json` names (`"swiftModules"`); a module given here wins over one of the same name there.
    package var modules: [SourceModule] = []

    package init(buildDirectory: String, cacheDirectory: String) {
        self.buildDirectory = buildDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// `$XDG_CACHE_HOME/lockshot/widgets`, else `~/.cache/lockshot/widgets`.
    package static var defaultCacheDirectory: String {
        (PathName.userCache(ProcessInfo.processInfo.environment) ?? NSTemporaryDirectory() + "lockshot") + "/widgets"
    }

    /// The build settings of the widget's target (`SWIFT_VERSION`, conditions, default isolation…): Swift 5 with
    /// `DEBUG` for a folder of sources, as an Xcode project's Debug configuration builds by default.
    package var settings = CompileSettings()

    /// What is compiled and copied besides the widget's Swift: from a folder (everything in it) or from a target of
    /// the project model (exactly what Xcode would).
    struct Inputs {
        /// Files and folders whose ActivityKit push payloads become previews.
        var payloadSources: [String]
        /// Files linked beside the program (its `Bundle.main`).
        var resourceFiles: [String]
        /// Files relative to the layout directory, for the asset symbols and intent classes Xcode generates.
        var folderFiles: [String]
        /// The asset catalogs the program reads (relative to the layout directory); nil: every one under it.
        var catalogs: [String]?
        /// Modules the project compiles before the target.
        var modules: [SourceModule]
        /// Packages the project names that could not be had: help for `no such module`.
        var unavailable: [WidgetTarget.Problem] = []
        /// A Swift package's target: it gets SwiftPM's `Bundle.module`.
        var packageTarget = false
    }

    /// The layout the widget's previews draw, or the diagnostics that stopped it (compile errors at
    /// the user's file:line:column, a trap in the widget's code located where it happened).
    /// - Parameter geometry: `GeometryReader` sizes a previous layout found (`KEY=WxH`), passed to the widget's program.
    /// - Parameter stress: also previews with `lockshot check`'s stress texts in the first content state's strings.
    package func layout(paths: [String], layoutDirectory: String, now: Double? = nil, geometry: [String] = [],
                       stress: Bool = false) -> ImportedLayout {
        let (read, problems) = SwiftImporter.readSources(paths)
        var isFolder: ObjCBool = false
        let folders = paths.filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
        let inputs = Inputs(payloadSources: paths, resourceFiles: Self.resourceFiles(in: folders),
                            folderFiles: Self.visibleFiles(under: layoutDirectory), catalogs: nil, modules: [])
        return relocated(compiledLayout(read: read, problems: problems, inputs: inputs, layoutDirectory: layoutDirectory, now: now,
                                        geometry: geometry + (stress ? ["--stress"] : [])), given: read)
    }

    /// The layout a target of the project model draws: its files, its modules, its resources and its settings.
    package func layout(target: WidgetTarget, layoutDirectory: String, now: Double? = nil, geometry: [String] = [],
                       stress: Bool = false) -> ImportedLayout {
        let paths = target.sources.map(\.path)
        let (read, problems) = SwiftImporter.readSources(paths)
        var compiler = self
        compiler.settings = target.settings
        let base = Self.absolute(layoutDirectory)
        func relative(_ path: String) -> String { Self.relativePath(path, from: base) }
        var folderFiles: [String] = [], catalogs: [String] = [], files: [String] = []
        for resource in target.resources.map(\.path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resource, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if resource.hasSuffix(".xcassets") { catalogs.append(relative(resource)) }
                folderFiles += Self.visibleFiles(under: resource).map { relative(resource) + "/" + $0 }
                files += Self.resourceFiles(in: [resource])
            } else {
                folderFiles.append(relative(resource))
                files.append(resource)
            }
        }
        let modules = target.modules.map { SourceModule(name: $0.name, directory: $0.directory, files: $0.sources) }
        let activityFolders = Set(paths.map { ($0 as NSString).deletingLastPathComponent }).sorted()
        let inputs = Inputs(payloadSources: files.filter { $0.hasSuffix(".json") } + activityFolders.flatMap(Self.jsonFiles(in:)),
                            resourceFiles: files, folderFiles: folderFiles, catalogs: catalogs, modules: modules, unavailable: target.problems,
                            packageTarget: target.kind == .swiftPackage)
        return compiler.relocated(compiler.compiledLayout(read: read, problems: problems, inputs: inputs, layoutDirectory: layoutDirectory,
                                                          now: now, geometry: geometry + (stress ? ["--stress"] : [])), given: read)
    }

    /// Files are compiled by absolute path (#sourceLocation); diagnostics name them as the user did.
    private func relocated(_ layout: ImportedLayout, given read: [SwiftSource]) -> ImportedLayout {
        let given = Dictionary(read.map { (Self.absolute($0.path), $0.path) }, uniquingKeysWith: { first, _ in first })
        var imported = layout
        imported.files = imported.files.map { given[$0] ?? $0 }
        // Then every other file the target compiles (after those ranges point into, which keep their indices): what
        // `serve` watches, wherever in the repository it lives.
        if !imported.layout.isEmpty {
            let named = Set(imported.files)
            imported.files += read.map(\.path).filter { !named.contains($0) }
        }
        imported.diagnostics = imported.diagnostics.map { problem in
            var copy = problem
            copy.file = problem.file.map { given[$0] ?? $0 }
            return copy
        }
        return imported
    }

    /// - Parameter samples: add the generated sample previews even though the sources have previews (they drew no
    ///   activity: home-screen ones).
    private func compiledLayout(read: [SwiftSource], problems: [Diagnostic], inputs: Inputs, layoutDirectory: String,
                                now: Double?, geometry: [String], samples forced: Bool = false) -> ImportedLayout {
        let sources = read.map { SwiftSource(path: Self.absolute($0.path), text: $0.text) }
        let files = sources.map(\.path)
        func failed(_ diagnostics: [Diagnostic]) -> ImportedLayout {
            ImportedLayout(layout: "", files: files, mappings: [], diagnostics: diagnostics.map(ImportedLayout.Problem.init))
        }
        if !problems.isEmpty { return failed(problems) }
        let (configured, configurationProblems) = SourceModule.configured(near: layoutDirectory)
        if !configurationProblems.isEmpty { return failed(configurationProblems) }
        // `--module` wins over lockshot.json, which wins over what the project names.
        var chosen = modules + configured.filter { module in !modules.contains { $0.name == module.name } }
        chosen += inputs.modules.filter { module in !chosen.contains { $0.name == module.name } }
        // A module's files are the module's, also when they sit under the widget's folder.
        let moduleFolders = chosen.filter { $0.files == nil }.map { Self.absolute($0.directory) + "/" }
        let moduleFiles = Set(chosen.flatMap { $0.files ?? [] }.map(Self.absolute))
        let widgetSources = sources.filter { source in
            !moduleFolders.contains { source.path.hasPrefix($0) } && !moduleFiles.contains(source.path)
        }
        let built: [(name: String, folder: String)]
        switch buildModules(chosen) {
        case .success(let folders): built = folders
        case .failure(let list): return failed(Self.withPackageHelp(list.diagnostics, inputs.unavailable))
        }
        var rewriter = WidgetRewriter(sources: widgetSources)
        // Without a preview (and without push payloads to draw), samples made from the widget's own types are drawn,
        // marked as generated: a repository shows pictures with no setup. The suggestion to paste stays in a warning.
        let payloads = Self.payloads(inputs.payloadSources)
        let previewless = forced
            || (rewriter.previewFunctions.isEmpty && rewriter.providers.isEmpty && (payloads.isEmpty || rewriter.widgets.isEmpty))
        var compiled = widgetSources
        let imageNames = inputs.folderFiles.compactMap { file -> String? in
            guard let range = file.range(of: ".imageset/") else { return nil }
            return String(file[..<range.lowerBound].split(separator: "/").last ?? "")
        }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        // The attributes may live in a module the widget imports (an app's package): its types are read too.
        func withModules() -> [SwiftSource] { widgetSources + chosen.flatMap { SwiftImporter.readSources($0.files ?? [$0.directory]).0 } }
        if previewless, let samples = PreviewSuggestion.samples(withModules(), imageNames: imageNames) {
            compiled.append(SwiftSource(path: Self.generatedPreviewsPath(layoutDirectory), text: Self.imports(of: widgetSources) + samples))
            rewriter = WidgetRewriter(sources: compiled)
        }
        let binary: String
        // What Xcode generates for the target besides its sources: asset symbols and SiriKit intent classes.
        let texts = rewriter.texts.joined(separator: "\n")
        var generated = [("GeneratedAssetSymbols.swift", Self.assetSymbols(files: inputs.folderFiles, sources: texts)),
                         ("GeneratedIntents.swift", IntentDefinitions.swift(files: inputs.folderFiles, under: layoutDirectory, sources: texts))]
        // A Swift package's target drawn itself reads its resources through SwiftPM's accessor, as its modules do.
        if inputs.packageTarget { generated.append(("resource_bundle_accessor.swift", Self.bundleModuleAccessor(texts))) }
        switch build(sources: compiled, rewriter: rewriter, modules: built, generated: generated.filter { !$0.1.isEmpty }) {
        case .success(let path): binary = path
        case .failure(let diagnostics): return failed(Self.withPackageHelp(diagnostics, inputs.unavailable))
        }
        // Compiled first, so a widget without previews still hears about its compile errors.
        let suggestion = previewless ? PreviewSuggestion.make(widgetSources) : nil
        if previewless && compiled.count == widgetSources.count {
            // No sample could be made: the fix is a paste, and the diagnostic stands at the ActivityConfiguration.
            return failed([Diagnostic(.error, "the widget has no #Preview with content states to draw",
                                      file: suggestion?.file ?? files.first, at: suggestion?.range ?? .none, code: "swift-preview",
                                      help: "add #Preview(\"Name\", as: .content, using: Attributes.preview) { TheWidget() } "
                                          + "contentStates: { Attributes.ContentState(…) }, or put an ActivityKit push payload "
                                          + "(a .json with aps.attributes and aps.content-state) beside it",
                                      notes: Self.notes(suggestion))])
        }
        let generatedWarning = previewless ? [Diagnostic(.warning, "the widget has no #Preview: lockshot drew sample content states made "
                                                          + "from its types, in previews named '\(PreviewSuggestion.generatedPrefix): …'",
                                                          file: suggestion?.file ?? files.first, at: suggestion?.range ?? .none,
                                                          code: "generated-preview",
                                                          help: "design with your own states: `lockshot previews --write Previews.swift` writes "
                                                              + "these samples as #Previews to edit and commit",
                                                          notes: Self.notes(suggestion))] : []
        // The app bundle's resources (`Bundle.main.url(forResource: "substances", withExtension: "json")`): the
        // target's files and its modules' folders, beside the program, as Xcode copies them.
        Self.linkResources(files: inputs.resourceFiles + Self.resourceFiles(in: chosen.map(\.directory)), beside: binary)
        let locale: String
        switch ProjectLocale.chosen(near: layoutDirectory, environment: ProcessInfo.processInfo.environment) {
        case .success(let chosen): locale = chosen
        case .failure(let problem): return failed([problem])
        }
        var arguments = ["--layout-directory", layoutDirectory]
        for catalog in inputs.catalogs ?? [] { arguments += ["--asset-catalog", catalog] }
        if inputs.catalogs?.isEmpty == true { arguments += ["--asset-catalog", ""] }
        if let now { arguments += ["--now", String(now)] }
        for payload in payloads { arguments += ["--payload", Self.absolute(payload)] }
        // The target's string tables (`de.lproj/Localizable.strings`, `Localizable.xcstrings`), for `Text("key")`.
        for table in Set(inputs.resourceFiles.filter(Self.isStringTable)).sorted() { arguments += ["--strings", Self.absolute(table)] }
        for size in geometry {
            if size == "--stress" { arguments.append(size) } else { arguments += ["--geometry", size] }
        }
        // A trap on `check`'s stress data (every string of the state set to emoji, 500 characters…) is a
        // warning: the run is repeated without that stress case, since the data may be nothing the app
        // would send (an emoji in a hex colour field). A trap on the widget's own previews stops the render.
        var skipped: [(name: String, trap: Diagnostic)] = []
        while true {
            let run = Self.run(binary, arguments + skipped.flatMap { ["--stress-skip", $0.name] },
                               environment: ["TZ": "UTC", "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "LOCKSHOT_LOCALE": locale,
                                             // A Set's or Dictionary's order the same on every run (the random stream is
                                             // fixed by the host library; the hashing seed is not drawn from it).
                                             "SWIFT_DETERMINISTIC_HASHING": "1",
                                             // The crashed thread's frames locate a trap that prints no message.
                                             "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,"
                                                + "registers=none,images=none,limit=64,output-to=stderr"],
                               timeout: timeout, limits: limits)
            if run.overflowed {
                let preview = Self.drawnPreview(String(decoding: run.errors, as: UTF8.self)).map { ", drawing preview '\($0)'" } ?? ""
                return failed([Diagnostic(.error, limits.outputMessage + preview, file: files.first, at: .none, code: "swift-run",
                                          help: "look for a loop that prints in a view's body (print, debugPrint, os_log)")])
            }
            if run.timedOut, run.refusedProcesses {
                return failed([Diagnostic(.error, limits.processMessage, file: files.first, at: .none, code: "swift-run",
                                          help: "look for a loop that starts processes or threads in a view's body")])
            }
            if run.timedOut {
                return failed([Diagnostic(.error, "the widget's code did not finish drawing its previews within \(Int(timeout)) s",
                                          file: files.first, at: .none, code: "swift-run",
                                          help: "look for a loop that does not end in a view's body or a preview's state "
                                            + "(LOCKSHOT_TIME_LIMIT_S or lockshot.json's \"limits\": { \"seconds\": … } give it longer)")])
            }
            if run.status == 0, var imported = try? JSONDecoder().decode(ImportedLayout.self, from: run.output) {
                // Its previews drew no activity (home-screen ones): drawn again with samples of its types beside them.
                if !forced, compiled.count == widgetSources.count, imported.layout.isEmpty,
                   imported.diagnostics.contains(where: { $0.code == "swift-preview" && $0.message.hasPrefix("the widget has no preview") }),
                   PreviewSuggestion.samples(withModules(), imageNames: imageNames) != nil {
                    return compiledLayout(read: read, problems: problems, inputs: inputs, layoutDirectory: layoutDirectory, now: now,
                                          geometry: geometry, samples: true)
                }
                imported.diagnostics += (generatedWarning + Self.stressWarnings(skipped)).map(ImportedLayout.Problem.init)
                // Previews that draw no activity (home-screen ones): the same #Preview to start from.
                if let index = imported.diagnostics.firstIndex(where: { $0.code == "swift-preview" && $0.notes == nil
                                                                           && $0.message.hasPrefix("the widget has no preview") }),
                   let suggestion = PreviewSuggestion.make(widgetSources) {
                    var located = imported.diagnostics[index].diagnostic
                    if located.range == .none { (located.file, located.range) = (suggestion.file, suggestion.range) }
                    located.notes = Self.notes(suggestion)
                    imported.diagnostics[index] = ImportedLayout.Problem(located)
                }
                return imported
            }
            let errors = String(decoding: run.errors, as: UTF8.self)
            var trap = Self.trap(errors, status: run.status, files: files)
            // A limit it ran into: said as such, where the backtrace puts it in the widget's code.
            if let limit = limits.exceeded(status: run.status, errors: errors, refusedProcesses: run.refusedProcesses) {
                trap.message = limit + (Self.drawnPreview(errors).map { ", drawing preview '\($0)'" } ?? "")
                trap.code = "swift-run"
                trap.help = run.refusedProcesses ? "look for a loop that starts processes or threads in a view's body"
                    : "look for a loop that allocates or works without end in a view's body"
                return failed([trap])
            }
            guard let preview = Self.drawnPreview(errors), preview.hasPrefix(StressText.prefix),
                  !skipped.contains(where: { $0.name == preview }), skipped.count < 16 else { return failed([trap]) }
            skipped.append((preview, trap))
        }
    }

    /// A localized strings file (in a `.lproj` folder) or a string catalog.
    static func isStringTable(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || ((path.hasSuffix(".strings") || path.hasSuffix(".stringsdict"))
            && (path as NSString).deletingLastPathComponent.hasSuffix(".lproj"))
    }

    static func notes(_ suggestion: PreviewSuggestion?) -> [Diagnostic.Note] {
        suggestion.map { [.init(message: "a #Preview to start from (replace its values with the states to design for):\n" + $0.text)] } ?? []
    }

    /// One warning per place where the widget's code trapped on stress data, naming the stress texts.
    static func stressWarnings(_ skipped: [(name: String, trap: Diagnostic)]) -> [Diagnostic] {
        var order: [Diagnostic] = [], names: [Diagnostic: [String]] = [:]
        for (name, trap) in skipped {
            var key = trap
            key.message = trap.message.replacingOccurrences(of: " while drawing preview '\(name)'", with: "")
            key.help = nil
            if names[key] == nil { order.append(key) }
            names[key, default: []].append("'" + name.dropFirst(StressText.prefix.count) + "'")
        }
        return order.map { key in
            let list = names[key] ?? []
            var warning = key
            warning.severity = .warning
            warning.message += " on lockshot check's stress data \(list.joined(separator: ", ")); "
                + (list.count == 1 ? "that stress preview is" : "those stress previews are") + " left out"
            warning.help = "check set every string of the first content state to each stress text; if the app never sends "
                + "such a value in those fields, this is not a defect of the widget"
            return warning
        }
    }

    /// The preview the widget's program was drawing when it stopped.
    static func drawnPreview(_ errors: String) -> String? {
        errors.split(separator: "\n").last { $0.hasPrefix("lockshot-preview: ") }.map { String($0.dropFirst("lockshot-preview: ".count)) }
    }

    enum BuildResult { case success(String), failure([Diagnostic]) }

    /// The modules the widget's files import (`import LiveActivityBridge`), for the generated previews that name their types.
    static func imports(of sources: [SwiftSource]) -> String {
        var seen = Set<String>(), out = ""
        for source in sources {
            var conditional = 0  // imports inside `#if` are the file's own choice, not copied
            for line in source.text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if") { conditional += 1 } else if trimmed.hasPrefix("#endif") { conditional = max(0, conditional - 1) }
                guard conditional == 0, trimmed.hasPrefix("import "), !trimmed.contains("//"), seen.insert(trimmed).inserted else { continue }
                out += trimmed + "\n"
            }
        }
        return out
    }

    /// Where the generated sample previews are said to live: beside the widget, a file that is never written (errors in
    /// it name it; `lockshot previews --write` writes the same text where the user says).
    static func generatedPreviewsPath(_ folder: String) -> String { absolute(folder) + "/lockshot-generated-previews.swift" }

    /// `path` relative to the folder `base` (both absolute), with `..` where it lies outside.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The `.json` files directly in `folder`.
    static func jsonFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            .map { folder + "/" + $0 }
    }

    /// A project's package that could not be had, named where swiftc says `no such module` for one of its products.
    static func withPackageHelp(_ diagnostics: [Diagnostic], _ unavailable: [WidgetTarget.Problem]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.message.hasPrefix("no such module '"),
                  let name = diagnostic.message.split(separator: "'").dropFirst().first.map(String.init) else { return diagnostic }
            let wanted = "product '" + name + "'"
            guard let problem = unavailable.first(where: { $0.message.firstRange(of: wanted) != nil }) else { return diagnostic }
            var copy = diagnostic
            copy.help = problem.message + (problem.help.map { "; " + $0 } ?? "")
            return copy
        }
    }

    /// The files under `folder`, relative and sorted, hidden files and folders left out.
    static func visibleFiles(under folder: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
    }

    /// Xcode's generated asset symbols for the catalogs among `files` (`nonisolated`, as Xcode 26 writes them, so a target
    /// whose default isolation is the main actor reads them anywhere) (`*.xcassets`, as the widget's program
    /// reads them): `ColorResource.brand`, `Color.brand`, `ShapeStyle.brand`, `UIColor.brand` for `Brand.colorset`
    /// (or `BrandColor.colorset`), `ImageResource.logo` for `Logo.imageset`. A name the sources declare
    /// themselves (`static let brand`) is left out, as the app would not compile in Xcode either way.
    static func assetSymbols(files: [String], sources: String) -> String {
        let found = files.filter { $0.contains(".xcassets/") }
        /// `static let pre` or `static var pre:` — a whole name (`static var preview` declares no `pre`).
        func declares(_ symbol: String) -> Bool {
            ["static let ", "static var "].contains { keyword in
                sources.components(separatedBy: keyword + symbol).dropFirst().contains { rest in
                    !(rest.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                }
            }
        }
        var colors: [(String, String)] = [], images: [(String, String)] = [], taken = Set<String>()
        for relative in found {
            let name = (relative as NSString).lastPathComponent
            for (suffix, word) in [(".colorset", "Color"), (".imageset", "Image")] where name.hasSuffix(suffix) {
                let asset = String(name.dropLast(suffix.count))
                guard let symbol = symbolName(asset, dropping: word), !taken.contains(word + symbol),
                      !declares(symbol) else { continue }
                taken.insert(word + symbol)
                if word == "Color" { colors.append((symbol, asset)) } else { images.append((symbol, asset)) }
            }
        }
        if colors.isEmpty && images.isEmpty { return "" }
        func quoted(_ s: String) -> String { "\"" + escaped(s) + "\"" }
        var out = "// Xcode's generated asset symbols, made by lockshot from the widget's asset catalogs.\nimport SwiftUI\nimport UIKit\n"
        out += "\nextension ColorResource {\n" + colors.map { "    nonisolated static let \($0.0) = ColorResource(name: \(quoted($0.1)))\n" }.joined() + "}\n"
        out += "\nextension ImageResource {\n" + images.map { "    nonisolated static let \($0.0) = ImageResource(name: \(quoted($0.1)))\n" }.joined() + "}\n"
        out += "\nextension Color {\n" + colors.map { "    nonisolated static var \($0.0): Color { Color(ColorResource.\($0.0)) }\n" }.joined() + "}\n"
        out += "\nextension ShapeStyle where Self == Color {\n"
            + colors.map { "    nonisolated static var \($0.0): Color { Color(ColorResource.\($0.0)) }\n" }.joined() + "}\n"
        out += "\nextension UIColor {\n"
            + colors.map { "    nonisolated static var \($0.0): UIColor { UIColor(resource: ColorResource.\($0.0)) }\n" }.joined() + "}\n"
        return out
    }

    /// An asset's symbol as Xcode names it: lower camel case of its words, a trailing "Color"/"Image" dropped,
    /// a leading digit prefixed with `_`; nil when nothing is left.
    package static func symbolName(_ asset: String, dropping suffix: String) -> String? {
        let words = asset.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return nil }
        var name = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
        if name.lowercased() == suffix.lowercased() { return nil }
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords, and the contextual ones a generated name must not be bare.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "async", "actor", "package", "consume",
        "borrowing", "consuming", "copy", "each", "macro",
    ]

    /// ActivityKit push payloads that come with the widget, each a preview: `*.json` files holding an
    /// `aps.content-state` under a folder given as the widget, or beside a single file named after it
    /// (`Delivery.swift` → `Delivery*.json`).
    static func payloads(_ paths: [String]) -> [String] {
        var found: [String] = []
        var isDirectory: ObjCBool = false
        for path in Set(paths).sorted() {
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
                    .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0.hasSuffix(".xcassets") } }
                found += names.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else if path.hasSuffix(".swift") {
                let directory = (path as NSString).deletingLastPathComponent
                let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? [])
                    .filter { $0.hasPrefix(base) && $0.hasSuffix(".json") }
                found += names.sorted().map { directory.isEmpty ? $0 : (directory as NSString).appendingPathComponent($0) }
            }
        }
        return found.filter { path in
            guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return false }
            return String(decoding: data, as: UTF8.self).contains("\"content-state\"")
        }
    }

    /// Compiles the rewritten sources with lockshot's entry point, unless the same sources were compiled before.
    func build(sources: [SwiftSource], rewriter: WidgetRewriter, modules: [(name: String, folder: String)] = [],
               generated: [(file: String, text: String)] = []) -> BuildResult {
        let library = buildDirectory + "/libLockshotWidgetHost.so"
        if let problem = buildHostIfNeeded(library: library) { return .failure([problem]) }
        let entry = "import WidgetKit\n\n@main enum LockshotEntry {\n    @MainActor static func main() {\n"
            + "        LockshotHost.main(previews: [\(rewriter.previewFunctions.joined(separator: ", "))],\n"
            + "                          providers: [\(rewriter.providers.map { $0 + ".self" }.joined(separator: ", "))],\n"
            + "                          widgets: [\(rewriter.widgets.map { $0 + ".self" }.joined(separator: ", "))])\n    }\n}\n"
        var hasher = FNV1a()
        hasher.add(library + "\(Self.modified(library))")
        for (source, text) in zip(sources, rewriter.texts) { hasher.add(source.path); hasher.add(text) }
        for module in modules { hasher.add(module.folder) }
        hasher.add(entry)
        hasher.add(settings.flags.joined(separator: " "))
        for (file, text) in generated { hasher.add(file); hasher.add(text) }
        let folder = cacheDirectory + "/" + hasher.hex
        let binary = folder + "/widget"
        if FileManager.default.isExecutableFile(atPath: binary) { return .success(binary) }
        let files = Self.inputFiles(sources: sources, texts: rewriter.texts) + [("LockshotEntry.swift", entry)]
            + generated.map { (name: $0.file, text: $0.text) }
        let flags = compileFlags(moduleName: "WidgetExtension", modules: modules, settings: settings)
        // The widget's incremental build folder: what it is made of, not what its files say.
        var identity = FNV1a()
        identity.add(library + "\(Self.modified(library))")
        for file in files { identity.add(file.name) }
        for source in sources { identity.add(source.path) }
        for module in modules { identity.add(module.folder) }
        identity.add(flags.joined(separator: " "))
        let work = folder + ".tmp-\(getpid())"
        try? FileManager.default.removeItem(atPath: work)
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let incrementalRoot = cacheDirectory + "/incremental"
            func errors(_ compile: Finished) -> [Diagnostic] {
                Self.compileErrors(String(decoding: compile.errors + compile.output, as: UTF8.self), files: sources.map(\.path))
            }
            var failure: [Diagnostic]?
            if let workspace = IncrementalWorkspace(root: incrementalRoot, identity: identity.hex) {
                let compile = Self.run(Self.swiftc(), workspace.arguments(flags, inputs: try workspace.write(files)),
                                       environment: [:], timeout: 300)
                if compile.status == 0 {
                    try FileManager.default.copyItem(atPath: workspace.program, toPath: work + "/widget")
                } else {
                    failure = errors(compile)
                    // Not an error in the widget's code (a link failing on an object left by a killed build…):
                    // the next build starts afresh.
                    if failure?.allSatisfy({ $0.range == .none }) == true { workspace.reset() }
                }
            } else {
                // Another process is building this widget: the whole module, in a folder of this process's own.
                // One frontend job (-wmo): every file's errors are reported, not only the first failing job's.
                let compile = Self.run(Self.swiftc(), flags + ["-o", work + "/widget"] + (try Self.write(files, into: work)),
                                       environment: [:], timeout: 300)
                if compile.status != 0 { failure = errors(compile) }
            }
            if let failure {
                try? FileManager.default.removeItem(atPath: work)
                return .failure(failure)
            }
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.moveItem(atPath: work, toPath: folder)
            pruneCache(keeping: 64)
            IncrementalWorkspace.prune(incrementalRoot, keeping: 16)
            return .success(binary)
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            return .failure([Diagnostic(.error, "could not compile the widget in \(cacheDirectory): \(error.localizedDescription)",
                                        file: sources.first?.path, at: .none, code: "swift-compile")])
        }
    }

    /// Builds `libLockshotWidgetHost.so` and its modules when they are missing (a new checkout or
    /// toolchain): `swift build --product LockshotWidgetHost` in the package that built this tool, its
    /// output shown as progress on standard error. Nil when they are ready. A library that is there is
    /// used as it is: `make swift` (and `make test`) build it with the rest, and a build started from here
    /// while `swift test` holds the package's build lock would wait for that lock forever.
    func buildHostIfNeeded(library: String) -> Diagnostic? {
        let tool = CommandLine.arguments[0]
        let ready = FileManager.default.fileExists(atPath: buildDirectory + "/Modules/LockshotSwiftUI.swiftmodule")
            && FileManager.default.fileExists(atPath: library)
        if ready { return nil }
        // buildDirectory is <scratch>/<triple>/<configuration> (or <scratch>/<configuration>); the package is above the scratch folder.
        let configuration = (buildDirectory as NSString).lastPathComponent
        var scratch = (buildDirectory as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: scratch + "/../Package.swift") { scratch = (scratch as NSString).deletingLastPathComponent }
        let package = (scratch as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
            return Diagnostic(.error, "lockshot's SwiftUI for Linux is not built beside \(tool), and no package is there to build it",
                              file: nil, at: .none, code: "swift-compile",
                              help: "build it in lockshot's checkout with: swift build --product LockshotWidgetHost (make swift does)")
        }
        FileHandle.standardError.write(Data("lockshot: building lockshot's SwiftUI for Linux (once per checkout and toolchain; about a minute)…\n".utf8))
        return Self.buildHost(package: package, scratch: scratch, configuration: configuration)
    }

    /// `swift build --product LockshotWidgetHost` of `package` into `scratch`, its output shown on standard error
    /// (standard output carries the layout); nil when it built. `hostOnly`: the manifest's host-only form.
    static func buildHost(package: String, scratch: String, configuration: String, hostOnly: Bool = false) -> Diagnostic? {
        let swift = (Self.swiftc() as NSString).deletingLastPathComponent + "/swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FileManager.default.isExecutableFile(atPath: swift) ? swift : "/usr/bin/swift")
        process.arguments = ["build", "--package-path", package, "--scratch-path", scratch, "-c", configuration,
                             "--product", "LockshotWidgetHost"]
        if hostOnly { process.environment = ProcessInfo.processInfo.environment.merging(["LOCKSHOT_HOST_ONLY": "1"]) { $1 } }
        process.standardOutput = FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return Diagnostic(.error, "could not run swift build for lockshot's SwiftUI: \(error)", file: nil, at: .none, code: "swift-compile")
        }
        // Never wait forever (another build holding the package's lock): ten minutes, then a clear error.
        let deadline = Date().addingTimeInterval(600)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            return Diagnostic(.error, "building lockshot's SwiftUI for Linux did not finish in 10 minutes (another build holding the package?)",
                              file: nil, at: .none, code: "swift-compile",
                              help: "build it once with: swift build --product LockshotWidgetHost (make swift does)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return Diagnostic(.error, "building lockshot's SwiftUI for Linux failed (swift build exited \(process.terminationStatus))",
                              file: nil, at: .none, code: "swift-compile", help: "its errors are above")
        }
        return nil
    }

    /// The folder of the host library and modules widgets compile against, for the `swiftc` on PATH. Beside the
    /// tool in a checkout, and in an install made by this toolchain (`make install` records it in `toolchain`
    /// beside the library). An install made by another toolchain (whose modules this one cannot import) builds the
    /// host once from the installed sources (`src/`, the manifest's `LOCKSHOT_HOST_ONLY` form) into the user's cache,
    /// with a progress line, and uses that build from then on.
    package static func hostDirectory(beside directory: String, cacheDirectory: String) -> Result<String, Diagnostic> {
        guard let recorded = FileManager.default.contents(atPath: directory + "/toolchain").map({ String(decoding: $0, as: UTF8.self) })
        else { return .success(directory) }
        let current = toolchainVersion(cacheDirectory: cacheDirectory)
        guard let current, current != recorded.trimmingCharacters(in: .whitespacesAndNewlines) else { return .success(directory) }
        var hasher = FNV1a()
        hasher.add(current)
        hasher.add(directory)
        let scratch = (cacheDirectory as NSString).deletingLastPathComponent + "/host/" + String(hasher.value, radix: 16)
        let built = scratch + "/debug"
        if FileManager.default.fileExists(atPath: built + "/Modules/LockshotSwiftUI.swiftmodule"),
           FileManager.default.fileExists(atPath: built + "/libLockshotWidgetHost.so") { return .success(built) }
        guard FileManager.default.fileExists(atPath: directory + "/src/Package.swift") else {
            return .failure(Diagnostic(.error, "lockshot was installed with \(recorded.trimmingCharacters(in: .whitespacesAndNewlines)), "
                                       + "and this toolchain (\(current)) cannot use its SwiftUI for Linux; its sources are not installed",
                                       file: nil, at: .none, code: "swift-compile", help: "install lockshot again with this toolchain"))
        }
        FileHandle.standardError.write(Data(("lockshot: this Swift toolchain (\(current)) is not the one lockshot was installed with: "
                                             + "building lockshot's SwiftUI for Linux for it, once, into \(scratch) (about a minute)…\n").utf8))
        if let problem = buildHost(package: directory + "/src", scratch: scratch, configuration: "debug", hostOnly: true) {
            return .failure(problem)
        }
        return .success(built)
    }

    /// The first line of `swiftc --version` (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`), nil when it does not run.
    /// Asked once per `swiftc` (its resolved path, size and date) and kept in the cache: asking takes 50 ms, and every
    /// `.swift` input of an installed lockshot needs the answer.
    static func toolchainVersion(cacheDirectory: String) -> String? {
        let compiler = URL(fileURLWithPath: swiftc()).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: compiler)
        var hasher = FNV1a()
        hasher.add(compiler)
        hasher.add("\((attributes?[.size] as? NSNumber)?.intValue ?? 0) \(modified(compiler))")
        let memo = (cacheDirectory as NSString).deletingLastPathComponent + "/host/swiftc-" + String(hasher.value, radix: 16)
        if let known = FileManager.default.contents(atPath: memo).map({ String(decoding: $0, as: UTF8.self) }), !known.isEmpty {
            return known
        }
        let run = Self.run(swiftc(), ["--version"], environment: [:], timeout: 30)
        guard run.status == 0, let version = String(decoding: run.output + run.errors, as: UTF8.self).split(separator: "\n").first
            .map({ $0.trimmingCharacters(in: .whitespaces) }) else { return nil }
        try? FileManager.default.createDirectory(atPath: (memo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(version.utf8).write(to: URL(fileURLWithPath: memo), options: .atomic)
        return version
    }

    /// Keeps the `count` most recently built widgets in the cache (every edit of a widget builds a new one).
    func pruneCache(keeping count: Int) {
        let manager = FileManager.default
        // Compiled widgets only (hex names): the module builds and the system module maps stay.
        let entries = ((try? manager.contentsOfDirectory(atPath: cacheDirectory)) ?? []).filter { $0.allSatisfy(\.isHexDigit) }
        guard entries.count > count else { return }
        let dated = entries.map { ($0, Self.modified(cacheDirectory + "/" + $0)) }.sorted { $0.1 > $1.1 }
        for (name, _) in dated.dropFirst(count) { try? manager.removeItem(atPath: cacheDirectory + "/" + name) }
    }

    /// Apple's module names, as the widget's code imports them, and lockshot's modules behind them.
    static let moduleAliases: [(String, String)] = [
        ("SwiftUI", "LockshotSwiftUI"), ("WidgetKit", "LockshotWidgetKit"), ("ActivityKit", "LockshotActivityKit"),
        ("AppIntents", "LockshotAppIntents"), ("UIKit", "LockshotUIKit"), ("Combine", "LockshotCombine"), ("os", "LockshotOS"),
        ("OSLog", "LockshotOSLog"), ("SwiftData", "LockshotSwiftData"), ("Charts", "LockshotCharts"),
        ("CryptoKit", "LockshotCryptoKit"), ("CommonCrypto", "LockshotCommonCrypto"), ("Security", "LockshotSecurity"),
        ("UserNotifications", "LockshotUserNotifications"), ("AudioToolbox", "LockshotAudioToolbox"),
        ("AVFoundation", "LockshotAVFoundation"), ("CoreBluetooth", "LockshotCoreBluetooth"), ("CoreLocation", "LockshotCoreLocation"),
        ("CoreMotion", "LockshotCoreMotion"), ("CoreData", "LockshotCoreData"),
        ("UniformTypeIdentifiers", "LockshotUniformTypeIdentifiers"), ("StoreKit", "LockshotStoreKit"),
        ("AuthenticationServices", "LockshotAuthenticationServices"), ("HealthKit", "LockshotHealthKit"),
        ("Intents", "LockshotIntents"), ("AlarmKit", "LockshotAlarmKit"), ("CloudKit", "LockshotCloudKit"),
        ("Darwin", "Glibc"),  // `Darwin.round(x)`: the C library is Glibc here
    ]

    // MARK: Diagnostics

    /// `path:line:col: error: message` lines of swiftc, located in the user's files (the generated
    /// entry point's are about the previews, and say so).
    static func compileErrors(_ text: String, files: [String], module: String? = nil) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]),
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { continue }
            let path = String(parts[0])
            let message = parts[4].trimmingCharacters(in: .whitespaces)
            if files.contains(path) {
                out.append(Diagnostic(.error, message, file: path, at: range(path, line: row, column: column), code: "swift-compile",
                                      help: helpFor(message)))
            } else if path.hasSuffix("LockshotEntry.swift") {
                out.append(Diagnostic(.error, "in a #Preview (lockshot's entry point calls it): \(message)", file: files.first, at: .none,
                                      code: "swift-compile"))
            } else {
                out.append(Diagnostic(.error, message, file: files.first, at: .none, code: "swift-compile", help: helpFor(message)))
            }
        }
        if out.isEmpty {
            out.append(Diagnostic(.error, (module.map { "module '\($0)'" } ?? "the widget") + " did not compile: \(text.prefix(400))",
                                  file: files.first, at: .none, code: "swift-compile"))
        }
        var seen = Set<Diagnostic>()
        return out.filter { seen.insert($0).inserted }
    }

    /// What to do about an API lockshot's SwiftUI does not have.
    static func helpFor(_ message: String) -> String? {
        if message.hasPrefix("no such module") {
            let name = message.split(separator: "'").dropFirst().first.map(String.init) ?? "Name"
            let apple = moduleAliases.map(\.0).filter { $0 != "Darwin" }
            return "lockshot's SwiftUI for Linux has \(apple.dropLast().joined(separator: ", ")) and \(apple.last ?? ""); if '\(name)' is "
                + "the app's own module, name its source folder in lockshot.json (\"swiftModules\": { \"\(name)\": \"path/to/Sources/\(name)\" }); "
                + "else give only the widget extension's files (as its target membership), or guard the import with #if canImport(…)"
        }
        // `cannot find type 'SelectHeroIntent' in scope`: a SiriKit intent class Xcode generates from the target's definitions.
        if message.hasPrefix("cannot find"), let name = message.split(separator: "'").dropFirst().first,
           name.hasSuffix("Intent") || name.hasSuffix("IntentResponse"), name != "Intent", !name.hasPrefix("IN") {
            return "'\(name)' is not in the files given: an App Intent of the app's target needs its file given too (or "
                + "named in lockshot.json's swiftModules); a SiriKit intent Xcode generates from an .intentdefinition is generated "
                + "by lockshot too when that file is under the widget's folder"
        }
        guard message.contains("has no member") || message.contains("cannot find") || message.contains("no such module") else { return nil }
        return "lockshot's SwiftUI for Linux may not have this API yet (docs/swift-sources.md lists what it has); "
            + "if it draws nothing, wrap it in #if !os(Linux)"
    }

    /// A trap in the widget's code (`WidgetExtension/File.swift:42: Fatal error: …`), located where it happened.
    static func trap(_ errors: String, status: Int32, files: [String]) -> Diagnostic {
        let lines = errors.split(separator: "\n").map(String.init)
        let preview = drawnPreview(errors)
        let help = "lockshot ran the widget's own code with "
            + (preview.map { "the content state of preview '\($0)'" } ?? "the previews' content states") + "; fix the code or the state"
        for line in lines {
            guard let marker = line.range(of: ": Fatal error: ") ?? line.range(of: ": Precondition failed: ")
                    ?? line.range(of: ": Assertion failed: ") else { continue }
            let place = line[..<marker.lowerBound]  // WidgetExtension/Trap.swift:16
            let message = String(line[line.index(marker.lowerBound, offsetBy: 2)...])
            let pieces = place.split(separator: ":")
            if pieces.count >= 2, let row = Int(pieces[pieces.count - 1]) {
                let name = (String(pieces[pieces.count - 2]) as NSString).lastPathComponent
                if let file = files.first(where: { ($0 as NSString).lastPathComponent == name }) {
                    return Diagnostic(.error, "the widget's code trapped while drawing \(preview.map { "preview '\($0)'" } ?? "its previews"): \(message)",
                                      file: file, at: range(file, line: row, column: nil), code: "swift-trap", help: help)
                }
            }
            return Diagnostic(.error, "the widget's code trapped while drawing \(preview.map { "preview '\($0)'" } ?? "its previews"): \(message)",
                              file: files.first, at: .none, code: "swift-trap", help: help)
        }
        // No message (an arithmetic overflow, a failed integer conversion, a bad pointer): the backtrace's
        // first frame in the widget's own code says where.
        let failure = lines.first { $0.hasPrefix("*** Swift runtime failure: ") }
        if let crash = failure ?? lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            let kind: String
            if let failure {
                kind = "trapped (" + failure.dropFirst("*** Swift runtime failure: ".count).replacingOccurrences(of: " ***", with: "") + ")"
            } else {
                let what = crash.dropFirst("*** Program crashed: ".count).split(separator: " at ").first.map(String.init) ?? "a crash"
                kind = what.hasPrefix("Illegal instruction") ? "trapped (a runtime check failed)" : "crashed (\(what.lowercased()))"
            }
            let frames = lines.compactMap(widgetFrame)
            let frame = frames.first { $0.place != nil } ?? frames.first
            let function = frame.map { " in \($0.function)" } ?? ""
            var file = files.first, at = SourceRange.none
            if let place = frame?.place, let match = files.first(where: { $0 == place.file || $0.hasSuffix("/" + place.file) })
                ?? files.first(where: { ($0 as NSString).lastPathComponent == (place.file as NSString).lastPathComponent }) {
                file = match
                at = range(match, line: place.line, column: place.column)
            }
            return Diagnostic(.error, "the widget's code \(kind)\(function) while drawing \(preview.map { "preview '\($0)'" } ?? "its previews")",
                              file: file, at: at, code: "swift-trap", help: help)
        }
        let last = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        return Diagnostic(.error, "the widget's code stopped while drawing \(preview.map { "preview '\($0)'" } ?? "its previews") (status \(status))"
                          + (last.isEmpty ? "" : ": \(last.prefix(300))"), file: files.first, at: .none, code: "swift-trap", help: help)
    }

    /// A backtrace frame in the widget's program (` 2 [ra] 0x… Color.init(hex:) + 445 in widget at /p/F.swift:15:3`):
    /// its function and, when the program has debug information, its place.
    static func widgetFrame(_ line: String) -> (function: String, place: (file: String, line: Int, column: Int?)?)? {
        guard let inWidget = line.range(of: " in widget") else { return nil }
        let head = line[..<inWidget.lowerBound]
        guard let address = head.range(of: " 0x"), let plus = head.range(of: " + ", options: .backwards),
              plus.lowerBound > address.upperBound else { return nil }
        let afterAddress = head[address.upperBound...].drop { $0 != " " }.dropFirst()
        let function = String(afterAddress[..<plus.lowerBound]).trimmingCharacters(in: .whitespaces)
        guard !function.isEmpty, !function.contains("LockshotEntry"), !function.hasSuffix("main"),
              !function.hasPrefix("Swift runtime failure") else { return nil }
        let tail = line[inWidget.upperBound...]
        guard tail.hasPrefix(" at "), !tail.contains("<compiler-generated>") else { return (function, nil) }
        let parts = tail.dropFirst(4).split(separator: ":")
        guard parts.count >= 2, let row = Int(parts[parts.count >= 3 ? parts.count - 2 : 1]) else { return (function, nil) }
        let column = parts.count >= 3 ? Int(parts[parts.count - 1]) : nil
        let file = parts.count >= 3 ? parts.dropLast(2).joined(separator: ":") : String(parts[0])
        return (function, (file, row, column))
    }

    /// `line:column` in the file at `path` with its byte offset; no column: the line's first non-blank one.
    static func range(_ path: String, line: Int, column: Int?) -> SourceRange {
        var offset = 0, column = column ?? 1
        if let data = FileManager.default.contents(atPath: path) {
            var row = 1
            for (index, byte) in data.enumerated() where row < line {
                if byte == UInt8(ascii: "\n") { row += 1; offset = index + 1 }
            }
            if let first = data[offset...].prefix(while: { $0 != UInt8(ascii: "\n") }).firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
               column == 1 {
                column = first - offset + 1
            }
            offset += max(0, column - 1)
        }
        let location = SourceLocation(offset: offset, line: line, column: column)
        return SourceRange(start: location, end: location)
    }

    // MARK: Processes and files

    struct Finished {
        var status: Int32
        var output: Data
        var errors: Data
        var timedOut: Bool
        /// The program's process ceiling refused it a process (a fork bomb).
        var refusedProcesses = false
        /// It wrote more than its output limit (and was stopped there).
        var overflowed = false
    }

    /// Runs a program with its output collected (both pipes read at once), killed after `timeout`. With `limits` (a
    /// widget's program), it runs under them, and its process group — all it started — is killed when it ends.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], timeout: Double,
                    limits: ProgramLimits? = nil) -> Finished {
        // A widget's program writes only here when it runs in the sandbox (its `TMPDIR`), removed when it ends.
        let scratch = limits == nil || Sandbox.current.bwrap == nil ? nil
            : NSTemporaryDirectory() + "lockshot-run-\(getpid())-\(UUID().uuidString.prefix(8))"
        if let scratch { try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true) }
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        let ceiling = limits.flatMap { ProcessCeiling.make(processes: $0.processes) }
        let (executable, arguments) = limits?.wrap(executable, arguments, scratch: scratch, ceiling: ceiling) ?? (executable, arguments)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            _ = ceiling?.end()
            return Finished(status: 127, output: Data(), errors: Data("\(executable): \(error)".utf8), timedOut: false)
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        nonisolated(unsafe) var outOver = false, errOver = false
        // A widget's program may write up to its output limit, then it is stopped (what it writes on is read and dropped,
        // so nothing blocks on a full pipe): a program that prints without end never fills lockshot's memory.
        let cap = limits.map { $0.outputMegabytes << 20 } ?? Int.max
        let pid = process.processIdentifier
        @Sendable func drain(_ handle: FileHandle) -> (Data, Bool) {
            var data = Data(), over = false
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return (data, over) }
                if over { continue }
                if data.count + chunk.count > cap {
                    over = true
                    kill(-pid, SIGKILL)
                } else {
                    data.append(chunk)
                }
            }
        }
        group.enter()
        DispatchQueue.global().async { (outData, outOver) = drain(output.fileHandleForReading); group.leave() }
        group.enter()
        DispatchQueue.global().async { (errData, errOver) = drain(errors.fileHandleForReading); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        // Foundation's `Process` starts the child in a process group of its own: what the program left running
        // (a child that kept the pipes open, a fork bomb's last generation) goes with it.
        if limits != nil {
            kill(-process.processIdentifier, SIGKILL)
            // A program it started in a group of its own (Foundation's `Process` does that) still holds the pipes:
            // found by them, and killed too.
            if group.wait(timeout: .now() + 0.2) == .timedOut {
                ProgramLimits.killHolders(of: [output.fileHandleForReading.fileDescriptor, errors.fileHandleForReading.fileDescriptor])
            }
        }
        let refused = ceiling?.end() ?? false
        group.wait()
        return Finished(status: process.terminationStatus, output: outData, errors: errData, timedOut: timedOut, refusedProcesses: refused,
                        overflowed: outOver || errOver)
    }

    /// `swiftc` beside the `swift` on PATH (the toolchain that built lockshot), or `$SWIFTC`.
    static func swiftc() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], !given.isEmpty { return given }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "/usr/bin/swiftc"
    }

    static func modified(_ path: String) -> Double {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date)?.timeIntervalSince1970 ?? 0
    }

    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// FNV-1a, 64 bits: the cache key of a compiled widget.
struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 + [0] {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }
    var hex: String { String(value, radix: 16) }
}
