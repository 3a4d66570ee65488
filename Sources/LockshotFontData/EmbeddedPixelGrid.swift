/// The pixel grid of the embedded `LockshotPixel` fonts, for code that must know when their
/// glyphs render crisply (the `pixel-grid` design rule) without depending on the font builder.
///
/// Kept equal to `PixelFontMetrics.lockshotPixel` in LockshotFontBuilder by a test there.
/// See docs/fonts.md for the table of pixel-perfect sizes.
public enum EmbeddedPixelGrid {
    /// The family name a layout uses: `fonts { Flick = "LockshotPixel" }`.
    public static let family = "LockshotPixel"
    /// Font pixels per em: at 12 pt one font pixel is one point.
    public static let pixelsPerEm = 12
    /// Font units per font pixel (units per em = 1536).
    public static let unitsPerPixel = 128
    /// Line box above the baseline, in font pixels.
    public static let ascenderPixels = 11
    /// Line box below the baseline, in font pixels.
    public static let descenderPixels = 3

    /// Device pixels covered by one font pixel at `pointSize` and `scale` (device pixels per point).
    public static func devicePixelsPerFontPixel(pointSize: Double, scale: Double) -> Double {
        pointSize * scale / Double(pixelsPerEm)
    }

    /// True when one font pixel is a whole number (≥ 1) of device pixels, so glyph edges are
    /// sharp provided the text's origin and line top sit on device pixels. Multiples of 12 pt
    /// are pixel-perfect at every scale; at @3x, multiples of 4 pt; at @2x, multiples of 6 pt.
    public static func isPixelPerfect(pointSize: Double, scale: Double) -> Bool {
        let size = devicePixelsPerFontPixel(pointSize: pointSize, scale: scale)
        return size >= 1 && size == size.rounded()
    }
}
