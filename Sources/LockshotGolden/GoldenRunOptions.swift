/// How `lockshot test` runs (its flags, resolved).
public struct GoldenRunOptions: Sendable, Hashable {
    /// When goldens are written.
    public var record: RecordMode
    /// Where goldens live (`golden` by default).
    public var goldenDirectory: String
    /// Where the run record, reports and artifacts go.
    public var reportDirectory: String
    /// `--filter`: only matching cases.
    public var filter: CaseFilter?
    /// `--shard I/N`: only this slice.
    public var shard: Shard?
    /// Worker threads (≥ 1).
    public var jobs: Int
    /// Render each case twice and report those that differ as flaky.
    public var checkDeterminism: Bool
    /// Delete orphaned goldens after a full run.
    public var prune: Bool

    /// Options; `jobs` below 1 counts as 1.
    public init(record: RecordMode = .missing, goldenDirectory: String = "golden",
                reportDirectory: String = GoldenRunOptions.defaultReportDirectory, filter: CaseFilter? = nil,
                shard: Shard? = nil, jobs: Int = 1, checkDeterminism: Bool = false, prune: Bool = false) {
        self.record = record
        self.goldenDirectory = goldenDirectory
        self.reportDirectory = reportDirectory
        self.filter = filter
        self.shard = shard
        self.jobs = max(jobs, 1)
        self.checkDeterminism = checkDeterminism
        self.prune = prune
    }

    /// `.lockshot/runs/last`: where the last run's record and artifacts go without `--report`.
    public static let defaultReportDirectory = ".lockshot/runs/last"

    /// Unsharded and unfiltered.
    public var isFullRun: Bool { filter == nil && shard == nil && !onlySomeLayouts }
    /// The run covers only some of the project's layouts (`lockshot test PATH…`): like a
    /// filter, no golden is an orphan and nothing is pruned.
    public var onlySomeLayouts = false

    /// Whether a case is part of this run.
    public func includes(_ c: GoldenCase) -> Bool {
        (shard?.contains(c) ?? true) && (filter?.matches(c.id) ?? true)
    }
}
