import LockshotFontBuilder
import LockshotFontData
import Testing

/// The grid LockshotFontData publishes is the one the fonts are built on.
@Suite struct EmbeddedPixelGridTests {
    @Test func publishedGridMatchesTheBuilder() throws {
        let metrics = PixelFontMetrics.lockshotPixel
        #expect(EmbeddedPixelGrid.pixelsPerEm == metrics.emPixels)
        #expect(EmbeddedPixelGrid.unitsPerPixel == metrics.unitsPerPixel)
        #expect(EmbeddedPixelGrid.ascenderPixels == metrics.ascenderPixels)
        #expect(EmbeddedPixelGrid.descenderPixels == metrics.descenderPixels)
        let font = try TrueTypeReader(FontFixtures.committedFont("LockshotPixel-Regular"))
        #expect(try font.unitsPerEm == EmbeddedPixelGrid.pixelsPerEm * EmbeddedPixelGrid.unitsPerPixel)
        #expect(font.i16(try font.offset(of: "hhea") + 4) == EmbeddedPixelGrid.ascenderPixels * EmbeddedPixelGrid.unitsPerPixel)
    }

    @Test(arguments: [12.0, 13.0, 14.0, 16.0, 18.0, 24.0])
    func publishedRuleAgreesWithTheBuilder(size: Double) {
        for scale in [1.0, 2.0, 3.0] {
            #expect(EmbeddedPixelGrid.isPixelPerfect(pointSize: size, scale: scale)
                    == PixelFontMetrics.lockshotPixel.isPixelPerfect(pointSize: size, scale: scale))
        }
    }
}
