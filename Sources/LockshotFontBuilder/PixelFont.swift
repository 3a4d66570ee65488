/// A finished pixel font style, ready to be written as TrueType.
public struct PixelFont: Sendable {
    /// Family name, e.g. `LockshotPixel`.
    public var familyName: String
    /// `Regular` or `Bold`.
    public var styleName: String
    /// Whether this is the bold style (weight 700).
    public var isBold: Bool
    /// Version as `major.minor`, e.g. `1.000`.
    public var version: String
    /// The pixel grid.
    public var metrics: PixelFontMetrics
    /// The missing-glyph box, glyph 0.
    public var notdef: GlyphBitmap
    /// Encoded glyphs, ascending by code point.
    public var glyphs: [(codePoint: UInt32, bitmap: GlyphBitmap)]

    /// Creates a font style.
    public init(familyName: String, styleName: String, isBold: Bool, version: String,
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
    public var postScriptName: String { familyName + "-" + styleName }
}
