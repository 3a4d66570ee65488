import Dispatch
import FoundationEssentials
import Synchronization

/// Runs golden cases in parallel and produces the run record (SPEC §8).
///
/// Results never depend on `jobs`: each case is judged alone and the record lists cases in
/// index order. Each worker thread makes its own renderer (a `Pipeline` is not thread-safe).
package struct GoldenRunner: Sendable {
    /// Tolerance and masks (from `lockshot.json`).
    package var configuration: GoldenConfiguration
    /// The run's flags.
    package var options: GoldenRunOptions
    /// Reads goldens and writes diff images.
    package var codec: ImageCodec
    /// The current environment; called at most once, and only when a failure or a recording needs it.
    package var environment: @Sendable () -> GoldenEnvironment
    /// Makes one renderer per worker thread.
    package var makeRenderer: @Sendable () -> any CaseRenderer
    /// Written into the run record.
    package var lockshotVersion: String

    /// A runner; nothing happens until `run(_:progress:)`.
    package init(configuration: GoldenConfiguration, options: GoldenRunOptions, codec: ImageCodec,
                lockshotVersion: String, environment: @escaping @Sendable () -> GoldenEnvironment,
                makeRenderer: @escaping @Sendable () -> any CaseRenderer) {
        self.configuration = configuration
        self.options = options
        self.codec = codec
        self.lockshotVersion = lockshotVersion
        self.environment = environment
        self.makeRenderer = makeRenderer
    }

    /// Runs the cases of `allCases` this run includes (filter, shard), writes goldens as the
    /// record mode says, the manifest when goldens were written, artifacts and the run record.
    ///
    /// - Parameters:
    ///   - allCases: the full, planned case list (indices are positions in it).
    ///   - progress: called after each case with (done, total), from worker threads.
    /// - Returns: the run record (also written to `<report>/run.json` with the reports).
    package func run(_ allCases: [GoldenCase], progress: (@Sendable (Int, Int) -> Void)? = nil) -> RunRecord {
        let start = DispatchTime.now().uptimeNanoseconds
        ArtifactCleaner.removeArtifacts(ofPreviousRunIn: options.reportDirectory)
        // A golden rewrite killed mid-way left a hidden temporary: full runs walk the folder anyway.
        if options.isFullRun { ArtifactCleaner.removeStaleTemporaries(in: options.goldenDirectory) }
        let selected = allCases.filter(options.includes)
        let executor = CaseExecutor(configuration: configuration, options: options, codec: codec)
        var records = execute(selected, executor: executor, progress: progress)

        let manifest = GoldenManifest.load(goldenDirectory: options.goldenDirectory)
        // A deleted manifest is written again from the passing goldens' environment.
        let manifestMissing = manifest == nil && records.contains { $0.status == .passed }
        let needsEnvironment = manifestMissing || records.contains { $0.status.isFailure || $0.status == .recorded }
        let current = needsEnvironment ? environment() : nil
        var notes: [String] = []
        if let current, let recorded = manifest?.environment, records.contains(where: { $0.status == .failed }) {
            notes = current.differences(from: recorded)
            if !notes.isEmpty {
                let prefix = "environment differs from the goldens' manifest (" + notes.joined(separator: "; ") + "); "
                for i in records.indices where records[i].status == .failed {
                    records[i].message = records[i].message.map { message in
                        let id = records[i].id + ": "
                        return message.hasPrefix(id) ? id + prefix + message.dropFirst(id.count) : prefix + message
                    }
                }
            }
        }
        if let current, manifestMissing || records.contains(where: { $0.status == .recorded }) {
            _ = try? GoldenManifest(environment: current).write(goldenDirectory: options.goldenDirectory)
        }
        var orphans: [String] = [], pruned: [String] = []
        if options.isFullRun {
            orphans = OrphanFinder.orphans(goldenDirectory: options.goldenDirectory,
                                           produced: Set(allCases.map(executor.goldenPath)))
            if options.prune {
                pruned = orphans.filter { (try? FileManager.default.removeItem(atPath: $0)) != nil }
                OrphanFinder.removeEmptyDirectories(above: pruned, goldenDirectory: options.goldenDirectory)
            }
        }
        let settings = RunSettings(record: options.record, goldenDirectory: options.goldenDirectory,
                                   filter: options.filter?.pattern, shard: options.shard,
                                   checkDeterminism: options.checkDeterminism, full: options.isFullRun)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return RunRecord(lockshotVersion: lockshotVersion, settings: settings, environment: current,
                         environmentNotes: notes, cases: records, orphans: orphans, pruned: pruned, seconds: seconds)
    }

    /// Runs the cases on `options.jobs` threads, each pulling the next run of cases from a shared queue.
    private func execute(_ cases: [GoldenCase], executor: CaseExecutor,
                         progress: (@Sendable (Int, Int) -> Void)?) -> [CaseRecord] {
        let queue = WorkQueue(count: cases.count, runs: Self.runs(of: cases))
        let workers = min(options.jobs, max(queue.runCount, 1))
        let makeRenderer = self.makeRenderer
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer = makeRenderer()
            while let run = queue.next() {
                for index in run {
                    let record = executor.run(cases[index], renderer: renderer)
                    let done = queue.finish(index, record)
                    progress?(done, cases.count)
                }
            }
        }
        return queue.results()
    }

    /// The cases cut into runs of neighbours that differ only in scale (the planner puts scales
    /// last). One worker takes a whole run, so its renderer binds and lays out the picture once
    /// for all its scales (`Pipeline` reuses its last layout); a run is a few milliseconds, so the
    /// workers still finish together.
    static func runs(of cases: [GoldenCase]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in cases.indices.dropFirst() {
            let (a, b) = (cases[index - 1], cases[index])
            if a.layoutPath != b.layoutPath || a.preview != b.preview || a.presentation != b.presentation
                || a.device != b.device {
                runs.append(start..<index)
                start = index
            }
        }
        if !cases.isEmpty { runs.append(start..<cases.count) }
        return runs
    }
}

/// The shared state of a parallel run: the next case to take and the results so far.
private final class WorkQueue: Sendable {
    private struct State {
        var nextRun = 0
        var done = 0
        var slots: [CaseRecord?]
    }
    private let state: Mutex<State>
    private let runs: [Range<Int>]

    init(count: Int, runs: [Range<Int>]) {
        state = Mutex(State(slots: Array(repeating: nil, count: count)))
        self.runs = runs
    }

    var runCount: Int { runs.count }

    func next() -> Range<Int>? {
        state.withLock { state in
            guard state.nextRun < runs.count else { return nil }
            state.nextRun += 1
            return runs[state.nextRun - 1]
        }
    }

    /// Stores a result; returns how many are done.
    func finish(_ index: Int, _ record: CaseRecord) -> Int {
        state.withLock { state in
            state.slots[index] = record
            state.done += 1
            return state.done
        }
    }

    func results() -> [CaseRecord] {
        state.withLock { state in state.slots.compactMap { $0 } }
    }
}
