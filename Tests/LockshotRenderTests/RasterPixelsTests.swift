@testable import LockshotRender
import Testing

/// The read-back (`RasterPixels.unpremultiply`) must give every pixel the per-pixel formula gives,
/// whether it is handled four at a time (opaque runs) or alone (row ends, translucent pixels).
@Suite struct RasterPixelsTests {
    /// Premultiplied ARGB32 words: opaque runs, clear runs and translucent pixels mixed, so that
    /// blocks of four are opaque, clear or mixed, at every row length 1…13 and a canvas-sized one.
    static func words(width: Int, height: Int, strideWords: Int) -> [UInt32] {
        var seed: UInt32 = 7
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: strideWords * height)  // padding must not leak
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let alpha: UInt32 = switch (x / 3 + y) % 4 {
                case 0: 0
                case 1: seed >> 24
                default: 255
                }
                func channel(_ bits: UInt32) -> UInt32 { min(alpha, bits & 0xFF) }
                words[y * strideWords + x] = alpha << 24 | channel(seed >> 3) << 16 | channel(seed >> 9) << 8
                    | channel(seed >> 15)
            }
        }
        return words
    }

    @Test func readBackMatchesThePerPixelFormula() {
        for width in Array(1...13) + [1113] {
            let height = 5, strideWords = width + 3
            var words = Self.words(width: width, height: height, strideWords: strideWords)
            let image = words.withUnsafeMutableBytes { raw in
                RasterPixels.unpremultiply(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),  // non-empty buffer
                                           stride: strideWords * 4, width: width, height: height)
            }
            var expected: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let word = words[y * strideWords + x], a = word >> 24
                    let rgb = [(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF]
                    expected += a == 0 ? [0, 0, 0, 0]
                        : rgb.map { UInt8(min(255, ($0 * 255 + a / 2) / a)) } + [UInt8(a)]
                }
            }
            #expect(image.pixels == expected, "width \(width)")
        }
    }
}
