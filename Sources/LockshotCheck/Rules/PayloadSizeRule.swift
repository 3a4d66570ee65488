import LockshotLanguage
import LockshotLayout

/// `payload-size` (error): a preview's attributes + content state, encoded as ActivityKit
/// JSON, larger than 4 KB (4096 bytes).
///
/// Source: ActivityKit documentation, "ActivityKit push notifications" / `ActivityContent`:
/// the combined size of static and dynamic data of a Live Activity cannot exceed 4 KB.
package struct PayloadSizeRule: Rule {
    /// ActivityKit's limit in bytes.
    package static let limit = 4096

    package init() {}
    package var id: String { "payload-size" }
    package var severity: Diagnostic.Severity { .error }
    package var summary: String { "attributes + content state over 4 KB as ActivityKit JSON" }

    package func check(_ context: RuleContext) -> [Finding] {
        // One presentation suffices: the payload does not depend on it.
        let first = Presentation.defined(by: context.document).first
        guard context.presentation.presentation == first else { return [] }
        // A compiled widget's program measured its own types' JSON (ImportedLayout.payloadAttribute).
        let measured: Int? = if case .number(let n) = context.activity.previewValues[ImportedLayout.payloadAttribute] { Int(n) } else { nil }
        let bytes = measured ?? context.activity.payloadJSON().utf8.count
        guard bytes > Self.limit else { return [] }
        let preview = context.document.previews.first { $0.name == context.activity.previewName }
        let what = measured == nil ? "the payload is" : "its attributes and content state are"
        var finding = context.finding(self, "\(what) \(bytes) bytes as ActivityKit JSON; the limit is 4096",
                                      at: preview.flatMap { $0.range == .none ? nil : Self.keyword($0.range) }
                                          ?? context.document.attributes.first?.range ?? .none,
                                      help: "send less: shorter strings, ids instead of text, images by name")
        finding.presentations = []
        return [finding]
    }

    /// The `preview` keyword at the start of a preview declaration (the caret, not the whole block).
    static func keyword(_ range: SourceRange) -> SourceRange {
        let start = range.start
        let end = SourceLocation(offset: start.offset + 7, line: start.line, column: start.column + 7)
        return range.end.offset >= end.offset ? SourceRange(start: start, end: end) : range
    }
}
