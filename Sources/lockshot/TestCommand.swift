import ArgumentParser
import FoundationEssentials
import Synchronization
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotRender

extension RecordMode: ArgumentWord {}

/// `lockshot test`: golden-image tests of every layout × preview × presentation × device × scale.
struct TestCommand: ParsableCommand, DrawingCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", _superCommandName: Lockshot.name,
        abstract: "Render every case and compare it with its golden image.",
        discussion: """
        Cases come from every .lockshot under layouts/ (or the directories, devices,
        scales, tolerance and masks in ./lockshot.json, or the file --config
        names). Goldens live at
        golden/<layout>/<preview-slug>/<presentation>.<device>@<scale>x.png.

        PATH arguments (layout files or folders) replace the file's "layouts". A
        layout inside one of those folders keeps its name (and so its goldens);
        another is named relative to the folder given, or by its file name.

        A preview's expect: ["missing-asset"] that rendering no longer reports
        fails the preview's first case (the fallback it shows is gone).

        Record modes: missing (default; CI set → never) writes goldens that do not
        exist; failed also rewrites failing ones; all rewrites every golden whose
        pixels changed; never writes nothing. LOCKSHOT_RECORD sets the mode too.
        A golden is never rewritten with the same pixels.

        Each run writes run.json, index.html, junit.xml and summary.md into the report
        directory (default .lockshot/runs/last), with expected/actual/diff images of
        every failing case.

        Examples:
          lockshot test
          lockshot test layouts/pager2077.lockshot
          lockshot test mylayouts --config ci/lockshot.json
          lockshot test --filter pager2077 --jobs 2
          lockshot test --filter '*/compact.*' --record failed
          CI=1 lockshot test --report out/golden-report --shard 1/4
          lockshot test --accept --filter flick-snap/short-caption
          lockshot test --accept --from ~/Downloads/lockshot-report/run.json
          lockshot test --prune

        Exit status: 0 every case passed (or was recorded), 1 a case failed, is
        missing, flaky or could not be rendered, 2 bad input or options.
        """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("Layout files or folders (default: lockshot.json's \"layouts\").", valueName: "path"))
    var paths: [String] = []
    @OptionGroup var configuration: ConfigOption
    @OptionGroup var localeOptions: LocaleOptions
    @Option(help: "missing, failed, all or never (default: LOCKSHOT_RECORD, else never when CI is set, else missing).")
    var record: RecordMode?
    @Option(help: "The golden directory (default: lockshot.json's \"golden\", else golden).")
    var golden: String?
    @Option(help: "Where the run record and reports go (default: \(GoldenRunOptions.defaultReportDirectory)).")
    var report: String?
    @Option(help: "Run the I-th of N deterministic slices of the cases, e.g. 2/4.")
    var shard: String?
    @Option(help: "Worker threads (default: all cores).")
    var jobs: Int?
    @Option(help: "Only cases whose id contains PATTERN, or matches it as a glob (*, ?, [...]).")
    var filter: String?
    @Flag(help: "Promote the last run's actual images to goldens, without rendering.")
    var accept = false
    @Option(help: ArgumentHelp("With --accept: the run record to accept from, e.g. a downloaded CI report's run.json (default: the --report directory's).", valueName: "run.json"))
    var from: String?
    @Flag(help: "Delete goldens that no case produces (full runs only).")
    var prune = false
    @Flag(help: "Render each case twice; report cases that differ as flaky.")
    var checkDeterminism = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more (got \(jobs)).") }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, e.g. 1/4 (got '\(shard)').")
        }
        if let filter, filter.isEmpty { throw ValidationError("--filter needs a pattern.") }
        if accept && (record != nil || shard != nil || prune || checkDeterminism || jobs != nil || !paths.isEmpty) {
            throw ValidationError("--accept only takes --filter, --report and --golden: it renders nothing.")
        }
        if from != nil && !accept { throw ValidationError("--from names the run record --accept takes images from; add --accept.") }
        if prune && (shard != nil || filter != nil || !paths.isEmpty) {
            throw ValidationError("--prune needs a full run: drop --shard, --filter and the layout paths.")
        }
    }

    func run() throws {
        let reportDirectory = report ?? GoldenRunOptions.defaultReportDirectory
        if accept {
            return try acceptLastRun(reportDirectory: from.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? reportDirectory)
        }
        let project = try ProjectConfiguration.load(self.configuration)
        _ = try project.rules()  // a typo there is an error here too
        let configuration = project.golden
        let mode: RecordMode
        do {
            mode = try record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch {
            throw ExitStatus.badInput("\(error)")
        }
        let suite: GoldenSuite
        do {
            suite = try GoldenSuite(configuration: configuration, paths: paths,
                                    jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            throw Self.stop(error)
        }
        var options = GoldenRunOptions(
            record: mode, goldenDirectory: golden ?? configuration.golden, reportDirectory: reportDirectory,
            filter: filter.map(CaseFilter.init), shard: shard.flatMap(Shard.init(parsing:)),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, checkDeterminism: checkDeterminism, prune: prune)
        options.onlySomeLayouts = !paths.isEmpty
        MallocTuning.keepFreedMemory()
        let progress = ProgressLine(enabled: FileHandleOutput.standardError.isTerminal)
        let record: RunRecord
        do { record = try suite.run(options) { done, total in progress.update(done, total) } } catch {
            progress.finish()
            throw Self.stop(error)
        }
        progress.finish()
        do { try record.writeReports(to: reportDirectory) } catch {
            FileHandleOutput.standardError.write("error: \(error)\n")
        }
        appendStepSummary(record)
        print(record, reportDirectory: reportDirectory)
        if record.hasFailures { throw ExitStatus.failed }
    }

    private func print(_ record: RunRecord, reportDirectory: String) {
        let err = FileHandleOutput.standardError
        for note in record.environmentNotes.prefix(1) where !note.isEmpty {
            err.write("warning: the environment differs from the goldens' manifest: \(record.environmentNotes.joined(separator: "; "))\n")
        }
        for c in record.cases where c.status.isFailure {
            err.write("\(c.status == .error ? "error" : "FAIL"): \((c.message ?? c.id).terminalSafe)\n")
            if let diff = c.diff { err.write("  diff: \(reportDirectory)/\(diff)\n") }
        }
        let recorded = record.cases.filter { $0.status == .recorded }
        if recorded.count > 12 {
            // A first run records everything: one line, the list is in the report.
            err.write("recorded \(recorded.count) goldens under \(record.settings.goldenDirectory) "
                + "(listed in \(reportDirectory)/\(ReportWriter.markdown))\n")
        } else {
            for c in recorded { err.write("\((c.message ?? c.id).terminalSafe)\n") }
        }
        if !record.orphans.isEmpty {
            let verb = record.pruned.isEmpty ? "no case produces" : "deleted (no case produced them)"
            err.write("\(record.orphans.count) golden\(record.orphans.count == 1 ? "" : "s") \(verb):\n")
            for path in record.orphans { err.write("  \(path)\n") }
            if record.pruned.isEmpty { err.write("  run 'lockshot test --prune' to delete them\n") }
        }
        let failing = record.summary.failures
        FileHandleOutput.standardOutput.write(record.summary.line + "\n")
        if failing > 0 {
            FileHandleOutput.standardOutput.write("report: \(reportDirectory)/\(ReportWriter.html); "
                + "accept the new images with 'lockshot test --accept' once they are right\n")
        }
    }

    /// Appends the Markdown summary to `$GITHUB_STEP_SUMMARY` (created if missing) when GitHub Actions sets it.
    private func appendStepSummary(_ record: RunRecord) {
        guard let path = StepSummary.path(in: ProcessInfo.processInfo.environment) else { return }
        // Relative links never resolve in a job summary: name the images' paths in the report.
        do { try StepSummary.append(MarkdownReport.render(record, linkBase: ""), to: path) } catch {
            FileHandleOutput.standardError.write("warning: \(error)\n")
        }
    }

    private func acceptLastRun(reportDirectory: String) throws {
        // This project's golden folder, never the record's: a downloaded record names whatever it likes.
        let goldenDirectory = try golden ?? ProjectConfiguration.load(configuration).golden.golden
        let outcome: GoldenAcceptor.Outcome
        do {
            outcome = try GoldenAcceptor.accept(reportDirectory: reportDirectory, goldenDirectory: goldenDirectory,
                                                filter: filter.map(CaseFilter.init))
        } catch {
            throw ExitStatus.badInput("\(error)")
        }
        for id in outcome.accepted { FileHandleOutput.standardOutput.write("accepted \(id.terminalSafe)\n") }
        for id in outcome.unchanged { FileHandleOutput.standardOutput.write("unchanged \(id.terminalSafe) (golden already holds this image)\n") }
        for note in outcome.skipped { FileHandleOutput.standardError.write("skipped \(note)\n") }
        if outcome.accepted.isEmpty && outcome.unchanged.isEmpty {
            FileHandleOutput.standardOutput.write("nothing to accept in \(reportDirectory)"
                + (filter.map { " matching '\($0)'" } ?? "") + "\n")
        }
    }

    /// Prints why the suite cannot run (a layout's diagnostics with their excerpts) and gives exit status 2.
    private static func stop(_ error: GoldenSuiteError) -> ExitCode {
        if case .unreadableLayouts(let diagnostics, _) = error { return ExitStatus.badInput(diagnostics) }
        return ExitStatus.badInput("\(error)")
    }
}

/// "[37/120] …" on one terminal line; silent when standard error is not a terminal.
final class ProgressLine: Sendable {
    private let enabled: Bool
    private let last = Mutex(0)

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        last.withLock { last in
            guard done > last else { return }
            last = done
            FileHandleOutput.standardError.write("\r\u{1B}[K[\(done)/\(total)] rendering and comparing")
        }
    }

    func finish() {
        if enabled && last.withLock({ $0 }) > 0 { FileHandleOutput.standardError.write("\r\u{1B}[K") }
    }
}
