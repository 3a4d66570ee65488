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

/// A shape of the app's own: not drawn yet (an error, since it changes the picture).
public struct _CustomShapeView<S: Shape>: _LockshotLeaf, PrimitiveView {
    let shape: S
    package func statements() -> [Statement] {
        Recorder.unsupported("the custom Shape '\(S.self)'", at: .none,
                             help: "lockshot draws Rectangle, RoundedRectangle, Circle, Capsule and Ellipse; a path(in:) of your own is not drawn yet",
                             severity: .error)
        return []
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

/// An outline, as a custom `Shape` builds it (kept; not drawn yet).
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), close
        case rect(CGRect), roundedRect(CGRect, CGFloat), ellipse(CGRect)
        case arc(center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool)
    }
    var elements: [Element] = []
    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerRadius)]
    }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quad(point, control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(point, control1, control2))
    }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize.width))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle.radians, end: endAngle.radians, clockwise: clockwise))
    }
    public mutating func closeSubpath() { elements.append(.close) }
    public var isEmpty: Bool { elements.isEmpty }
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
        let key = Recorder.geometryKey(origin)
        // Until a layout has measured it: a small positive size (content sized from it must stay valid, a
        // `.system(size: proxy.size.height * 0.5)` font of 0 pt is refused before the layout could run).
        let size = Recorder.geometry[key] ?? CGSize(width: 100, height: 100)
        let inner = record(content(GeometryProxy(size: size)))
        var node = ViewNode(name: Identifier("ZStack", range: origin), arguments: [Argument(label: Identifier("alignment"), value: member("topLeading"))],
                            content: inner, range: origin)
        node.modifiers = [
            makeModifier("frame", [Argument(label: Identifier("maxWidth"), value: member("infinity")),
                                   Argument(label: Identifier("maxHeight"), value: member("infinity")),
                                   Argument(label: Identifier("alignment"), value: member("topLeading"))], at: origin),
            makeModifier("accessibilityLabel", [argument(nil, "lockshot-geometry:\(key)@\(size.width)x\(size.height)")], at: origin),
        ]
        return [.view(node)]
    }
}
