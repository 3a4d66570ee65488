import Foundation
@testable import LockshotServe
import LockshotTestSupport
import Testing

/// The request heads `scripts/fuzz http` kept from its hour (Tests/Fuzz/corpus/http), replayed through the
/// server's head reader: the same requests however the bytes are split into reads, and no trap (issue 28).
@Suite("http fuzz corpus")
struct HTTPFuzzCorpusTests {
    @Test("every kept input replays without a trap")
    func replay() throws {
        for input in try keptFuzzCorpus("http", minimum: 20) { HTTPHeadReader.exercise(input.bytes) }
    }
}
