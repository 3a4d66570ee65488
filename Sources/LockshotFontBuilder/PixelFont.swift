/// A finished pixel font style, ready to be written as TrueType.
package struct PixelFont: Sendable {
    /// Family name, e.g. `LockshotPixel`.
    package var familyName: String
    /// `Regular` or `Bold`.
    package var styleName: String
    /// Whether this is the bold style (weight 700).
    package var isBold: Bool
    /// Version as `major.minor`, e.g. `1.000`.
    package var version: String
    /// The pixel grid.
    package var metrics: PixelFontMetrics
    /// The missing-glyph box, glyph 0.
    package var notdef: GlyphBitmap
    /// Encoded glyphs, ascending by code point.
    package var glyphs: [(codePoint: UInt32, bitmap: GlyphBitmap)]

    /// Creates a font style.
    package init(familyName: String, styleName: String, isBold: Bool, version: String,
                metrics: PixelFontMetrics, notdef: GlyphBitmap, glyphs: [(codePoint: UInt32, bitmap: GlyphBitmap)]) {
        self.familyName = familyName
        self.styleName = styleName
        self.isBold = isBold
        self.version = version
        self.metrics = metrics
        self.notdef = notdef
        self.glyphs = glyphs.sorted { $0.codePoint < $1.codePoint }
    }

    /// `LockshotPixel-Regular`: the PostScript name, also the embedded font's name.
    package var postScriptName: String { familyName + "-" + styleName }
}
