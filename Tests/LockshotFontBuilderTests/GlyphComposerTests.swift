import LockshotFontBuilder
import Testing

/// Composition placement and the Bold rule, on small hand-made glyphs.
@Suite struct GlyphComposerTests {
    static let grids = [
        FontFixtures.block("glyph U+0065 e", top: 4, [".###.", "#...#", "#####", "#....", ".###."]),
        FontFixtures.block("glyph U+0045 E", top: 6, ["#####", "#....", "#....", "####.", "#....", "#....", "#####"]),
        FontFixtures.block("glyph acute", top: 7, [".#", "#."]),
        FontFixtures.block("glyph cedilla", top: -1, [".#", "#."]),
        "compose U+00E9 é = e + acute\ncompose U+00C9 É = E + acute\ncompose U+0229 = e + cedilla@1,0\n",
    ].joined(separator: "\n")

    @Test func aboveMarkSitsOneRowAboveALowercaseBase() throws {
        let glyphs = try GlyphComposer().bitmaps(for: FontFixtures.parse(Self.grids))
        let eAcute = try #require(glyphs[0xE9])
        #expect(eAcute.advance == 5)
        // e's ink is columns 0…4 (centre 2); the 2-pixel acute centres at 0.5, so it moves 1 right (rounding left).
        #expect(eAcute.pixels.isSuperset(of: [Pixel(x: 2, y: 7), Pixel(x: 1, y: 6)]))
        #expect(!eAcute.pixels.contains { $0.y == 5 }, "one empty row between the letter and the mark")
    }

    @Test func aboveMarkMovesUpOverACapital() throws {
        let glyphs = try GlyphComposer().bitmaps(for: FontFixtures.parse(Self.grids))
        let capital = try #require(glyphs[0xC9])
        #expect(capital.pixels.isSuperset(of: [Pixel(x: 2, y: 9), Pixel(x: 1, y: 8)]))
        #expect(!capital.pixels.contains { $0.y == 7 })
    }

    @Test func belowMarkKeepsItsRowsAndTakesTheExplicitOffset() throws {
        let glyphs = try GlyphComposer().bitmaps(for: FontFixtures.parse(Self.grids))
        let cedilla = try #require(glyphs[0x229])
        #expect(cedilla.pixels.isSuperset(of: [Pixel(x: 3, y: -1), Pixel(x: 2, y: -2)]))
    }

    @Test func markPushedOutOfTheLineBoxIsAnError() throws {
        let text = Self.grids + "compose U+1EB8 = E + acute@0,2\n"
        #expect(throws: FontSourceError.self) { _ = try GlyphComposer().bitmaps(for: FontFixtures.parse(text)) }
    }

    @Test func boldRuleLightsTheRightNeighbourAndWidensTheAdvance() {
        let bitmap = GlyphBitmap(advance: 3, pixels: [Pixel(x: 0, y: 0), Pixel(x: 0, y: 1)])
        let bold = bitmap.emboldened()
        #expect(bold.advance == 4)
        #expect(bold.pixels == [Pixel(x: 0, y: 0), Pixel(x: 1, y: 0), Pixel(x: 0, y: 1), Pixel(x: 1, y: 1)])
    }

    @Test func boldAccentsAreComposedFromBoldParts() throws {
        let bold = try FontFixtures.parse(Self.grids).emboldened()
        let glyphs = try GlyphComposer().bitmaps(for: bold)
        let eAcute = try #require(glyphs[0xE9])
        #expect(eAcute.advance == 6, "advance + 1")
        #expect(eAcute.pixels.isSuperset(of: [Pixel(x: 2, y: 7), Pixel(x: 3, y: 7)]), "the acute is bold too")
    }

    @Test func ellipsisIsOneGlyphOfThreeDots() throws {
        let font = try FontBuilder.font(from: FontBuilder.source(gridsDirectory: FontFixtures.gridsDirectory), bold: false)
        let ellipsis = try #require(font.glyphs.first { $0.codePoint == 0x2026 }?.bitmap)
        let period = try #require(font.glyphs.first { $0.codePoint == 0x2E }?.bitmap)
        #expect(ellipsis.pixels.count == 3 * period.pixels.count)
        #expect(Set(ellipsis.pixels.map(\.y)) == [0], "dots sit on the baseline")
        #expect(ellipsis.advance < 3 * period.advance + 1, "narrower than three periods")
    }
}
