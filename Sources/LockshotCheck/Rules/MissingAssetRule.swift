import LockshotLanguage
import LockshotLayout

/// `missing-asset` (warning with a fallback, error without): an image that is missing or
/// unreadable. Binding finds these while resolving `Image(a ?? b)`; this rule reports them.
///
/// Source: ActivityKit documentation, "Displaying live data with Live Activities": images a Live
/// Activity shows must be in the app bundle or its shared container, and a missing one shows
/// nothing; a fallback keeps the layout intact.
package struct MissingAssetRule: Rule {
    package init() {}
    package var id: String { "missing-asset" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "an image that is missing or unreadable" }

    package func check(_ context: RuleContext) -> [Finding] {
        // Binding reports for the whole activity; report each image in the presentations that draw it.
        let images = TreeWalk.visits(context.presentation.root).filter {
            if case .image = $0.node.kind { return true } else { return false }
        }
        return context.activity.diagnostics.filter { diagnostic in
            diagnostic.code == id && images.contains { Self.range($0.node.range, contains: diagnostic.range) }
        }.map { diagnostic in
            context.finding(self, diagnostic.message, at: diagnostic.range, help: diagnostic.help,
                            severity: diagnostic.severity)
        }
    }

    static func range(_ outer: SourceRange, contains inner: SourceRange) -> Bool {
        outer.start.offset <= inner.start.offset && inner.end.offset <= outer.end.offset
    }
}
