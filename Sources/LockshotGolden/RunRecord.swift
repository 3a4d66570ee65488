import FoundationEssentials

/// The verdict of one case.
public enum CaseStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Matches its golden within the tolerance.
    case passed
    /// A golden was written (new, or rewritten by `--record failed|all`).
    case recorded
    /// Differs from its golden.
    case failed
    /// No golden and the record mode is `never`.
    case missing
    /// Rendered differently twice (`--check-determinism`); not compared.
    case flaky
    /// Could not be rendered.
    case error

    /// Whether this status fails the run (exit status 1).
    public var isFailure: Bool {
        switch self {
        case .passed, .recorded: false
        case .failed, .missing, .flaky, .error: true
        }
    }
}

/// One case in a run record.
public struct CaseRecord: Sendable, Hashable, Codable {
    public var id: String
    /// The case's position in the full case list (records sort by it).
    public var index: Int
    public var layout: String
    public var layoutPath: String
    public var preview: String
    public var presentation: String
    public var device: String
    public var scale: Int
    public var status: CaseStatus
    /// Why it failed, was recorded or is flaky; names the case. nil when it passed.
    public var message: String?
    /// `GoldenFailure.kind` when the comparison failed.
    public var failureKind: String?
    /// The golden's path (relative to the working directory, as configured).
    public var golden: String
    /// Artifacts, relative to the directory holding the run record.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// The pixel comparison's numbers, when pixels were compared.
    public var metrics: DifferenceMetrics?
    /// Wall time of render + compare, in milliseconds (varies between runs).
    public var milliseconds: Double

    /// A record of `c` with no artifacts, metrics or timing yet.
    public init(case c: GoldenCase, golden: String, status: CaseStatus, message: String? = nil) {
        id = c.id
        index = c.index
        layout = c.layout
        layoutPath = c.layoutPath
        preview = c.preview
        presentation = c.presentation
        device = c.device
        scale = c.scale
        self.status = status
        self.message = message
        self.golden = golden
        milliseconds = 0
    }
}

/// Counts per status.
public struct RunSummary: Sendable, Hashable, Codable {
    public var total = 0
    public var passed = 0
    public var recorded = 0
    public var failed = 0
    public var missing = 0
    public var flaky = 0
    public var errors = 0

    /// Counts the statuses of `cases`.
    public init(cases: [CaseRecord]) {
        total = cases.count
        for c in cases {
            switch c.status {
            case .passed: passed += 1
            case .recorded: recorded += 1
            case .failed: failed += 1
            case .missing: missing += 1
            case .flaky: flaky += 1
            case .error: errors += 1
            }
        }
    }

    /// Failing cases of any kind.
    public var failures: Int { failed + missing + flaky + errors }

    /// "12 cases: 10 passed, 1 recorded, 1 failed".
    public var line: String {
        var parts = ["\(passed) passed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if failed > 0 { parts.append("\(failed) failed") }
        if missing > 0 { parts.append("\(missing) missing") }
        if flaky > 0 { parts.append("\(flaky) flaky") }
        if errors > 0 { parts.append("\(errors) errors") }
        return "\(total) \(total == 1 ? "case" : "cases"): " + parts.joined(separator: ", ")
    }
}

/// How a run was invoked, kept in its record.
public struct RunSettings: Sendable, Hashable, Codable {
    public var record: RecordMode
    public var goldenDirectory: String
    public var filter: String?
    public var shard: Shard?
    public var checkDeterminism: Bool
    /// Unsharded and unfiltered: only then are orphaned goldens reported.
    public var full: Bool
}

/// One run of `lockshot test`: every case with its verdict, artifacts and numbers (SPEC §8).
/// HTML, JUnit and Markdown reports are all rendered from it.
public struct RunRecord: Sendable, Hashable, Codable {
    /// Format version of this file.
    public var format = 1
    public var lockshotVersion: String
    public var settings: RunSettings
    /// The environment, when the run needed it (a failure or a recorded golden).
    public var environment: GoldenEnvironment?
    /// Environment differences from the golden manifest, when any were found.
    public var environmentNotes: [String]
    public var summary: RunSummary
    /// Cases in index order.
    public var cases: [CaseRecord]
    /// Goldens no case produced (full runs only), relative to the working directory.
    public var orphans: [String]
    /// Orphans deleted by `--prune`.
    public var pruned: [String]
    /// Wall time of the whole run in seconds (varies between runs).
    public var seconds: Double

    /// A record; cases are sorted by index and the summary computed.
    public init(lockshotVersion: String, settings: RunSettings, environment: GoldenEnvironment?,
                environmentNotes: [String], cases: [CaseRecord], orphans: [String], pruned: [String], seconds: Double) {
        self.lockshotVersion = lockshotVersion
        self.settings = settings
        self.environment = environment
        self.environmentNotes = environmentNotes
        self.cases = cases.sorted { $0.index < $1.index }
        self.summary = RunSummary(cases: self.cases)
        self.orphans = orphans
        self.pruned = pruned
        self.seconds = seconds
    }

    /// The file name of a run record inside its report directory.
    public static let fileName = "run.json"

    /// Reads a run record.
    /// - Throws: `RunRecordError` when missing or malformed.
    public static func load(path: String) throws -> RunRecord {
        guard let bytes = AtomicFile.read(path) else {
            throw RunRecordError(path: path, message: "no run record here; run 'lockshot test' first")
        }
        do { return try JSONDecoder().decode(RunRecord.self, from: Data(bytes)) } catch {
            throw RunRecordError(path: path, message: "not a lockshot run record (\(error))")
        }
    }

    /// Deterministic JSON bytes.
    public func encoded() throws -> [UInt8] { try JSONOutput.encode(self) }

    /// Whether any case fails the run.
    public var hasFailures: Bool { summary.failures > 0 }
}

/// A run record could not be read.
public struct RunRecordError: Error, Sendable, CustomStringConvertible {
    /// The run record that could not be read.
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}
