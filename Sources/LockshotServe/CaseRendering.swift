import Foundation
import LockshotCheck
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotRender

/// One preview × presentation of a layout, drawn for one variant.
struct CaseResult: Sendable {
    var key: String
    var preview: String?
    var presentation: Presentation
    var png: [UInt8]
    var hash: String
    var width: Int
    var height: Int
    /// The files this case read (absolute).
    var inputs: Set<String>
    var golden: GoldenStatus?
    /// Findings the preview's `expect:` names that this render produced: shown with the picture that
    /// declares them, not in the layout's warnings (issue 24 #8).
    var expected: [Diagnostic] = []
    /// The warnings the preview does not expect: the layout's warnings are those of all its cases.
    var unexpected: [Diagnostic] = []
}

/// How a case compares with its golden image.
struct GoldenStatus: Sendable {
    enum Kind: String, Sendable { case matches, differs, new }
    var kind: Kind
    var path: String
    var message: String?
    var diffPNG: [UInt8]?
    /// The golden's bytes when it differs, for the page's side-by-side, slider and blink review.
    var expectedPNG: [UInt8]?
}

/// A check finding as the page shows it.
struct FindingRow: Sendable {
    var rule: String
    var severity: String
    var message: String
    var location: String
    var help: String?
    var previews: [String]
    var presentations: [String]
}

/// What one render pass over a layout produced (on a pool thread).
struct LayoutPass: Sendable {
    /// CLI text of the errors that stopped it; nil when it went through.
    var errorText: String?
    var errorDiagnostics: [Diagnostic] = []
    var activityName: String = ""
    /// Every case key of the layout, in page order (empty when broken).
    var caseOrder: [String] = []
    var previews: [String?] = []
    var presentations: [Presentation] = []
    var fontFiles: [String] = []
    /// The cases rendered this pass.
    var results: [CaseResult] = []
    /// nil when the check did not run.
    var findings: [FindingRow]?
}

/// Golden settings of the project: where a case's golden lives, and how it is compared.
struct GoldenSetup: Sendable {
    var configuration: GoldenConfiguration
    /// Absolute layout roots of lockshot.json.
    var roots: [String]

    init(directory: String = ".") {
        configuration = (try? GoldenConfiguration.load(root: directory)) ?? GoldenConfiguration()
        roots = configuration.layouts.map { FileWatcher.absolute(directory + "/" + $0) }
    }

    /// The golden case of a layout case, when the project keeps goldens for that layout, device and scale.
    func goldenCase(layoutPath: String, preview: String?, slug: String, presentation: Presentation,
                    variant: PreviewVariant) -> GoldenCase? {
        guard variant.isGoldenComparable, configuration.devices.contains(variant.device.id),
              configuration.scales.contains(variant.scale), variant.device.ios == configuration.systemVersion else { return nil }
        let absolute = FileWatcher.absolute(layoutPath)
        guard let root = roots.first(where: { absolute.hasPrefix($0 + "/") }) else { return nil }
        let name = CaseNaming.layoutName(path: absolute, root: root)
        return GoldenCase(layout: name, layoutPath: layoutPath, preview: preview ?? "", previewSlug: slug,
                          presentation: presentation.rawValue, device: variant.device.id, scale: variant.scale)
    }

    func goldenPath(_ c: GoldenCase) -> String { configuration.golden + "/" + c.goldenRelativePath }

    /// Whether the layout has goldens at all (its directory under the golden root exists).
    func hasGoldens(_ c: GoldenCase) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: configuration.golden + "/" + c.layout, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// How `png` compares with the case's golden, judged as `lockshot test --record never` judges it.
    func status(of png: [UInt8], for c: GoldenCase) -> GoldenStatus? {
        guard hasGoldens(c) else { return nil }
        let path = goldenPath(c)
        let verifier = GoldenVerifier(comparator: ImageComparator(tolerance: configuration.tolerance,
                                                                  masks: configuration.pixelMasks(for: c)), codec: .png)
        switch GoldenRecorder(mode: .never, verifier: verifier).record(png, goldenPath: path) {
        case .passed: return GoldenStatus(kind: .matches, path: path)
        case .missing: return GoldenStatus(kind: .new, path: path)
        case .failed(let failure, let verification, let expected):
            return GoldenStatus(kind: .differs, path: path, message: failure.message,
                                diffPNG: try? verification.diffImage?.pngBytes(), expectedPNG: expected)
        case .recorded, .writeFailed: return nil  // `never` writes nothing
        }
    }
}

/// Renders the cases of one layout for one variant; runs on a `RenderPool` thread.
enum CaseRendering {
    /// - Parameters:
    ///   - only: the case keys to render; nil renders all.
    ///   - check: also run `lockshot check` over the layout.
    static func pass(layoutPath: String, variant: PreviewVariant, only: Set<String>?, check: Bool,
                     fonts: FontLibrary, golden: GoldenSetup) -> LayoutPass {
        let pipeline = Pipeline(fonts: fonts)
        var pass = LayoutPass()
        let info: LayoutInfo
        do { info = try pipeline.inspect(layoutPath: layoutPath) } catch {
            pass.errorDiagnostics = error.diagnostics
            pass.errorText = render(error.diagnostics)
            return pass
        }
        pass.activityName = info.activityName
        pass.fontFiles = info.fontFiles
        let previews: [String?] = info.previews.isEmpty ? [nil] : info.previews
        let slugs = info.previews.isEmpty ? ["default"] : CaseNaming.uniqueSlugs(info.previews)
        let presentations = info.presentations.filter { $0 == .lockScreen || variant.device.island != nil }
        pass.previews = previews
        pass.presentations = presentations
        let expectations = pipeline.expectations(layoutPath: layoutPath)
        for (preview, slug) in zip(previews, slugs) {
            for presentation in presentations {
                let key = slug + "/" + presentation.rawValue
                pass.caseOrder.append(key)
                if let only, !only.contains(key) { continue }
                do {
                    let result = try pipeline.render(variant.request(layout: layoutPath, preview: preview,
                                                                     presentation: presentation))
                    let golden = golden.goldenCase(layoutPath: layoutPath, preview: preview, slug: slug,
                                                   presentation: presentation, variant: variant)
                        .flatMap { golden.status(of: result.data, for: $0) }
                    let outcome = ExpectationOutcome(result.diagnostics, expecting: expectations[preview ?? ""]?.codes ?? [])
                    pass.results.append(CaseResult(
                        key: key, preview: preview, presentation: presentation, png: result.data,
                        hash: ContentHash.of(result.data), width: result.pixelWidth, height: result.pixelHeight,
                        inputs: Set(result.inputFiles.map(FileWatcher.absolute)), golden: golden, expected: outcome.expected,
                        unexpected: outcome.unexpected))
                } catch {
                    pass.errorDiagnostics = error.diagnostics
                    pass.errorText = render(error.diagnostics.map { $0.noting(preview: preview) })
                    return pass
                }
            }
        }
        if check { pass.findings = findings(layoutPath: layoutPath, variant: variant, fonts: fonts) }
        return pass
    }

    /// `lockshot check` over one layout (with its stress previews), as rows for the page; nil when it cannot run.
    static func findings(layoutPath: String, variant: PreviewVariant, fonts: FontLibrary) -> [FindingRow]? {
        do {
            let options = CheckOptions(device: variant.device, scale: variant.scale, stress: true)
            let report = try Pipeline.check(paths: [layoutPath], options: options, fonts: fonts)
            guard report.failedLayouts.isEmpty else { return nil }
            return report.findings.map { finding in
                FindingRow(rule: finding.rule, severity: finding.severity.rawValue, message: finding.message,
                           location: (finding.file ?? layoutPath)
                               + (finding.range.start.line > 0 ? ":\(finding.range.start.line):\(finding.range.start.column)" : ""),
                           help: finding.help, previews: finding.previews,
                           presentations: finding.presentations.map(\.rawValue))
            }
        } catch {
            return nil
        }
    }

    /// The layout dump of one case (for the enlarged view), drawn with the data editor's `values`, or the
    /// diagnostics that stopped it as the CLI prints them.
    static func dump(layoutPath: String, preview: String?, presentation: Presentation, values: [String: String] = [:],
                     variant: PreviewVariant, fonts: FontLibrary) -> Result<String, DumpFailure> {
        var request = variant.request(layout: layoutPath, preview: preview, presentation: presentation, dump: true)
        request.previewValues = values
        do throws(PipelineError) {
            let dump = try Pipeline(fonts: fonts).render(request).layoutDump
            return dump.map { .success($0) } ?? .failure(DumpFailure(diagnostics: "the pipeline made no layout dump\n"))
        } catch {
            return .failure(DumpFailure(diagnostics: render(error.diagnostics)))
        }
    }

    /// Why a case has no layout dump: its diagnostics, as the CLI prints them.
    struct DumpFailure: Error, Sendable { let diagnostics: String }

    /// Diagnostics as the CLI prints them (no color), with source excerpts.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let files = Set(diagnostics.compactMap(\.file)).compactMap { LayoutLoader.load(path: $0).file }
        return DiagnosticRenderer(files: files, color: false).render(diagnostics)
    }
}

extension Diagnostic {
    /// The diagnostic with a note naming its preview, as `lockshot render --all-previews` prints it.
    func noting(preview: String?) -> Diagnostic {
        var copy = self
        copy.notes.append(Note(message: "in preview '\(preview ?? "default")'"))
        return copy
    }
}

/// Names rendered images by their content: 16 hex digits of FNV-1a 64.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        let print = Fingerprint.fnv1a64(bytes)
        return String(print.split(separator: ":").last ?? Substring(print))
    }
}
