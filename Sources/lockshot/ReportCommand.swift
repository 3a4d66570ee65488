import ArgumentParser
import FoundationEssentials
import LockshotGolden

/// `lockshot report`: work with run records (`run.json`) of `lockshot test`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", _superCommandName: Lockshot.name,
        abstract: "Merge shard run records and render reports from a run record.",
        discussion: """
        Examples:
          lockshot report merge s1/run.json s2/run.json -o merged/run.json --reports
          lockshot report render .lockshot/runs/last/run.json
        """,
        subcommands: [Merge.self, Render.self]
    )

    /// `lockshot report merge A.json B.json -o merged.json`.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Join the run records of shards into one.",
            discussion: """
            Cases are listed in case order, exactly as one unsharded run lists them. The
            images of failing cases are copied beside the output (cases/<id>/), so the
            output's folder is the whole report: upload or move it alone.

            Every shard of the run must be given (each record knows how many there
            are); a missing shard is named and the merge fails.

            Examples:
              lockshot report merge s1/run.json s2/run.json -o merged/run.json
              lockshot report merge shards/*/run.json -o report/run.json --reports
              lockshot report merge shards/*/run.json -o report/run.json --reports \\
                --link-base "$ARTIFACT_URL" --step-summary

            Exit status: as 'lockshot test' for the merged run: 0 every case passed,
            1 a case failed (or a shard is missing), 2 unreadable run records.
            """
        )

        @Argument(help: "Run records to merge (run.json of each shard).")
        var inputs: [String]
        @Option(name: [.short, .customLong("output")], help: "Where to write the merged run record.")
        var output: String
        @Flag(help: "Also write index.html, junit.xml and summary.md beside the output.")
        var reports = false
        @OptionGroup var summary: SummaryOptions

        func validate() throws {
            if inputs.isEmpty { throw ValidationError("give at least one run record to merge.") }
        }

        func run() throws {
            if let input = inputs.first(where: { sameFile($0, output) }) {
                throw ExitStatus.badInput("-o \(output) is the input \(input); write the merged record elsewhere")
            }
            let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
            let merged: RunRecord
            do {
                merged = try RunMerger.mergeSelfContained(inputs: inputs, outputDirectory: directory)
                try LockshotGolden.AtomicFile.write(try merged.encoded(), to: output)
                if reports { try ReportRenderer.writeReports(merged, directory: directory, linkBase: summary.linkBase) }
                try summary.appendStepSummary(merged)
            } catch let error as RunMergeError {
                FileHandleOutput.standardError.write("error: \(error)\n")
                throw ExitStatus.failed
            } catch let error as RunRecordError {
                throw ExitStatus.badInput("\(error)")
            } catch let error as FileWriteError {
                throw ExitStatus.badInput("\(error)")
            }
            FileHandleOutput.standardOutput.write("merged \(inputs.count) run records: \(merged.summary.line)\n")
            for c in merged.cases where c.status.isFailure {
                FileHandleOutput.standardError.write("\(c.status == .error ? "error" : "FAIL"): \((c.message ?? c.id).terminalSafe)\n")
            }
            if merged.hasFailures { throw ExitStatus.failed }
        }
    }

    /// `lockshot report render RUN.json`.
    struct Render: ParsableCommand, DrawingCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Write index.html, junit.xml and summary.md beside a run record.",
            discussion: """
            Examples:
              lockshot report render .lockshot/runs/last/run.json
              lockshot report render merged/run.json
            """
        )

        @Argument(help: "The run record (run.json).")
        var record: String
        @OptionGroup var summary: SummaryOptions

        func run() throws {
            do {
                let run = try RunRecord.load(path: record)
                let directory = URL(fileURLWithPath: record).deletingLastPathComponent().path
                try ReportRenderer.writeReports(run, directory: directory, linkBase: summary.linkBase)
                try summary.appendStepSummary(run)
                FileHandleOutput.standardOutput.write("wrote \(directory)/\(ReportWriter.html), \(ReportWriter.junit), \(ReportWriter.markdown)\n")
            } catch let error as RunRecordError {
                throw ExitStatus.badInput("\(error)")
            } catch let error as FileWriteError {
                throw ExitStatus.badInput("\(error)")
            }
        }
    }
}

/// Where the Markdown summary's image links point, and whether it goes to the job summary.
struct SummaryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where the report folder is published, for the Markdown summary's links: a URL ending in / (each image links into it) or a CI artifact URL (linked once).", valueName: "url"))
    var linkBase: String?
    @Flag(help: "Append the Markdown summary to $GITHUB_STEP_SUMMARY (the file is created if missing).")
    var stepSummary = false

    func appendStepSummary(_ record: RunRecord) throws {
        guard stepSummary else { return }
        guard let path = StepSummary.path(in: ProcessInfo.processInfo.environment) else {
            FileHandleOutput.standardError.write("warning: --step-summary: GITHUB_STEP_SUMMARY is not set; no job summary written\n")
            return
        }
        // Relative links never resolve in a job summary: without a link base, name the paths.
        try StepSummary.append(MarkdownReport.render(record, linkBase: linkBase ?? ""), to: path)
    }
}

/// Writes the three reports rendered from a record.
enum ReportRenderer {
    static func writeReports(_ record: RunRecord, directory: String, linkBase: String? = nil) throws {
        try LockshotGolden.AtomicFile.write(Array(HTMLReport.render(record).utf8), to: directory + "/" + ReportWriter.html)
        try LockshotGolden.AtomicFile.write(Array(JUnitReport.render(record).utf8), to: directory + "/" + ReportWriter.junit)
        try LockshotGolden.AtomicFile.write(Array(MarkdownReport.render(record, linkBase: linkBase).utf8), to: directory + "/" + ReportWriter.markdown)
    }
}
