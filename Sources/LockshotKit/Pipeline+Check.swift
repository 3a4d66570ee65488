import FoundationEssentials
import LockshotCheck
import LockshotLanguage
import LockshotLayout
import LockshotRender

/// `lockshot check` at the pipeline level: the design rules of SPEC §7 over layout files,
/// with this module's text engine and file asset provider.
extension Pipeline {
    /// Checks every layout in `paths` (files, or directories searched for `*.lockshot`).
    /// - Parameters:
    ///   - paths: layout files, or folders searched for them.
    ///   - options: the device and scale checked, stress previews, the rules.
    ///   - fonts: fonts shared with other engines (one per process is right).
    /// - Throws: `PipelineError` when a path does not exist or a directory holds no layout (exit 2).
    /// - Returns: the deduplicated report; `report.exitStatus(strict:)` is the command's status.
    public static func check(paths: [String], options: CheckOptions = CheckOptions(),
                             fonts: FontLibrary? = nil) throws(PipelineError) -> CheckReport {
        var files: [String] = []
        for path in paths { files += try layoutFiles(at: path) }
        let measurer = TextEngine(library: fonts), assets = FileAssetProvider(store: ImageStore())
        let checker = LayoutChecker(measurer: measurer, assets: assets, options: options)
        // A compiled widget's layout holds the values its Swift computed: no theme tokens to prefer over
        // literals, no attributes (ActivityKit's size limit is measured on the real types by the widget's
        // program, and `payload-size` reads it), and its stress previews come from the program (its own
        // ContentState with the stress texts), not from attributes it does not have.
        var compiledOptions = options
        compiledOptions.rules.rules.removeAll { ["raw-color", "content-state"].contains($0.id) }
        compiledOptions.stress = false
        let compiledChecker = LayoutChecker(measurer: measurer, assets: assets, options: compiledOptions)
        return CheckReport(layouts: files.map { path in
            guard SwiftSources.isSwiftInput(path) else { return checker.check(path: path) }
            let engine = SwiftSources.Engine.current
            // A compiled widget's stress previews come from its own Swift: the stress texts in its content state.
            var loaded = SwiftSources.load(path: path, engine: engine, stress: engine == .compile && options.stress)
            if engine == .compile, loaded.succeeded, loaded.document.map(Self.hasGeometryReaders) == true {
                loaded = settledGeometry(path: path, loaded: loaded, options: options, fonts: fonts)
            }
            let located = loaded.diagnostics.map { $0.located(in: path) }
            guard loaded.succeeded, let document = loaded.document, let file = loaded.file else {
                return LayoutCheckResult(path: path, file: loaded.file, loadDiagnostics: located)
            }
            var result = (engine == .compile ? compiledChecker : checker).check(document: document, file: file, loadDiagnostics: located)
            result.relocate(using: loaded)
            return result
        })
    }

    /// Whether a compiled widget's layout has `GeometryReader`s, whose content needs the layout's sizes.
    static func hasGeometryReaders(_ document: Document) -> Bool {
        Printer.print(document).contains("lockshot-geometry:")
    }

    /// The compiled widget with every `GeometryReader` drawn at the size the layout gives it on the checked
    /// device: each preview × presentation laid out once (`layOut` runs the widget again as needed).
    static func settledGeometry(path: String, loaded: LoadedLayout, options: CheckOptions, fonts: FontLibrary?) -> LoadedLayout {
        let pipeline = Pipeline(fonts: fonts)
        pipeline.layouts[path] = loaded
        guard let document = loaded.document else { return loaded }
        for preview in document.previews {
            for presentation in Presentation.defined(by: document) {
                var request = RenderRequest(layoutPath: path, preview: preview.name, presentation: presentation)
                request.device = options.device
                request.scale = options.scale
                _ = try? pipeline.layOut(request)
            }
        }
        return pipeline.layouts[path] ?? loaded
    }

    /// `path` itself when it is a file; the `*.lockshot` files under it, sorted, when it is a directory.
    /// - Throws: `PipelineError` when nothing is there or the directory holds no layout.
    public static func layoutFiles(at path: String) throws(PipelineError) -> [String] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PipelineError([Diagnostic(.error, "no such file or directory: \(path)", at: .none, code: "arguments")])
        }
        guard isDirectory else { return [path] }
        if SwiftSources.isSwiftInput(path) { return SwiftSources.targetLayouts(path) }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let found = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".lockshot") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .map { base + "/" + $0 }
        guard !found.isEmpty else {
            throw PipelineError([Diagnostic(.error, "no .lockshot files in \(path)", at: .none, code: "arguments")])
        }
        return found
    }
}
