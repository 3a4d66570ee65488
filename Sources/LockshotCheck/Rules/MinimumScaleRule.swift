import LockshotLanguage
import LockshotLayout

/// `minimum-scale` (warning): text that `minimumScaleFactor` shrank below half its size to fit.
///
/// Source: SwiftUI's `minimumScaleFactor(_:)` shrinks text before truncating it; below 0.5 the text is
/// usually under the HIG's 11 pt minimum and reads as a different style from its neighbours.
package struct MinimumScaleRule: Rule {
    /// The scale below which shrunk text is reported.
    package static let threshold = 0.5

    package init() {}
    package var id: String { "minimum-scale" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "text shrunk below half its size by minimumScaleFactor" }

    package func check(_ context: RuleContext) -> [Finding] {
        TreeWalk.texts(context.presentation.root).compactMap { visit, text in
            guard text.scale < Self.threshold - 1e-9 else { return nil }
            return context.finding(
                self, "'\(TruncationRule.excerpt(text.text))' is shrunk to \(Int((text.scale * 100).rounded()))% "
                    + "(\(text.font.size.points) pt of \(text.requestedSize.points) pt) to fit", at: visit.node.range,
                help: "shorten the text, give it more room, or allow a second line")
        }
    }
}
