/// Writes a `PixelFont` as a TrueType (`glyf`) font file.
///
/// Tables: `OS/2` (version 4), `cmap` (format 4), `glyf`, `head`, `hhea`, `hmtx`, `loca`
/// (long offsets), `maxp` (version 1.0), `name`, `post` (version 3). The output is
/// deterministic: fixed timestamps, glyphs in code point order, tables sorted by tag and
/// 4-byte aligned, with correct checksums and `checkSumAdjustment`.
package struct TrueTypeWriter {
    /// `head.created` and `head.modified`: 2026-01-01T00:00:00Z in seconds since 1904-01-01,
    /// fixed so the same grids always give the same bytes.
    package static let timestamp: UInt64 = 3_850_070_400

    /// Creates a writer.
    package init() {}

    /// The font file's bytes.
    ///
    /// - Complexity: O(total pixels), plus sorting each glyph's pixels.
    package func write(_ font: PixelFont) -> [UInt8] {
        let unitsPerPixel = font.metrics.unitsPerPixel
        let glyphs = [TrueTypeGlyph(bitmap: font.notdef, unitsPerPixel: unitsPerPixel)]
            + font.glyphs.map { TrueTypeGlyph(bitmap: $0.bitmap, unitsPerPixel: unitsPerPixel) }
        let summary = GlyphSummary(glyphs)
        let (glyf, loca) = glyfAndLoca(glyphs)
        let tables: [(tag: String, data: [UInt8])] = [
            ("OS/2", os2(font, glyphs: glyphs, summary: summary)),
            ("cmap", cmap(font.glyphs.map(\.codePoint))),
            ("glyf", glyf),
            ("head", head(font, summary: summary)),
            ("hhea", hhea(font, glyphs: glyphs, summary: summary)),
            ("hmtx", hmtx(glyphs)),
            ("loca", loca),
            ("maxp", maxp(glyphs)),
            ("name", name(font)),
            ("post", post(font)),
        ]
        return assemble(tables.sorted { $0.tag < $1.tag })
    }

    /// The offset table, the table directory and the tables, then `checkSumAdjustment`.
    private func assemble(_ tables: [(tag: String, data: [UInt8])]) -> [UInt8] {
        var writer = ByteWriter()
        let count = tables.count
        var power = 1, exponent = 0
        while power * 2 <= count { power *= 2; exponent += 1 }
        writer.u32(0x0001_0000)
        writer.u16(count)
        writer.u16(power * 16)
        writer.u16(exponent)
        writer.u16(count * 16 - power * 16)
        var offset = 12 + 16 * count
        var headOffset = 0
        for table in tables {
            writer.tag(table.tag)
            writer.u32(tableChecksum(table.data))
            writer.u32(UInt32(offset))
            writer.u32(UInt32(table.data.count))
            if table.tag == "head" { headOffset = offset }
            offset += (table.data.count + 3) / 4 * 4
        }
        for table in tables {
            writer.append(table.data)
            writer.padToFourBytes()
        }
        let adjustment = 0xB1B0_AFBA &- tableChecksum(writer.bytes)
        writer.patchU32(adjustment, at: headOffset + 8)
        return writer.bytes
    }

    // MARK: glyf, loca, hmtx, maxp

    private func glyfAndLoca(_ glyphs: [TrueTypeGlyph]) -> ([UInt8], [UInt8]) {
        var glyf = ByteWriter(), loca = ByteWriter()
        for glyph in glyphs {
            loca.u32(UInt32(glyf.count))
            glyf.append(glyph.data)
            glyf.padToFourBytes()
        }
        loca.u32(UInt32(glyf.count))
        return (glyf.bytes, loca.bytes)
    }

    private func hmtx(_ glyphs: [TrueTypeGlyph]) -> [UInt8] {
        var writer = ByteWriter()
        for glyph in glyphs {
            writer.u16(glyph.advance)
            writer.i16(glyph.leftSideBearing)
        }
        return writer.bytes
    }

    private func maxp(_ glyphs: [TrueTypeGlyph]) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(0x0001_0000)
        writer.u16(glyphs.count)
        writer.u16(glyphs.map(\.pointCount).max() ?? 0)
        writer.u16(glyphs.map(\.contourCount).max() ?? 0)
        writer.u16(0)  // maxCompositePoints
        writer.u16(0)  // maxCompositeContours
        writer.u16(2)  // maxZones: no twilight zone use, but 2 is the conventional value
        for _ in 0..<8 { writer.u16(0) }  // twilight points … component depth: no hinting, no composites
        return writer.bytes
    }

    // MARK: cmap

    /// Format 4 subtable shared by (0, 3) Unicode BMP and (3, 1) Windows Unicode BMP.
    /// Glyph ids follow code point order, so every run of consecutive code points is one
    /// segment with a constant `idDelta`.
    private func cmap(_ codePoints: [UInt32]) -> [UInt8] {
        var segments: [(start: Int, end: Int, glyph: Int)] = []
        for (index, value) in codePoints.enumerated() where value <= 0xFFFF {
            let code = Int(value), glyph = index + 1
            if let last = segments.last, last.end + 1 == code, last.glyph + (code - last.start) == glyph {
                segments[segments.count - 1].end = code
            } else {
                segments.append((code, code, glyph))
            }
        }
        segments.append((0xFFFF, 0xFFFF, 0))
        let segmentCount = segments.count
        var power = 1, exponent = 0
        while power * 2 <= segmentCount { power *= 2; exponent += 1 }
        var sub = ByteWriter()
        sub.u16(4)
        sub.u16(16 + 8 * segmentCount)
        sub.u16(0)
        sub.u16(segmentCount * 2)
        sub.u16(power * 2)
        sub.u16(exponent)
        sub.u16(segmentCount * 2 - power * 2)
        for segment in segments { sub.u16(segment.end) }
        sub.u16(0)  // reservedPad
        for segment in segments { sub.u16(segment.start) }
        for segment in segments {
            // The last segment maps 0xFFFF to glyph 0: delta 1 wraps 0xFFFF to 0.
            let delta = segment.start == 0xFFFF ? 1 : (segment.glyph - segment.start) & 0xFFFF
            sub.u16(delta)
        }
        for _ in segments { sub.u16(0) }  // idRangeOffset
        var writer = ByteWriter()
        writer.u16(0)
        writer.u16(2)
        for (platform, encoding) in [(0, 3), (3, 1)] {
            writer.u16(platform)
            writer.u16(encoding)
            writer.u32(4 + 8 * 2)
        }
        writer.append(sub.bytes)
        return writer.bytes
    }
}

/// Figures over all glyphs that `head`, `hhea` and `OS/2` report.
struct GlyphSummary {
    var xMin = 0, yMin = 0, xMax = 0, yMax = 0

    init(_ glyphs: [TrueTypeGlyph]) {
        let boxes = glyphs.compactMap(\.bounds)
        xMin = boxes.map(\.xMin).min() ?? 0
        yMin = boxes.map(\.yMin).min() ?? 0
        xMax = boxes.map(\.xMax).max() ?? 0
        yMax = boxes.map(\.yMax).max() ?? 0
    }
}
