import Foundation
import LockshotLanguage

/// A 2-D shape: lockshot draws its own (rectangles, rounded rectangles, circles, capsules,
/// ellipses); a custom `path(in:)` is not drawn yet.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    public var body: _CustomShapeView<Self> { _CustomShapeView(shape: self) }
}

/// A shape of the app's own: its `path(in:)` runs with the frame the layout gives it. Like a
/// `GeometryReader`, the first run uses the size a previous layout found (or 100 × 100) and lockshot runs
/// the widget again when the frame differs (the marker carries the key and size).
public struct _CustomShapeView<S: Shape>: _LockshotLeaf, PrimitiveView {
    let shape: S
    package func statements() -> [Statement] {
        let key = Recorder.geometryKey(.none)
        let size = Recorder.geometry[key] ?? CGSize(width: 100, height: 100)
        let path = shape.path(in: CGRect(origin: .zero, size: size))
        var node = ViewNode(name: Identifier("Path"), arguments: [argument(nil, path.data.svg)])
        node.modifiers = [makeModifier("accessibilityLabel", [argument(nil, "lockshot-geometry:\(key)@\(size.width)x\(size.height)")],
                                       at: .none)]
        return [.view(node)]
    }
}

/// `trim(from:to:)` on a shape of the app's own.
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat, to: CGFloat
    let here: SourceRange
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var body: some View {
        base.modified(here) { [makeModifier("trim", [argument("from", from), argument("to", to)], at: here)] }
    }
}

extension Shape {
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1,
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: start, to: end, here: site(file, line, column))
    }
}

/// The built-in shapes, recorded by name.
public protocol _BuiltInShape: InsettableShape where Body == Never {
    var node: ViewNode { get }
}
extension _BuiltInShape {
    public var body: Never { fatalError() }
    package func statements() -> [Statement] { [.view(node)] }
    public func inset(by amount: CGFloat) -> Self { self }
}

func shapeNode(_ name: String, _ arguments: [Argument] = [], at here: SourceRange) -> ViewNode {
    ViewNode(name: Identifier(name, range: here), arguments: arguments, range: here)
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Rectangle: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { node = shapeNode("Rectangle", at: site(file, line, column)) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct RoundedRectangle: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = shapeNode("RoundedRectangle", [argument("cornerRadius", cornerRadius)], at: site(file, line, column))
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style, file: file, line: line, column: column)
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}
public struct Circle: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { node = shapeNode("Circle", at: site(file, line, column)) }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
public struct Capsule: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public init(style: RoundedCornerStyle = .continuous, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = shapeNode("Capsule", at: site(file, line, column))
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
public struct Ellipse: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { node = shapeNode("Ellipse", at: site(file, line, column)) }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
public struct ContainerRelativeShape: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = shapeNode("ContainerRelativeShape", at: site(file, line, column))
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A built-in shape with shape modifiers (`trim`) that is still a shape.
public struct _ModifiedShape<Base: Shape>: _BuiltInShape, PrimitiveView {
    public let node: ViewNode
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How a stroke is drawn.
public struct StrokeStyle: Equatable, Sendable, LayoutValue {
    public var lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
    package var layoutExpr: Expr {
        var args = [argument("lineWidth", lineWidth)]
        if lineCap != .butt { args.append(Argument(label: Identifier("lineCap"), value: member("\(lineCap)"))) }
        if !dash.isEmpty { args.append(Argument(label: Identifier("dash"), value: Expr(.array(dash.map(\.layoutExpr))))) }
        return Expr(.view(ViewNode(name: Identifier("StrokeStyle"), arguments: args)))
    }
}
public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The foreground style (`fill()` with no argument).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle(),
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { content is ForegroundStyle ? [] : [makeModifier("fill", [paintArgument(content)], at: here)] }
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("stroke", [paintArgument(content), argument("lineWidth", lineWidth)], at: here)] }
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("stroke", [paintArgument(content), argument("style", style)], at: here)] }
    }
    public func stroke(lineWidth: CGFloat = 1, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        stroke(Color.primary, lineWidth: lineWidth, file: file, line: line, column: column)
    }
    public func stroke(style: StrokeStyle, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        stroke(Color.primary, style: style, file: file, line: line, column: column)
    }
}

extension _BuiltInShape {
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1,
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> _ModifiedShape<Self> {
        var node = self.node
        node.modifiers.append(makeModifier("trim", [argument("from", start), argument("to", end)], at: site(file, line, column)))
        return _ModifiedShape(node: node)
    }
    public func rotation(_ angle: Angle) -> _ModifiedShape<Self> { _ModifiedShape(node: node) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("strokeBorder", [paintArgument(content), argument("lineWidth", lineWidth)], at: here)] }
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("strokeBorder", [paintArgument(content), argument("style", style)], at: here)] }
    }
    public func strokeBorder(lineWidth: CGFloat = 1, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        strokeBorder(Color.primary, lineWidth: lineWidth, file: file, line: line, column: column)
    }
}

/// An outline, as a custom `Shape` builds it and as a view: kept as lines and curves (rectangles, ellipses
/// and arcs become Bézier curves) and recorded as the layout's `Path("M … Z")`.
public struct Path: Equatable, Sendable {
    var data = PathData([])
    var current: CGPoint?
    var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    static func point(_ p: CGPoint) -> PathData.Point { PathData.Point(x: Double(p.x), y: Double(p.y)) }

    public mutating func move(to point: CGPoint) {
        data.commands.append(.move(Self.point(point)))
        current = point
        subpathStart = point
    }
    public mutating func addLine(to point: CGPoint) {
        if current == nil { move(to: point); return }
        data.commands.append(.line(Self.point(point)))
        current = point
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        data.commands.append(.quad(control: Self.point(control), to: Self.point(point)))
        current = point
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        data.commands.append(.curve(Self.point(control1), Self.point(control2), to: Self.point(point)))
        current = point
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        data.commands.append(.close)
        current = subpathStart
    }
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let radius = min(max(0, min(cornerSize.width, cornerSize.height)), min(r.width, r.height) / 2)
        guard radius > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        arc(CGPoint(x: r.maxX - radius, y: r.minY + radius), radius, -.pi / 2, 0)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        arc(CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius, 0, .pi / 2)
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        arc(CGPoint(x: r.minX + radius, y: r.maxY - radius), radius, .pi / 2, .pi)
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        arc(CGPoint(x: r.minX + radius, y: r.minY + radius), radius, .pi, 1.5 * .pi)
        closeSubpath()
    }
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY))
        arc(center, r.width / 2, 0, 2 * .pi, ry: r.height / 2)
        closeSubpath()
    }
    /// SwiftUI's `addArc`: angles from the x axis, growing clockwise on screen (y points down); as in SwiftUI,
    /// `clockwise: false` is the arc that looks clockwise. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians, end = endAngle.radians
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if current == nil { move(to: first) } else { addLine(to: first) }
        arc(center, radius, start, end)
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: Angle(radians: startAngle.radians + delta.radians),
               clockwise: delta.radians < 0)
    }
    public mutating func addPath(_ path: Path) {
        data.commands += path.data.commands
        current = path.current ?? current
        subpathStart = path.subpathStart ?? subpathStart
    }

    /// An elliptical arc from `start` to `end` radians (either direction) as cubic curves of at most 90°.
    private mutating func arc(_ c: CGPoint, _ rx: CGFloat, _ start: Double, _ end: Double, ry: CGFloat? = nil) {
        let ry = ry ?? rx
        let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(to: CGPoint(x: c.x + rx * c1, y: c.y + ry * s1),
                     control1: CGPoint(x: c.x + rx * (c0 - k * s0), y: c.y + ry * (s0 + k * c0)),
                     control2: CGPoint(x: c.x + rx * (c1 + k * s1), y: c.y + ry * (s1 - k * c1)))
            angle = next
        }
    }

    public var isEmpty: Bool { data.commands.isEmpty }
    public var currentPoint: CGPoint? { current }
    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        copy.data = data.offsetBy(dx: Double(dx), dy: Double(dy))
        copy.current = current.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        copy.subpathStart = subpathStart.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        return copy
    }
}

/// `Path` is a shape (its own outline) and a view: drawn where its points are.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
    public var body: _PathView { _PathView(path: self) }
}

/// A `Path` used as a view: `Path("M … Z")` in the layout.
public struct _PathView: _LockshotLeaf, PrimitiveView {
    let path: Path
    package func statements() -> [Statement] {
        [.view(ViewNode(name: Identifier("Path"), arguments: [argument(nil, path.data.svg)]))]
    }
}

/// The size a `GeometryReader` was offered.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in space: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}
public enum CoordinateSpace: Sendable { case global, local, named(String) }
/// `GeometryReader`: takes the space it is offered and places its content at the top leading corner.
/// Its content needs that size, which only lockshot's layout knows: the first run draws it with the
/// size of a previous layout of the same preview and region (`--geometry`), or 100 × 100; lockshot lays
/// the result out, and when the reader's frame is not the size its content was drawn with, runs the
/// widget again with the frame (`Pipeline.layOut`). The marker annotation carries the key and size.
public struct GeometryReader<Content: View>: _LockshotLeaf, PrimitiveView {
    let origin: SourceRange
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        origin = site(file, line, column)
        self.content = content
    }
    package func statements() -> [Statement] {
        sizedByLayout(at: origin) { size in record(content(GeometryProxy(size: size))) }
    }
}

/// Content drawn for the size the layout gives it (`GeometryReader`, `Chart`): a top-leading `ZStack`
/// that takes the space offered, marked with its key and the size its content was drawn for.
package func sizedByLayout(at origin: SourceRange, _ draw: (CGSize) -> [Statement]) -> [Statement] {
    let key = Recorder.geometryKey(origin)
    // Until a layout has measured it: a small positive size (content sized from it must stay valid, a
    // `.system(size: proxy.size.height * 0.5)` font of 0 pt is refused before the layout could run).
    let size = Recorder.geometry[key] ?? CGSize(width: 100, height: 100)
    let inner = draw(size)
    var node = ViewNode(name: Identifier("ZStack", range: origin), arguments: [Argument(label: Identifier("alignment"), value: member("topLeading"))],
                        content: inner, range: origin)
    node.modifiers = [
        // minWidth/minHeight 0: the reader takes the proposal whatever its content's size, as SwiftUI's does (content
        // larger than it overflows), so its frame never depends on what was drawn for it and one more run settles it.
        makeModifier("frame", [argument("minWidth", 0),
                               Argument(label: Identifier("maxWidth"), value: member("infinity")),
                               argument("minHeight", 0),
                               Argument(label: Identifier("maxHeight"), value: member("infinity")),
                               Argument(label: Identifier("alignment"), value: member("topLeading"))], at: origin),
        makeModifier("accessibilityLabel", [argument(nil, "lockshot-geometry:\(key)@\(size.width)x\(size.height)")], at: origin),
    ]
    return [.view(node)]
}
