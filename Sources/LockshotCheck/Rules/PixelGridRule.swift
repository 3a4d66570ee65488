import LockshotFontData
import LockshotLanguage
import LockshotLayout

/// `pixel-grid` (warning): the embedded pixel font `LockshotPixel` at a size or position where
/// its square pixels do not land on whole device pixels at the checked scale, so the glyphs
/// render blurry.
///
/// Source: docs/fonts.md (the font's 12-pixels-per-em grid; `EmbeddedPixelGrid`) and Cairo 1.16's
/// glyph placement: one font pixel must be a whole number of device pixels (size × scale / 12),
/// and each line's origin and baseline must sit on a device pixel after lowering rounds the
/// text frame to the pixel grid.
package struct PixelGridRule: Rule {
    package init() {}
    package var id: String { "pixel-grid" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "the pixel font at a size or position off the device pixel grid" }

    package func check(_ context: RuleContext) -> [Finding] {
        let scale = context.scale
        var findings: [Finding] = []
        for (visit, text) in TreeWalk.texts(context.presentation.root) where Self.isPixelFont(text.font) {
            let size = text.font.size
            if !EmbeddedPixelGrid.isPixelPerfect(pointSize: size, scale: scale) {
                let pixels = EmbeddedPixelGrid.devicePixelsPerFontPixel(pointSize: size, scale: scale)
                findings.append(context.finding(
                    self, "\(EmbeddedPixelGrid.family) at \(size.points) pt: one font pixel is "
                        + "\(pixels.points) device pixels at @\(scale.points)x", at: visit.node.range,
                    help: "use a size where size × scale / 12 is whole: \(Self.suggestions(near: size, scale: scale))"))
                continue
            }
            if let problem = Self.offGrid(visit.node.frame, text: text, scale: scale) {
                findings.append(context.finding(
                    self, "\(EmbeddedPixelGrid.family) text '\(TruncationRule.excerpt(text.text))' \(problem) "
                        + "at @\(scale.points)x", at: visit.node.range,
                    help: "align the text's origin to whole points (avoid centering an odd width, fractional "
                        + "padding or offsets), or use kerning in whole font pixels"))
            }
        }
        return findings
    }

    static func isPixelFont(_ font: FontSpec) -> Bool {
        font.source == .embedded(EmbeddedPixelGrid.family)
    }

    /// Why a pixel-perfect size still blurs: a line origin, baseline or kerning off the device grid.
    static func offGrid(_ frame: Rect, text: LaidOutText, scale: Double) -> String? {
        func whole(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
        let fontPixel = text.font.size / Double(EmbeddedPixelGrid.pixelsPerEm)
        if text.kerning != 0, abs(text.kerning / fontPixel - (text.kerning / fontPixel).rounded()) > 1e-6 {
            return "has kerning \(text.kerning.points) pt, not a whole number of font pixels (\(fontPixel.points) pt)"
        }
        // As Lowering places it: each edge rounded to the grid, never narrower than measured.
        let minX = (frame.minX * scale).rounded() / scale
        var maxX = (frame.maxX * scale).rounded() / scale
        if maxX - minX < text.measured.size.width - 1e-9 {
            maxX = ((minX + text.measured.size.width) * scale).rounded(.up) / scale
        }
        let minY = (frame.minY * scale).rounded() / scale
        for line in text.measured.lines {
            let slack = maxX - minX - line.width
            let x: Double = switch text.alignment {
            case .leading: minX
            case .center: minX + slack / 2
            case .trailing: minX + slack
            }
            if !whole(x) { return "starts a line at x = \(x.points) pt, between device pixels" }
            if !whole(minY + line.baseline) {
                return "has its baseline at y = \((minY + line.baseline).points) pt, between device pixels"
            }
        }
        return nil
    }

    /// Pixel-perfect sizes around `size`, for the help line.
    static func suggestions(near size: Double, scale: Double) -> String {
        let candidates = (1...48).map(Double.init).filter {
            EmbeddedPixelGrid.isPixelPerfect(pointSize: $0, scale: scale) && $0 >= MinFontSizeRule.minimum
        }
        let below = candidates.last { $0 < size }
        let above = candidates.first { $0 > size }
        return [below, above].compactMap { $0.map { "\($0.points) pt" } }.joined(separator: " or ")
    }
}
