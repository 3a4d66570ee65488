/// One glyph encoded for the `glyf` table, with the figures the other tables summarise.
struct TrueTypeGlyph {
    /// Advance width in font units.
    var advance: Int
    /// Outline bounds in font units, or nil for a blank glyph.
    var bounds: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)?
    /// The `glyf` record (empty for a blank glyph), not yet padded.
    var data: [UInt8]
    var pointCount: Int
    var contourCount: Int

    /// Left side bearing: `xMin`, or 0 for a blank glyph.
    var leftSideBearing: Int { bounds?.xMin ?? 0 }

    /// Encodes `bitmap` as a simple TrueType glyph: traced contours, on-curve points only,
    /// no instructions.
    init(bitmap: GlyphBitmap, unitsPerPixel: Int) {
        advance = bitmap.advance * unitsPerPixel
        let contours = OutlineTracer.contours(of: bitmap.pixels).map { contour in
            contour.map { OutlinePoint(x: $0.x * unitsPerPixel, y: $0.y * unitsPerPixel) }
        }
        contourCount = contours.count
        pointCount = contours.reduce(0) { $0 + $1.count }
        let points = contours.flatMap { $0 }
        guard let first = points.first else {
            bounds = nil
            data = []
            return
        }
        var box = (xMin: first.x, yMin: first.y, xMax: first.x, yMax: first.y)
        for point in points {
            box = (min(box.xMin, point.x), min(box.yMin, point.y), max(box.xMax, point.x), max(box.yMax, point.y))
        }
        bounds = box
        var writer = ByteWriter()
        writer.i16(contours.count)
        writer.i16(box.xMin)
        writer.i16(box.yMin)
        writer.i16(box.xMax)
        writer.i16(box.yMax)
        var end = -1
        for contour in contours {
            end += contour.count
            writer.u16(end)
        }
        writer.u16(0)  // no instructions: the font is unhinted by design
        writer.append(Self.encodePoints(points))
        data = writer.bytes
    }

    private static let onCurve: UInt8 = 0x01, xShort: UInt8 = 0x02, yShort: UInt8 = 0x04
    private static let repeatFlag: UInt8 = 0x08, xSameOrPositive: UInt8 = 0x10, ySameOrPositive: UInt8 = 0x20

    /// Flags (run-length compressed), then x deltas, then y deltas.
    private static func encodePoints(_ points: [OutlinePoint]) -> [UInt8] {
        var flags: [UInt8] = []
        var xs = ByteWriter(), ys = ByteWriter()
        var previous = OutlinePoint(x: 0, y: 0)
        for point in points {
            var flag = onCurve
            encode(delta: point.x - previous.x, short: xShort, same: xSameOrPositive, flag: &flag, into: &xs)
            encode(delta: point.y - previous.y, short: yShort, same: ySameOrPositive, flag: &flag, into: &ys)
            flags.append(flag)
            previous = point
        }
        var out: [UInt8] = []
        var index = 0
        while index < flags.count {
            var run = 1
            while index + run < flags.count, flags[index + run] == flags[index], run < 256 { run += 1 }
            if run > 1 {
                out.append(flags[index] | repeatFlag)
                out.append(UInt8(run - 1))
            } else {
                out.append(flags[index])
            }
            index += run
        }
        return out + xs.bytes + ys.bytes
    }

    private static func encode(delta: Int, short: UInt8, same: UInt8, flag: inout UInt8, into writer: inout ByteWriter) {
        if delta == 0 {
            flag |= same
        } else if abs(delta) <= 255 {
            flag |= short
            if delta > 0 { flag |= same }
            writer.u8(UInt8(abs(delta)))
        } else {
            writer.i16(delta)
        }
    }
}
