import Foundation
@testable import LockshotGolden
import LockshotTestSupport
import Testing

/// The `lockshot.json` files `scripts/fuzz config` kept from its hour (Tests/Fuzz/corpus/config), replayed:
/// each is a configuration or a located error, never a trap (issue 28).
@Suite("config fuzz corpus")
struct ConfigFuzzCorpusTests {
    @Test("every kept input is a configuration or an error naming lockshot.json")
    func replay() throws {
        let inputs = try keptFuzzCorpus("config")
        var errors = 0
        for input in inputs {
            do { _ = try GoldenConfiguration.parse(Data(input.bytes), path: "lockshot.json") } catch {
                errors += 1
                #expect("\(error)".hasPrefix("lockshot.json"), "\(input.name): \(error)")
            }
        }
        #expect(errors > 0 && errors < inputs.count, "the corpus holds both good and bad files")
    }
}
