import LockshotLanguage

/// A view after binding: expressions evaluated, environment resolved, `if`s decided.
///
/// Modifiers that change layout or drawing wrap the view they modify, as in
/// SwiftUI (`Text("a").padding()` is a `.padding` node whose child is the text).
/// Environment modifiers (`font`, `foregroundColor`, `lineLimit`, …) leave no
/// node: binding pushes them down into the `BoundText`/shape leaves they affect.
package struct BoundView: Sendable, Equatable {
    /// Unique within one `BoundActivity`; the layout engine caches answers by it.
    package var id: Int
    package var kind: BoundViewKind
    /// The view or modifier this node was bound from.
    package var range: SourceRange

    package init(id: Int, kind: BoundViewKind, range: SourceRange = .none) {
        self.id = id
        self.kind = kind
        self.range = range
    }

    /// The child this node wraps, for modifier nodes.
    package var wrapped: BoundView? {
        switch kind {
        case .padding(_, let c), .frame(_, let c), .flexibleFrame(_, let c), .fixedSize(_, _, let c),
             .layoutPriority(_, let c), .offset(_, _, let c), .position(_, _, let c), .alignmentGuide(_, let c), .background(_, _, let c), .overlay(_, _, let c),
             .opacity(_, let c), .clip(_, let c), .border(_, _, let c), .aspectRatio(_, _, let c), .hidden(let c),
             .scanlines(_, _, _, let c), .glow(_, _, let c), .annotation(_, _, let c), .effect(_, let c):
            c
        default: nil
        }
    }

    /// True for a bare `Spacer` (stacks give spacers what is left, last).
    package var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// `layoutPriority` of this view (0 unless a `.layoutPriority` node wraps it, looking through other modifiers).
    package var layoutPriority: Double {
        if case .layoutPriority(let p, _) = kind { return p }
        return wrapped?.layoutPriority ?? 0
    }
}

/// The axis a stack lays its children along.
package enum Axis: String, Sendable, Hashable, Codable { case horizontal, vertical }

/// SwiftUI's `HorizontalAlignment` / `VerticalAlignment` values used by stacks and frames.
package enum HorizontalAlignment: String, Sendable, Hashable, Codable { case leading, center, trailing }
package enum VerticalAlignment: String, Sendable, Hashable, Codable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// SwiftUI's two-dimensional `Alignment` (`.topLeading`, `.center`, …).
package struct Alignment: Sendable, Hashable, Codable {
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment
    package init(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    package static let center = Alignment(.center, .center)
}

/// An explicit alignment guide: `width × width + height × height + offset` points from the view's
/// top-left corner along the guide's axis (a Swift closure over `ViewDimensions`, recorded as its linear form).
package struct AlignmentGuide: Sendable, Hashable {
    package enum Guide: Sendable, Hashable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }
    package var guide: Guide
    package var width: Double, height: Double, offset: Double
    package init(_ guide: Guide, width: Double = 0, height: Double = 0, offset: Double = 0) {
        (self.guide, self.width, self.height, self.offset) = (guide, width, height, offset)
    }
    package func value(for size: Size) -> Double { width * size.width + height * size.height + offset }
}

/// Insets on each edge, in points.
package struct EdgeInsets: Sendable, Hashable, Codable {
    package var top: Double, leading: Double, bottom: Double, trailing: Double
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    package init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}

/// A shape as a view, a clip or a background.
package enum ShapeKind: Sendable, Hashable, Codable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// `Path("M 0 0 L 10 10")` or a compiled widget's custom `Shape`.
    case path(PathData)

    /// The outline of this shape in `rect`. A circle is the largest circle centered in `rect`.
    package func path(in rect: Rect) -> ShapePath {
        switch self {
        case .rectangle: return .rect(rect)
        case .roundedRectangle(let r): return r > 0 ? .roundedRect(rect, cornerRadius: r) : .rect(rect)
        case .ellipse: return .ellipse(rect)
        case .capsule: return .capsule(rect)
        case .path(let data): return .path(rect, data)
        case .circle:
            let d = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrame: Sendable, Hashable {
    package var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    package var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    package var alignment: Alignment
    package init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `frame(width:height:alignment:)`.
package struct FixedFrame: Sendable, Hashable {
    package var width: Double?
    package var height: Double?
    package var alignment: Alignment
    package init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
package enum ContentMode: String, Sendable, Hashable, Codable { case fit, fill }

/// Text after binding: its string and every environment value that shapes it.
package struct BoundText: Sendable, Hashable {
    /// The bound value before `characterLimit` (the dump's `text`).
    package var text: String
    /// After `characterLimit` (what is handed to the measurer).
    package var limitedText: String
    /// True when `characterLimit` cut the text.
    package var characterLimited: Bool
    package var font: FontSpec
    package var color: RGBA
    package var kerning: Double
    package var lineSpacing: Double
    package var lineLimit: Int?
    package var truncationMode: TruncationMode
    package var alignment: TextAlignment
    /// A timer or date text (`Text(timerInterval:)`, `Text(date, style:)`) — it changes width as it ticks.
    package var isTimer: Bool
    /// A text that counts (`Text(timerInterval:)`, `.timer`, `.relative`, `.offset`): iOS gives it all the width
    /// it is offered and draws its digits by `multilineTextAlignment` in it, leading by default.
    package var claimsWidth = false
    /// A clock timer's widest form (`1:00:00` in the locale's digits). Under `minimumScaleFactor`, iOS shrinks a timer
    /// until this fits its width, not the digits it shows (docs/parity.md case 7: "0:24" in a 52 pt frame drawn at
    /// 14.6 pt where `.body` is 17, the size at which an hours-wide timer fits). nil for other text.
    package var fitTemplate: String?
    /// `minimumScaleFactor`: the text may shrink to this fraction of its size to fit before it truncates.
    package var minimumScaleFactor: Double
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    /// Style runs of a concatenation whose segments differ in style; empty when the whole text has one style.
    package var runs: [TextStyleRun] = []

    package init(text: String, limitedText: String? = nil, characterLimited: Bool = false, font: FontSpec,
                color: RGBA, kerning: Double = 0, lineSpacing: Double = 0, lineLimit: Int? = nil,
                truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading, isTimer: Bool = false,
                minimumScaleFactor: Double = 1, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.text = text
        self.limitedText = limitedText ?? text
        self.characterLimited = characterLimited
        self.font = font
        self.color = color
        self.kerning = kerning
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.isTimer = isTimer
        self.minimumScaleFactor = minimumScaleFactor
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The measurement request for a width proposal (nil or ∞: unconstrained).
    package func request(maxWidth: Double?) -> TextRequest {
        let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        var request = TextRequest(text: limitedText, font: font, kerning: kerning, lineSpacing: lineSpacing,
                                  maxWidth: width, lineLimit: lineLimit, truncationMode: truncationMode,
                                  alignment: alignment)
        request.runs = runs.map { TextRequest.Run(length: $0.length, font: $0.font, kerning: $0.kerning) }
        return request
    }
}

/// A stretch of a concatenated text (`Text("87").bold() + Text(" min")`) in its own style: `length` grapheme
/// clusters of the displayed string.
package struct TextStyleRun: Sendable, Hashable {
    package var length: Int
    package var font: FontSpec
    package var color: RGBA
    package var kerning: Double
    /// `baselineOffset(_:)`: points up from the line's baseline.
    package var baselineOffset: Double
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    package init(length: Int, font: FontSpec, color: RGBA, kerning: Double = 0, baselineOffset: Double = 0,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.length = length
        self.font = font
        self.color = color
        self.kerning = kerning
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// An image after binding.
package struct BoundImage: Sendable, Hashable {
    /// The name or path the layout asked for last (`fixtures/sunset.jpg`, `app-icon`); nil when nothing resolved.
    package var source: String?
    /// The resolved asset; nil when no candidate could be used (drawn as nothing).
    package var asset: ImageAsset?
    /// True when a `??` fallback stood in for the first choice.
    package var fallback: Bool
    package var resizable: Bool
    package var interpolation: ImageInterpolation
    /// Symbol images (`Image(systemName:)`): see `BoundSymbol`; nil for images from files.
    package var symbol: BoundSymbol?
    /// Drawn as a template in this color (symbols, `renderingMode(.template)`); nil draws the image's own colors.
    package var tint: RGBA?
    /// A layered symbol's secondary layer (its enclosure), drawn under `asset` in its own color: the foreground
    /// at half its opacity (`.hierarchical`, SwiftUI's second hierarchical level) or the palette's second style.
    package var secondaryLayer: SecondaryLayer?
    package struct SecondaryLayer: Sendable, Hashable {
        package var asset: ImageAsset
        package var tint: RGBA
    }
    package init(source: String?, asset: ImageAsset?, fallback: Bool, resizable: Bool = false,
                interpolation: ImageInterpolation = .smooth) {
        self.source = source
        self.asset = asset
        self.fallback = fallback
        self.resizable = resizable
        self.interpolation = interpolation
    }

    /// The image's size in points: files are treated as @1x (one pixel = one point), as
    /// `UIImage(contentsOfFile:)` does for a file with no `@2x` suffix; drawn built-ins carry their scale.
    /// A symbol's size follows the font (`BoundSymbol.size`).
    package var naturalSize: Size {
        if let symbol, asset != nil { return symbol.size }
        guard let asset else { return .zero }
        return Size(width: Double(asset.pixelWidth) / Double(asset.scale),
                    height: Double(asset.pixelHeight) / Double(asset.scale))
    }
}

/// What a bound view is.
package indirect enum BoundViewKind: Sendable, Equatable {
    case text(BoundText)
    case image(BoundImage)
    /// `HStack` (horizontal) or `VStack` (vertical); spacing nil = the default 8.
    case stack(Axis, Alignment, spacing: Double?, [BoundView])
    case zstack(Alignment, [BoundView])
    /// `Grid { GridRow { … } … }`: rows of cells; a row of one cell that is not a `GridRow` spans every column.
    case grid(GridLayout, rows: [GridRowCells])
    /// `axis` is the enclosing stack's (nil outside a stack: flexible both ways).
    case spacer(minLength: Double?, axis: Axis?)
    case divider(axis: Axis?, color: RGBA)
    case color(RGBA)
    case shape(ShapeKind, fill: RGBA?, stroke: RGBA?, lineWidth: Double)
    /// `ProgressView(value:total:)`: fraction in 0…1.
    case progress(fraction: Double, tint: RGBA, track: RGBA)
    /// Nothing (an empty region, or a view that failed to bind).
    case empty

    case padding(EdgeInsets, BoundView)
    case frame(FixedFrame, BoundView)
    case flexibleFrame(FlexibleFrame, BoundView)
    case fixedSize(horizontal: Bool, vertical: Bool, BoundView)
    case layoutPriority(Double, BoundView)
    case offset(x: Double, y: Double, BoundView)
    /// `position(x:y:)`: takes the space offered and puts the child's centre at (x, y) in it.
    case position(x: Double, y: Double, BoundView)
    /// `alignmentGuide(_:computeValue:)`: where this view's guide lies, for the container that aligns by it.
    case alignmentGuide(AlignmentGuide, BoundView)
    /// `background(_:alignment:)`: the decoration is drawn behind, sized by the view it decorates.
    case background(BoundView, Alignment, BoundView)
    case overlay(BoundView, Alignment, BoundView)
    case opacity(Double, BoundView)
    /// `clipShape`, `clipped()` (rectangle), `cornerRadius` (rounded rectangle).
    case clip(ShapeKind, BoundView)
    /// `border(color, width:)`: a stroke inside the frame.
    case border(RGBA, width: Double, BoundView)
    /// ratio nil: the child's ideal aspect ratio.
    case aspectRatio(Double?, ContentMode, BoundView)
    case hidden(BoundView)
    case scanlines(RGBA, opacity: Double, spacing: Double, BoundView)
    case glow(RGBA, radius: Double, BoundView)
    /// `ViewThatFits`: the first child whose ideal size fits the proposal in the constrained axes, else the last.
    case viewThatFits(horizontal: Bool, vertical: Bool, [BoundView])
    /// A modifier that draws nothing in a still (`accessibilityLabel`, `contentTransition`, a `Link`'s
    /// destination …): kept so the layout dump shows it; lays out as its child.
    case annotation(name: String, value: String, BoundView)
    /// A shape with a gradient, a stroke style, `strokeBorder` or `trim`; a gradient as a view.
    case styledShape(StyledShape)
    /// A drawing effect (shadow, blur, rotation, scale, redaction) that leaves layout alone.
    case effect(VisualEffect, BoundView)
    /// `Gauge`, `ProgressView` with `.circular`: the label (if any) is laid out inside it.
    case gauge(GaugeView, label: BoundView?)

    /// The name the layout dump and diagnostics use for this kind.
    package var name: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .stack(let axis, _, _, _): axis == .horizontal ? "hstack" : "vstack"
        case .zstack: "zstack"
        case .grid: "grid"
        case .spacer: "spacer"
        case .divider: "divider"
        case .color: "color"
        case .shape: "shape"
        case .progress: "progress"
        case .empty: "empty"
        case .padding: "padding"
        case .frame, .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .offset: "offset"
        case .position: "position"
        case .alignmentGuide: "alignmentGuide"
        case .background: "background"
        case .overlay: "overlay"
        case .opacity: "opacity"
        case .clip: "clip"
        case .border: "border"
        case .aspectRatio: "aspectRatio"
        case .hidden: "hidden"
        case .scanlines: "scanlines"
        case .glow: "glow"
        case .viewThatFits: "viewThatFits"
        case .annotation(let name, _, _): name
        case .styledShape(let s): s.isGradientView ? "gradient" : "shape"
        case .effect(let e, _): e.name
        case .gauge: "gauge"
        }
    }
}

/// A `Grid`'s alignment and spacing (nil: the default 8 points, as SwiftUI's system spacing).
package struct GridLayout: Sendable, Hashable {
    package var alignment: Alignment
    package var horizontalSpacing: Double?
    package var verticalSpacing: Double?
    package init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// One row of a `Grid`: the cells of a `GridRow`, or one view that spans the grid's width.
package struct GridRowCells: Sendable, Equatable {
    package var cells: [BoundView]
    package var spansAllColumns: Bool
    /// How many columns each cell takes (`gridCellColumns(_:)`), 1 by default.
    package var spans: [Int]
    package init(cells: [BoundView], spansAllColumns: Bool, spans: [Int]? = nil) {
        self.cells = cells
        self.spansAllColumns = spansAllColumns
        self.spans = spans ?? Array(repeating: 1, count: cells.count)
    }
}
