import Foundation
import LockshotKit
import LockshotTestSupport
import Testing

/// The layouts `scripts/fuzz pipeline` kept (Tests/Fuzz/corpus/pipeline), replayed through parse → check → bind →
/// layout → draw into memory: each is a located error or a picture of its presentation's size (issue 28).
@Suite("pipeline fuzz corpus")
struct PipelineFuzzCorpusTests {
    @Test("every kept input replays without a trap")
    func replay() throws {
        for input in try keptFuzzCorpus("pipeline", minimum: 20) { PipelineFuzzing.exercise(input.bytes) }
    }
}
