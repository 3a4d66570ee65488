import LockshotLanguage
import LockshotLayout

/// `min-font-size` (warning): text smaller than 11 pt.
///
/// Source: Apple HIG, Typography › "Specifications" (iOS: 11 pt is the minimum size, the
/// Caption 2 style); text below it is hard to read at a glance on the Lock Screen.
package struct MinFontSizeRule: Rule {
    /// The HIG's minimum for iOS.
    package static let minimum = 11.0

    package init() {}
    package var id: String { "min-font-size" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "text smaller than 11 pt" }

    package func check(_ context: RuleContext) -> [Finding] {
        TreeWalk.texts(context.presentation.root).compactMap { visit, text in
            guard text.font.size < Self.minimum, !text.text.isEmpty else { return nil }
            return context.finding(self, "'\(TruncationRule.excerpt(text.text))' is \(text.font.size.points) pt; "
                                   + "the HIG minimum is 11 pt", at: visit.node.range,
                                   help: "use 11 pt or larger" + (text.font.family == "LockshotPixel"
                                       || text.font.source == .embedded("LockshotPixel")
                                       ? " (12 pt keeps the pixel font crisp)" : ""))
        }
    }
}
