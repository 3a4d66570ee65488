import LockshotLanguage
import LockshotLayout

/// `timer-width` (warning): a timer or date text (`Text(timerInterval:)`, `Text(date, style:)`)
/// in a Dynamic Island region without a fixed-width frame on it or around it. Its width changes
/// as it ticks, so the island's content jumps every second or minute.
///
/// Source: Apple, "Displaying live data with Live Activities" (timer text in the Dynamic Island
/// takes the width of its longest possible value unless sized; give it a frame) and HIG,
/// Live Activities › Dynamic Island (avoid content that shifts).
package struct TimerWidthRule: Rule {
    package init() {}
    package var id: String { "timer-width" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "a timer or date text in the island without a fixed width" }

    package func check(document context: DocumentContext) -> [Finding] {
        SourceWalk.views(in: context.document).compactMap { visit in
            guard visit.region != .lockScreen, visit.region != .small, visit.view.name.name == "Text",
                  let kind = Self.timerKind(visit.view) else { return nil }
            let fixed = ([visit.view] + visit.ancestors).contains { view in
                view.modifiers.contains(where: Self.isFixedWidthFrame)
            }
            guard !fixed else { return nil }
            return Finding(rule: id, severity: severity,
                           message: "\(kind) text in '\(visit.region.spelling)' has no fixed width; it changes width as it ticks",
                           file: context.file, range: visit.view.range,
                           help: "add .frame(width: …) sized for its widest value (e.g. \"00:00\")")
        }
    }

    /// "timer" or "date" when the Text shows a live time value.
    static func timerKind(_ view: ViewNode) -> String? {
        for argument in view.arguments {
            switch argument.label?.name {
            case "timerInterval": return "timer"
            case "style":
                if case .implicitMember(let style, _) = argument.value.kind { return style == "timer" ? "timer" : "date (\(style))" }
                return "date"
            default: continue
            }
        }
        return nil
    }

    /// `.frame(width: n)`, or `.frame(minWidth: n, maxWidth: n)` with the same n.
    static func isFixedWidthFrame(_ modifier: Modifier) -> Bool {
        guard modifier.name.name == "frame" else { return false }
        func value(_ label: String) -> Double? {
            for argument in modifier.arguments where argument.label?.name == label {
                if case .number(let n, _) = argument.value.kind { return n }
                return .nan  // a token or expression: fixed, value unknown
            }
            return nil
        }
        if value("width") != nil { return true }
        if let low = value("minWidth"), let high = value("maxWidth") { return low == high || low.isNaN || high.isNaN }
        return false
    }
}
