import Foundation
import LockshotLanguage

// `Canvas` and its `GraphicsContext`: immediate-mode drawing, recorded as what the layout draws — each
// `fill`/`stroke` a `Path("M … Z")` with its paint, each `draw` of a text or an image that view, placed at
// its point — in a top-leading `ZStack` that takes the size the layout gives the canvas (the renderer runs
// again with the real size, as a `GeometryReader`'s content does).

/// `Canvas { context, size in … }`.
public struct Canvas<Symbols: View>: _LockshotLeaf, PrimitiveView {
    let origin: SourceRange
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) where Symbols == EmptyView {
        origin = site(file, line, column)
        self.renderer = renderer
    }
    /// Symbols (`resolveSymbol(id:)`) are not kept: a symbol the renderer asks for is nil.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        origin = site(file, line, column)
        self.renderer = renderer
    }

    package func statements() -> [Statement] {
        sizedByLayout(at: origin) { size in
            let drawing = GraphicsContext.Drawing(size: size)
            var context = GraphicsContext(drawing: drawing)
            renderer(&context, size)
            return drawing.statements
        }
    }
}

public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// What a `Canvas` renderer draws with. Copies draw into the same canvas (as SwiftUI's do); each copy keeps
/// its own transform and opacity.
public struct GraphicsContext {
    /// The canvas's recorded views, shared by every copy of a context.
    final class Drawing {
        let size: CGSize
        var statements: [Statement] = []
        init(size: CGSize) { self.size = size }
    }
    let drawing: Drawing
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var environment = EnvironmentValues()

    init(drawing: Drawing) { self.drawing = drawing }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clipping is not drawn: what the renderer draws next is drawn whole (a warning says so).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions(),
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        Recorder.unsupported("GraphicsContext.clip(to:)", at: site(file, line, column), help: "what follows is drawn unclipped")
    }
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void,
                                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) rethrows {
        Recorder.unsupported("GraphicsContext.clipToLayer", at: site(file, line, column), help: "what follows is drawn unclipped")
    }
    /// Filters (shadows, blurs, colour matrices) are not drawn.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// A layer: drawn into the same canvas with this context's transform and opacity.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle(),
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let shape = placed(path)
        func filled<S: ShapeStyle>(_ paint: S) -> [Statement] { record(shape.fill(paint, style: style, file: file, line: line, column: column)) }
        add(filled(shading.style(in: drawing.size)))
    }
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle,
                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let shape = placed(path)
        var scaled = style
        scaled.lineWidth *= lineScale
        func stroked<S: ShapeStyle>(_ paint: S) -> [Statement] { record(shape.stroke(paint, style: scaled, file: file, line: line, column: column)) }
        add(stroked(shading.style(in: drawing.size)))
    }
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1,
                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth), file: file, line: line, column: column)
    }

    // MARK: Text and images

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// A text with its `anchor` at `point`, on one line as SwiftUI's canvas draws it.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        place(text.fixedSize(file: file, line: line, column: column), at: point, anchor: anchor, file: file, line: line, column: column)
    }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        draw(text.text, at: point, anchor: anchor, file: file, line: line, column: column)
    }
    /// A text wrapped in `rect`, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        place(text.frame(width: rect.width, height: rect.height, alignment: .topLeading, file: file, line: line, column: column), at: CGPoint(x: rect.minX, y: rect.minY),
              anchor: .topLeading, file: file, line: line, column: column)
    }
    public func draw(_ text: ResolvedText, in rect: CGRect, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { draw(text.text, in: rect, file: file, line: line, column: column) }
    /// An image stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle(), file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        place(image.resizable().frame(width: rect.width, height: rect.height, file: file, line: line, column: column), at: CGPoint(x: rect.minX, y: rect.minY),
              anchor: .topLeading, file: file, line: line, column: column)
    }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle(), file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        draw(image.image, in: rect, style: style, file: file, line: line, column: column)
    }
    /// An image at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        place(image, at: point, anchor: anchor, file: file, line: line, column: column)
    }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        draw(image.image, at: point, anchor: anchor, file: file, line: line, column: column)
    }
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    // MARK: Recording

    /// The path in the canvas's coordinates.
    func placed(_ path: Path) -> Path {
        guard !transform.isIdentity else { return path }
        var moved = path
        moved.data = path.data.mapped { p in
            let q = CGPoint(x: p.x, y: p.y).applying(transform)
            return PathData.Point(x: Double(q.x), y: Double(q.y))
        }
        return moved
    }

    /// How much the transform scales a line's width (the mean of its axes' scales).
    var lineScale: CGFloat { (hypot(transform.a, transform.b) + hypot(transform.c, transform.d)) / 2 }

    /// `view` with its `anchor` at `point` (in this context's coordinates): a zero-size frame aligned at the
    /// anchor, moved to the point, turned with the transform's rotation.
    func place(_ view: some View, at point: CGPoint, anchor: UnitPoint, file: StaticString, line: UInt, column: UInt) {
        // To a thousandth of a point: `55.00000000000001` is 55 in the layout as in the picture.
        let exact = point.applying(transform)
        let target = CGPoint(x: (exact.x * 1000).rounded() / 1000, y: (exact.y * 1000).rounded() / 1000)
        let angle = atan2(Double(transform.b), Double(transform.a))
        let pinned = view.frame(width: 0, height: 0, alignment: Alignment(anchor), file: file, line: line, column: column)
        if abs(angle) > 1e-9 {
            add(pinned.rotationEffect(.radians(angle), anchor: .center, file: file, line: line, column: column).offset(x: target.x, y: target.y, file: file, line: line, column: column))
        } else {
            add(pinned.offset(x: target.x, y: target.y, file: file, line: line, column: column))
        }
    }

    func add(_ view: some View) { add(record(view)) }

    func add(_ statements: [Statement]) {
        guard opacity < 1 else { drawing.statements += statements; return }
        drawing.statements += record(_RecordedStatements(recorded: statements).opacity(opacity))
    }

    // MARK: Types

    /// The paint of a fill or a stroke.
    public struct Shading {
        /// The style, or a gradient between points of the canvas (made relative to its size when drawn).
        enum Kind {
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        public static var foreground: Shading { Shading(kind: .style(Color.primary)) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// The paint as a style; gradient points become unit points of the canvas.
        func style(in size: CGSize) -> any ShapeStyle {
            func unit(_ p: CGPoint) -> UnitPoint {
                UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
            }
            switch kind {
            case .style(let style): return style
            case .linear(let gradient, let start, let end):
                return LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius)
            }
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1), mirror = GradientOptions(rawValue: 2), linearColor = GradientOptions(rawValue: 4)
    }
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }
    /// Shadows, blurs and colour filters: accepted, not drawn.
    public struct Filter: Sendable {
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func luminanceToAlpha() -> Filter { Filter() }
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1), shadowOnly = ShadowOptions(rawValue: 2)
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1), dithersResult = BlurOptions(rawValue: 2)
    }

    /// A text ready to draw. Its size is lockshot's layout's to find; `measure(in:)` estimates it from the font's
    /// size (0.6 em per character, one line), since the widget's program has no fonts.
    public struct ResolvedText {
        let text: Text
        public func measure(in size: CGSize) -> CGSize {
            let em = text.fontSize
            let width = min(size.width, CGFloat(text.plainText.count) * em * 0.6)
            return CGSize(width: width, height: em * 1.2)
        }
        public var shading: Shading = .foreground
    }
    public struct ResolvedImage {
        let image: Image
        public var size: CGSize { CGSize(width: 0, height: 0) }
        public var baseline: CGFloat { 0 }
        public var shading: Shading? = nil
    }
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }
}

/// Statements already recorded, as a view (to put a modifier around them).
struct _RecordedStatements: _LockshotLeaf, PrimitiveView {
    let recorded: [Statement]
    package func statements() -> [Statement] {
        single("ZStack", [Argument(label: Identifier("alignment"), value: member("topLeading"))], content: recorded, at: .none)
    }
}

extension Alignment {
    /// The named alignment nearest to a unit point (a canvas's anchor).
    init(_ anchor: UnitPoint) {
        let horizontal: HorizontalAlignment = anchor.x < 1.0 / 3 ? .leading : anchor.x > 2.0 / 3 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 1.0 / 3 ? .top : anchor.y > 2.0 / 3 ? .bottom : .center
        self.init(horizontal: horizontal, vertical: vertical)
    }
}

/// `TimelineView(.everyMinute) { context in … }`: its content drawn once, at the render clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }
    public var body: Content { content(Context(date: Date(), cadence: .live)) }
}

/// What a `TimelineView`'s content is drawn for.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a `TimelineView` would redraw; a still picture is drawn once, at the render clock.
public protocol TimelineSchedule {}
public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
public struct PeriodicTimelineSchedule: TimelineSchedule { public init(from startDate: Date, by interval: TimeInterval) {} }
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension Text {
    /// The point size its font asks for: `.system(size:)` or a text style's size at the default Dynamic Type size.
    var fontSize: CGFloat {
        let styles: [String: CGFloat] = ["largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
                                         "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11]
        guard let font = node.modifiers.last(where: { $0.name.name == "font" })?.arguments.first?.value else { return 17 }
        var expression = font
        while true {
            switch expression.kind {
            case .implicitMember(let name, let arguments):
                if let size = arguments?.first(where: { $0.label?.name == "size" }), case .number(let value, _) = size.value.kind {
                    return CGFloat(value)
                }
                return styles[name] ?? 17
            case .methodCall(let base, _, _): expression = base
            default: return 17
            }
        }
    }
}
