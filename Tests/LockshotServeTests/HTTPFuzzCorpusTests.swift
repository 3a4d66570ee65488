import Foundation
@testable import LockshotServe
import Testing

/// The request heads `scripts/fuzz http` kept from its hour (Tests/Fuzz/corpus/http), replayed through the
/// server's head reader: the same requests however the bytes are split into reads, and no trap (issue 28).
@Suite("http fuzz corpus")
struct HTTPFuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/corpus/http").standardized.path

    @Test("every kept input replays without a trap")
    func replay() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(names.count >= 20, "the kept corpus is gone")
        for name in names {
            HTTPHeadReader.exercise(Array(try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))))
        }
    }
}
