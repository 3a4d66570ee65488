import LockshotLanguage
import LockshotLayout

/// Merges findings that are the same problem seen in several previews or presentations:
/// same rule, severity, file, source location and message → one finding listing them all.
public enum FindingCollector {
    private struct Key: Hashable {
        var rule: String
        var severity: Diagnostic.Severity
        var file: String?
        var range: SourceRange
        var message: String
    }

    /// `findings` deduplicated, in a stable order: by file (first seen), then line, column,
    /// severity (errors first), rule and message.
    public static func merge(_ findings: [Finding]) -> [Finding] {
        var order: [Key] = []
        var merged: [Key: Finding] = [:]
        for finding in findings {
            let key = Key(rule: finding.rule, severity: finding.severity, file: finding.file, range: finding.range,
                          message: finding.message)
            if var existing = merged[key] {
                for preview in finding.previews where !existing.previews.contains(preview) {
                    existing.previews.append(preview)
                }
                for presentation in finding.presentations where !existing.presentations.contains(presentation) {
                    existing.presentations.append(presentation)
                }
                existing.presentations.sort {
                    (Presentation.allCases.firstIndex(of: $0) ?? 0) < (Presentation.allCases.firstIndex(of: $1) ?? 0)
                }
                if existing.help == nil { existing.help = finding.help }
                merged[key] = existing
            } else {
                order.append(key)
                merged[key] = finding
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
