/// A Markdown summary of a run, for `$GITHUB_STEP_SUMMARY` and pull-request comments.
public enum MarkdownReport {
    /// - Parameter linkBase: prefix for artifact links (e.g. a CI artifact URL); nil: relative paths.
    public static func render(_ record: RunRecord, linkBase: String? = nil) -> String {
        let s = record.summary
        var md = "## lockshot golden images: \(s.failures == 0 ? "✅ passed" : "❌ \(s.failures) failing")\n\n"
        md += s.line + "\n"
        if !record.environmentNotes.isEmpty {
            md += "\n> **Environment differs from the goldens' manifest:** "
                + record.environmentNotes.joined(separator: "; ") + "\n"
        }
        let failing = record.cases.filter { $0.status.isFailure }
        if !failing.isEmpty {
            md += "\n| case | status | details | images |\n|---|---|---|---|\n"
            for c in failing {
                let images = [("expected", c.expected), ("actual", c.actual), ("diff", c.diff)]
                    .compactMap { name, path in path.map { "[\(name)](\((linkBase ?? "") + Escaping.urlPath($0)))" } }
                    .joined(separator: " · ")
                let details = (c.message ?? "").replacingOccurrences(of: c.id + ": ", with: "")
                md += "| `\(Escaping.markdownCell(c.id))` | \(c.status.rawValue) | \(Escaping.markdownCell(details)) | \(images) |\n"
            }
            let filters = failing.prefix(1).map { "lockshot test --filter \"\($0.id)\"" }
            md += "\nRe-run one case with `\(filters.first ?? "lockshot test")`; accept the new images with "
                + "`lockshot test --accept` once they are right.\n"
        }
        let recorded = record.cases.filter { $0.status == .recorded }
        if !recorded.isEmpty {
            md += "\n<details><summary>\(recorded.count) golden\(recorded.count == 1 ? "" : "s") recorded</summary>\n\n"
            for c in recorded { md += "- `\(c.id)`\n" }
            md += "\n</details>\n"
        }
        if !record.orphans.isEmpty {
            md += "\n**\(record.orphans.count) orphaned golden\(record.orphans.count == 1 ? "" : "s")** (no case produces them; "
                + "`lockshot test --prune` deletes them):\n\n"
            for path in record.orphans { md += "- `\(path)`\(record.pruned.contains(path) ? " (deleted)" : "")\n" }
        }
        return md
    }
}
