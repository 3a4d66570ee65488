import Foundation
@testable import LockshotRender
import LockshotTestSupport
import Testing

/// The images and SVGs `scripts/fuzz image` and `scripts/fuzz svg` kept from their hours
/// (Tests/Fuzz/corpus/image, …/svg), replayed: each decodes or is refused with an error, never a trap (issue 28).
@Suite("decoder fuzz corpora")
struct DecoderFuzzCorpusTests {
    @Test("every kept image decodes to a non-empty picture or is refused")
    func images() throws {
        for input in try keptFuzzCorpus("image") {
            if let image = try? ImageDecoder.decode(input.bytes) { #expect(image.width > 0 && image.height > 0) }
        }
    }

    @Test("every kept SVG loads or is refused")
    func svgs() throws {
        for input in try keptFuzzCorpus("svg") { _ = try? SVGDocument(input.bytes) }
    }
}
