import Foundation
import LockshotGolden
import LockshotRender
import Testing

@Suite("golden runner")
struct GoldenRunnerTests {
    enum GoldenState: String, CaseIterable, Sendable { case absent, same, different }

    /// What each record mode does with an absent, identical or different golden:
    /// (status, whether the golden ends up holding the new image).
    static let matrix: [(RecordMode, GoldenState, CaseStatus, Bool)] = [
        (.missing, .absent, .recorded, true), (.missing, .same, .passed, true), (.missing, .different, .failed, false),
        (.failed, .absent, .recorded, true), (.failed, .same, .passed, true), (.failed, .different, .recorded, true),
        (.all, .absent, .recorded, true), (.all, .same, .passed, true), (.all, .different, .recorded, true),
        (.never, .absent, .missing, false), (.never, .same, .passed, true), (.never, .different, .failed, false),
    ]

    @Test("record modes × golden absent / same / different", arguments: matrix)
    func recordModeMatrix(mode: RecordMode, state: GoldenState, status: CaseStatus, goldenIsNew: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let c = Fixtures.cases[0]
        let goldenPath = directory.file("golden/" + c.goldenRelativePath)
        let new = try FakeRenderer(version: 1).render(c)
        switch state {
        case .absent: break
        case .same: try AtomicFile.write(new, to: goldenPath)
        case .different: try AtomicFile.write(try FakeRenderer(version: 2).render(c), to: goldenPath)
        }
        let record = Fixtures.runner(in: directory, record: mode, filter: c.id,
                                     renderer: { FakeRenderer(version: 1) }).run(Fixtures.cases)
        #expect(record.cases.count == 1)
        #expect(record.cases.first?.status == status)
        #expect((AtomicFile.read(goldenPath) == new) == goldenIsNew)
        if status.isFailure {
            #expect(record.cases.first?.message?.hasPrefix(c.id + ": ") == true, "every message names its case")
            #expect(record.cases.first?.actual != nil, "the new image is kept for --accept")
        }
        if status == .failed { #expect(record.cases.first?.diff != nil) }
    }

    @Test("a corrupt golden fails as unreadable under 'missing' and is replaced under 'failed'",
          arguments: [(RecordMode.missing, CaseStatus.failed), (.never, .failed), (.failed, .recorded), (.all, .recorded)])
    func corruptGolden(mode: RecordMode, status: CaseStatus) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let c = Fixtures.cases[0]
        let goldenPath = directory.file("golden/" + c.goldenRelativePath)
        try AtomicFile.write(Array("RAW1 truncated".utf8), to: goldenPath)
        let record = Fixtures.runner(in: directory, record: mode, filter: c.id).run(Fixtures.cases)
        #expect(record.cases.first?.status == status)
        if status == .failed {
            #expect(record.cases.first?.failureKind == "unreadable-golden")
            #expect(record.cases.first?.message?.contains("golden \(goldenPath) cannot be read") == true)
        } else {
            #expect(AtomicFile.read(goldenPath) == (try FakeRenderer().render(c)))
        }
    }

    @Test("re-recording the same pixels never rewrites the golden (inode and mtime unchanged)",
          arguments: [RecordMode.all, .failed, .missing])
    func noRewriteOfSamePixels(mode: RecordMode) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let c = Fixtures.cases[0]
        let goldenPath = directory.file("golden/" + c.goldenRelativePath)
        // Same pixels, different bytes: the golden file has a trailing byte the codec ignores.
        try AtomicFile.write(try FakeRenderer().render(c) + [0], to: goldenPath)
        let before = try fileIdentity(goldenPath)
        Thread.sleep(forTimeInterval: 0.01)
        let record = Fixtures.runner(in: directory, record: mode, filter: c.id).run(Fixtures.cases)
        #expect(record.cases.first?.status == .passed)
        #expect(try fileIdentity(goldenPath) == before)
    }

    @Test("'all' rewrites a change within the tolerance; 'failed' keeps it")
    func allVersusFailedWithinTolerance() throws {
        for (mode, rewritten) in [(RecordMode.all, true), (.failed, false)] {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let c = Fixtures.cases[0]
            let goldenPath = directory.file("golden/" + c.goldenRelativePath)
            try AtomicFile.write(try FakeRenderer().render(c), to: goldenPath)
            let record = Fixtures.runner(in: directory, record: mode, filter: c.id, tolerance: Tolerance(maxDiffPixels: 5),
                                         renderer: { FakeRenderer(version: 1) }).run(Fixtures.cases)
            #expect(record.cases.first?.status == (rewritten ? .recorded : .passed))
            #expect((AtomicFile.read(goldenPath) == (try FakeRenderer(version: 1).render(c))) == rewritten)
        }
    }

    @Test("--jobs 1 and --jobs 4 give identical run records")
    func jobsDoNotChangeResults() throws {
        var records: [RunRecord] = []
        for jobs in [1, 4] {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            _ = Fixtures.runner(in: directory).run(Fixtures.cases)  // record goldens
            let changing: Set<String> = [Fixtures.cases[1].id, Fixtures.cases[4].id]
            var record = Fixtures.runner(in: directory, jobs: jobs, reportDirectory: directory.file("report"),
                                         renderer: { FakeRenderer(version: 3, changing: changing) }).run(Fixtures.cases)
            record = record.withoutTimings
            record.settings.goldenDirectory = ""
            record.cases = record.cases.map { var c = $0; c.golden = String(c.golden.dropFirst(directory.path.count)); return c }
            records.append(record)
        }
        #expect(records[0] == records[1])
        #expect(records[0].cases.map(\.index) == Array(0..<Fixtures.cases.count))
        #expect(records[0].summary.failed == 2)
    }

    @Test("shards split deterministically, cover every case once, and merge into the unsharded record")
    func shardsMerge() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let all = Fixtures.cases
        let shards = (1...3).compactMap { Shard(index: $0, count: 3) }
        let slices = shards.map { shard in all.filter(shard.contains).map(\.index) }
        #expect(slices.flatMap { $0 }.sorted() == all.map(\.index))
        #expect(slices == shards.map { shard in all.filter(shard.contains).map(\.index) })

        _ = Fixtures.runner(in: directory, reportDirectory: directory.file("seed")).run(all)
        let changing: Set<String> = [all[2].id]
        let renderer: @Sendable () -> any CaseRenderer = { FakeRenderer(version: 1, changing: changing) }
        var inputs: [String] = []
        for shard in shards {
            let report = directory.file("shard-\(shard.index)")
            let record = Fixtures.runner(in: directory, shard: shard, reportDirectory: report, renderer: renderer).run(all)
            try ReportWriter.write(record, to: report)
            inputs.append(report + "/" + RunRecord.fileName)
        }
        let full = Fixtures.runner(in: directory, reportDirectory: directory.file("full"), renderer: renderer).run(all)
        let merged = try RunMerger.merge(inputs: inputs, outputDirectory: directory.file("merged"))
        #expect(merged.withoutTimings.cases.map(\.id) == full.withoutTimings.cases.map(\.id))
        #expect(merged.cases.map(\.status) == full.cases.map(\.status))
        #expect(merged.summary == full.summary)
        #expect(merged.cases.first { $0.status == .failed }?.actual == "../shard-3/cases/\(all[2].id)/actual.png")
        #expect(merged.settings.full)
    }

    @Test("--check-determinism reports a case that renders differently twice as flaky and leaves its golden alone")
    func flaky() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let c = Fixtures.cases[0]
        let record = Fixtures.runner(in: directory, filter: c.id, checkDeterminism: true,
                                     renderer: { UnstableRenderer() }).run(Fixtures.cases)
        #expect(record.cases.first?.status == .flaky)
        #expect(record.cases.first?.message?.contains("renders differently twice") == true)
        #expect(AtomicFile.read(directory.file("golden/" + c.goldenRelativePath)) == nil)
    }

    @Test("a case that cannot render is an error naming the case; the others still run")
    func renderError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bad = Fixtures.cases[3].id
        let record = Fixtures.runner(in: directory, renderer: { FakeRenderer(failing: [bad]) }).run(Fixtures.cases)
        #expect(record.summary.errors == 1)
        #expect(record.summary.recorded == Fixtures.cases.count - 1)
        #expect(record.cases[3].message == "\(bad): cannot render: boom in \(bad)")
    }

    @Test("a failure says first when the environment differs from the manifest")
    func environmentChange() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let c = Fixtures.cases[0]
        _ = Fixtures.runner(in: directory, filter: c.id).run(Fixtures.cases)  // records golden + manifest
        #expect(GoldenManifest.load(goldenDirectory: directory.file("golden"))?.environment == Fixtures.environment)
        var changed = Fixtures.environment
        changed.fonts["emoji"] = "fnv1a64:00000000000000bb"
        let record = Fixtures.runner(in: directory, filter: c.id, environment: changed,
                                     renderer: { FakeRenderer(version: 1) }).run(Fixtures.cases)
        let message = try #require(record.cases.first?.message)
        #expect(message.hasPrefix("\(c.id): environment differs from the goldens' manifest (emoji font changed: "
                                  + "fnv1a64:00000000000000aa → fnv1a64:00000000000000bb); pixels differ"))
        #expect(record.environmentNotes.count == 1)
    }

    @Test("--accept promotes the last run's actual images without rendering, once")
    func accept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let changed: Set<String> = [Fixtures.cases[0].id, Fixtures.cases[5].id]
        let record = Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 1, changing: changed) }).run(Fixtures.cases)
        try ReportWriter.write(record, to: directory.file("report"))
        #expect(record.summary.failed == 2)

        let onlyFirst = try GoldenAcceptor.accept(reportDirectory: directory.file("report"), goldenDirectory: directory.file("golden"), filter: CaseFilter(Fixtures.cases[0].id))
        #expect(onlyFirst.accepted == [Fixtures.cases[0].id])
        let rest = try GoldenAcceptor.accept(reportDirectory: directory.file("report"), goldenDirectory: directory.file("golden"), filter: nil)
        #expect(rest.accepted == [Fixtures.cases[5].id])
        #expect(rest.unchanged == [Fixtures.cases[0].id])
        for index in [0, 5] {
            let golden = directory.file("golden/" + Fixtures.cases[index].goldenRelativePath)
            #expect(AtomicFile.read(golden) == (try FakeRenderer(version: 1).render(Fixtures.cases[index])))
        }
        let rerun = Fixtures.runner(in: directory, record: .never, renderer: { FakeRenderer(version: 1, changing: changed) })
            .run(Fixtures.cases)
        #expect(rerun.summary.passed == Fixtures.cases.count)
    }

    @Test("orphaned goldens are reported after a full run only, and --prune deletes them")
    func orphans() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let orphan = directory.file("golden/gone/old-preview/lockScreen.iphone-15-pro@3x.png")
        try AtomicFile.write([1, 2, 3], to: orphan)

        #expect(Fixtures.runner(in: directory, filter: "alpha").run(Fixtures.cases).orphans.isEmpty)
        #expect(Fixtures.runner(in: directory, shard: Shard(index: 1, count: 2)).run(Fixtures.cases).orphans.isEmpty)
        let full = Fixtures.runner(in: directory).run(Fixtures.cases)
        #expect(full.orphans == [orphan])
        #expect(FileManager.default.fileExists(atPath: orphan))
        let pruned = Fixtures.runner(in: directory, prune: true).run(Fixtures.cases)
        #expect(pruned.pruned == [orphan])
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(!FileManager.default.fileExists(atPath: directory.file("golden/gone")), "emptied directories go too")
        #expect(FileManager.default.fileExists(atPath: directory.file("golden/alpha")))
    }

    @Test("goldens are written atomically: no temporary file is left, and a rewrite replaces the file")
    func atomicWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.file("a/b/c.png")
        try AtomicFile.write([1, 2, 3], to: path)
        let first = try fileIdentity(path)[0]
        try AtomicFile.write([4, 5], to: path)
        #expect(AtomicFile.read(path) == [4, 5])
        #expect(try fileIdentity(path)[0] != first, "a new inode: renamed into place, not rewritten in place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("a/b")) == ["c.png"])
        #expect(try AtomicFile.writeIfChanged([4, 5], to: path) == false)
    }
}
