import LockshotLanguage

/// A text view after layout.
package struct LaidOutText: Sendable, Equatable {
    /// The bound value (before `characterLimit`).
    package var text: String
    /// What is drawn: after `characterLimit`, wrapping and truncation.
    package var displayedText: String
    /// True when `characterLimit` or the available width/lines cut the text.
    package var truncated: Bool
    package var measured: MeasuredText
    package var font: FontSpec
    package var color: RGBA
    package var kerning: Double
    package var alignment: TextAlignment
    package var isTimer: Bool
    /// The size the layout asked for; `font.size` is smaller when `minimumScaleFactor` shrank the text.
    package var requestedSize: Double
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    /// Style runs, at the drawn size; empty for text in one style.
    package var runs: [TextStyleRun] = []
    /// How far `minimumScaleFactor` shrank the text (1: not at all).
    package var scale: Double { requestedSize > 0 ? font.size / requestedSize : 1 }
    package init(text: String, displayedText: String, truncated: Bool, measured: MeasuredText, font: FontSpec,
                color: RGBA, kerning: Double, alignment: TextAlignment, isTimer: Bool) {
        self.text = text
        self.displayedText = displayedText
        self.truncated = truncated
        self.measured = measured
        self.font = font
        self.color = color
        self.kerning = kerning
        self.alignment = alignment
        self.isTimer = isTimer
        self.requestedSize = font.size
    }
}

/// An image view after layout; it draws its asset into its frame.
package struct LaidOutImage: Sendable, Equatable {
    package var source: String?
    package var fallback: Bool
    package var asset: ImageAsset?
    package var interpolation: ImageInterpolation
    /// Set when an `aspectRatio`/`scaledToFit`/`scaledToFill` sized this image directly.
    package var contentMode: ContentMode?
    /// The symbol an `Image(systemName:)` shows (nil for images from files).
    package var symbol: BoundSymbol?
    /// A template image's color (see `BoundImage.tint`).
    package var tint: RGBA?
    /// A layered symbol's secondary layer (see `BoundImage.secondaryLayer`).
    package var secondaryLayer: BoundImage.SecondaryLayer?
    package init(source: String?, fallback: Bool, asset: ImageAsset?, interpolation: ImageInterpolation,
                contentMode: ContentMode? = nil) {
        self.source = source
        self.fallback = fallback
        self.asset = asset
        self.interpolation = interpolation
        self.contentMode = contentMode
    }
}

/// A node of the laid-out tree: one bound view (or modifier) with its frame.
///
/// Frames are in points relative to the presentation's origin. Modifier nodes
/// (padding, frame, clip, …) keep their place in the tree, as in SwiftUI, so the
/// dump and the check rules see exactly what wraps what.
package struct LaidOutNode: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case text(LaidOutText)
        case image(LaidOutImage)
        case hstack, vstack, zstack, grid
        case spacer
        case divider(RGBA)
        case color(RGBA)
        case shape(ShapeKind, fill: RGBA?, stroke: RGBA?, lineWidth: Double)
        case progress(fraction: Double, tint: RGBA, track: RGBA)
        case empty
        case padding(EdgeInsets)
        case frame
        case fixedSize
        case layoutPriority(Double)
        case offset(x: Double, y: Double)
        /// children: [decoration, content]
        case background
        /// children: [content, decoration]
        case overlay
        case opacity(Double)
        case clip(ShapeKind)
        case border(RGBA, width: Double)
        case aspectRatio
        case hidden
        case scanlines(RGBA, opacity: Double, spacing: Double)
        case glow(RGBA, radius: Double)
        /// `ViewThatFits` (value: which child it chose), a modifier that draws nothing in a still, or one that only
        /// places its child (`position`: value "x, y"; `alignmentGuide`: the guide's value). Kept out of cases of
        /// their own: one payload case more made this enum's `name` misread its payload-free cases in test builds
        /// (Swift 6.3.1, `-enable-testing`: `.hstack.name` gave "gauge").
        case annotation(name: String, value: String)
        case styledShape(StyledShape)
        case effect(VisualEffect)
        /// children: [label] when the gauge has one.
        case gauge(GaugeView)

        /// The dump's `kind`.
        package var name: String {
            switch self {
            case .text: "text"
            case .image: "image"
            case .hstack: "hstack"
            case .vstack: "vstack"
            case .zstack: "zstack"
            case .grid: "grid"
            case .spacer: "spacer"
            case .divider: "divider"
            case .color: "color"
            case .shape: "shape"
            case .progress: "progress"
            case .empty: "empty"
            case .padding: "padding"
            case .frame: "frame"
            case .fixedSize: "fixedSize"
            case .layoutPriority: "layoutPriority"
            case .offset: "offset"
            case .background: "background"
            case .overlay: "overlay"
            case .opacity: "opacity"
            case .clip: "clip"
            case .border: "border"
            case .aspectRatio: "aspectRatio"
            case .hidden: "hidden"
            case .scanlines: "scanlines"
            case .glow: "glow"
            case .annotation(let name, _): name
            case .styledShape(let s): s.isGradientView ? "gradient" : "shape"
            case .effect(let e): e.name
            case .gauge: "gauge"
            }
        }
    }

    package var kind: Kind
    package var frame: Rect
    package var children: [LaidOutNode]
    /// Where the view or modifier was written.
    package var range: SourceRange

    package init(kind: Kind, frame: Rect, children: [LaidOutNode] = [], range: SourceRange = .none) {
        self.kind = kind
        self.frame = frame
        self.children = children
        self.range = range
    }

    /// The first text baseline in this subtree, relative to `frame.minY` (the frame's bottom when there is no text).
    package var firstBaseline: Double {
        if case .text(let t) = kind { return t.measured.firstBaseline }
        for child in children where child.containsText { return child.frame.minY - frame.minY + child.firstBaseline }
        return frame.height
    }

    /// The last text baseline in this subtree, relative to `frame.minY`.
    package var lastBaseline: Double {
        if case .text(let t) = kind { return t.measured.lastBaseline }
        for child in children.reversed() where child.containsText {
            return child.frame.minY - frame.minY + child.lastBaseline
        }
        return frame.height
    }

    var containsText: Bool {
        if case .text = kind { return true }
        return children.contains { $0.containsText }
    }

    /// This node moved by (dx, dy), children included.
    package func offsetBy(dx: Double, dy: Double) -> LaidOutNode {
        var copy = self
        copy.frame = frame.offsetBy(dx: dx, dy: dy)
        copy.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return copy
    }

    /// Every node of the subtree, depth first, parents before children.
    package var allNodes: [LaidOutNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

extension LaidOutNode {
    /// The vertical extent of what the subtree draws (text, images, shapes, colours, bars, gauges), in the frames'
    /// coordinates: what a cut at a presentation's edge would hide. Left out: a `background`'s decoration, and a shape
    /// or colour as large as its `ZStack` (a card behind the content), whose cut edge is the card's. nil when nothing
    /// is drawn. `offset` moves the drawing; `clip` bounds it.
    package var drawnVerticalExtent: ClosedRange<Double>? {
        func merged(_ nodes: some Sequence<LaidOutNode>) -> ClosedRange<Double>? {
            nodes.compactMap(\.drawnVerticalExtent).reduce(nil) { sum, r in
                sum.map { min($0.lowerBound, r.lowerBound)...max($0.upperBound, r.upperBound) } ?? r
            }
        }
        switch kind {
        case .text, .image, .shape, .styledShape, .color, .divider, .progress, .gauge:
            return frame.height > 0 ? frame.minY...frame.maxY : nil
        case .hidden, .spacer, .empty:
            return nil
        case .background:
            return merged(children.dropFirst())
        case .zstack:
            return merged(children.filter { !$0.fills(frame) })
        case .offset(_, let dy):
            return merged(children).map { ($0.lowerBound + dy)...($0.upperBound + dy) }
        case .clip:
            return merged(children).flatMap { r in
                let low = max(r.lowerBound, frame.minY), high = min(r.upperBound, frame.maxY)
                return low <= high ? low...high : nil
            }
        default:
            return merged(children)
        }
    }

    /// A bare shape or colour covering `rect` (under any modifiers that wrap only it).
    private func fills(_ rect: Rect) -> Bool {
        switch kind {
        case .shape, .styledShape, .color: return frame.contains(rect, tolerance: 0.5)
        default: return children.count == 1 && children[0].fills(rect)
        }
    }
}
