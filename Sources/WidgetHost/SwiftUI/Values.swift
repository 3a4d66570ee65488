import Foundation
import LockshotLanguage

/// A Swift value as a layout expression: what the widget's code computed, written as a literal.
package protocol LayoutValue {
    var layoutExpr: Expr { get }
}

extension Int: LayoutValue { package var layoutExpr: Expr { Expr(.number(Double(self), isInteger: true)) } }
extension Double: LayoutValue {
    package var layoutExpr: Expr {
        guard isFinite else { return Expr(.implicitMember("infinity", arguments: nil)) }
        return Expr(.number(self, isInteger: rounded() == self && Swift.abs(self) < 1e15))
    }
}
extension CGFloat: LayoutValue { package var layoutExpr: Expr { Double(self).layoutExpr } }
extension Float: LayoutValue { package var layoutExpr: Expr { Double(self).layoutExpr } }
extension Bool: LayoutValue { package var layoutExpr: Expr { Expr(.bool(self)) } }
extension String: LayoutValue { package var layoutExpr: Expr { Expr(.string([.literal(self)])) } }
extension Substring: LayoutValue { package var layoutExpr: Expr { String(self).layoutExpr } }

/// The render clock, seconds since 1970 (lockshot's `now`: 2026-01-01T09:41:00Z unless `--now`).
nonisolated(unsafe) package var renderClock: Double = 1_767_260_460

/// What the widget's process reads as the wall clock (CLockshotClock's `clock_gettime`).
@_cdecl("lockshot_render_clock")
public func _lockshotRenderClock() -> Double { renderClock }

extension Date: LayoutValue {
    /// `now + seconds` from the render clock (the clock the widget's own `Date()` read), so a
    /// preview written `Date().addingTimeInterval(300)` is five minutes after the layout's `now`.
    package var layoutExpr: Expr {
        let delta = ((timeIntervalSince1970 - renderClock) * 1000).rounded() / 1000
        let now = Expr(.identifier("now"))
        if delta == 0 { return now }
        let amount = Expr(.number(abs(delta), isInteger: abs(delta).rounded() == abs(delta)))
        return Expr(.binary(delta > 0 ? .add : .subtract, now, amount))
    }
}

extension ClosedRange: LayoutValue where Bound: LayoutValue {
    package var layoutExpr: Expr { Expr(.binary(.closedRange, lowerBound.layoutExpr, upperBound.layoutExpr)) }
}

extension Optional: LayoutValue where Wrapped: LayoutValue {
    package var layoutExpr: Expr { map(\.layoutExpr) ?? Expr(.nil) }
}

/// `.name` as the layout writes a member of a SwiftUI type.
func member(_ name: String, _ arguments: [Argument]? = nil) -> Expr { Expr(.implicitMember(name, arguments: arguments)) }

/// `label: value`, or an unlabeled value.
func argument(_ label: String?, _ value: some LayoutValue) -> Argument {
    Argument(label: label.map { Identifier($0) }, value: value.layoutExpr)
}

/// Arguments with the optional ones left out.
func arguments(_ pairs: (String?, (any LayoutValue)?)...) -> [Argument] {
    pairs.compactMap { label, value in value.map { Argument(label: label.map { Identifier($0) }, value: $0.layoutExpr) } }
}

// MARK: Geometry

/// SwiftUI's horizontal alignment guides.
public struct HorizontalAlignment: Equatable, Sendable, LayoutValue {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "leading")
    package var layoutExpr: Expr { member(name) }
}

/// SwiftUI's vertical alignment guides.
public struct VerticalAlignment: Equatable, Sendable, LayoutValue {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
    package var layoutExpr: Expr { member(name) }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable, LayoutValue {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    package var layoutExpr: Expr {
        switch (horizontal.name, vertical.name) {
        case ("center", "center"): member("center")
        case (let h, "center"): member(h)
        case ("center", let v): member(v)
        case (let h, let v): member(v + h.prefix(1).uppercased() + h.dropFirst())
        }
    }
}

/// An edge of a rectangle, and sets of them.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable, LayoutValue {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
        package var layoutExpr: Expr {
            if self == .all { return member("all") }
            if self == .horizontal { return member("horizontal") }
            if self == .vertical { return member("vertical") }
            let names = Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }
            return names.count == 1 ? member(names[0]) : Expr(.array(names.map { member($0) }))
        }
    }
}

/// Insets on each edge.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0) }
}

/// A point in a unit square (gradients' start and end).
public struct UnitPoint: Equatable, Sendable, LayoutValue {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    package var layoutExpr: Expr {
        let names: [UnitPoint: String] = [.center: "center", .leading: "leading", .trailing: "trailing", .top: "top",
                                          .bottom: "bottom", .topLeading: "topLeading", .topTrailing: "topTrailing",
                                          .bottomLeading: "bottomLeading", .bottomTrailing: "bottomTrailing"]
        if let name = names[self] { return member(name) }
        return Expr(.view(ViewNode(name: Identifier("UnitPoint"), arguments: [argument("x", x), argument("y", y)])))
    }
}

extension UnitPoint: Hashable {}

/// How content fills a frame.
public enum ContentMode: Hashable, Sendable, LayoutValue {
    case fit, fill
    package var layoutExpr: Expr { member(self == .fit ? "fit" : "fill") }
}

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable, LayoutValue {
    case leading, center, trailing
    package var layoutExpr: Expr { member("\(self)") }
}

/// Horizontal and vertical.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable, LayoutValue {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        package var layoutExpr: Expr {
            if self == [.horizontal, .vertical] { return Expr(.array([member("horizontal"), member("vertical")])) }
            return member(contains(.horizontal) ? "horizontal" : "vertical")
        }
    }
}

/// An angle, for rotations and gradients.
public struct Angle: Hashable, Sendable, LayoutValue {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle()
    package var layoutExpr: Expr { member("degrees", [Argument(value: degrees.layoutExpr)]) }
}

/// The space a view is offered or takes.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?, height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
