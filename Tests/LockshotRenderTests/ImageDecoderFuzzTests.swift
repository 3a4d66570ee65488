import LockshotTestSupport
import Testing
@testable import LockshotRender

/// Seeded random corruption of valid images: every variant either decodes or throws, never crashes.
@Suite struct ImageDecoderFuzzTests {
    static func gradient() -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<24 { for x in 0..<24 { pixels += [UInt8(x * 10), UInt8(y * 10), 128, UInt8(255 - x)] } }
        return PixelImage(width: 24, height: 24, pixels: pixels)
    }

    /// Flips, overwrites, truncates or duplicates bytes of `bytes`, past the first `keep` bytes.
    static func mutate(_ bytes: [UInt8], keep: Int, using rng: inout SplitMix64) -> [UInt8] {
        var out = bytes
        switch rng.next() % 4 {
        case 0:
            for _ in 0..<(1 + rng.next() % 8) { out[keep + Int(rng.next() % UInt64(out.count - keep))] ^= UInt8(truncatingIfNeeded: rng.next() | 1) }
        case 1:
            out = Array(out.prefix(keep + Int(rng.next() % UInt64(out.count - keep))))
        case 2:
            let at = keep + Int(rng.next() % UInt64(out.count - keep))
            out.replaceSubrange(at..<min(out.count, at + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
        default:
            let at = keep + Int(rng.next() % UInt64(out.count - keep))
            out.insert(contentsOf: out[at..<min(out.count, at + 16)], at: at)
        }
        return out
    }

    @Test(arguments: [ImageFormat.png, .jpeg])
    func corruptedVariantsNeverCrash(format: ImageFormat) throws {
        let valid = format == .png ? try PNGCodec.encode(Self.gradient()) : try JPEGCodec.encode(Self.gradient())
        var rng = SplitMix64(seed: format == .png ? 1 : 2)
        var refused = 0
        for _ in 0..<300 {
            let bytes = Self.mutate(valid, keep: 4, using: &rng)
            do {
                let image = try ImageDecoder.decode(bytes)
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)  // the corruption really reached the decoder
    }
}
