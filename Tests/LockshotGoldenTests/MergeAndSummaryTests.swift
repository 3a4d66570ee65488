import Foundation
import LockshotGolden
import Testing

/// `report merge` that CI can trust, and a Markdown summary whose links work where it is read.
@Suite("shard merges and job summaries")
struct MergeAndSummaryTests {
    /// Shard reports of a run where case 2 fails; returns the run.json paths of `shards`.
    static func shardRecords(_ shards: [Shard], in directory: TemporaryDirectory) throws -> [String] {
        _ = Fixtures.runner(in: directory, reportDirectory: directory.file("seed")).run(Fixtures.cases)
        let changing: Set<String> = [Fixtures.cases[2].id]
        return try shards.map { shard in
            let report = directory.file("shards/\(shard.index)-of-\(shard.count)")
            let record = Fixtures.runner(in: directory, shard: shard, reportDirectory: report,
                                         renderer: { FakeRenderer(version: 1, changing: changing) }).run(Fixtures.cases)
            try ReportWriter.write(record, to: report)
            return report + "/" + RunRecord.fileName
        }
    }

    @Test("a merge without one of the shards names it and fails")
    func missingShard() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try Self.shardRecords([1, 3].compactMap { Shard(index: $0, count: 3) }, in: directory)
        #expect(throws: RunMergeError.missingShards([Shard(index: 2, count: 3)].compactMap { $0 })) {
            try RunMerger.merge(inputs: inputs, outputDirectory: directory.file("merged"))
        }
        let error = RunMergeError.missingShards([Shard(index: 2, count: 3)].compactMap { $0 })
        #expect(error.description.hasPrefix("shard 2/3 is missing"))
    }

    @Test("records cut into different shard counts do not merge")
    func mixedCounts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try Self.shardRecords([Shard(index: 1, count: 2), Shard(index: 2, count: 3)].compactMap { $0 }, in: directory)
        #expect(throws: RunMergeError.self) { try RunMerger.merge(inputs: inputs, outputDirectory: directory.file("merged")) }
    }

    @Test("a self-contained merge copies the images in, so the folder works without the shards")
    func selfContained() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try Self.shardRecords((1...3).compactMap { Shard(index: $0, count: 3) }, in: directory)
        let merged = try RunMerger.mergeSelfContained(inputs: inputs, outputDirectory: directory.file("merged"))
        let failed = try #require(merged.cases.first { $0.status == .failed })
        let id = Fixtures.cases[2].id
        #expect(failed.expected == "cases/\(id)/expected.png")
        #expect(failed.actual == "cases/\(id)/actual.png")
        #expect(failed.diff == "cases/\(id)/diff.png")
        try FileManager.default.removeItem(atPath: directory.file("shards"))
        for path in [failed.expected, failed.actual, failed.diff].compactMap({ $0 }) {
            #expect(FileManager.default.fileExists(atPath: directory.file("merged/" + path)))
        }
        #expect(merged.hasFailures)
    }

    @Test("the Markdown summary links images by link base: a folder URL, an artifact URL, nothing, or relative")
    func linkBase() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try Self.shardRecords([Shard(index: 1, count: 1)].compactMap { $0 }, in: directory)
        let record = try RunRecord.load(path: inputs[0])
        let diff = "cases/\(Fixtures.cases[2].id)/diff.png"
        #expect(MarkdownReport.render(record).contains("[diff](\(diff))"))
        let folder = MarkdownReport.render(record, linkBase: "https://example.com/run/7/")
        #expect(folder.contains("[diff](https://example.com/run/7/\(diff))"))
        let artifact = MarkdownReport.render(record, linkBase: "https://github.com/o/r/actions/runs/1/artifacts/2")
        #expect(artifact.contains("[download the report](https://github.com/o/r/actions/runs/1/artifacts/2)"))
        #expect(artifact.contains("diff: `\(diff)`") && !artifact.contains("](cases/"))
        #expect(artifact.contains("lockshot test --accept --from"))
        let plain = MarkdownReport.render(record, linkBase: "")
        #expect(plain.contains("diff: `\(diff)`") && !plain.contains("]("))
    }

    @Test("the job summary file is created when missing, then appended to")
    func stepSummary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.file("runner/_temp/step_summary")
        #expect(StepSummary.path(in: ["GITHUB_STEP_SUMMARY": path]) == path)
        #expect(StepSummary.path(in: ["GITHUB_STEP_SUMMARY": ""]) == nil)
        try StepSummary.append("one\n", to: path)
        try StepSummary.append("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
    }
}
