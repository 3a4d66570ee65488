/// The pixel grid every LockshotPixel glyph is drawn on, and how it maps to font units.
///
/// One font pixel is `unitsPerPixel` font units and the em is `emPixels` pixels, so at a
/// point size of `emPixels` (12 pt) one font pixel is exactly one point. Glyph grids in
/// `fonts/` are `gridRowsAboveBaseline + gridRowsBelowBaseline` rows tall; the line box
/// (`ascenderPixels` + `descenderPixels`) adds one empty row above and below them.
package struct PixelFontMetrics: Sendable, Equatable {
    /// Font units per font pixel. A power of two times the em keeps FreeType's scaling exact.
    package var unitsPerPixel: Int
    /// Pixels per em.
    package var emPixels: Int
    /// Rows of a glyph grid above the baseline.
    package var gridRowsAboveBaseline: Int
    /// Rows of a glyph grid below the baseline.
    package var gridRowsBelowBaseline: Int
    /// Ascender of the line box (hhea, OS/2 typo and win), in pixels above the baseline.
    package var ascenderPixels: Int
    /// Descender of the line box, in pixels below the baseline (a positive number).
    package var descenderPixels: Int
    /// Height of flat capitals such as `H`, in pixels.
    package var capHeightPixels: Int
    /// Height of flat lowercase letters such as `x`, in pixels.
    package var xHeightPixels: Int

    /// LockshotPixel's grid: 1 px = 128 units, em 12 px (1536 units), grid rows 10 + 2,
    /// line box 11 + 3 = 14 px, cap height 7, x-height 5.
    package static let lockshotPixel = PixelFontMetrics(
        unitsPerPixel: 128, emPixels: 12, gridRowsAboveBaseline: 10, gridRowsBelowBaseline: 2,
        ascenderPixels: 11, descenderPixels: 3, capHeightPixels: 7, xHeightPixels: 5)

    /// Font units per em (`unitsPerPixel × emPixels`).
    package var unitsPerEm: Int { unitsPerPixel * emPixels }
    /// Rows in every glyph grid.
    package var gridRows: Int { gridRowsAboveBaseline + gridRowsBelowBaseline }
    /// Line height in pixels: ascender + descender (the line gap is zero).
    package var lineHeightPixels: Int { ascenderPixels + descenderPixels }

    /// Size of one font pixel in device pixels at `pointSize` and `scale` (device pixels per point).
    package func devicePixelsPerFontPixel(pointSize: Double, scale: Double) -> Double {
        pointSize * scale / Double(emPixels)
    }

    /// True when every font pixel covers a whole number of device pixels at `pointSize` and
    /// `scale`, so glyphs render without blurred edges (given an origin on the device grid).
    package func isPixelPerfect(pointSize: Double, scale: Double) -> Bool {
        let size = devicePixelsPerFontPixel(pointSize: pointSize, scale: scale)
        return size >= 1 && size == size.rounded()
    }
}
