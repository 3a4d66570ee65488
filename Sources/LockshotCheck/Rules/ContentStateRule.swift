import LockshotLanguage
import LockshotLayout

/// `content-state` (info): a layout with attributes but no `state { }` block, so every
/// attribute counts as ActivityKit content state, sent again with every update.
///
/// Source: ActivityKit documentation, `ActivityAttributes`: static data goes in the attributes
/// struct itself, set once when the activity starts; dynamic data in its `ContentState`, the
/// part every update (and every push) carries, within the same 4 KB.
package struct ContentStateRule: Rule {
    package init() {}
    package var id: String { "content-state" }
    package var severity: Diagnostic.Severity { .info }
    package var summary: String { "no state { } block: every attribute is content state, sent with every update" }

    package func check(document context: DocumentContext) -> [Finding] {
        let document = context.document
        guard !document.declaresState, let first = document.attributes.first else { return [] }
        let count = document.attributes.count
        return [Finding(rule: id, severity: severity,
                        message: "no 'state { }' block: all \(count) attribute\(count == 1 ? "" : "s") count as content state, sent with every update",
                        file: context.file, range: first.name.range,
                        help: "keep what never changes (names, ids) in 'attributes { }' and move what updates into 'state { }'")]
    }
}
