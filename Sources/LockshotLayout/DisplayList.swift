import LockshotLanguage

/// Draw operations in points, lowered from the laid-out tree (SPEC §2).
///
/// Backends (Cairo raster, SVG, PDF) interpret exactly this list, so every
/// output format shows the same picture. Coordinates are absolute, in points,
/// with the origin at the top-left of the canvas.
package struct DisplayList: Sendable, Equatable {
    /// The canvas size in points (the presentation, or the device screen with `--frame device`).
    package var size: Size
    package var operations: [DrawOperation]
    /// Where the camera is, across the canvas: the compact island's sensor gap centre (its wings may differ),
    /// nil where the presentation is centred on it.
    package var cameraX: Double?
    package init(size: Size, operations: [DrawOperation] = [], cameraX: Double? = nil) {
        self.size = size
        self.operations = operations
        self.cameraX = cameraX
    }
}

/// A closed outline used for fills, strokes and clips.
package enum ShapePath: Sendable, Hashable {
    case rect(Rect)
    /// Continuous corners are approximated with circular ones.
    case roundedRect(Rect, cornerRadius: Double)
    case ellipse(Rect)
    /// A rounded rect whose radius is half its shorter side.
    case capsule(Rect)
    /// A `Path` view's outline in `Rect`, the view's frame (the data is relative to its origin).
    case path(Rect, PathData)

    package var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r), .capsule(let r), .path(let r, _): r
        }
    }
}

/// How an image is sampled when scaled.
package enum ImageInterpolation: String, Sendable, Hashable, Codable {
    /// Bilinear (SwiftUI's default).
    case smooth
    /// Nearest neighbour, for pixel art (`interpolation(.none)`).
    case none
}

/// One drawing step.
package indirect enum DrawOperation: Sendable, Equatable {
    /// Fill a shape with a solid color.
    case fill(ShapePath, RGBA)
    /// Stroke a shape's outline, inside its bounds (SwiftUI's `border` draws inside).
    case stroke(ShapePath, RGBA, lineWidth: Double)
    /// Draw laid-out text lines; `frame` is the text view's frame, each line's
    /// baseline is relative to `frame.minY`, its x offset from `frame.minX`
    /// follows `alignment` within `frame.width`.
    case text(TextDrawing)
    /// Draw an image asset scaled to `destination` (which may extend beyond any clip).
    case image(ImageDrawing)
    /// Draw children clipped to `clip` (if any), at `opacity` as one group.
    case group(clip: ShapePath?, opacity: Double, [DrawOperation])
    /// CRT scanlines: horizontal 1-pt lines every `spacing` points over `rect`.
    case scanlines(Rect, RGBA, opacity: Double, spacing: Double)
    /// `children` with a soft glow behind them: their silhouette (alpha) blurred over `radius`
    /// points and tinted with the color, like SwiftUI's `shadow(color:radius:)` without an offset.
    /// `frame` is the glowing view's frame; the glow is computed for it and `radius` around it.
    case glow(RGBA, radius: Double, frame: Rect, [DrawOperation])
    /// Fill a shape — or the part of its outline `trim` keeps, closed — with a color or gradient.
    case paint(ShapePath, Paint, trim: Trim?)
    /// Stroke a shape's outline centered on it (SwiftUI's `stroke`), optionally trimmed.
    case strokeLine(ShapePath, Paint, StrokeLine, trim: Trim?)
    /// `children` with a blurred copy of their silhouette behind them, moved by `offset` (`shadow`).
    case shadow(RGBA, radius: Double, offset: Point, frame: Rect, [DrawOperation])
    /// `children` blurred over `radius` points (σ = radius / 2); `frame` as for `glow`.
    case blur(radius: Double, frame: Rect, [DrawOperation])
    /// `children` drawn through an affine transform (`rotationEffect`, `scaleEffect`).
    case transform(Transform2D, [DrawOperation])
    /// `children`'s coverage painted with `paint` (text with a gradient `foregroundStyle`).
    case masked(Paint, [DrawOperation])
    /// What is already drawn inside the shape, blurred over `radius` points (σ = radius / 2): a material's
    /// backdrop. Raster output only; vector output (SVG, PDF) keeps what is behind as it is.
    case backdropBlur(ShapePath, radius: Double)
}

package struct TextDrawing: Sendable, Equatable {
    package var frame: Rect
    package var lines: [TextLine]
    package var font: FontSpec
    package var color: RGBA
    package var kerning: Double
    package var alignment: TextAlignment
    /// Lines under and through the text (`underline()`, `strikethrough()`), nil when absent.
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    /// Style runs (`TextLine.segments` index them); empty for text in one style.
    package var runs: [TextStyleRun] = []
    package init(frame: Rect, lines: [TextLine], font: FontSpec, color: RGBA, kerning: Double = 0,
                alignment: TextAlignment = .leading, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil) {
        self.frame = frame
        self.lines = lines
        self.font = font
        self.color = color
        self.kerning = kerning
        self.alignment = alignment
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

package struct ImageDrawing: Sendable, Equatable {
    /// The asset's identity as resolved by the `AssetProvider` (absolute path or `builtin:NAME`).
    package var asset: ImageAsset
    /// Where the whole image lands, in points (may be larger than the view for `.fill`).
    package var destination: Rect
    package var interpolation: ImageInterpolation
    package var opacity: Double
    /// A template image's color: the image's alpha is painted in this color (SF Symbols, `renderingMode(.template)`).
    package var tint: RGBA?
    package init(asset: ImageAsset, destination: Rect, interpolation: ImageInterpolation = .smooth, opacity: Double = 1,
                tint: RGBA? = nil) {
        self.asset = asset
        self.destination = destination
        self.interpolation = interpolation
        self.opacity = opacity
        self.tint = tint
    }
}
