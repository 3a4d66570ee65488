import LockshotLanguage
import LockshotLayout

/// `unmapped-symbol` (warning): an `Image(systemName:)` or `Label(_:systemImage:)` naming an SF Symbol
/// lockshot has no stand-in for. The render shows a box with a question mark where iOS would show
/// the symbol, so the picture is not what the phone shows.
///
/// Source: SF Symbols cannot ship with lockshot (Apple's licence); docs/symbols.md lists the names
/// drawn with open-licensed stand-ins, and a layout maps any other name with `symbols { }`.
package struct UnmappedSymbolRule: Rule {
    package init() {}
    package var id: String { "unmapped-symbol" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "an SF Symbol with no stand-in, drawn as a box with a question mark" }

    package func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<Int> = []
        for visit in TreeWalk.visits(context.presentation.root) {
            guard case .image(let image) = visit.node.kind, let symbol = image.symbol, symbol.isUnmapped else { continue }
            // Binding located the name; prefer its range (the argument) over the whole view.
            let diagnostic = context.activity.diagnostics.first {
                $0.code == id && MissingAssetRule.range(visit.node.range, contains: $0.range)
            }
            let range = diagnostic?.range ?? visit.node.range
            guard seen.insert(range.start.offset).inserted else { continue }
            findings.append(context.finding(
                self, "SF Symbol '\(symbol.name)' has no stand-in: a box with a question mark is drawn", at: range,
                help: "use a mapped name (docs/symbols.md) or map it: symbols { \"\(symbol.name)\" = \"icons/\(symbol.name).svg\" }"))
        }
        return findings
    }
}
