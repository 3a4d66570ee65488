import LockshotLanguage
import LockshotLayout

/// `timer-alignment` (warning): a counting text (`Text(timerInterval:)`, `Text(date, style: .timer /
/// .relative / .offset)`) that the source means to sit at the trailing edge — inside a frame aligned
/// `.trailing` or `.center`, or after a `Spacer` in an `HStack` — without `multilineTextAlignment`.
/// iOS gives such a text all the width it is offered and draws its digits at the leading edge of it,
/// so they land at the frame's leading edge, or next to the view before the spacer.
///
/// Source: measured on iOS captures of public Live Activities (8 of 19 drew their timer at the leading
/// edge of a frame their code aligned to the trailing edge; docs/layout.md); the fix is Apple's
/// `multilineTextAlignment(_:)`, which places the digits in the text's own frame.
package struct TimerAlignmentRule: Rule {
    package init() {}
    package var id: String { "timer-alignment" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "a counting text meant to sit at the trailing edge, drawn at the leading edge by iOS" }

    package func check(document context: DocumentContext) -> [Finding] {
        SourceWalk.views(in: context.document).compactMap { visit in
            guard visit.view.name.name == "Text", let kind = Self.countingKind(visit.view) else { return nil }
            let chain = [visit.view] + visit.ancestors.reversed()
            guard !chain.contains(where: { $0.modifiers.contains { $0.name.name == "multilineTextAlignment" } }) else { return nil }
            let reason: String
            if let alignment = Self.frameAlignment(visit) {
                reason = "in a frame aligned .\(alignment)"
            } else if Self.followsSpacerInHStack(visit) {
                reason = "after a Spacer"
            } else {
                return nil
            }
            return Finding(rule: id, severity: severity,
                           message: "\(kind) text \(reason) in '\(visit.region.spelling)': iOS gives it all the width offered "
                               + "and draws its digits at the leading edge",
                           file: context.file, range: visit.view.range,
                           help: "add .multilineTextAlignment(.trailing) (or .center) to place the digits in the text's frame")
        }
    }

    /// "timer", "relative date" or "offset date" when the text (or a text concatenated to it) counts.
    static func countingKind(_ view: ViewNode) -> String? {
        for text in [view] + view.concatenated {
            for argument in text.arguments {
                switch argument.label?.name {
                case "timerInterval": return "timer"
                case "style":
                    guard case .implicitMember(let style, _) = argument.value.kind else { continue }
                    switch style {
                    case "timer": return "timer"
                    case "relative", "offset": return "\(style) date"
                    default: continue
                    }
                default: continue
                }
            }
        }
        return nil
    }

    /// The horizontal part of the nearest frame's alignment around the text (on it, or on a `Group` wrapping it),
    /// when it is not leading.
    static func frameAlignment(_ visit: SourceWalk.Visit) -> String? {
        var chain = [visit.view]
        for ancestor in visit.ancestors.reversed() {
            guard ancestor.name.name == "Group" else { break }
            chain.append(ancestor)
        }
        for view in chain {
            for modifier in view.modifiers where modifier.name.name == "frame" {
                guard let argument = modifier.arguments.first(where: { $0.label?.name == "alignment" }),
                      case .implicitMember(let alignment, _) = argument.value.kind else { return nil }
                let horizontal = alignment.lowercased()
                if horizontal.hasSuffix("trailing") { return "trailing" }
                if horizontal == "center" || horizontal == "top" || horizontal == "bottom" { return "center" }
                return nil
            }
        }
        return nil
    }

    /// True when the text's parent is an `HStack` with a `Spacer` before it.
    static func followsSpacerInHStack(_ visit: SourceWalk.Visit) -> Bool {
        guard let parent = visit.ancestors.last, parent.name.name == "HStack", let content = parent.content else { return false }
        for statement in content {
            guard case .view(let sibling) = statement else { continue }
            if sibling.range == visit.view.range { return false }
            if sibling.name.name == "Spacer" { return true }
        }
        return false
    }
}
