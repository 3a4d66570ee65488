import LockshotLanguage
import LockshotSwiftUI

// MARK: Chart

/// `Chart { … }`: takes the space offered, as Swift Charts' does; its marks are drawn for that size.
public struct Chart<Content: ChartContent>: _LockshotLeaf, PrimitiveView {
    let marks: [Mark]
    let origin: SourceRange

    public init(@ChartContentBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        marks = content().lockshotMarks()
        origin = Recorder.site(file, line, column)
    }

    package func statements() -> [Statement] {
        let configuration = ChartConfiguration.current
        return sizedByLayout(at: origin) { size in
            let saved = Recorder.siteOverride
            Recorder.siteOverride = origin
            defer { Recorder.siteOverride = saved }
            return ChartDrawing(marks: marks, configuration: configuration, size: size).views().flatMap { recordAny($0) }
        }
    }
}

extension Chart {
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Content == ForEach<Data, ID, C> {
        marks = data.flatMap { content($0).lockshotMarks() }
        origin = Recorder.site(file, line, column)
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        marks = data.flatMap { content($0).lockshotMarks() }
        origin = Recorder.site(file, line, column)
    }
}

// MARK: Configuration (the chart modifiers)

/// What the chart modifiers above a `Chart` set, as the environment carries them in Swift Charts.
struct ChartConfiguration {
    nonisolated(unsafe) static var current = ChartConfiguration()
    var xDomain: ClosedRange<Double>?, yDomain: ClosedRange<Double>?
    var xIncludesZero: Bool?, yIncludesZero: Bool?
    var xAxis: [AxisMarks]?, yAxis: [AxisMarks]?
    var xAxisVisible = true, yAxisVisible = true
    var seriesColors: [String: Color] = [:]
}

/// A view whose content is recorded with the chart configuration changed.
public struct _ChartConfigured<Content: View>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let change: (inout ChartConfiguration) -> Void
    package func statements() -> [Statement] {
        let saved = ChartConfiguration.current
        change(&ChartConfiguration.current)
        defer { ChartConfiguration.current = saved }
        return recordAny(content)
    }
}

/// `chartXScale(domain:)` and `chartYScale(domain:)` take a range of numbers or dates, or an automatic scale.
public struct ScaleDomainValue {
    let range: ClosedRange<Double>?
    let includesZero: Bool?
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomainValue {
        ScaleDomainValue(range: nil, includesZero: includesZero)
    }
    public static var automatic: ScaleDomainValue { ScaleDomainValue(range: nil, includesZero: nil) }
}

public enum AxisMarkPosition: Sendable { case automatic, leading, trailing, top, bottom }

extension View {
    func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> _ChartConfigured<Self> {
        _ChartConfigured(content: self, change: change)
    }
    public func chartXScale<V: Plottable>(domain: ClosedRange<V>, range: Any? = nil, type: Any? = nil) -> some View {
        chart { $0.xDomain = Self.numbers(domain) }
    }
    public func chartYScale<V: Plottable>(domain: ClosedRange<V>, range: Any? = nil, type: Any? = nil) -> some View {
        chart { $0.yDomain = Self.numbers(domain) }
    }
    public func chartXScale(domain: ScaleDomainValue, range: Any? = nil, type: Any? = nil) -> some View {
        chart { $0.xDomain = domain.range; $0.xIncludesZero = domain.includesZero }
    }
    public func chartYScale(domain: ScaleDomainValue, range: Any? = nil, type: Any? = nil) -> some View {
        chart { $0.yDomain = domain.range; $0.yIncludesZero = domain.includesZero }
    }
    public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.xAxisVisible = visibility != .hidden } }
    public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.yAxisVisible = visibility != .hidden } }
    public func chartXAxis(@AxisContentBuilder content: () -> _AxisGroup) -> some View {
        let marks = content().marks
        return chart { $0.xAxis = marks }
    }
    public func chartYAxis(@AxisContentBuilder content: () -> _AxisGroup) -> some View {
        let marks = content().marks
        return chart { $0.yAxis = marks }
    }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartPlotStyle<V: View>(_ content: @escaping (_ChartPlotContent) -> V) -> some View { self }
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View {
        let pairs = Array(mapping)
        return chart { for (key, color) in pairs { $0.seriesColors[key] = color } }
    }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    public func chartXVisibleDomain(length: Double) -> some View { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    static func numbers<V: Plottable>(_ domain: ClosedRange<V>) -> ClosedRange<Double>? {
        guard let low = domain.lowerBound.lockshotNumber, let high = domain.upperBound.lockshotNumber, low <= high else { return nil }
        return low...high
    }
}

/// The plot area in `chartPlotStyle` (styling it draws nothing in lockshot).
public struct _ChartPlotContent: View {
    public var body: EmptyView { EmptyView() }
}

/// What `chartOverlay`/`chartBackground` closures get.
public struct ChartProxy {
    public var plotAreaSize: CGSize { .zero }
}

// MARK: Axes

/// One axis's marks: which values, where, and what each draws.
public struct AxisMarks: AxisContent {
    enum Values {
        case automatic(count: Int?)
        case stride(Calendar.Component?, Double)
        case explicit([Double])
    }
    let values: Values
    let position: AxisMarkPosition
    let parts: (AxisValue) -> [AxisPart]

    public var axisMarks: [AxisMarks] { [self] }

    static func standard(_ value: AxisValue) -> [AxisPart] { [.grid(nil, 0.5, []), .label(AxisLabel())] }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.values = values.values
        self.position = position
        parts = Self.standard
    }
    public init<Content: AxisMarkContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                          values: AxisMarkValues = .automatic,
                                          @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.values = values.values
        self.position = position
        parts = { content($0).axisParts }
    }
    public init<S: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: S)
        where S.Element: Plottable {
        self.values = .explicit(values.compactMap(\.lockshotNumber))
        self.position = position
        parts = Self.standard
    }
    public init<S: Sequence, Content: AxisMarkContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                       values: S, @AxisMarkBuilder content: @escaping (AxisValue) -> Content)
        where S.Element: Plottable {
        self.values = .explicit(values.compactMap(\.lockshotNumber))
        self.position = position
        parts = { content($0).axisParts }
    }
}

public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }

public struct AxisMarkValues {
    let values: AxisMarks.Values
    public static var automatic: AxisMarkValues { AxisMarkValues(values: .automatic(count: nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues { AxisMarkValues(values: .automatic(count: desiredCount)) }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .stride(component, Double(count)))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .stride(nil, step))
    }
}

public protocol AxisContent {
    var axisMarks: [AxisMarks] { get }
}
public struct _AxisGroup: AxisContent {
    let marks: [AxisMarks]
    public var axisMarks: [AxisMarks] { marks }
}
@resultBuilder
public enum AxisContentBuilder {
    public static func buildBlock(_ parts: any AxisContent...) -> _AxisGroup { _AxisGroup(marks: parts.flatMap(\.axisMarks)) }
    public static func buildOptional(_ part: (any AxisContent)?) -> _AxisGroup { _AxisGroup(marks: part?.axisMarks ?? []) }
    public static func buildEither(first: any AxisContent) -> _AxisGroup { _AxisGroup(marks: first.axisMarks) }
    public static func buildEither(second: any AxisContent) -> _AxisGroup { _AxisGroup(marks: second.axisMarks) }
}

/// The value an axis mark stands for.
public struct AxisValue {
    let number: Double
    let isDate: Bool
    public let index: Int
    public let count: Int
    public func `as`<T>(_ type: T.Type) -> T? {
        if type == Date.self { return Date(timeIntervalSinceReferenceDate: number) as? T }
        if type == Double.self { return number as? T }
        if type == Int.self { return Int(number.rounded()) as? T }
        if type == CGFloat.self { return CGFloat(number) as? T }
        if type == Float.self { return Float(number) as? T }
        return nil
    }
    /// Swift Charts' default label: an hour for dates on the hour, else hour and minute; numbers without zeros.
    var defaultLabel: String {
        if isDate {
            let date = Date(timeIntervalSinceReferenceDate: number)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = Int(number) % 3600 == 0 ? "h a" : "h:mm"
            return formatter.string(from: date)
        }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(format: "%g", number)
    }
}

/// What one axis mark draws.
public enum AxisPart {
    /// A grid line: colour (nil: the default grey), width, dash.
    case grid(Color?, CGFloat, [CGFloat])
    case label(AxisLabel)
}

/// An axis label: the value's default text, a format's, a text or a view of the app's; moved by `offset`.
public struct AxisLabel {
    var text: String?
    var view: AnyView?
    var offset: CGSize?
    var format: ((AxisValue) -> String?)?

    /// The label's text for `value`; nil when it is a view of the app's.
    func text(for value: AxisValue) -> String? {
        view == nil ? text ?? format?(value) ?? value.defaultLabel : nil
    }
}

public protocol AxisMarkContent {
    var axisParts: [AxisPart] { get }
}
public struct _AxisParts: AxisMarkContent {
    public let axisParts: [AxisPart]
}
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildBlock(_ parts: any AxisMarkContent...) -> _AxisParts { _AxisParts(axisParts: parts.flatMap(\.axisParts)) }
    public static func buildOptional(_ part: (any AxisMarkContent)?) -> _AxisParts { _AxisParts(axisParts: part?.axisParts ?? []) }
    public static func buildEither(first: any AxisMarkContent) -> _AxisParts { _AxisParts(axisParts: first.axisParts) }
    public static func buildEither(second: any AxisMarkContent) -> _AxisParts { _AxisParts(axisParts: second.axisParts) }
}

public struct AxisGridLine: AxisMarkContent {
    var color: Color?
    var style = StrokeStyle(lineWidth: 0.5)
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { if let stroke { style = stroke } }
    public var axisParts: [AxisPart] { [.grid(color, style.lineWidth, style.dash)] }
    public func foregroundStyle(_ color: Color) -> AxisGridLine { var copy = self; copy.color = color; return copy }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { var copy = self; copy.color = style as? Color; return copy }
}
public struct AxisTick: AxisMarkContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public var axisParts: [AxisPart] { [] }  // ticks are drawn under the labels' gap; lockshot leaves them out
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}
public struct AxisValueLabel: AxisMarkContent {
    var label = AxisLabel()
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: Any? = nil, offsetsMarks: Bool? = nil, orientation: Any? = nil,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil) where F.FormatOutput == String {
        label.format = { value in value.as(F.FormatInput.self).map { format.format($0) } }
    }
    public init<V: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> V) {
        label.view = AnyView(content())
    }
    public init(_ text: String) { label.text = text }
    public var axisParts: [AxisPart] { [.label(label)] }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
    public func font(_ font: Font?) -> AxisValueLabel { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisValueLabel {
        var copy = self
        copy.label.offset = CGSize(width: x, height: y)
        return copy
    }
}
