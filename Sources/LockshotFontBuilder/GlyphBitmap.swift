/// One lit pixel of a glyph: `x` counts columns from the glyph origin to the right, `y` counts
/// rows up from the baseline (`y == 0` is the row sitting on the baseline, `-1` the first row below).
package struct Pixel: Hashable, Sendable, Comparable {
    /// Column, from the glyph origin.
    package var x: Int
    /// Row, upwards from the baseline.
    package var y: Int

    /// Creates a pixel at column `x`, row `y`.
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Row-major order from the bottom: by `y`, then `x`.
    package static func < (a: Pixel, b: Pixel) -> Bool {
        (a.y, a.x) < (b.y, b.x)
    }
}

/// A glyph as pixels: which pixels are lit and how far the pen advances, in font pixels.
package struct GlyphBitmap: Hashable, Sendable {
    /// Pen advance in pixels.
    package var advance: Int
    /// The lit pixels.
    package var pixels: Set<Pixel>

    /// Creates a bitmap with the given advance and lit pixels.
    package init(advance: Int, pixels: Set<Pixel>) {
        self.advance = advance
        self.pixels = pixels
    }

    /// The smallest box holding every lit pixel, or nil for a blank glyph.
    package var inkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard let first = pixels.first else { return nil }
        var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for pixel in pixels {
            box.minX = min(box.minX, pixel.x)
            box.maxX = max(box.maxX, pixel.x)
            box.minY = min(box.minY, pixel.y)
            box.maxY = max(box.maxY, pixel.y)
        }
        return box
    }

    /// The bitmap moved by `dx` columns and `dy` rows (the advance is unchanged).
    package func shifted(dx: Int, dy: Int) -> GlyphBitmap {
        GlyphBitmap(advance: advance, pixels: Set(pixels.map { Pixel(x: $0.x + dx, y: $0.y + dy) }))
    }

    /// The Bold rule: every lit pixel also lights its right neighbour, and the advance grows by one.
    package func emboldened() -> GlyphBitmap {
        var result = pixels
        for pixel in pixels { result.insert(Pixel(x: pixel.x + 1, y: pixel.y)) }
        return GlyphBitmap(advance: advance + 1, pixels: result)
    }
}
