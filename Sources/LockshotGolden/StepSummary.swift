import FoundationEssentials

/// GitHub Actions' job summary (`$GITHUB_STEP_SUMMARY`): Markdown appended to it shows on the
/// run's page.
package enum StepSummary {
    /// The summary file GitHub Actions names in `environment`, or nil outside a job.
    package static func path(in environment: [String: String]) -> String? {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        return path
    }

    /// Appends `markdown` to the file at `path`, creating it (and its directory) when missing.
    /// - Throws: `FileWriteError` when it cannot be created or written.
    package static func append(_ markdown: String, to path: String) throws {
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try? manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            guard manager.createFile(atPath: path, contents: nil) else {
                throw FileWriteError(path: path, reason: "cannot create the job summary file")
            }
        }
        guard let existing = manager.contents(atPath: path) else {
            throw FileWriteError(path: path, reason: "cannot read the job summary file")
        }
        do {
            try (existing + Data(markdown.utf8)).write(to: URL(fileURLWithPath: path))
        } catch {
            throw FileWriteError(path: path, reason: "\(error)")
        }
    }
}
