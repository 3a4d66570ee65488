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

/// The glow's box blur divides by multiplying: it must give exactly what integer division gives.
@Suite struct BoxBlurTests {
    /// The blur as first written: arrays and a division per pixel.
    static func reference(_ pixels: [UInt8], stride: Int, width: Int, height: Int, radius: Int, passes: Int) -> [UInt8] {
        var data = pixels
        var line = [UInt8](repeating: 0, count: max(width, height))
        var blurred = line
        func blur(count: Int) {
            let window = 2 * radius + 1, half = UInt32(window / 2)
            for _ in 0..<passes {
                var sum: UInt32 = 0
                for i in 0..<min(radius, count) { sum += UInt32(line[i]) }
                for i in 0..<count {
                    if i + radius < count { sum += UInt32(line[i + radius]) }
                    blurred[i] = UInt8((sum + half) / UInt32(window))
                    if i - radius >= 0 { sum -= UInt32(line[i - radius]) }
                }
                swap(&line, &blurred)
            }
        }
        for y in 0..<height {
            for x in 0..<width { line[x] = data[y * stride + x] }
            blur(count: width)
            for x in 0..<width { data[y * stride + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            blur(count: height)
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
        return data
    }

    @Test("the same bytes as dividing, on seeded noise and solid blocks", arguments: [1, 2, 7, 30, 45, 60, 61, 96, 2047, 2048, 2100])
    func sameAsDividing(radius: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(radius)
        let (width, height, stride) = radius > 100 ? (4_400, 3, 4_404) : (97, 61, 100)
        let pixels = (0..<(stride * height)).map { index -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = index % stride
            return x % 40 < 20 ? 255 : UInt8(truncatingIfNeeded: state >> 56)  // solid runs and noise
        }
        var blurred = pixels
        blurred.withUnsafeMutableBufferPointer { buffer in
            RasterPixels.boxBlurAlpha(buffer.baseAddress!, stride: stride, width: width, height: height, radius: radius, passes: 3)
        }
        #expect(blurred == Self.reference(pixels, stride: stride, width: width, height: height, radius: radius, passes: 3))
    }

    @Test func theReciprocalIsExactForEverySumOfEveryWindowBelow4096() {
        for window in stride(from: 1, to: 4096, by: 2) {
            let average = RasterPixels.WindowAverage(window: window)
            let limit = UInt32(255 * window)
            // Every quotient boundary (multiples of the window, and one below) and the largest sum.
            var sums: [UInt32] = [0, limit]
            var multiple = UInt32(window)
            while multiple <= limit + UInt32(window) {
                sums += [multiple &- UInt32(window / 2) &- 1, multiple &- UInt32(window / 2)]
                multiple += UInt32(window)
            }
            for sum in sums where sum <= limit {
                let expected = UInt8(truncatingIfNeeded: (sum + UInt32(window / 2)) / UInt32(window))
                if average(sum) != expected {
                    Issue.record("window \(window), sum \(sum): \(average(sum)) instead of \(expected)")
                    return
                }
            }
        }
    }
}
