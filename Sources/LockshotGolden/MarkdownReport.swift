/// A Markdown summary of a run, for `$GITHUB_STEP_SUMMARY` and pull-request comments.
package enum MarkdownReport {
    /// - Parameter linkBase: where the report directory is published. Ending in `/` (a folder
    ///   served over HTTP), each image links to `linkBase` + its path; otherwise (a CI artifact
    ///   URL, a zip that cannot be linked into) the summary links the report once and names
    ///   each image's path inside it; empty: only the paths (a job summary with nowhere to
    ///   link). nil: relative links (a summary read beside its report).
    package static func render(_ record: RunRecord, linkBase: String? = nil) -> String {
        let s = record.summary
        var md = "## lockshot golden images: \(s.failures == 0 ? "✅ passed" : "❌ \(s.failures) failing")\n\n"
        md += s.line + "\n"
        if linkBase == "" && s.failures > 0 {
            md += "\nImage paths are inside the report folder (`index.html` shows expected, actual and diff side by side).\n"
        }
        if let linkBase, !linkBase.isEmpty, !linkBase.hasSuffix("/") {
            md += "\nReport with expected, actual and diff side by side: [\(s.failures == 0 ? "report" : "download the report")](\(linkBase))"
                + " (open `index.html`)\n"
        }
        if !record.environmentNotes.isEmpty {
            md += "\n> **Environment differs from the goldens' manifest:** "
                + record.environmentNotes.joined(separator: "; ") + "\n"
        }
        let failing = record.cases.filter { $0.status.isFailure }
        if !failing.isEmpty {
            md += "\n| case | status | details | images |\n|---|---|---|---|\n"
            for c in failing {
                let images = [("expected", c.expected), ("actual", c.actual), ("diff", c.diff)]
                    .compactMap { name, path in path.map { imageLink(name, path: $0, linkBase: linkBase) } }
                    .joined(separator: " · ")
                let details = (c.message ?? "").replacing(c.id + ": ", with: "")
                md += "| `\(Escaping.markdownCell(c.id))` | \(c.status.rawValue) | \(Escaping.markdownCell(details)) | \(images) |\n"
            }
            let filters = failing.prefix(1).map { "lockshot test --filter \"\($0.id)\"" }
            let accept = linkBase == nil ? "lockshot test --accept" : "lockshot test --accept --from <the downloaded report>/run.json"
            md += "\nRe-run one case with `\(filters.first ?? "lockshot test")`; accept the new images with "
                + "`\(accept)` once they are right.\n"
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

    /// `[diff](base/cases/…/diff.png)`, or `diff: \`cases/…/diff.png\`` when the base is one artifact.
    private static func imageLink(_ name: String, path: String, linkBase: String?) -> String {
        guard let linkBase else { return "[\(name)](\(Escaping.urlPath(path)))" }
        if linkBase.hasSuffix("/") && !linkBase.isEmpty { return "[\(name)](\(linkBase + Escaping.urlPath(path)))" }
        return "\(name): `\(Escaping.markdownCell(path))`"
    }
}
