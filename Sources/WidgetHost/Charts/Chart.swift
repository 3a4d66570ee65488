import LockshotLanguage
import LockshotSwiftUI

// lockshot's Swift Charts for Linux (issue 26 #8): `Chart` with point, line, area, bar, rule and rectangle
// marks, scales and axes, drawn for the size the layout gives the chart (like a `GeometryReader`: the
// widget runs again when the size changes). Marks become the layout's `Path` views, axis labels `Text`s.

// MARK: Values

/// A value a mark can be placed by: numbers and dates (by their position on a continuous scale), strings
/// (categories, in the order first met).
public protocol Plottable {
    /// The position on a continuous scale; nil for a category.
    var lockshotNumber: Double? { get }
}
extension Double: Plottable { public var lockshotNumber: Double? { self } }
extension Float: Plottable { public var lockshotNumber: Double? { Double(self) } }
extension CGFloat: Plottable { public var lockshotNumber: Double? { Double(self) } }
extension Int: Plottable { public var lockshotNumber: Double? { Double(self) } }
extension Int32: Plottable { public var lockshotNumber: Double? { Double(self) } }
extension Int64: Plottable { public var lockshotNumber: Double? { Double(self) } }
extension Decimal: Plottable { public var lockshotNumber: Double? { NSDecimalNumber(decimal: self).doubleValue } }
extension Date: Plottable { public var lockshotNumber: Double? { timeIntervalSinceReferenceDate } }
extension String: Plottable { public var lockshotNumber: Double? { nil } }

/// `.value("Glucose", reading.value)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value)
    }
    /// A date binned to `unit` (Swift Charts centres it in the bin; lockshot places it at the date).
    public static func value(_ label: some StringProtocol, _ value: Value, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: String(label), value: value)
    }
    var coordinate: Coordinate {
        if let number = value.lockshotNumber { return .number(number, isDate: value is Date) }
        return .category(String(describing: value))
    }
}

enum Coordinate: Equatable {
    case number(Double, isDate: Bool)
    case category(String)
}

// MARK: Content

/// What a `Chart` holds: marks, and groups of them.
public protocol ChartContent {
    func lockshotMarks() -> [Mark]
}

/// One mark as lockshot draws it.
public struct Mark {
    enum Kind { case point, line, area, bar, rule, rectangle }
    var kind: Kind
    var x: Coordinate?, y: Coordinate?
    var xStart: Coordinate?, xEnd: Coordinate?, yStart: Coordinate?, yEnd: Coordinate?
    var color: Color?
    var series: String?
    var lineWidth: CGFloat?
    var dash: [CGFloat] = []
    var symbolArea: CGFloat?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var width: CGFloat?
}

@resultBuilder
public enum ChartContentBuilder {
    public static func buildBlock() -> _ChartGroup { _ChartGroup(marks: []) }
    public static func buildBlock(_ parts: any ChartContent...) -> _ChartGroup { _ChartGroup(marks: parts.flatMap { $0.lockshotMarks() }) }
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildOptional(_ content: (any ChartContent)?) -> _ChartGroup { _ChartGroup(marks: content?.lockshotMarks() ?? []) }
    public static func buildEither(first: any ChartContent) -> _ChartGroup { _ChartGroup(marks: first.lockshotMarks()) }
    public static func buildEither(second: any ChartContent) -> _ChartGroup { _ChartGroup(marks: second.lockshotMarks()) }
    public static func buildArray(_ parts: [any ChartContent]) -> _ChartGroup { _ChartGroup(marks: parts.flatMap { $0.lockshotMarks() }) }
    public static func buildLimitedAvailability(_ content: any ChartContent) -> _ChartGroup { _ChartGroup(marks: content.lockshotMarks()) }
}

public struct _ChartGroup: ChartContent {
    let marks: [Mark]
    public func lockshotMarks() -> [Mark] { marks }
}

extension ForEach: ChartContent where Content: ChartContent {
    public func lockshotMarks() -> [Mark] { data.flatMap { content($0).lockshotMarks() } }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(elements: data, content: content)
    }
}
extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(elements: data, content: content)
    }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(elements: data, content: content)
    }
}

/// A mark and the modifiers that style it.
public protocol _MarkContent: ChartContent {
    var mark: Mark { get set }
}
extension _MarkContent {
    public func lockshotMarks() -> [Mark] { [mark] }
    func with(_ change: (inout Mark) -> Void) -> Self {
        var copy = self
        change(&copy.mark)
        return copy
    }
    public func foregroundStyle(_ color: Color) -> Self { with { $0.color = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { with { $0.color = style as? Color ?? $0.color } }
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self { with { $0.series = String(describing: value.value) } }
    public func lineStyle(_ style: StrokeStyle) -> Self { with { $0.lineWidth = style.lineWidth; $0.dash = style.dash } }
    public func symbolSize(_ area: CGFloat) -> Self { with { $0.symbolArea = area } }
    public func symbolSize(_ size: CGSize) -> Self { with { $0.symbolArea = size.width * size.height } }
    public func symbol<S>(_ symbol: S) -> Self { self }
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { with { $0.opacity *= opacity } }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { self }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { with { $0.cornerRadius = radius } }
    public func clipShape<S: Shape>(_ shape: S) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> Self { self }
    public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil, span: CGFloat? = nil) -> Self { self }
    public func accessibilityLabel(_ label: String) -> Self { self }
    public func accessibilityValue(_ value: String) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func blur(radius: CGFloat) -> Self { self }
}

public enum InterpolationMethod: Sendable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
public enum AnnotationPosition: Sendable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }

public struct PointMark: _MarkContent {
    public var mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = Mark(kind: .point, x: x.coordinate, y: y.coordinate)
    }
}
public struct LineMark: _MarkContent {
    public var mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = Mark(kind: .line, x: x.coordinate, y: y.coordinate)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = Mark(kind: .line, x: x.coordinate, y: y.coordinate, series: String(describing: series.value))
    }
}
public struct AreaMark: _MarkContent {
    public var mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = Mark(kind: .area, x: x.coordinate, y: y.coordinate)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = Mark(kind: .area, x: x.coordinate, yStart: yStart.coordinate, yEnd: yEnd.coordinate)
    }
}
public struct BarMark: _MarkContent {
    public var mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = Mark(kind: .bar, x: x.coordinate, y: y.coordinate, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark = Mark(kind: .bar, x: x.coordinate, yStart: yStart.coordinate, yEnd: yEnd.coordinate, width: width.points)
    }
}
public struct RuleMark: _MarkContent {
    public var mark: Mark
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = Mark(kind: .rule, y: y.coordinate) }
    public init<X: Plottable>(x: PlottableValue<X>) { mark = Mark(kind: .rule, x: x.coordinate) }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = Mark(kind: .rule, y: y.coordinate, xStart: xStart.coordinate, xEnd: xEnd.coordinate)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = Mark(kind: .rule, x: x.coordinate, yStart: yStart.coordinate, yEnd: yEnd.coordinate)
    }
}
public struct RectangleMark: _MarkContent {
    public var mark: Mark
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = Mark(kind: .rectangle, xStart: xStart.coordinate, xEnd: xEnd.coordinate, yStart: yStart.coordinate, yEnd: yEnd.coordinate)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        mark = Mark(kind: .rectangle, x: x.coordinate, y: y.coordinate, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark = Mark(kind: .rectangle, x: x.coordinate, yStart: yStart.coordinate, yEnd: yEnd.coordinate, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark = Mark(kind: .rectangle, y: y.coordinate, xStart: xStart.coordinate, xEnd: xEnd.coordinate)
    }
}

/// A mark's width: automatic, or points.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    let points: CGFloat?
    public static let automatic = MarkDimension(points: nil)
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(points: points) }
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(points: nil) }
    public static func inset(_ points: CGFloat) -> MarkDimension { MarkDimension(points: nil) }
    init(points: CGFloat?) { self.points = points }
    public init(floatLiteral value: Double) { points = CGFloat(value) }
    public init(integerLiteral value: Int) { points = CGFloat(value) }
}
