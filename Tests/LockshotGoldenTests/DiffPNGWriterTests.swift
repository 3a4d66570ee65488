import LockshotTestSupport
import LockshotGolden
import LockshotRender
import Testing

@Suite("diff PNG writer")
struct DiffPNGWriterTests {
    /// Images libpng must decode back to the same pixels: flat, runs, rows repeating, random
    /// few-color noise (few matches: literal-heavy), transparency, one pixel, wide rows.
    static func images() -> [PixelImage] {
        var generator = SplitMix64(seed: 42)
        var images: [PixelImage] = []
        images.append(Canvas(width: 1, height: 1, fill: (1, 2, 3, 4)).image)
        images.append(Canvas(width: 1113, height: 40, fill: (229, 229, 229, 255)).image)
        var noise = Canvas(width: 97, height: 61)
        let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (255, 255, 0, 255), (240, 240, 240, 255),
                                                      (0, 0, 0, 0), (204, 229, 255, 128)]
        for y in 0..<61 { for x in 0..<97 { noise.set(x, y, colors[Int(generator.next() % 5)]) } }
        images.append(noise.image)
        var blocks = Canvas(width: 300, height: 90)
        for y in 0..<90 { for x in 0..<300 where (x / 7 + y / 5) % 3 == 0 { blocks.set(x, y, (255, 0, 0, 255)) } }
        images.append(blocks.image)
        var wide = Canvas(width: 40000, height: 2)  // a row longer than deflate's 32 KiB window
        wide.set(39999, 1, (0, 0, 0, 255))
        images.append(wide.image)
        return images
    }

    @Test("palette PNGs decode (with libpng) to exactly the same pixels", arguments: images())
    func roundTrip(image: PixelImage) throws {
        let bytes = try #require(DiffPNGWriter.encode(image))
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.pixels == image.pixels)
        #expect(DiffPNGWriter.encode(image) == bytes, "deterministic")
    }

    @Test("a real diff image compresses well; more than 256 colors falls back")
    func sizesAndFallback() throws {
        let expected = Canvas(width: 1113, height: 264, fill: (10, 10, 26, 255))
        var actual = expected
        for y in 60..<80 { for x in 300..<340 { actual.set(x, y, (57, 255, 136, 255)) } }
        let diff = try #require(ImageComparator().compare(expected: expected.image, actual: actual.image).diff)
        let bytes = try #require(DiffPNGWriter.encode(diff))
        #expect(bytes.count < 20_000, "\(bytes.count) bytes")
        var many = Canvas(width: 300, height: 1)
        for x in 0..<300 { many.set(x, 0, (UInt8(x % 256), UInt8(x / 256), 0, 255)) }
        #expect(DiffPNGWriter.encode(many.image) == nil)
    }
}
