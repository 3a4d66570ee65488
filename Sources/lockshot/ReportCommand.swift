import ArgumentParser
import Foundation
import LockshotGolden

/// `lockshot report`: work with run records (`run.json`) of `lockshot test`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
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
            abstract: "Join the run records of shards into one.",
            discussion: """
            Cases are listed in case order, exactly as one unsharded run lists them; image
            paths are rewritten relative to the output's directory, so keep the shards'
            report directories where they are (or copy them beside the output).

            Examples:
              lockshot report merge s1/run.json s2/run.json -o merged/run.json
              lockshot report merge shards/*/run.json -o report/run.json --reports
            """
        )

        @Argument(help: "Run records to merge (run.json of each shard).")
        var inputs: [String]
        @Option(name: [.short, .customLong("output")], help: "Where to write the merged run record.")
        var output: String
        @Flag(help: "Also write index.html, junit.xml and summary.md beside the output.")
        var reports = false

        func validate() throws {
            if inputs.isEmpty { throw ValidationError("give at least one run record to merge.") }
        }

        func run() throws {
            let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
            do {
                let merged = try RunMerger.merge(inputs: inputs, outputDirectory: directory)
                try LockshotGolden.AtomicFile.write(try merged.encoded(), to: output)
                if reports { try ReportRenderer.writeReports(merged, directory: directory) }
                FileHandleOutput.standardOutput.write("merged \(inputs.count) run records: \(merged.summary.line)\n")
            } catch let error as RunRecordError {
                FileHandleOutput.standardError.write("error: \(error)\n")
                throw ExitCode(2)
            }
        }
    }

    /// `lockshot report render RUN.json`.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write index.html, junit.xml and summary.md beside a run record.",
            discussion: """
            Examples:
              lockshot report render .lockshot/runs/last/run.json
              lockshot report render merged/run.json
            """
        )

        @Argument(help: "The run record (run.json).")
        var record: String

        func run() throws {
            do {
                let run = try RunRecord.load(path: record)
                let directory = URL(fileURLWithPath: record).deletingLastPathComponent().path
                try ReportRenderer.writeReports(run, directory: directory)
                FileHandleOutput.standardOutput.write("wrote \(directory)/\(ReportWriter.html), \(ReportWriter.junit), \(ReportWriter.markdown)\n")
            } catch let error as RunRecordError {
                FileHandleOutput.standardError.write("error: \(error)\n")
                throw ExitCode(2)
            }
        }
    }
}

/// Writes the three reports rendered from a record.
enum ReportRenderer {
    static func writeReports(_ record: RunRecord, directory: String) throws {
        try LockshotGolden.AtomicFile.write(Array(HTMLReport.render(record).utf8), to: directory + "/" + ReportWriter.html)
        try LockshotGolden.AtomicFile.write(Array(JUnitReport.render(record).utf8), to: directory + "/" + ReportWriter.junit)
        try LockshotGolden.AtomicFile.write(Array(MarkdownReport.render(record).utf8), to: directory + "/" + ReportWriter.markdown)
    }
}
