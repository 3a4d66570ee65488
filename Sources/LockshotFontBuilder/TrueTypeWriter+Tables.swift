/// The metric and naming tables.
extension TrueTypeWriter {
    func head(_ font: PixelFont, summary: GlyphSummary) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(0x0001_0000)
        writer.u32(fixedVersion(font.version))
        writer.u32(0)            // checkSumAdjustment, patched once the file is assembled
        writer.u32(0x5F0F_3CF5)  // magicNumber
        writer.u16(0b11)         // baseline at y = 0; left side bearing point at x = 0
        writer.u16(font.metrics.unitsPerEm)
        writer.u64(Self.timestamp)
        writer.u64(Self.timestamp)
        writer.i16(summary.xMin)
        writer.i16(summary.yMin)
        writer.i16(summary.xMax)
        writer.i16(summary.yMax)
        writer.u16(font.isBold ? 1 : 0)  // macStyle
        writer.u16(font.metrics.emPixels) // lowestRecPPEM: one font pixel per device pixel
        writer.i16(2)            // fontDirectionHint (deprecated; 2 = left to right with neutrals)
        writer.i16(1)            // indexToLocFormat: long offsets
        writer.i16(0)            // glyphDataFormat
        return writer.bytes
    }

    func hhea(_ font: PixelFont, glyphs: [TrueTypeGlyph], summary: GlyphSummary) -> [UInt8] {
        let unit = font.metrics.unitsPerPixel
        let inked = glyphs.filter { $0.bounds != nil }
        var writer = ByteWriter()
        writer.u32(0x0001_0000)
        writer.i16(font.metrics.ascenderPixels * unit)
        writer.i16(-font.metrics.descenderPixels * unit)
        writer.i16(0)  // lineGap: the spacing is inside ascender and descender
        writer.u16(glyphs.map(\.advance).max() ?? 0)
        writer.i16(inked.map(\.leftSideBearing).min() ?? 0)
        writer.i16(inked.compactMap { glyph in glyph.bounds.map { glyph.advance - $0.xMax } }.min() ?? 0)
        writer.i16(inked.compactMap(\.bounds?.xMax).max() ?? 0)
        writer.i16(1)  // caretSlopeRise: upright
        writer.i16(0)  // caretSlopeRun
        writer.i16(0)  // caretOffset
        for _ in 0..<4 { writer.i16(0) }
        writer.i16(0)  // metricDataFormat
        writer.u16(glyphs.count)
        return writer.bytes
    }

    func os2(_ font: PixelFont, glyphs: [TrueTypeGlyph], summary: GlyphSummary) -> [UInt8] {
        let metrics = font.metrics, unit = metrics.unitsPerPixel
        let advances = glyphs.map(\.advance).filter { $0 > 0 }
        let codePoints = font.glyphs.map(\.codePoint)
        var writer = ByteWriter()
        writer.u16(4)
        writer.i16(advances.isEmpty ? 0 : (advances.reduce(0, +) + advances.count / 2) / advances.count)
        writer.u16(font.isBold ? 700 : 400)
        writer.u16(5)   // usWidthClass: medium
        writer.u16(0)   // fsType: installable embedding
        let scriptSize = metrics.emPixels * unit * 2 / 3
        writer.i16(scriptSize); writer.i16(scriptSize); writer.i16(0); writer.i16(2 * unit)  // subscript
        writer.i16(scriptSize); writer.i16(scriptSize); writer.i16(0); writer.i16(5 * unit)  // superscript
        writer.i16(unit)                                  // yStrikeoutSize: one pixel row
        writer.i16((metrics.xHeightPixels / 2 + 1) * unit) // yStrikeoutPosition: top of the middle row of x
        writer.i16(0)   // sFamilyClass
        for _ in 0..<10 { writer.u8(0) }  // PANOSE: any
        let ranges = unicodeRanges(codePoints)
        for word in ranges { writer.u32(word) }
        writer.tag("NONE")
        // fsSelection: BOLD (bit 5) or REGULAR (bit 6), and USE_TYPO_METRICS (bit 7).
        writer.u16((font.isBold ? 1 << 5 : 1 << 6) | 1 << 7)
        writer.u16(Int(min(codePoints.first ?? 0, 0xFFFF)))
        writer.u16(Int(min(codePoints.last ?? 0, 0xFFFF)))
        writer.i16(metrics.ascenderPixels * unit)
        writer.i16(-metrics.descenderPixels * unit)
        writer.i16(0)
        writer.u16(max(metrics.ascenderPixels * unit, summary.yMax))
        writer.u16(max(metrics.descenderPixels * unit, -summary.yMin))
        writer.u32(0b11)  // code pages 1252 Latin 1 and 1250 Latin 2
        writer.u32(0)
        writer.i16(metrics.xHeightPixels * unit)
        writer.i16(metrics.capHeightPixels * unit)
        writer.u16(0)   // usDefaultChar: .notdef
        writer.u16(32)  // usBreakChar: space
        writer.u16(0)   // usMaxContext: no OpenType layout features
        return writer.bytes
    }

    /// OS/2 `ulUnicodeRange1…4` bits for the blocks the font touches.
    private func unicodeRanges(_ codePoints: [UInt32]) -> [UInt32] {
        let blocks: [(range: ClosedRange<UInt32>, bit: Int)] = [
            (0x0000...0x007F, 0), (0x0080...0x00FF, 1), (0x0100...0x017F, 2), (0x0180...0x024F, 3),
            (0x02B0...0x02FF, 5), (0x0370...0x03FF, 7), (0x2000...0x206F, 31), (0x20A0...0x20CF, 33),
            (0x2100...0x214F, 35), (0x2190...0x21FF, 37), (0x2200...0x22FF, 38), (0x25A0...0x25FF, 45),
        ]
        var words: [UInt32] = [0, 0, 0, 0]
        for block in blocks where codePoints.contains(where: block.range.contains) {
            words[block.bit / 32] |= 1 << UInt32(block.bit % 32)
        }
        return words
    }

    func post(_ font: PixelFont) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(0x0003_0000)
        writer.u32(0)                                    // italicAngle
        writer.i16(-font.metrics.unitsPerPixel)          // underlinePosition: one pixel below the baseline
        writer.i16(font.metrics.unitsPerPixel)           // underlineThickness: one pixel
        writer.u32(0)                                    // isFixedPitch: proportional
        for _ in 0..<4 { writer.u32(0) }
        return writer.bytes
    }

    /// Windows-platform (3, 1, 0x409) names in UTF-16BE, sorted by name id.
    func name(_ font: PixelFont) -> [UInt8] {
        let records: [(id: Int, text: String)] = [
            (0, "Copyright the lockshot authors. Drawn as text grids in fonts/."),
            (1, font.familyName),
            (2, font.styleName),
            (3, "\(font.version);NONE;\(font.postScriptName)"),
            (4, "\(font.familyName) \(font.styleName)"),
            (5, "Version \(font.version)"),
            (6, font.postScriptName),
        ]
        var storage: [UInt8] = []
        var writer = ByteWriter()
        writer.u16(0)
        writer.u16(records.count)
        writer.u16(6 + 12 * records.count)
        for record in records {
            let encoded = record.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            writer.u16(3)
            writer.u16(1)
            writer.u16(0x0409)
            writer.u16(record.id)
            writer.u16(encoded.count)
            writer.u16(storage.count)
            storage += encoded
        }
        writer.append(storage)
        return writer.bytes
    }

    /// `1.000` as a 16.16 fixed-point number.
    private func fixedVersion(_ version: String) -> UInt32 {
        let parts = version.split(separator: ".")
        let major = UInt32(parts.first.flatMap { UInt32($0) } ?? 1)
        let fraction = parts.count > 1 ? (Double("0." + parts[1]) ?? 0) : 0
        return major << 16 | UInt32((fraction * 65536).rounded())
    }
}
