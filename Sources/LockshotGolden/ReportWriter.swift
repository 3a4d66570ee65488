import Dispatch
import Synchronization

/// Writes a run record and everything rendered from it into a report directory.
package enum ReportWriter {
    /// File names inside the report directory.
    package static let html = "index.html"
    /// JUnit XML.
    package static let junit = "junit.xml"
    /// The Markdown summary.
    package static let markdown = "summary.md"

    /// Writes `run.json`, `index.html`, `junit.xml` and `summary.md` into `directory`, rendered on
    /// parallel threads (for hundreds of cases this is the longest step after the last case).
    /// - Throws: `FileWriteError` (the first file's, in that order, when several fail).
    package static func write(_ record: RunRecord, to directory: String) throws {
        let files: [(name: String, render: @Sendable (RunRecord) throws -> [UInt8])] = [
            (RunRecord.fileName, { try $0.encoded() }),
            (html, { Array(HTMLReport.render($0).utf8) }),
            (junit, { Array(JUnitReport.render($0).utf8) }),
            (markdown, { Array(MarkdownReport.render($0).utf8) }),
        ]
        let errors = Mutex([(any Error)?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            do { try AtomicFile.write(try files[index].render(record), to: directory + "/" + files[index].name) } catch {
                errors.withLock { $0[index] = error }
            }
        }
        if let error = errors.withLock({ $0.compactMap { $0 }.first }) { throw error }
    }
}
