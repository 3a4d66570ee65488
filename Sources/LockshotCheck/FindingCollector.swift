import LockshotLanguage
import LockshotLayout

/// Merges findings that are the same problem seen in several previews or presentations:
/// same rule, severity, file, source location and message → one finding listing them all.
package enum FindingCollector {
    private struct Key: Hashable {
        var rule: String
        var severity: Diagnostic.Severity
        var file: String?
        var range: SourceRange
        var message: String
    }

    /// `findings` deduplicated, in a stable order: by file (first seen), then line, column,
    /// severity (errors first), rule and message.
    package static func merge(_ findings: [Finding]) -> [Finding] {
        var order: [Key] = []
        var merged: [Key: Finding] = [:]
        // The previews each merged finding already lists, as a set: a finding seen in all of 30,000
        // previews is merged in linear time (issue 28, Low 8: a `contains` over the list was quadratic).
        var seenPreviews: [Key: Set<String>] = [:]
        for finding in findings {
            let key = Key(rule: finding.rule, severity: finding.severity, file: finding.file, range: finding.range,
                          message: finding.message)
            if merged[key] != nil {
                // In place (`merged[key]?`): a copy of the finding would copy its preview list each time.
                for preview in finding.previews where seenPreviews[key, default: []].insert(preview).inserted {
                    merged[key]?.previews.append(preview)
                }
                for presentation in finding.presentations where merged[key]?.presentations.contains(presentation) == false {
                    merged[key]?.presentations.append(presentation)
                    merged[key]?.presentations.sort {
                        (Presentation.allCases.firstIndex(of: $0) ?? 0) < (Presentation.allCases.firstIndex(of: $1) ?? 0)
                    }
                }
                if merged[key]?.help == nil { merged[key]?.help = finding.help }
            } else {
                order.append(key)
                merged[key] = finding
                seenPreviews[key] = Set(finding.previews)
            }
        }
        var files: [String?] = []
        for key in order where !files.contains(key.file) { files.append(key.file) }
        return order.compactMap { merged[$0] }.sorted { a, b in
            let fa = files.firstIndex(of: a.file) ?? 0, fb = files.firstIndex(of: b.file) ?? 0
            if fa != fb { return fa < fb }
            if a.range.start.line != b.range.start.line { return a.range.start.line < b.range.start.line }
            if a.range.start.column != b.range.start.column { return a.range.start.column < b.range.start.column }
            if a.severity != b.severity { return a.severity > b.severity }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }
}
