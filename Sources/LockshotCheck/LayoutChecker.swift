import LockshotLanguage
import LockshotLayout

/// How `lockshot check` runs.
public struct CheckOptions: Sendable {
    /// The device whose presentation sizes apply.
    public var device: Device
    /// Device pixels per point the design is checked at (`pixel-grid`).
    public var scale: Int
    /// Also run the generated stress previews (`--no-stress` turns this off).
    public var stress: Bool
    /// The rules to run (default: all of SPEC §7).
    package var rules: RuleSet

    /// Defaults: iphone-15-pro, @3x, with stress data, every rule.
    public init(device: Device = .default, scale: Int = 3, stress: Bool = true, rules: RuleSet = .standard) {
        self.device = device
        self.scale = scale
        self.stress = stress
        self.rules = rules
    }
}

/// The outcome of checking one layout file.
public struct LayoutCheckResult: Sendable {
    /// The layout path as given.
    public var path: String
    /// The source, for caret excerpts; nil when the file could not be read.
    public var file: SourceFile?
    /// Parse and checker diagnostics; when one is an error the layout was not checked (exit 2).
    public var loadDiagnostics: [Diagnostic]
    /// Rule findings, not yet deduplicated.
    public var findings: [Finding]
    /// Names of the previews checked (the layout's own, then the stress cases).
    public var previews: [String]
    /// Presentations the layout defines regions for.
    public var presentations: [Presentation]
    /// Findings its previews declared with `expect:` (deduplicated; not in `findings`).
    public var expectedCount = 0
    /// A widget's other Swift files, which findings may name (`relocate(using:)`), for caret excerpts.
    public var sources: [SourceFile] = []

    /// True when the layout could not be parsed or checked.
    public var failedToLoad: Bool { loadDiagnostics.contains { $0.severity == .error } }

    /// Whether a finding naming `file` belongs to this layout (its path or one of its Swift files).
    public func owns(_ file: String?) -> Bool { file == path || sources.contains { $0.path == file } }

    /// Names, in each finding about a view of a widget's other Swift files, that file (`LoadedLayout.relocated`).
    package mutating func relocate(using loaded: LoadedLayout) {
        guard loaded.sources.count > 1 else { return }
        sources = loaded.sources
        findings = findings.map { finding in
            guard finding.file == nil || finding.file == loaded.file?.path, let (file, range) = loaded.locate(finding.range) else {
                return finding
            }
            var copy = finding
            copy.file = file
            copy.range = range
            return copy
        }
        loadDiagnostics = loadDiagnostics.map(loaded.relocated)
    }

    /// A result; `LayoutChecker` makes these.
    package init(path: String, file: SourceFile?, loadDiagnostics: [Diagnostic], findings: [Finding] = [],
                previews: [String] = [], presentations: [Presentation] = []) {
        self.path = path
        self.file = file
        self.loadDiagnostics = loadDiagnostics
        self.findings = findings
        self.previews = previews
        self.presentations = presentations
    }
}

/// Runs the rules over every preview × presentation of a layout (plus stress previews).
///
/// Pure Swift: text measuring and image lookup come from the caller (LockshotKit passes its
/// HarfBuzz text engine and file asset provider). Not thread-safe: the measurer is used as is.
package struct LayoutChecker {
    /// Device, scale, stress data and rules.
    package var options: CheckOptions
    private let measurer: any TextMeasurer
    private let assets: any AssetProvider

    /// - Parameters:
    ///   - measurer: measures text as rendering will (LockshotKit passes its HarfBuzz `TextEngine`).
    ///   - assets: resolves images (a missing one becomes a `missing-asset` finding).
    package init(measurer: any TextMeasurer, assets: any AssetProvider, options: CheckOptions = CheckOptions()) {
        self.measurer = measurer
        self.assets = assets
        self.options = options
    }

    /// Checks the layout at `path`.
    package func check(path: String) -> LayoutCheckResult {
        let loaded = LayoutLoader.loadChecked(path: path)
        let located = loaded.diagnostics.map { $0.located(in: path) }
        guard loaded.succeeded, let document = loaded.document, let file = loaded.file else {
            return LayoutCheckResult(path: path, file: loaded.file, loadDiagnostics: located)
        }
        return check(document: document, file: file, loadDiagnostics: located)
    }

    /// Checks a parsed layout (`file.path` is the path shown and the base for relative files).
    package func check(document: Document, file: SourceFile, loadDiagnostics: [Diagnostic] = []) -> LayoutCheckResult {
        let path = file.path
        let device = options.device
        let presentations = Presentation.defined(by: document)
        var findings = loadDiagnostics.map { Finding($0, preview: nil, presentation: nil, device: nil) }
        findings += options.rules.check(document: DocumentContext(document: document, file: path))

        var withStress = document
        if options.stress { withStress.previews += StressData.previews(for: document) }
        // A layout without previews is checked once with attribute defaults.
        let previews: [PreviewDecl?] = withStress.previews.isEmpty ? [nil] : withStress.previews
        let directory = LayoutLoader.directory(of: path)
        let ruleIDs = Set(options.rules.ids)
        var expectedCount = 0
        for preview in previews {
            let activity = Binder.bind(withStress, file: file, preview: preview,
                                       environment: BindingEnvironment(layoutDirectory: directory), assets: assets)
            var previewFindings = activity.diagnostics.filter { !ruleIDs.contains($0.code) }
                .map { Finding($0, preview: preview?.name, presentation: nil, device: nil) }
            if activity.hasInputErrors { findings += previewFindings; continue }
            for presentation in presentations {
                let laidOut = PresentationLayout.layout(activity, presentation: presentation, device: device,
                                                        measurer: measurer)
                let context = RuleContext(document: withStress, file: path, activity: activity,
                                          presentation: laidOut, scale: Double(options.scale))
                previewFindings += options.rules.check(context)
                previewFindings += laidOut.diagnostics.filter { !ruleIDs.contains($0.code) }.map {
                    Finding($0.located(in: path), preview: activity.previewName, presentation: presentation,
                            device: device.label(for: presentation))
                }
            }
            let deliberate = StressData.deliberate(preview?.name)
            previewFindings.removeAll { $0.severity != .error && deliberate.contains($0.rule) }
            let sorted = ExpectedFindings(previewFindings, preview: preview, file: path, rules: options.rules)
            findings += sorted.unexpected + sorted.unmet
            expectedCount += FindingCollector.merge(sorted.expected).count
        }
        var result = LayoutCheckResult(path: path, file: file, loadDiagnostics: loadDiagnostics, findings: findings,
                                       previews: withStress.previews.map(\.name), presentations: presentations)
        result.expectedCount = expectedCount
        return result
    }
}
