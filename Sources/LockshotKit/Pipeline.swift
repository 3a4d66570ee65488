import FoundationEssentials
import LockshotLanguage
import LockshotLayout
import LockshotRender

/// What a layout file offers: its previews and the presentations its regions make.
public struct LayoutInfo: Sendable, Hashable {
    public var path: String
    public var activityName: String
    /// Preview names in declaration order.
    public var previews: [String]
    /// Presentations the layout defines regions for, in `Presentation.allCases` order.
    public var presentations: [Presentation]
    /// Font files the layout's `fonts { }` names (resolved paths, sorted), for golden manifests.
    public var fontFiles: [String]
    public init(path: String, activityName: String, previews: [String], presentations: [Presentation],
                fontFiles: [String] = []) {
        self.path = path
        self.activityName = activityName
        self.previews = previews
        self.presentations = presentations
        self.fontFiles = fontFiles
    }
}

/// The result of one render.
public struct RenderResult: Sendable {
    /// PNG, SVG or PDF bytes, as requested.
    public var data: [UInt8]
    /// Warnings and infos found while rendering (errors in the input throw `PipelineError`).
    public var diagnostics: [Diagnostic]
    /// The size of the image in device pixels (points × scale).
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// The layout dump as JSON, when the request asked for it.
    public var layoutDump: String?
    /// The files this render read: the layout, the images it drew, the font files it named.
    /// An output path among them would destroy an input.
    public var inputFiles: [String]
    public init(data: [UInt8], diagnostics: [Diagnostic], pixelWidth: Int, pixelHeight: Int, layoutDump: String? = nil,
                inputFiles: [String] = []) {
        self.data = data
        self.inputFiles = inputFiles
        self.layoutDump = layoutDump
        self.diagnostics = diagnostics
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// The input or the invocation is wrong (exit status 2): the diagnostics say where.
public struct PipelineError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.message).joined(separator: "; ") }
}

/// parse → check → bind → layout → lower → draw, for one request at a time (SPEC §2).
///
/// A `Pipeline` owns its text engine, image store and parsed layouts, so use one per
/// thread; pipelines of one batch share a `FontLibrary` so fonts are parsed once.
public final class Pipeline {
    let engine: TextEngine  // internal: `Pipeline+Pixels.swift` draws with them
    let images = ImageStore()
    var layouts: [String: LoadedLayout] = [:]  // internal: `Pipeline+Reuse.swift` shares them
    /// The last binding and layout, for the next request that only differs in scale or output (`Pipeline+Reuse.swift`).
    var memo = LayOutMemo()
    /// `GeometryReader` sizes found by laying out compiled widgets, by layout path (`layOut`).
    var geometry: [String: [String: Size]] = [:]
    /// How many times this pipeline ran a compiled widget's program (`lockshot-swift compile`): once to load it,
    /// once more per round of `GeometryReader` sizes, whatever the number of previews.
    package private(set) var widgetRuns = 0
    /// The locale and layout direction by layout folder: lockshot.json is looked for once per folder, not per picture.
    private var locales: [String: Result<LocaleSettings, PipelineError>] = [:]

    /// - Parameter fonts: fonts shared by the pipelines of one batch (one per process is right).
    public init(fonts: FontLibrary? = nil) {
        engine = TextEngine(library: fonts)
    }

    /// Parses and checks a layout and lists its previews and presentations.
    /// - Throws: `PipelineError` when the file cannot be read or has errors.
    public func inspect(layoutPath: String) throws(PipelineError) -> LayoutInfo {
        let (document, _) = try load(layoutPath)
        return LayoutInfo(path: layoutPath,
                          activityName: document.activityName?.name ?? OutputNaming.layoutName(layoutPath),
                          previews: document.previews.map(\.name),
                          presentations: Presentation.defined(by: document),
                          fontFiles: Binder.fontSources(of: document, layoutDirectory: LayoutLoader.directory(of: layoutPath)).values
                            .compactMap { if case .file(let path) = $0 { path } else { nil } }.sorted())
    }

    /// Lays out one request without drawing it: what `check` rules and the layout dump read.
    /// - Throws: `PipelineError` when the input or the request is wrong.
    package func layOut(_ request: RenderRequest) throws(PipelineError) -> (activity: BoundActivity, presentation: LaidOutPresentation) {
        if let reused = memo.layOut(for: request) { return reused }
        let (document, file) = try load(request.layoutPath)
        let directory = LayoutLoader.directory(of: request.layoutPath)
        let preview = try edited(previewDecl(request.preview, in: document, file: file), with: request.previewValues, file: file)
        var now: Double? = nil
        if let text = request.now {
            guard let parsed = ClockFormat.parseISO8601(text) else {
                throw PipelineError([Diagnostic(.error, "invalid --now '\(text)': expected ISO 8601 such as 2026-01-01T09:41:00Z",
                                                at: .none, code: "arguments")])
            }
            now = parsed
        }
        var environment = BindingEnvironment(layoutDirectory: directory, now: now,
                                             appearance: request.appearance,
                                             isStale: request.isStale, isLuminanceReduced: request.isLuminanceReduced)
        environment.elapsed = request.elapsed
        environment.dynamicTypeSize = request.dynamicTypeSize
        let settings = try localeSettings(near: directory)
        environment.locale = settings.locale
        let assets = FileAssetProvider(store: images, allowOutsideProject: request.allowOutsideFiles)
        var activity = memo.activity(for: request)
            ?? Binder.bind(document, file: file, preview: preview, environment: environment, assets: assets)
        if activity.hasInputErrors { throw PipelineError(located(activity.diagnostics, in: request.layoutPath)) }
        let direction = settings.direction
        var laidOut = PresentationLayout.layout(activity, presentation: request.presentation, device: request.device,
                                                measurer: engine, lockScreenCornerRadius: request.lockScreenCornerRadius,
                                                direction: direction)
        // A compiled widget's `GeometryReader` drew its content with a guessed size: run the widget again with
        // the frames this layout gave the readers, until they agree (a reader's frame does not depend on its
        // content, so one more run settles it; nested readers take one per level, at most three). Every other
        // preview and presentation of the widget is laid out too, so one run of the widget settles them all:
        // a gallery of 12 previews runs it twice, not 13 times.
        var passes = 0
        while passes < 3, SwiftSources.isSwiftInput(request.layoutPath), var found = Self.geometryMismatches(laidOut.root) {
            passes += 1
            let (current, currentFile) = try load(request.layoutPath)
            found.merge(siblingMismatches(of: request, in: current, file: currentFile, environment: environment, assets: assets)) { mine, _ in mine }
            geometry[request.layoutPath, default: [:]].merge(found) { $1 }
            let reloaded = SwiftSources.load(path: request.layoutPath, geometry: geometry[request.layoutPath] ?? [:])
            widgetRuns += 1
            guard reloaded.succeeded, let newDocument = reloaded.document, let newFile = reloaded.file else {
                throw PipelineError(reloaded.diagnostics.map { reloaded.relocated($0).located(in: request.layoutPath) })
            }
            layouts[request.layoutPath] = reloaded
            let newPreview = try edited(previewDecl(request.preview, in: newDocument, file: newFile), with: request.previewValues,
                                        file: newFile)
            activity = Binder.bind(newDocument, file: newFile, preview: newPreview, environment: environment, assets: assets)
            if activity.hasInputErrors { throw PipelineError(located(activity.diagnostics, in: request.layoutPath)) }
            laidOut = PresentationLayout.layout(activity, presentation: request.presentation, device: request.device,
                                                measurer: engine, lockScreenCornerRadius: request.lockScreenCornerRadius,
                                                direction: direction)
        }
        if passes > 0, let settled = geometry[request.layoutPath] { GeometryMemory.write(request.layoutPath, settled) }
        memo.keep(activity, laidOut, for: request)
        return (activity, laidOut)
    }

    struct LocaleSettings {
        var locale: TextLocale
        var direction: LayoutDirection
    }

    /// The locale texts are formatted in (`--locale`, lockshot.json's "locale", en_US) and the layout direction: a
    /// right-to-left language (`--language`, else the locale's) mirrors the layout, as iOS does. The options are read
    /// each time, the nearest lockshot.json once per folder; an unknown locale is a located error.
    private func localeSettings(near directory: String) throws(PipelineError) -> LocaleSettings {
        let environment = ProcessInfo.processInfo.environment
        let key = [directory, environment["LOCKSHOT_LANGUAGE"] ?? "", environment["LOCKSHOT_LOCALE"] ?? ""].joined(separator: "\u{0}")
        let settings = locales[key] ?? ProjectLocale.chosen(near: directory, environment: environment)
            .map { locale in
                let language = environment["LOCKSHOT_LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? locale
                return LocaleSettings(locale: TextLocale(locale), direction: LayoutDirection.of(language))
            }
            .mapError { PipelineError([$0]) }
        locales[key] = settings
        return try settings.get()
    }

    /// The readers to settle in every other preview and presentation of `request`'s widget, laid out as
    /// `request` asks (device, appearance, values); a preview that does not bind adds nothing.
    private func siblingMismatches(of request: RenderRequest, in document: Document, file: SourceFile,
                                   environment: BindingEnvironment, assets: FileAssetProvider) -> [String: Size] {
        var found: [String: Size] = [:]
        let names: [String?] = document.previews.isEmpty ? [nil] : document.previews.map(\.name)
        for name in names {
            guard let preview = try? edited(previewDecl(name, in: document, file: file), with: request.previewValues, file: file)
            else { continue }
            let activity = Binder.bind(document, file: file, preview: preview, environment: environment, assets: assets)
            if activity.hasInputErrors { continue }
            for presentation in Presentation.defined(by: document) where name != request.preview || presentation != request.presentation {
                let laidOut = PresentationLayout.layout(activity, presentation: presentation, device: request.device,
                                                        measurer: engine, lockScreenCornerRadius: request.lockScreenCornerRadius)
                found.merge(Self.geometryMismatches(laidOut.root) ?? [:]) { first, _ in first }
            }
        }
        return found
    }

    /// `GeometryReader`s (marked `lockshot-geometry:KEY@WxH` by lockshot's SwiftUI) whose frame differs from
    /// the size their content was drawn with, by key; nil when every reader agrees.
    static func geometryMismatches(_ root: LaidOutNode) -> [String: Size]? {
        var found: [String: Size] = [:]
        for node in root.allNodes {
            guard case .annotation(_, let value) = node.kind, value.hasPrefix("lockshot-geometry:"),
                  let at = value.lastIndex(of: "@") else { continue }
            let key = String(value[value.index(value.startIndex, offsetBy: "lockshot-geometry:".count)..<at])
            let used = value[value.index(after: at)...].split(separator: "x").compactMap { Double($0) }
            let size = node.frame.size
            if used.count != 2 || abs(used[0] - size.width) > 0.01 || abs(used[1] - size.height) > 0.01 { found[key] = size }
        }
        return found.isEmpty ? nil : found
    }

    /// Renders one picture.
    /// - Throws: `PipelineError` when the input or the request is wrong.
    public func render(_ request: RenderRequest) throws(PipelineError) -> RenderResult {
        let (activity, laidOut) = try layOut(request)
        let path = request.layoutPath
        let list = displayList(request, activity: activity, laidOut: laidOut)
        let data: [UInt8]
        do {
            switch request.format {
            case .png: data = try Rasterizer.png(list, scale: request.scale, text: engine, images: images,
                                                 compression: request.pngCompression)
            case .svg: data = try VectorRenderer.svg(list, text: engine, images: images)
            case .pdf: data = try VectorRenderer.pdf(list, text: engine, images: images)
            }
        } catch {
            throw Self.drawingFailed(error, path: path)
        }
        let diagnostics = warnings(activity: activity, laidOut: laidOut, file: path)
        let size = Rasterizer.pixelSize(of: list.size, scale: request.scale)
        let dump = request.includeLayoutDump
            ? LayoutDump.json(laidOut, layout: OutputNaming.layoutName(path), preview: activity.previewName ?? "",
                              device: request.device)
            : nil
        // A compiled widget's every source file (its target's, wherever they live), so `serve` redraws on any of them.
        var inputs = [path] + (layouts[path]?.sources.map(\.path).filter { $0 != path } ?? [])
        for node in laidOut.root.allNodes {
            if case .image(let image) = node.kind, let id = image.asset?.id, !id.hasPrefix("builtin:") { inputs.append(id) }
        }
        for case .file(let font) in activity.fonts.values { inputs.append(font) }
        return RenderResult(data: data, diagnostics: diagnostics, pixelWidth: size.width, pixelHeight: size.height,
                            layoutDump: dump, inputFiles: inputs)
    }

    /// A drawing error as a located diagnostic whose code names its kind (`invalid-canvas`, `cairo-error`…).
    static func drawingFailed(_ error: any Error, path: String) -> PipelineError {
        PipelineError([Diagnostic(.error, "could not draw \(path): \(error)", file: path, at: .none,
                                  code: (error as? RenderError)?.code ?? "render")])
    }

    /// What is drawn for a request: the presentation's display list, in the device frame if asked.
    /// On iOS 26, awake, the lock-screen card in the device frame is the system's glass over the wallpaper, under the
    /// content, for the tints the captures measured (captures of the dimmed lock screen show the tint flat, as the
    /// card is drawn without a frame).
    func displayList(_ request: RenderRequest, activity: BoundActivity, laidOut: LaidOutPresentation) -> DisplayList {
        let glass = request.frame == .device && request.presentation == .lockScreen && request.device.ios == .ios26
            && !activity.isLuminanceReduced && DeviceFrame.Glass.applies(to: activity.backgroundTint)
        var drawn = laidOut
        if glass { drawn.background = RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let list = Lowering.displayList(drawn, scale: request.scale, debugOverlay: request.debugOverlay)
        guard request.frame == .device else { return list }
        let context = DeviceFrame.Context(clock: activity.locale.clock(activity.now), dateLine: activity.locale.dateLine(activity.now),
                                          dark: activity.appearance == .dark || activity.isLuminanceReduced,
                                          glass: glass ? DeviceFrame.Glass(tint: activity.backgroundTint, shape: laidOut.shape) : nil)
        return DeviceFrame.compose(presentation: list, kind: request.presentation, device: request.device,
                                   context: context, measurer: engine)
    }

    /// The binding, layout, glyph and font problems of a drawn request (warnings the picture still shows).
    func warnings(activity: BoundActivity, laidOut: LaidOutPresentation, file path: String) -> [Diagnostic] {
        var diagnostics = located(activity.diagnostics + laidOut.diagnostics, in: path)
        diagnostics += missingGlyphs(in: laidOut.root, file: path)
        diagnostics += engine.problems.map { Diagnostic(.warning, "\($0)", file: path, at: .none, code: "font") }
        return diagnostics
    }

    /// `diagnostics` about the layout at `path`, each naming the file it points into (a compiled widget's
    /// views may lie in several Swift files: `LoadedLayout.relocated`).
    func located(_ diagnostics: [Diagnostic], in path: String) -> [Diagnostic] {
        let loaded = layouts[path]
        return diagnostics.map { (loaded?.relocated($0) ?? $0).located(in: path) }
    }

    /// Names of the fonts this pipeline has opened (embedded names or file paths), for golden manifests.
    public var loadedFonts: [String] { engine.loadedFonts }

    // MARK: Steps

    func load(_ path: String) throws(PipelineError) -> (Document, SourceFile) {
        let loaded: LoadedLayout
        if let cached = layouts[path] {
            loaded = cached
        } else {
            if SwiftSources.isSwiftInput(path) {
                // The readers' sizes the last run settled on: an unchanged widget then needs no second run.
                let remembered = GeometryMemory.read(path)
                loaded = SwiftSources.load(path: path, geometry: remembered)
                if !remembered.isEmpty { geometry[path] = remembered }
                widgetRuns += 1
            } else {
                loaded = LayoutLoader.loadChecked(path: path)
            }
            layouts[path] = loaded
        }
        guard loaded.succeeded, let document = loaded.document, let file = loaded.file else {
            throw PipelineError(loaded.diagnostics.map { loaded.relocated($0).located(in: path) })
        }
        return (document, file)
    }

    func previewDecl(_ name: String?, in document: Document, file: SourceFile) throws(PipelineError) -> PreviewDecl? {
        guard let name else { return document.previews.first }
        if let found = document.previews.first(where: { $0.name == name }) { return found }
        let help = Suggestion.closest(to: name, in: document.previews.map(\.name)).map { "did you mean '\($0)'?" }
        throw PipelineError([Diagnostic(.error, "no preview named '\(name)'", file: file.path, at: .none,
                                        code: "preview", help: help)])
    }

    private func missingGlyphs(in root: LaidOutNode, file: String) -> [Diagnostic] {
        var seen = Set<Character>()
        var out: [Diagnostic] = []
        for node in root.allNodes {
            guard case .text(let text) = node.kind else { continue }
            for character in text.measured.missingCharacters where seen.insert(character).inserted {
                let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                out.append(Diagnostic(.error, "no font covers '\(character)' (\(scalars.joined(separator: " ")))",
                                      file: file, at: node.range, code: "missing-glyph",
                                      help: "tried the text's font, Noto Color Emoji and Unifont"))
            }
        }
        return out
    }

}
