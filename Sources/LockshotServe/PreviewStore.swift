import Foundation
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotRender

/// What the page shows: every layout's cases for each variant in use, their images by content
/// hash, diagnostics and findings. Renders through the pool; never renders on the caller's task.
package actor PreviewStore {
    /// One layout file and what the last passes made of it.
    struct LayoutState {
        var path: String
        var absolute: String
        var activityName: String
        /// CLI text of the diagnostics of the last save that did not go through; nil when it did.
        var errorText: String?
        /// The warnings of every case drawn (not only the last pass's), per variant key, and their CLI text.
        var warnings: [String: (diagnostics: [Diagnostic], text: String)] = [:]
        var findings: [FindingRow] = []
        var fontFiles: [String] = []
        var caseOrder: [String] = []
        var previews: [String?] = []
        var presentations: [Presentation] = []
        /// Last good results per variant key.
        var results: [String: [String: CaseResult]] = [:]
        var version = 0
        /// Variant keys with a pass under way.
        var running: Set<String> = []
        /// Variant keys whose pictures predate the last save: kept on screen, drawn again when asked for.
        var stale: Set<String> = []
        /// Variant key → cases to render again after the running pass (nil: all).
        var queued: [String: Set<String>?] = [:]
    }

    let root: String
    let pool: RenderPool
    let broadcaster: EventBroadcaster
    let golden: GoldenSetup

    /// The devices and scales the project keeps goldens for; nil when it has no golden folder.
    nonisolated var goldenVariants: (devices: [String], scales: [Int])? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: golden.configuration.golden, isDirectory: &isDirectory),
              isDirectory.boolValue else { return nil }
        return (golden.configuration.devices, golden.configuration.scales)
    }
    private(set) var defaultVariant: PreviewVariant
    private var fonts = FontLibrary()
    private var layouts: [String: LayoutState] = [:]
    private var order: [String] = []
    private var images: [String: [UInt8]] = [:]
    /// Variants the page asked for lately (most recent last); passes keep them fresh.
    private var variants: [PreviewVariant] = []
    /// The cases a page shows in its viewport, by layout (absolute path) → case keys: a save draws them first.
    private var visible: [String: Set<String>] = [:]
    private var generation = 0
    /// Cases rendered since the start, over every variant (the count tests read).
    package private(set) var renderedCases = 0
    /// The keys of the cases drawn, in the order their passes finished (the tests read the redraw order).
    package private(set) var drawnKeys: [String] = []
    /// Called with directories to watch when a pass learns of new inputs.
    private let watch: @Sendable (String) -> Void

    /// - Parameters:
    ///   - root: the layout file or directory served.
    package init(root: String, defaultVariant: PreviewVariant, pool: RenderPool, broadcaster: EventBroadcaster,
                watch: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.defaultVariant = defaultVariant
        self.pool = pool
        self.broadcaster = broadcaster
        self.golden = GoldenSetup()
        self.watch = watch
        self.variants = [defaultVariant]
    }

    /// The layout files served now (as given, e.g. `layouts/flight.lockshot`).
    package var layoutPaths: [String] { order }

    /// Finds the layouts and renders them all for the default variant, waiting for the passes.
    package func start() async throws(PipelineError) {
        let files = try Pipeline.layoutFiles(at: root)
        for file in files { add(file) }
        await withTaskGroup(of: Void.self) { group in
            for file in files { group.addTask { await self.refresh(file, variant: self.defaultVariant, only: nil, check: true) } }
        }
    }

    private func add(_ path: String) {
        let absolute = FileWatcher.absolute(path)
        guard layouts[absolute] == nil else { return }
        layouts[absolute] = LayoutState(path: path, absolute: absolute, activityName: OutputNaming.layoutName(path))
        order.append(absolute)
        order.sort()
        watch((absolute as NSString).deletingLastPathComponent)
    }

    /// Files changed on disk: re-renders the cases that read them, in every variant in use.
    package func filesChanged(_ paths: Set<String>) async {
        var work: [(String, Set<String>?)] = []
        // A layout deleted (not replaced: editors' renames land as the new file at once) leaves the page.
        let gone = paths.filter { layouts[$0] != nil && !FileManager.default.fileExists(atPath: $0) }
        if !gone.isEmpty {
            for path in gone { layouts[path] = nil }
            order.removeAll { gone.contains($0) }
            pruneImages()
            generation += 1
            let message = #"{"type":"update","generation":\#(generation),"cases":["*"]}"#
            let broadcaster = self.broadcaster
            Task { await broadcaster.send(message) }
        }
        // A new layout under a served directory, also in a folder made while serving (watched from now on).
        if isDirectory(root) {
            var candidates = paths
            for path in paths where isDirectory(path) && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                watch(path)
                for relative in (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
                    where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    let inner = path + "/" + relative
                    if isDirectory(inner) { watch(inner) } else { candidates.insert(inner) }
                }
            }
            for path in candidates where path.hasSuffix(".lockshot") && layouts[path] == nil
                && FileManager.default.fileExists(atPath: path) && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                let rootAbsolute = FileWatcher.absolute(root)
                guard path.hasPrefix(rootAbsolute + "/") else { continue }
                add(root + String(path.dropFirst(rootAbsolute.count)))
                work.append((path, nil))
            }
        }
        for absolute in order {
            guard let state = layouts[absolute], !work.contains(where: { $0.0 == absolute }) else { continue }
            let directory = (absolute as NSString).deletingLastPathComponent
            // A folder of `.swift` files is one layout: any file saved under it (Swift, a payload, an asset) redraws it.
            let all = paths.contains(absolute) || (isDirectory(absolute) && paths.contains { $0.hasPrefix(absolute + "/") })
                || paths.contains { $0.hasSuffix(".json") && ($0 as NSString).deletingLastPathComponent.hasPrefix(directory) }
                || state.fontFiles.contains { paths.contains(FileWatcher.absolute($0)) }
                || state.errorText != nil
            if all { work.append((absolute, nil)); continue }
            var keys = Set<String>()
            for results in state.results.values {
                for (key, result) in results where !result.inputs.isDisjoint(with: paths) { keys.insert(key) }
            }
            if !keys.isEmpty { work.append((absolute, keys)) }
        }
        guard !work.isEmpty else { return }
        if work.contains(where: { absolute, _ in
            layouts[absolute]?.fontFiles.contains { paths.contains(FileWatcher.absolute($0)) } ?? false
        }) {
            fonts = FontLibrary()  // a font file changed: parse fonts again
        }
        // Only the variant asked for last (the one on screen) is drawn now (issue 24 #4: every save drew the
        // four latest, on screen or not, the shown one not first); the others are drawn when a page asks again.
        guard let current = variants.last else { return }
        for (absolute, _) in work {
            for variant in variants where variant != current { layouts[absolute]?.stale.insert(variant.key) }
        }
        // The cases in the page's viewport first, published as soon as they are drawn (issue 24: a save shows in
        // ~0.1 s however many cases the layout has); then the rest of the layout and its design rules.
        await withTaskGroup(of: Void.self) { group in
            for (absolute, keys) in work {
                guard let state = layouts[absolute] else { continue }
                let path = state.path
                let all = keys ?? Set(state.caseOrder)
                let first = all.intersection(visible[absolute] ?? [])
                group.addTask {
                    if !first.isEmpty, state.errorText == nil {
                        // In page order, the top four each published as it is drawn, then the rest of the viewport.
                        let ordered = state.caseOrder.filter(first.contains)
                        for key in ordered.prefix(4) { await self.refresh(path, variant: current, only: [key], check: false) }
                        if ordered.count > 4 { await self.refresh(path, variant: current, only: Set(ordered.dropFirst(4)), check: false) }
                        await self.refresh(path, variant: current, only: all.subtracting(first), check: true)
                    } else {
                        await self.refresh(path, variant: current, only: keys, check: true)
                    }
                }
            }
        }
    }

    /// Records what a page shows in its viewport (`/api/view`): layout paths as the page names them, with case keys.
    package func show(_ cases: [(layout: String, key: String)]) {
        var shown: [String: Set<String>] = [:]
        for (layout, key) in cases.prefix(64) {
            guard let state = state(named: layout) else { continue }
            shown[state.absolute, default: []].insert(key)
        }
        visible = shown
    }

    /// Renders `path`'s cases for `variant` (only `only`, when given) and publishes what changed.
    /// A pass already running for the same layout and variant gets this one queued after it.
    func refresh(_ path: String, variant: PreviewVariant, only: Set<String>?, check: Bool) async {
        let absolute = FileWatcher.absolute(path)
        guard var state = layouts[absolute] else { return }
        if state.running.contains(variant.key) {
            switch state.queued[variant.key] {
            case .none: state.queued.updateValue(only, forKey: variant.key)
            case .some(let previous):
                if let previous, let only {
                    state.queued.updateValue(previous.union(only), forKey: variant.key)
                } else {
                    state.queued.updateValue(nil, forKey: variant.key)
                }
            }
            layouts[absolute] = state
            return
        }
        state.running.insert(variant.key)
        layouts[absolute] = state
        var pending: Set<String>?? = .some(only)
        while case .some(let keys) = pending {
            let fonts = self.fonts, golden = self.golden
            let pass = await pool.run {
                CaseRendering.pass(layoutPath: path, variant: variant, only: keys, check: false, fonts: fonts, golden: golden)
            }
            apply(pass, to: absolute, variant: variant)
            if check && pass.errorText == nil {
                // The design rules after the pictures, so a save shows first.
                let findings = await pool.run { CaseRendering.findings(layoutPath: path, variant: variant, fonts: fonts) }
                if let findings { applyFindings(findings, to: absolute, variant: variant) }
            }
            pending = layouts[absolute]?.queued.removeValue(forKey: variant.key)
        }
        layouts[absolute]?.running.remove(variant.key)
    }

    private func apply(_ pass: LayoutPass, to absolute: String, variant: PreviewVariant) {
        renderedCases += pass.results.count
        drawnKeys += pass.results.map(\.key)
        if drawnKeys.count > 4_096 { drawnKeys.removeFirst(drawnKeys.count - 1_024) }
        guard var state = layouts[absolute] else { return }
        var changed: [String] = []
        if let error = pass.errorText {
            if state.errorText != error { changed.append("*") }
            state.errorText = error
        } else {
            if state.errorText != nil { changed.append("*") }
            state.errorText = nil
            state.activityName = pass.activityName
            if state.caseOrder != pass.caseOrder { changed.append("*") }
            state.caseOrder = pass.caseOrder
            state.previews = pass.previews
            state.presentations = pass.presentations
            state.fontFiles = pass.fontFiles
            if let findings = pass.findings { state.findings = findings }
            var results = state.results[variant.key] ?? [:]
            results = results.filter { pass.caseOrder.contains($0.key) }
            for result in pass.results {
                if results[result.key]?.hash != result.hash || results[result.key]?.golden?.kind != result.golden?.kind {
                    changed.append(result.key)
                }
                results[result.key] = result
                images[result.hash] = result.png
                if let diff = result.golden?.diffPNG { images[ContentHash.of(diff)] = diff }
                if let expected = result.golden?.expectedPNG { images[ContentHash.of(expected)] = expected }
                for input in result.inputs { watch((input as NSString).deletingLastPathComponent) }
            }
            state.results[variant.key] = results
            // A pass may draw a few cases (the viewport first, an image's users): the warnings are all the cases'.
            var warnings: [Diagnostic] = []
            for key in state.caseOrder {
                for warning in results[key]?.unexpected ?? [] where !warnings.contains(warning) { warnings.append(warning) }
            }
            // Rendered (excerpts read from the files) only when they change, not on every pass of a save.
            if state.warnings[variant.key]?.diagnostics != warnings {
                state.warnings[variant.key] = (warnings, CaseRendering.render(warnings))
                changed.append("*")
            }
        }
        for file in pass.fontFiles { watch((FileWatcher.absolute(file) as NSString).deletingLastPathComponent) }
        guard !changed.isEmpty else { return }
        state.version += 1
        layouts[absolute] = state
        generation += 1
        pruneImages()
        let message = #"{"type":"update","layout":"# + JSONText.quote(state.path) + #","variant":"# + JSONText.quote(variant.key)
            + #","generation":\#(generation),"cases":["# + changed.map(JSONText.quote).joined(separator: ",") + "]}"
        let broadcaster = self.broadcaster
        Task { await broadcaster.send(message) }
    }

    private func applyFindings(_ findings: [FindingRow], to absolute: String, variant: PreviewVariant) {
        guard var state = layouts[absolute], state.errorText == nil else { return }
        let before = state.findings.map { "\($0.rule) \($0.location) \($0.message) \($0.previews) \($0.presentations)" }
        guard before != findings.map({ "\($0.rule) \($0.location) \($0.message) \($0.previews) \($0.presentations)" }) else { return }
        state.findings = findings
        state.version += 1
        layouts[absolute] = state
        generation += 1
        let message = #"{"type":"update","layout":"# + JSONText.quote(state.path) + #","variant":"# + JSONText.quote(variant.key)
            + #","generation":\#(generation),"cases":["*"]}"#
        let broadcaster = self.broadcaster
        Task { await broadcaster.send(message) }
    }

    /// Drops images no case refers to any more.
    private func pruneImages() {
        var live = Set<String>()
        for state in layouts.values {
            for results in state.results.values {
                for result in results.values {
                    live.insert(result.hash)
                    if let diff = result.golden?.diffPNG { live.insert(ContentHash.of(diff)) }
                    if let expected = result.golden?.expectedPNG { live.insert(ContentHash.of(expected)) }
                }
            }
        }
        images = images.filter { live.contains($0.key) }
    }

    /// A rendered image (or golden diff) by its content hash.
    package func image(_ hash: String) -> [UInt8]? { images[hash] }

    /// Marks `variant` in use; starts its passes when it has none yet (the caller does not wait).
    func use(_ variant: PreviewVariant) {
        if let index = variants.firstIndex(of: variant) { variants.remove(at: index) }
        variants.append(variant)
        if variants.count > 4 {
            // Forget the pictures of variants no longer kept fresh, so they are drawn anew if asked for again.
            let evicted = variants.prefix(variants.count - 4).map(\.key)
            variants.removeFirst(variants.count - 4)
            for absolute in order {
                for key in evicted { layouts[absolute]?.results[key] = nil }
            }
        }
        for absolute in order {
            guard let state = layouts[absolute], state.results[variant.key] == nil || state.stale.contains(variant.key),
                  !state.running.contains(variant.key) else { continue }
            layouts[absolute]?.stale.remove(variant.key)
            let path = state.path
            Task { await self.refresh(path, variant: variant, only: nil, check: false) }
        }
    }

    /// The page's state for one variant, as JSON.
    package func stateJSON(variant: PreviewVariant) -> String {
        use(variant)
        var items: [String] = []
        for absolute in order {
            guard let state = layouts[absolute] else { continue }
            let results = state.results[variant.key]
            var cases: [String] = []
            for key in state.caseOrder {
                let presentation = String(key.split(separator: "/").last ?? "")
                let previewIndex = state.caseOrder.firstIndex(of: key).map { $0 / max(1, state.presentations.count) } ?? 0
                let preview = previewIndex < state.previews.count ? state.previews[previewIndex] : nil
                var fields = [#""key":"# + JSONText.quote(key), #""presentation":"# + JSONText.quote(presentation),
                              #""preview":"# + JSONText.quote(preview ?? "default")]
                if let result = results?[key] {
                    fields.append(#""hash":"# + JSONText.quote(result.hash))
                    fields.append(#""width":\#(result.width),"height":\#(result.height)"#)
                    if let golden = result.golden {
                        fields.append(#""golden":"# + JSONText.quote(golden.kind.rawValue))
                        if let message = golden.message { fields.append(#""goldenMessage":"# + JSONText.quote(message)) }
                        if let diff = golden.diffPNG { fields.append(#""diff":"# + JSONText.quote(ContentHash.of(diff))) }
                        if let expected = golden.expectedPNG {
                            fields.append(#""goldenImage":"# + JSONText.quote(ContentHash.of(expected)))
                        }
                    }
                    var seen: Set<String> = []
                    let expected = result.expected.filter { seen.insert($0.code + $0.message).inserted }.map { d in
                        "{" + #""rule":"# + JSONText.quote(d.code) + #","message":"# + JSONText.quote(d.message) + "}"
                    }
                    if !expected.isEmpty { fields.append(#""expected":["# + expected.joined(separator: ",") + "]") }
                }
                cases.append("{" + fields.joined(separator: ",") + "}")
            }
            let findings = state.findings.map { f in
                "{" + [#""rule":"# + JSONText.quote(f.rule), #""severity":"# + JSONText.quote(f.severity),
                       #""message":"# + JSONText.quote(f.message), #""location":"# + JSONText.quote(f.location),
                       #""help":"# + (f.help.map(JSONText.quote) ?? "null"),
                       #""previews":["# + f.previews.map(JSONText.quote).joined(separator: ",") + "]",
                       #""presentations":["# + f.presentations.map(JSONText.quote).joined(separator: ",") + "]"]
                    .joined(separator: ",") + "}"
            }
            items.append("{" + [
                #""path":"# + JSONText.quote(state.path),
                #""name":"# + JSONText.quote(state.activityName),
                #""version":\#(state.version)"#,
                #""error":"# + (state.errorText.map(JSONText.quote) ?? "null"),
                #""warnings":"# + JSONText.quote(state.warnings[variant.key]?.text ?? ""),
                #""pending":\#(results == nil && state.errorText == nil)"#,
                #""findings":["# + findings.joined(separator: ",") + "]",
                #""cases":["# + cases.joined(separator: ",") + "]",
            ].joined(separator: ",") + "}")
        }
        return "{" + [#""variant":"# + JSONText.quote(variant.key), #""generation":\#(generation)"#,
                      #""goldens":\#(variant.isGoldenComparable)"#,
                      #""layouts":["# + items.joined(separator: ",\n") + "]"].joined(separator: ",") + "}"
    }

    /// The layout dump of one case, rendered on the pool, with the data editor's `values` if any (as `edited`):
    /// JSON, or the diagnostics that stopped it; nil for no such case.
    package enum LayoutDump: Sendable, Equatable { case json(String), diagnostics(String) }
    package func dump(layout: String, key: String, values: [String: String] = [:], variant: PreviewVariant) async -> LayoutDump? {
        guard let (path, preview, presentation) = locate(layout, key) else { return nil }
        let fonts = self.fonts
        return await pool.run {
            switch CaseRendering.dump(layoutPath: path, preview: preview, presentation: presentation, values: values, variant: variant,
                                      fonts: fonts) {
            case .success(let json): .json(json)
            case .failure(let failure): .diagnostics(failure.diagnostics)
            }
        }
    }

    /// The pictures drawn for `variant` (of one layout, or all), as a ZIP archive named as the page's downloads
    /// are (`demo-one-lockScreen.iphone-15-pro@3x.png`); nil when none is drawn yet.
    package func zip(variant: PreviewVariant, layout: String?) -> [UInt8]? {
        var archive = ZipArchive()
        var added = 0
        let chosen = layout.map { state(named: $0)?.absolute }
        for absolute in order where chosen == nil || chosen == absolute {
            guard let state = layouts[absolute], let results = state.results[variant.key] else { continue }
            let stem = OutputNaming.layoutName(state.path)
            for key in state.caseOrder {
                guard let result = results[key], added < 65_535 else { continue }
                archive.add("\(stem)-\(key.replacingOccurrences(of: "/", with: "-")).\(variant.device.id)@\(variant.scale)x.png", result.png)
                added += 1
            }
        }
        return added > 0 ? archive.finished() : nil
    }

    /// A layout by the path a request names: absolute, or as the page shows it.
    private func state(named layout: String) -> LayoutState? {
        layouts[FileWatcher.absolute(layout)] ?? layouts.values.first { $0.path == layout }
    }

    /// The preview and presentation of one case, by its key.
    private func locate(_ layout: String, _ key: String) -> (path: String, preview: String?, presentation: Presentation)? {
        guard let state = state(named: layout), let index = state.caseOrder.firstIndex(of: key), !state.presentations.isEmpty else { return nil }
        return (state.path, state.previews[index / state.presentations.count], state.presentations[index % state.presentations.count])
    }

    /// The data editor's fields for one case's preview, as JSON; nil for no such case or a broken layout.
    package func fields(layout: String, key: String) async -> String? {
        guard let (path, preview, _) = locate(layout, key) else { return nil }
        let fonts = self.fonts
        guard let fields = await pool.run({ try? Pipeline(fonts: fonts).previewFields(layoutPath: path, preview: preview) }) else { return nil }
        return #"{"preview":"# + JSONText.quote(preview ?? "") + #","fields":["# + fields.map { f in
            "{" + [#""name":"# + JSONText.quote(f.name), #""type":"# + JSONText.quote(f.type), #""state":\#(f.isState)"#,
                   #""value":"# + (f.value.map(JSONText.quote) ?? "null"),
                   #""default":"# + (f.defaultValue.map(JSONText.quote) ?? "null")].joined(separator: ",") + "}"
        }.joined(separator: ",") + "]}"
    }

    /// One case drawn with preview values the page's data editor set (name → a value in the layout language):
    /// PNG bytes, or the diagnostics as the CLI prints them. Nothing is kept.
    package enum EditedPicture: Sendable { case png([UInt8]), diagnostics(String) }
    package func edited(layout: String, key: String, values: [String: String], variant: PreviewVariant) async -> EditedPicture? {
        guard let (path, preview, presentation) = locate(layout, key) else { return nil }
        let fonts = self.fonts
        return await pool.run {
            var request = variant.request(layout: path, preview: preview, presentation: presentation)
            request.previewValues = values
            do throws(PipelineError) { return .png(try Pipeline(fonts: fonts).render(request).data) } catch {
                return .diagnostics(CaseRendering.render(error.diagnostics))
            }
        }
    }

    /// What accepting one case did.
    package enum AcceptOutcome: Sendable, Equatable { case accepted(String), unchanged(String), nothing(String) }

    /// Writes the case's current image over its golden (as `lockshot test --accept` does for a
    /// failed or missing case) and updates the golden manifest.
    package func accept(layout: String, key: String, variant: PreviewVariant) throws -> AcceptOutcome {
        guard let state = layouts.values.first(where: { $0.path == layout }),
              let result = state.results[variant.key]?[key] else { return .nothing("no such case") }
        guard state.errorText == nil else { return .nothing("the layout has errors; fix them first") }
        guard let golden = result.golden, golden.kind != .matches else { return .nothing("nothing to accept") }
        // The page's picture was encoded fast; the golden gets the bytes `lockshot test --record` would write.
        let written = try AtomicFile.writeIfChanged(try PNGCodec.encode(PNGCodec.decode(result.png), compression: .standard),
                                                    to: golden.path)
        if written {
            let environment = GoldenEnvironment.current(lockshotVersion: LockshotVersion.string,
                                                        environment: ProcessInfo.processInfo.environment,
                                                        fontFiles: state.fontFiles, locale: self.golden.configuration.locale)
            _ = try GoldenManifest(environment: environment).write(goldenDirectory: self.golden.configuration.golden)
        }
        var updated = result
        updated.golden = GoldenStatus(kind: .matches, path: golden.path)
        layouts[state.absolute]?.results[variant.key]?[key] = updated
        layouts[state.absolute]?.version += 1
        generation += 1
        let message = #"{"type":"update","layout":"# + JSONText.quote(state.path) + #","variant":"# + JSONText.quote(variant.key)
            + #","generation":\#(generation),"cases":["# + JSONText.quote(key) + "]}"
        let broadcaster = self.broadcaster
        Task { await broadcaster.send(message) }
        // A pass under way may have compared with the old golden: compare this case again.
        let path = state.path
        Task { await self.refresh(path, variant: variant, only: [key], check: false) }
        return written ? .accepted(golden.path) : .unchanged(golden.path)
    }

    /// The absolute paths of every file the served layouts read (for tests and logs).
    package var inputFiles: Set<String> {
        var files = Set(order)
        for state in layouts.values { for results in state.results.values { for r in results.values { files.formUnion(r.inputs) } } }
        return files
    }

    private func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
}

/// JSON string quoting for the hand-built JSON the page reads (safe inside its `<script>`).
enum JSONText {
    static func quote(_ text: String) -> String { JSONValue.quote(text, forScript: true) }
}
