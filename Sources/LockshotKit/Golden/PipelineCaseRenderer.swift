import LockshotGolden
import LockshotLanguage
import LockshotLayout
import LockshotRender

/// Adapts `Pipeline` to golden cases; one per worker thread (a `Pipeline` is not thread-safe).
struct PipelineCaseRenderer: CaseRenderer {
    let pipeline: Pipeline
    /// Collects the finding codes each preview produced, for its `expect:`.
    var ledger: ExpectationLedger?
    /// The iOS every case is drawn for.
    var ios: Device.SystemVersion = .default

    /// - Parameters:
    ///   - fonts: shared by every worker's pipeline, so fonts are parsed once per run.
    ///   - parsed: layouts already parsed (by the pipeline that planned the cases), so each file is parsed once.
    init(fonts: FontLibrary, parsed: ParsedLayouts? = nil, ledger: ExpectationLedger? = nil, ios: Device.SystemVersion = .default) {
        pipeline = parsed.map { Pipeline(fonts: fonts, parsed: $0) } ?? Pipeline(fonts: fonts)
        self.ledger = ledger
        self.ios = ios
    }

    func render(_ c: GoldenCase) throws -> [UInt8] {
        let request = try RenderRequest(golden: c, format: .png, ios: ios)
        do {
            let result = try pipeline.render(request)
            ledger?.note(result.diagnostics.map(\.code), layoutPath: c.layoutPath, preview: c.preview)
            return result.data
        } catch {
            throw CaseRenderError(message: CaseRenderError.describe(error.diagnostics))
        }
    }
}

extension RenderRequest {
    /// What draws a golden case: its layout, preview, presentation, device and scale, in the default
    /// appearance, on `ios`. The one place a case becomes a render, for the suite and `assertGolden`.
    package init(golden c: GoldenCase, format: OutputFormat = .png, ios: Device.SystemVersion = .default) throws(CaseRenderError) {
        guard let device = Device.named(c.device), let presentation = Presentation(rawValue: c.presentation) else {
            throw CaseRenderError(message: "unknown device '\(c.device)' or presentation '\(c.presentation)'")
        }
        self.init(layoutPath: c.layoutPath, preview: c.preview.isEmpty ? nil : c.preview,
                  presentation: presentation, device: device, scale: c.scale, format: format)
        self.device.ios = ios
    }
}

/// A render failed; the message holds the diagnostics, compiler style.
package struct CaseRenderError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    /// Diagnostics on one line: `file:line:col: error: message; …`.
    package static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.isEmpty ? "the pipeline failed without a diagnostic"
            : diagnostics.map { d in
                (d.file.map { "\($0):\(d.range.start.line):\(d.range.start.column): " } ?? "") + "\(d.severity.rawValue): \(d.message)"
            }.joined(separator: "; ")
    }
}
