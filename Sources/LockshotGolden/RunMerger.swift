import FoundationEssentials

/// Joins the run records of shards into one (`lockshot report merge`).
package enum RunMerger {
    /// Merges records read from `inputs` (paths of `run.json` files) into a record whose
    /// artifact paths are relative to `outputDirectory`. Cases sort by index, so the merge of
    /// all shards lists cases exactly as one unsharded run would.
    /// - Throws: `RunRecordError` for unreadable inputs or when two inputs hold the same case
    ///   with different verdicts; `RunMergeError` when a shard is missing.
    package static func merge(inputs: [String], outputDirectory: String) throws -> RunRecord {
        var byIndex: [Int: (CaseRecord, String)] = [:]
        var records: [RunRecord] = []
        for path in inputs {
            let record = try RunRecord.load(path: path)
            records.append(record)
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let shardFolder = ConfinedFolder(directory)
            for var c in record.cases {
                // A shard's record is CI output, in a pull request the author's: its artifacts must lie in its folder.
                try confineCase(c, in: shardFolder, record: path)
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
        try checkOneRun(records, paths: inputs)
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

    /// Refuses a case whose id or artifacts would reach outside the report folders: its id names the
    /// folder its images are copied to (`cases/<id>/`), its artifacts are read from the shard's folder.
    static func confineCase(_ c: CaseRecord, in shard: ConfinedFolder, record: String) throws {
        do {
            _ = try ConfinedFolder("/").resolve("cases/\(c.id)/image.png")
        } catch {
            throw RunRecordError(path: record, message: "case id \(error): a case id names the folder its images go to")
        }
        for (field, value) in [("expected", c.expected), ("actual", c.actual), ("diff", c.diff)] {
            guard let value else { continue }
            do { _ = try shard.resolve(value) } catch {
                throw RunRecordError(path: record, message: "case \(Escaping.terminal(c.id)): \"\(field)\" \(error): "
                    + "a run record's images lie in its own folder")
            }
        }
    }

    /// The shards of one run: each shard once, all with the same record mode, golden folder, filter
    /// and determinism check (a merge of different runs would report a run nobody made).
    static func checkOneRun(_ records: [RunRecord], paths: [String]) throws {
        var seen: [Shard: String] = [:]
        for (record, path) in zip(records, paths) {
            if let shard = record.settings.shard {
                if let other = seen[shard] {
                    throw RunRecordError(path: path, message: "shard \(shard) is also \(other); give each shard's record once")
                }
                seen[shard] = path
            }
            let first = records[0].settings
            let these = record.settings
            if these.record != first.record || these.goldenDirectory != first.goldenDirectory
                || these.filter != first.filter || these.checkDeterminism != first.checkDeterminism {
                throw RunRecordError(path: path, message: "this run used other settings than \(paths[0]) "
                    + "(record mode, golden folder, filter or --check-determinism); merge the shards of one run")
            }
        }
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
package enum GoldenAcceptor {
    /// What `accept` did.
    package struct Outcome: Sendable, Hashable {
        /// Case ids whose golden was written.
        package var accepted: [String]
        /// Case ids whose golden already held these bytes.
        package var unchanged: [String]
        /// Failing cases left alone, with the reason (flaky, render error, no image).
        package var skipped: [String]
    }

    /// Copies the `actual` image of every failed or missing case (matching `filter`) from the
    /// run record in `reportDirectory` over its golden, atomically, and updates the manifest
    /// with the environment the run recorded.
    /// - Throws: `RunRecordError` when there is no readable run record; `FileWriteError`.
    /// A record may come from elsewhere (a downloaded CI report): every golden it names must lie in
    /// `goldenDirectory` (this project's, not the record's) and every image in `reportDirectory`,
    /// or nothing is written.
    package static func accept(reportDirectory: String, goldenDirectory: String, filter: CaseFilter?) throws -> Outcome {
        let recordPath = reportDirectory + "/" + RunRecord.fileName
        let record = try RunRecord.load(path: recordPath)
        let goldens = ConfinedFolder(goldenDirectory), report = ConfinedFolder(reportDirectory)
        var targets: [String: (golden: String, actual: String?)] = [:]
        for c in record.cases where c.status.isFailure && (filter?.matches(c.id) ?? true) {
            let name = Escaping.terminal(c.id)
            let golden: String
            do {
                golden = try goldens.contain(c.golden)
                guard golden.hasSuffix(".png") else { throw PathEscape(path: c.golden, reason: "a golden is a .png file") }
            } catch {
                throw RunRecordError(path: recordPath, message: "case \(name): \"golden\" \(error); nothing was accepted")
            }
            do {
                targets[c.id] = (golden, try c.actual.map(report.resolve))
            } catch {
                throw RunRecordError(path: recordPath, message: "case \(name): \"actual\" \(error); nothing was accepted")
            }
        }
        var outcome = Outcome(accepted: [], unchanged: [], skipped: [])
        var goldenDirectories = Set<String>()
        for c in record.cases where c.status.isFailure && (filter?.matches(c.id) ?? true) {
            guard c.status == .failed || c.status == .missing else {
                outcome.skipped.append("\(c.id) (\(c.status.rawValue): nothing to accept)")
                continue
            }
            guard let target = targets[c.id], let actual = target.actual, let bytes = AtomicFile.read(actual) else {
                outcome.skipped.append("\(Escaping.terminal(c.id)) (its new image is gone from \(reportDirectory))")
                continue
            }
            if try AtomicFile.writeIfChanged(bytes, to: target.golden) {
                outcome.accepted.append(c.id)
            } else {
                outcome.unchanged.append(c.id)
            }
            goldenDirectories.insert(goldenDirectory)
        }
        if let environment = record.environment {
            for directory in goldenDirectories.sorted() where !outcome.accepted.isEmpty {
                try GoldenManifest(environment: environment).write(goldenDirectory: directory)
            }
        }
        return outcome
    }
}
