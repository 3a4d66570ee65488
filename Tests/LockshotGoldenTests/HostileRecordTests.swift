import Foundation
@testable import LockshotGolden
import Testing

/// Run records are CI output — in a pull request, the author's — and downloaded reports: every path
/// in them stays inside its folder, or nothing is read or written (issue 28, High 1 and 2).
@Suite("hostile run records")
struct HostileRecordTests {
    /// Rewrites the run record at `path` with `change` applied to its failed case.
    static func tamper(_ path: String, _ change: (inout CaseRecord) -> Void) throws {
        var record = try RunRecord.load(path: path)
        let index = try #require(record.cases.firstIndex { $0.status == .failed })
        change(&record.cases[index])
        try AtomicFile.write(try record.encoded(), to: path)
    }

    /// Every regular file below `root`, relative.
    static func files(below root: String) -> Set<String> {
        Set((FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        })
    }

    @Test("merge refuses a case id that climbs out of the report (it would write <any dir>/ssh/authorized_keys)")
    func mergeClimbingID() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try MergeAndSummaryTests.shardRecords([Shard(index: 1, count: 1)].compactMap { $0 }, in: directory)
        let victim = directory.file("victim")
        let climb = String(repeating: "../", count: 12) + String(victim.dropFirst()) + "/ssh"
        // The shard's own file, planted under the name the attacker wants written.
        try AtomicFile.write(Array("ssh-ed25519 AAAA attacker".utf8), to: directory.file("shards/1-of-1/evil/authorized_keys"))
        try Self.tamper(inputs[0]) { $0.id = climb; $0.actual = "evil/authorized_keys"; $0.expected = nil; $0.diff = nil }
        #expect(throws: RunRecordError.self) {
            try RunMerger.mergeSelfContained(inputs: inputs, outputDirectory: directory.file("merged"))
        }
        #expect(!FileManager.default.fileExists(atPath: victim + "/ssh/authorized_keys"))
        #expect(!FileManager.default.fileExists(atPath: victim))
    }

    @Test("merge refuses artifacts outside the shard's folder: '..', absolute, a symlink out", arguments: [
        "../../../../../../../../etc/passwd", "/etc/passwd", "cases/../../../etc/hostname", "link-out/passwd",
    ])
    func mergeClimbingArtifact(_ artifact: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try MergeAndSummaryTests.shardRecords([Shard(index: 1, count: 1)].compactMap { $0 }, in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.file("shards/1-of-1/link-out"), withDestinationPath: "/etc")
        try Self.tamper(inputs[0]) { $0.actual = artifact }
        let error = #expect(throws: RunRecordError.self) {
            try RunMerger.mergeSelfContained(inputs: inputs, outputDirectory: directory.file("merged"))
        }
        #expect(error?.message.contains("\"actual\"") == true, "names the field: \(String(describing: error))")
        #expect(Self.files(below: directory.file("merged")).isEmpty, "nothing copied into the report")
    }

    @Test("accept --from refuses a golden outside this project's golden folder and writes nothing")
    func acceptGoldenOutside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let record = Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 1, changing: [Fixtures.cases[0].id]) })
            .run(Fixtures.cases)
        try ReportWriter.write(record, to: directory.file("report"))
        let target = directory.file("elsewhere/authorized_keys")
        for golden in [target, directory.file("golden/../elsewhere/x.png"), "/tmp/lockshot-accept-escape.png"] {
            try Self.tamper(directory.file("report/run.json")) { $0.golden = golden }
            #expect(throws: RunRecordError.self) {
                try GoldenAcceptor.accept(reportDirectory: directory.file("report"), goldenDirectory: directory.file("golden"), filter: nil)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/lockshot-accept-escape.png"))
    }

    @Test("accept --from refuses an actual image that climbs to a system file")
    func acceptActualClimbing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let record = Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 1, changing: [Fixtures.cases[0].id]) })
            .run(Fixtures.cases)
        try ReportWriter.write(record, to: directory.file("report"))
        let golden = directory.file("golden/" + Fixtures.cases[0].goldenRelativePath)
        let before = AtomicFile.read(golden)
        try Self.tamper(directory.file("report/run.json")) { $0.actual = String(repeating: "../", count: 12) + "etc/passwd" }
        let error = #expect(throws: RunRecordError.self) {
            try GoldenAcceptor.accept(reportDirectory: directory.file("report"), goldenDirectory: directory.file("golden"), filter: nil)
        }
        #expect(error?.message.contains(Fixtures.cases[0].id) == true)
        #expect(AtomicFile.read(golden) == before)
    }

    @Test("duplicate shards and shards of different runs do not merge; a huge shard count is named, not enumerated")
    func mergeShape() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = try MergeAndSummaryTests.shardRecords((1...2).compactMap { Shard(index: $0, count: 2) }, in: directory)
        #expect(throws: RunRecordError.self) { try RunMerger.merge(inputs: [inputs[0], inputs[0], inputs[1]], outputDirectory: directory.file("m")) }

        var other = try RunRecord.load(path: inputs[1])
        other.settings.record = .all
        try AtomicFile.write(try other.encoded(), to: inputs[1])
        #expect(throws: RunRecordError.self) { try RunMerger.merge(inputs: inputs, outputDirectory: directory.file("m")) }

        var huge = try RunRecord.load(path: inputs[0])
        huge.settings.shard = Shard(index: 1, count: 1_000_000_000)
        try AtomicFile.write(try huge.encoded(), to: inputs[0])
        let missing = try RunMerger.missingShards([huge])
        #expect(missing.count == 20 && missing.first?.description == "2/1000000000")
    }

    @Test("ConfinedFolder: what stays inside and what is refused")
    func confinement() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let folder = ConfinedFolder(directory.file("report"))
        try FileManager.default.createDirectory(atPath: directory.file("report/cases"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.file("report/out"), withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: directory.file("report/in"), withDestinationPath: "cases")
        #expect(try folder.resolve("cases/a/actual.png") == directory.file("report/cases/a/actual.png"))
        #expect(try folder.resolve("in/x.png") == directory.file("report/in/x.png"), "a link that stays inside is fine")
        // Percent-encoding is not decoded in a record: `%2e%2e` is a folder of that name, inside.
        #expect(try folder.resolve("%2e%2e/x") == directory.file("report/%2e%2e/x"))
        // "." names the folder itself, not a file in it (a record with "actual": "." crashed the fuzzer).
        for bad in ["", "/etc/passwd", "../x", "cases/../../x", "cases//x", "a/\u{1B}[2J", "a\0b", "out/passwd", "out", ".", "cases/./x"] {
            #expect(throws: PathEscape.self, "\(bad.debugDescription)") { try folder.resolve(bad) }
        }
        #expect(try folder.contain(directory.file("report/cases/b.png")) == directory.file("report/cases/b.png"))
        #expect(throws: PathEscape.self) { try folder.contain(directory.file("reportx/b.png")) }
        #expect(throws: PathEscape.self) { try folder.contain(directory.file("report/../x.png")) }
        #expect(PathEscape(path: "a\u{1B}[31m", reason: "r").description == "'a\\u{1b}[31m' is refused: r")
    }
}

/// What a killed or careless run leaves behind (issue 28, Low 9).
@Suite("golden folder hygiene")
struct GoldenHygieneTests {
    @Test("a full run removes a stale temporary a killed rewrite left, and keeps a fresh one")
    func staleTemporaries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let stale = directory.file("golden/.x.png.123456789.tmp"), fresh = directory.file("golden/.y.png.987654321.tmp")
        #expect(FileManager.default.createFile(atPath: stale, contents: Data()))
        #expect(FileManager.default.createFile(atPath: fresh, contents: Data()))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stale)
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh), "another run may be writing it")
    }

    @Test("a deleted manifest is written again by the next run")
    func manifestRecreated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        try FileManager.default.removeItem(atPath: directory.file("golden/manifest.json"))
        let record = Fixtures.runner(in: directory).run(Fixtures.cases)
        #expect(record.summary.passed == Fixtures.cases.count)
        #expect(GoldenManifest.load(goldenDirectory: directory.file("golden"))?.environment == Fixtures.environment)
    }

    @Test("clearing the last run's images never follows a symlinked cases folder out of the report")
    func symlinkedCases() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let record = Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 1, changing: [Fixtures.cases[0].id]) })
            .run(Fixtures.cases)
        try ReportWriter.write(record, to: directory.file("report"))
        let failed = try #require(record.cases.first { $0.status == .failed }?.actual)
        // Move the report's cases elsewhere and link them back: the next run must not delete through the link.
        try FileManager.default.moveItem(atPath: directory.file("report/cases"), toPath: directory.file("outside"))
        try FileManager.default.createSymbolicLink(atPath: directory.file("report/cases"), withDestinationPath: directory.file("outside"))
        let outside = directory.file("outside/" + failed.dropFirst("cases/".count))
        #expect(FileManager.default.fileExists(atPath: outside))
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        #expect(FileManager.default.fileExists(atPath: outside))
    }
}
