import LockshotFontBuilder
import Testing

/// Outlines traced from pixels, and which sizes keep font pixels on device pixels.
@Suite struct OutlineAndMetricsTests {
    /// Writes one glyph as a font and reads its outline back.
    func outline(_ pixels: Set<Pixel>) throws -> (contours: Int, xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        let font = PixelFont(familyName: "T", styleName: "Regular", isBold: false, version: "1.000",
                             metrics: .lockshotPixel, notdef: GlyphBitmap(advance: 1, pixels: []),
                             glyphs: [(0x41, GlyphBitmap(advance: 4, pixels: pixels))])
        return try TrueTypeReader(TrueTypeWriter().write(font)).outline(glyph: 1)
    }

    @Test func abuttingPixelsMergeIntoOneContour() throws {
        let bar = try #require(try outline([Pixel(x: 0, y: 0), Pixel(x: 1, y: 0), Pixel(x: 2, y: 0), Pixel(x: 2, y: 1)]))
        #expect(bar.contours == 1)
        #expect((bar.xMin, bar.yMin, bar.xMax, bar.yMax) == (0, 0, 384, 256))
    }

    @Test func aRingHasAnOuterContourAndAHole() throws {
        let ring: Set<Pixel> = Set((0..<3).flatMap { x in (0..<3).map { Pixel(x: x, y: $0) } }).subtracting([Pixel(x: 1, y: 1)])
        #expect(try outline(ring)?.contours == 2)
    }

    @Test func diagonalNeighboursStaySeparateContours() throws {
        #expect(try outline([Pixel(x: 0, y: 0), Pixel(x: 1, y: 1)])?.contours == 2)
    }

    @Test func blankGlyphHasNoOutline() throws {
        #expect(try outline([]) == nil)
    }

    @Test(arguments: [
        (12.0, 1.0, true), (12.0, 2.0, true), (12.0, 3.0, true),
        (14.0, 3.0, false), (14.0, 2.0, false), (16.0, 3.0, true), (18.0, 2.0, true),
        (18.0, 3.0, false), (24.0, 1.0, true), (6.0, 1.0, false),
    ])
    func pixelPerfectSizes(size: Double, scale: Double, perfect: Bool) {
        #expect(PixelFontMetrics.lockshotPixel.isPixelPerfect(pointSize: size, scale: scale) == perfect)
    }

    @Test func gridIsConsistent() {
        let metrics = PixelFontMetrics.lockshotPixel
        #expect(metrics.unitsPerEm == 1536)
        #expect(metrics.lineHeightPixels == 14)
        #expect(metrics.gridRows == 12)
        #expect(metrics.devicePixelsPerFontPixel(pointSize: 12, scale: 3) == 3)
    }
}
