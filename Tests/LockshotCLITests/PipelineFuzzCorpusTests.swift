import Foundation
import LockshotKit
import Testing

/// The layouts `scripts/fuzz pipeline` kept (Tests/Fuzz/corpus/pipeline), replayed through parse → check → bind →
/// layout → draw into memory: each is a located error or a picture of its presentation's size (issue 28).
@Suite("pipeline fuzz corpus")
struct PipelineFuzzCorpusTests {
    @Test("every kept input replays without a trap")
    func replay() throws {
        let folder = CLI.repository.appendingPathComponent("Tests/Fuzz/corpus/pipeline").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count >= 20, "the kept corpus is gone")
        for name in names {
            PipelineFuzzing.exercise(Array(try #require(FileManager.default.contents(atPath: folder + "/" + name))))
        }
    }
}
