import Foundation
import LockshotLanguage

// Progress view styles of the app's own (`struct GreenProgressViewStyle: ProgressViewStyle`): each progress view under
// `.progressViewStyle(_:)` draws what the style's `makeBody(configuration:)` returns, as SwiftUI does; the
// configuration's fraction is the view's value over its total, or for a timer how far the render clock is through its
// interval. `ProgressView(configuration)` inside the body draws the system style (no recursion), as in SwiftUI.

/// What a custom progress view style draws from.
public struct ProgressViewStyleConfiguration {
    /// The completed fraction (0…1), nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?

    public struct Label: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
    public struct CurrentValueLabel: _LockshotLeaf, PrimitiveView {
        let view: AnyView
        package func statements() -> [Statement] { record(view) }
    }
}

/// The custom style the progress views being recorded take (the innermost `.progressViewStyle(_:)`), if any.
enum CustomProgressViewStyle {
    nonisolated(unsafe) static var current: ((ProgressViewStyleConfiguration) -> [Statement])?

    /// A progress view drawn by the current custom style, recorded with no custom style; nil when none applies.
    static func body(fraction: Double?, label: AnyView?, currentValueLabel: AnyView?) -> [Statement]? {
        guard let style = current else { return nil }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction.map { min(1, max(0, $0.isFinite ? $0 : 0)) },
            label: label.map { .init(view: $0) }, currentValueLabel: currentValueLabel.map { .init(view: $0) })
        current = nil
        defer { current = style }
        return style(configuration)
    }
}

/// `.progressViewStyle(style)` with a style of the app's own: the progress views inside draw its body.
struct CustomProgressViewStyleApplication<Content: View, Style: ProgressViewStyle>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let style: Style
    func statements() -> [Statement] {
        let saved = CustomProgressViewStyle.current
        CustomProgressViewStyle.current = { record(style.makeBody(configuration: $0)) }
        defer { CustomProgressViewStyle.current = saved }
        return record(content)
    }
}

/// How far the render clock is through a timer's interval (counting down: what remains).
func timerFraction(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool) -> Double {
    let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard span > 0 else { return 1 }
    let now = min(max(pauseTime ?? Date(), interval.lowerBound), interval.upperBound)
    let elapsed = now.timeIntervalSince(interval.lowerBound) / span
    return countsDown ? 1 - elapsed : elapsed
}
