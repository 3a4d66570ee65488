import Foundation
@testable import LockshotGolden
import LockshotTestSupport
import Testing

/// The run records `scripts/fuzz record` found (Tests/Fuzz/corpus/record), replayed: confinement holds, no
/// shard count is walked, no report traps or carries a control character (issue 28).
@Suite("record fuzz corpus")
struct RecordFuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/corpus/record").standardized.path

    @Test("every kept input replays without a trap")
    func replay() throws {
        for input in try keptFuzzCorpus("record", minimum: 5) { RecordFuzzing.exercise(input.bytes) }
    }

    @Test("a record with absurd seconds and milliseconds renders its reports (it trapped in JUnit's number format)")
    func absurdNumbers() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/failed.json"))
        var record = try JSONDecoder().decode(RunRecord.self, from: bytes)
        record.seconds = 1e300
        record.cases[0].milliseconds = .infinity
        record.cases[1].milliseconds = -1e300
        let junit = JUnitReport.render(record)
        #expect(junit.contains("time=\"1000000000000000.000\""))
        #expect(!HTMLReport.render(record).isEmpty)
        #expect(DifferenceMetrics.decimal(.nan) == "0.00")
    }
}
