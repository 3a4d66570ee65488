import FoundationEssentials

/// Joins the run records of shards into one (`lockshot report merge`).
public enum RunMerger {
    /// Merges records read from `inputs` (paths of `run.json` files) into a record whose
    /// artifact paths are relative to `outputDirectory`. Cases sort by index, so the merge of
    /// all shards lists cases exactly as one unsharded run would.
    /// - Throws: `RunRecordError` for unreadable inputs or when two inputs hold the same case
    ///   with different verdicts; `RunMergeError` when a shard is missing.
    public static func merge(inputs: [String], outputDirectory: String) throws -> RunRecord {
        var byIndex: [Int: (CaseRecord, String)] = [:]
        var records: [RunRecord] = []
        for path in inputs {
            let record = try RunRecord.load(path: path)
            records.append(record)
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            for var c in record.cases {
                c.expected = c.expected.map { rebase($0, from: directory, to: outputDirectory) }
                c.actual = c.actual.map { rebase($0, from: directory, to: outputDirectory) }
                c.diff = c.diff.map { rebase($0, from: directory, to: outputDirectory) }
                if let (existing, other) = byIndex[c.index], existing.status != c.status || existing.id != c.id {
                    throw RunRecordError(path: path, message: "case \(c.id) is also in \(other) with another result")
                }
                byIndex[c.index] = (c, path)
            }
        }
        guard let first = records.first else { throw RunRecordError(path: outputDirectory, message: "nothing to merge") }
        let missing = try missingShards(records)
        if !missing.isEmpty { throw RunMergeError.missingShards(missing) }
        let shards = Set(records.compactMap(\.settings.shard))
        let coversAll = records.allSatisfy { $0.settings.filter == nil } && shards.count == records.count
            && shards.allSatisfy { $0.count == records.count }
        var settings = first.settings
        settings.shard = nil
        settings.full = coversAll || records.allSatisfy(\.settings.full)
        var notes: [String] = []
        for note in records.flatMap(\.environmentNotes) where !notes.contains(note) { notes.append(note) }
        return RunRecord(lockshotVersion: first.lockshotVersion, settings: settings,
                         environment: records.compactMap(\.environment).first, environmentNotes: notes,
                         cases: byIndex.values.map(\.0),
                         orphans: Array(Set(records.flatMap(\.orphans))).sorted(),
                         pruned: Array(Set(records.flatMap(\.pruned))).sorted(),
                         seconds: records.map(\.seconds).max() ?? 0)
    }

    /// `relative` (relative to `from`) as a path relative to `to`.
    static func rebase(_ relative: String, from: String, to: String) -> String {
        let target = URL(fileURLWithPath: from).appendingPathComponent(relative).standardized.pathComponents
        let base = URL(fileURLWithPath: to).standardized.pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}

/// Promotes the last run's actual images to goldens (`lockshot test --accept`), without rendering.
public enum GoldenAcceptor {
    /// What `accept` did.
    public struct Outcome: Sendable, Hashable {
        /// Case ids whose golden was written.
        public var accepted: [String]
        /// Case ids whose golden already held these bytes.
        public var unchanged: [String]
        /// Failing cases left alone, with the reason (flaky, render error, no image).
        public var skipped: [String]
    }

    /// Copies the `actual` image of every failed or missing case (matching `filter`) from the
    /// run record in `reportDirectory` over its golden, atomically, and updates the manifest
    /// with the environment the run recorded.
    /// - Throws: `RunRecordError` when there is no readable run record; `FileWriteError`.
    public static func accept(reportDirectory: String, filter: CaseFilter?) throws -> Outcome {
        let record = try RunRecord.load(path: reportDirectory + "/" + RunRecord.fileName)
        var outcome = Outcome(accepted: [], unchanged: [], skipped: [])
        var goldenDirectories = Set<String>()
        for c in record.cases where c.status.isFailure && (filter?.matches(c.id) ?? true) {
            guard c.status == .failed || c.status == .missing else {
                outcome.skipped.append("\(c.id) (\(c.status.rawValue): nothing to accept)")
                continue
            }
            guard let actual = c.actual, let bytes = AtomicFile.read(reportDirectory + "/" + actual) else {
                outcome.skipped.append("\(c.id) (its new image is gone from \(reportDirectory))")
                continue
            }
            if try AtomicFile.writeIfChanged(bytes, to: c.golden) {
                outcome.accepted.append(c.id)
            } else {
                outcome.unchanged.append(c.id)
            }
            goldenDirectories.insert(record.settings.goldenDirectory)
        }
        if let environment = record.environment {
            for directory in goldenDirectories.sorted() where !outcome.accepted.isEmpty {
                try GoldenManifest(environment: environment).write(goldenDirectory: directory)
            }
        }
        return outcome
    }
}
