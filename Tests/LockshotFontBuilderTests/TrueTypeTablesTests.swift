import LockshotFontBuilder
import Testing

/// Reads the built fonts back with an independent parser.
@Suite struct TrueTypeTablesTests {
    static let requiredTables = ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"]

    @Test(arguments: FontFixtures.styles)
    func tableDirectoryIsSortedAlignedAndComplete(name: String) throws {
        let font = try TrueTypeReader(FontFixtures.committedFont(name))
        #expect(font.records.map(\.tag) == Self.requiredTables)
        for record in font.records {
            #expect(record.offset % 4 == 0, "\(record.tag) is not 4-byte aligned")
        }
    }

    @Test(arguments: FontFixtures.styles)
    func checksumsAreValid(name: String) throws {
        let bytes = try FontFixtures.committedFont(name)
        let font = try TrueTypeReader(bytes)
        for record in font.records {
            var expected = font.checksum(offset: record.offset, length: record.length)
            if record.tag == "head" {
                expected = expected &- font.u32(record.offset + 8)  // computed with checkSumAdjustment = 0
            }
            #expect(record.checksum == expected, "\(record.tag) checksum")
        }
        #expect(font.checksum(offset: 0, length: bytes.count) == 0xB1B0_AFBA, "whole-font checksum with checkSumAdjustment")
    }

    @Test(arguments: zip(FontFixtures.styles, [400, 700]))
    func headerTablesDescribeThePixelGrid(name: String, weight: Int) throws {
        let font = try TrueTypeReader(FontFixtures.committedFont(name))
        let metrics = PixelFontMetrics.lockshotPixel
        let head = try font.offset(of: "head"), hhea = try font.offset(of: "hhea"), os2 = try font.offset(of: "OS/2")
        #expect(try font.unitsPerEm == 1536)
        #expect(font.u32(head + 12) == 0x5F0F_3CF5)
        #expect(font.u16(head + 44) == (weight == 700 ? 1 : 0), "macStyle bold bit")
        #expect(font.i16(hhea + 4) == metrics.ascenderPixels * 128)
        #expect(font.i16(hhea + 6) == -metrics.descenderPixels * 128)
        #expect(font.i16(hhea + 8) == 0)
        #expect(font.u16(os2) == 4)
        #expect(font.u16(os2 + 4) == weight)
        #expect(font.i16(os2 + 68) == font.i16(hhea + 4), "typo ascender = hhea ascender")
        #expect(font.i16(os2 + 70) == font.i16(hhea + 6), "typo descender = hhea descender")
        #expect(font.u16(os2 + 74) == font.i16(hhea + 4), "win ascent = hhea ascender")
        #expect(font.u16(os2 + 76) == -font.i16(hhea + 6), "win descent = -hhea descender")
        let fsSelection = font.u16(os2 + 62)
        #expect(fsSelection & 0x80 != 0, "USE_TYPO_METRICS")
        #expect(fsSelection & (weight == 700 ? 0x20 : 0x40) != 0)
        #expect(font.i16(os2 + 86) == 5 * 128, "x-height")
        #expect(font.i16(os2 + 88) == 7 * 128, "cap height")
        #expect(font.u32(try font.offset(of: "post")) == 0x0003_0000)
        #expect(font.u16(hhea + 34) == (try font.glyphCount))
    }

    @Test(arguments: zip(FontFixtures.styles, ["Regular", "Bold"]))
    func namesIdentifyTheStyle(name: String, style: String) throws {
        let font = try TrueTypeReader(FontFixtures.committedFont(name))
        #expect(try font.name(id: 1) == "LockshotPixel")
        #expect(try font.name(id: 2) == style)
        #expect(try font.name(id: 4) == "LockshotPixel \(style)")
        #expect(try font.name(id: 6) == name)
        #expect(try font.name(id: 5) == "Version 1.000")
    }

    @Test(arguments: FontFixtures.styles)
    func cmapFindsLettersAndEveryAdvanceIsOnThePixelGrid(name: String) throws {
        let font = try TrueTypeReader(FontFixtures.committedFont(name))
        let glyphs = try "Aé Ł…".unicodeScalars.map { try font.glyph(for: $0.value) }
        #expect(!glyphs.contains(0))
        #expect(Set(glyphs).count == glyphs.count, "distinct glyphs")
        #expect(try font.glyph(for: 0x4E00) == 0, "unmapped code points go to .notdef")
        for glyph in 0..<(try font.glyphCount) {
            let advance = try font.advance(glyph: glyph)
            #expect(advance > 0 && advance % 128 == 0, "glyph \(glyph) advance \(advance) is off the pixel grid")
            if let outline = try font.outline(glyph: glyph) {
                #expect([outline.xMin, outline.yMin, outline.xMax, outline.yMax].allSatisfy { $0 % 128 == 0 })
                #expect(outline.yMax <= 11 * 128 && outline.yMin >= -3 * 128, "glyph \(glyph) leaves the line box")
            }
        }
    }

    @Test func notdefIsAVisibleBox() throws {
        let font = try TrueTypeReader(FontFixtures.committedFont("LockshotPixel-Regular"))
        let box = try #require(try font.outline(glyph: 0))
        #expect(box.contours == 2, "an outline with a hole")
        #expect(box.yMax - box.yMin >= 7 * 128)
    }
}
