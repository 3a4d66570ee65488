import FoundationEssentials
import LockshotLanguage
import LockshotLayout

/// `truncation` (info): text cut by the available width or lines, or by `characterLimit`,
/// reported per preview so a designer sees which data is cut.
///
/// Source: Apple HIG, Live Activities › "Best practices" (keep text short; dynamic content
/// of unknown length must be designed to truncate gracefully).
package struct TruncationRule: Rule {
    package init() {}
    package var id: String { "truncation" }
    package var severity: Diagnostic.Severity { .info }
    package var summary: String { "text truncated by width or by characterLimit" }

    package func check(_ context: RuleContext) -> [Finding] {
        TreeWalk.texts(context.presentation.root).compactMap { visit, text in
            guard text.truncated else { return nil }
            let total = text.text.count
            let cause = text.measured.truncated
                ? "the available space (\(visit.node.frame.width.points) pt wide, \(text.measured.lines.count) line"
                    + (text.measured.lines.count == 1 ? ")" : "s)")
                : "characterLimit"
            return context.finding(self, "'\(Self.excerpt(text.text))' (\(total) characters) is shown as "
                                   + "'\(Self.excerpt(text.displayedText))', cut by \(cause)",
                                   at: visit.node.range,
                                   help: "intended? otherwise shorten the data or give the text more room")
        }
    }

    /// At most 40 characters of `text`, on one line.
    static func excerpt(_ text: String) -> String {
        let flat = text.replacing("\n", with: "⏎")
        return flat.count <= 40 ? flat : String(flat.prefix(39)) + "…"
    }
}
