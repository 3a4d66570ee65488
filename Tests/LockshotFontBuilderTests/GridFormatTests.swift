import LockshotFontBuilder
import Testing

/// Mistakes in the grid files are reported with the file and line to fix.
@Suite struct GridFormatTests {
    @Test func aGlyphBlockBecomesPixelsAboveAndBelowTheBaseline() throws {
        let source = try FontFixtures.parse(FontFixtures.block("glyph U+0067 g", top: 1, ["#.", ".#", "#.", ".#"]))
        let g = try #require(source.definitions[.codePoint(0x67)])
        #expect(g.bitmap.advance == 2)
        #expect(g.bitmap.pixels == [Pixel(x: 0, y: 1), Pixel(x: 1, y: 0), Pixel(x: 0, y: -1), Pixel(x: 1, y: -2)])
        #expect(g.location == GridLine(file: "test.glyphs", line: 1))
    }

    @Test func raggedRowNamesItsLine() {
        var text = FontFixtures.block("glyph U+0041 A", top: 6, ["###"])
        text = text.replacingOccurrences(of: "###\n", with: "####\n")
        let lines = text.split(separator: "\n").map(String.init)
        let raggedLine = (lines.firstIndex(of: "####") ?? -1) + 1
        #expect(throws: FontSourceError(file: "test.glyphs", line: raggedLine,
                                        message: "ragged row in U+0041: 4 pixels wide, expected 3 like its first row")) {
            _ = try FontFixtures.parse(text)
        }
    }

    @Test func shortGlyphNamesItsHeader() {
        let text = "// two glyphs\nglyph U+0041 A\n###\n###\n\nglyph U+0042 B\n"
        #expect(throws: FontSourceError(file: "test.glyphs", line: 2, message: "U+0041 has 2 rows, expected 12")) {
            _ = try FontFixtures.parse(text)
        }
    }

    @Test func unknownCompositionBaseNamesTheComposeLine() throws {
        let text = FontFixtures.block("glyph acute", top: 7, [".#", "#."]) + "\ncompose U+00E9 é = e + acute\n"
        let source = try FontFixtures.parse(text)
        #expect(throws: FontSourceError(file: "test.glyphs", line: 15,
                                        message: "unknown composition component 'U+0065': no glyph or compose defines it")) {
            _ = try GlyphComposer().bitmaps(for: source)
        }
    }

    @Test(arguments: [
        ("glyph U+0041 B", "'B' is U+0042, not U+0041"),
        ("glyph", "'glyph' needs a code point (U+0041) or a name"),
        ("glyph U+XYZ", "bad code point 'U+XYZ'; write U+ and 4 to 6 hex digits"),
        ("compose U+00E9 = e - acute", "expected '+' between components, found '-'"),
        ("compose U+00E9 = e + acute@x", "bad offset in 'acute@x'; write 'name@dx,dy' with whole pixels, e.g. 'acute@1,0'"),
        ("draw U+0041", "expected 'glyph', 'bold' or 'compose', found 'draw'"),
        ("#..#", "grid row outside a glyph (a glyph has 12 rows)"),
    ])
    func statementMistakes(line: String, message: String) {
        #expect(throws: FontSourceError(file: "test.glyphs", line: 2, message: message)) {
            _ = try FontFixtures.parse("// header\n" + line + "\n")
        }
    }

    @Test func badPixelCharacterNamesItsRow() {
        let text = FontFixtures.block("glyph U+0041 A", top: 6, ["#x#"])
        #expect(throws: FontSourceError(file: "test.glyphs", line: 5,
                                        message: "unexpected 'x' in a row of U+0041; rows use '#' (lit) and '.' (unlit)")) {
            _ = try FontFixtures.parse(text)
        }
    }

    @Test func duplicateDefinitionPointsAtTheFirst() {
        let glyph = FontFixtures.block("glyph U+0041 A", top: 6, ["#"])
        #expect(throws: FontSourceError(file: "test.glyphs", line: 15, message: "U+0041 is already defined at test.glyphs:1")) {
            _ = try FontFixtures.parse(glyph + "\n" + "compose U+0041 = U+0041\n")
        }
    }

    @Test func boldFormOfAnUndrawnGlyphIsAnError() throws {
        let source = try FontFixtures.parse(FontFixtures.block("bold U+006D m", top: 4, ["##"]))
        #expect(throws: FontSourceError(file: "test.glyphs", line: 1,
                                        message: "'bold U+006D' has no regular glyph: draw 'glyph U+006D' first")) {
            _ = try source.emboldened()
        }
    }

    @Test func compositionCycleIsReported() throws {
        let source = try FontFixtures.parse("compose U+0041 = U+0042\ncompose U+0042 = U+0041\n")
        #expect(throws: FontSourceError.self) { _ = try GlyphComposer().bitmaps(for: source) }
    }

    @Test func gridsOnDiskParseWithoutDuplicates() throws {
        let source = try FontBuilder.source(gridsDirectory: FontFixtures.gridsDirectory)
        #expect(source.definitions[.name(".notdef")] != nil)
        #expect(source.codePoints.count >= 340)
    }
}
