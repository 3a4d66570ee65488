import Foundation
import LockshotLanguage

// Gauge styles. The system's (`.accessoryCircular`, `.linearCapacity` …) are drawn by lockshot's layout; a style
// of the app's own (`struct SegmentedGaugeStyle: GaugeStyle`) draws what its `makeBody(configuration:)` returns
// for each gauge under `.gaugeStyle(_:)`, as SwiftUI does: the configuration's value is the gauge's fraction of
// its range, its labels are the gauge's own.

/// How a gauge is drawn.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge drawn with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style lockshot's layout draws (`gaugeStyle(.accessoryCircular)`).
public struct NamedGaugeStyle: GaugeStyle {
    public let name: String
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// What a custom gauge style draws from: the value as a fraction of the range (0…1) and the gauge's labels.
public struct GaugeStyleConfiguration {
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?

    public struct Label: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
    public struct CurrentValueLabel: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
    public struct MinimumValueLabel: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
    public struct MaximumValueLabel: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
    public struct MarkedValueLabel: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
}

/// The custom style the gauges being recorded take (the innermost `.gaugeStyle(_:)`), if any.
enum CustomGaugeStyle {
    nonisolated(unsafe) static var current: ((GaugeStyleConfiguration) -> [Statement])?

    /// A gauge drawn by the current custom style: the style's body, recorded with no custom style (a gauge inside
    /// it is drawn by lockshot's layout). Nil when no custom style applies.
    static func body(fraction: Double, label: some View, current: some View, minimum: some View, maximum: some View) -> [Statement]? {
        guard let style = self.current else { return nil }
        func optional<V: View, L>(_ view: V, _ make: (AnyView) -> L) -> L? { V.self == EmptyView.self ? nil : make(AnyView(view)) }
        let configuration = GaugeStyleConfiguration(
            value: min(1, max(0, fraction.isFinite ? fraction : 0)), label: .init(view: AnyView(label)),
            currentValueLabel: optional(current) { .init(view: $0) }, minimumValueLabel: optional(minimum) { .init(view: $0) },
            maximumValueLabel: optional(maximum) { .init(view: $0) })
        self.current = nil
        defer { self.current = style }
        return style(configuration)
    }
}

/// `.gaugeStyle(style)` with a style of the app's own: the gauges inside draw its body.
struct CustomGaugeStyleApplication<Content: View, Style: GaugeStyle>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let style: Style
    func statements() -> [Statement] {
        let saved = CustomGaugeStyle.current
        CustomGaugeStyle.current = { record(style.makeBody(configuration: $0)) }
        defer { CustomGaugeStyle.current = saved }
        return record(content)
    }
}

/// `.gaugeStyle(.accessoryCircular)` on content with no custom style inside: lockshot's layout draws it.
struct NamedGaugeStyleApplication<Content: View>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let name: String
    let here: SourceRange
    func statements() -> [Statement] {
        let saved = CustomGaugeStyle.current
        CustomGaugeStyle.current = nil
        defer { CustomGaugeStyle.current = saved }
        return record(content.modified("gaugeStyle", [Argument(value: member(name))], at: here))
    }
}
