/// Writes a run record and everything rendered from it into a report directory.
public enum ReportWriter {
    /// File names inside the report directory.
    public static let html = "index.html"
    /// JUnit XML.
    public static let junit = "junit.xml"
    /// The Markdown summary.
    public static let markdown = "summary.md"

    /// Writes `run.json`, `index.html`, `junit.xml` and `summary.md` into `directory`.
    /// - Throws: `FileWriteError`.
    public static func write(_ record: RunRecord, to directory: String) throws {
        try AtomicFile.write(try record.encoded(), to: directory + "/" + RunRecord.fileName)
        try AtomicFile.write(Array(HTMLReport.render(record).utf8), to: directory + "/" + html)
        try AtomicFile.write(Array(JUnitReport.render(record).utf8), to: directory + "/" + junit)
        try AtomicFile.write(Array(MarkdownReport.render(record).utf8), to: directory + "/" + markdown)
    }
}
