import Foundation
import LockshotLanguage

// The `Layout` protocol. The stack layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`) and
// `AnyLayout` of them draw as the stacks they are — widgets switch between them (`isCompact ? AnyLayout(VStackLayout())
// : AnyLayout(HStackLayout())`). A layout of the app's own compiles, but its `placeSubviews` needs its subviews'
// sizes, which only lockshot's layout (in another process) knows: its subviews are drawn in a column, and a
// warning names the layout.

/// A container's placement of its subviews.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    /// How lockshot records the layout's content: a stack layout names its stack; nil for the app's own.
    func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    public func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]? { nil }

    /// `MyLayout { … }`: the layout as a container view.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> _LayoutContainer<V> {
        _LayoutContainer(statementsFor: { self._lockshotStack($0, at: $1) }, name: "\(Self.self)", content: content(),
                         origin: site(file, line, column))
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout with its content.
public struct _LayoutContainer<Content: View>: _LockshotLeaf, PrimitiveView {
    let statementsFor: ([Statement], SourceRange) -> [Statement]?
    let name: String
    let content: Content
    let origin: SourceRange
    package func statements() -> [Statement] {
        let children = record(content)
        if let stack = statementsFor(children, origin) { return stack }
        Recorder.unsupported("the custom Layout '\(name)'", at: origin,
                             help: "its subviews are drawn in a column; lockshot's layout cannot run placeSubviews in the widget's program")
        return single("VStack", [], content: children, at: origin)
    }
}

public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// The space a view prefers around it.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
    /// SwiftUI's default spacing between two views (8 pt).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
}

/// A view's size and alignment guides, as a layout sees a subview.
public struct ViewDimensions: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        guide == .leading ? 0 : guide == .trailing ? width : width / 2
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide == .top ? 0 : guide == .bottom ? height : height / 2
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A subview as a layout sees it. Its size is not known in the widget's program (see above): zero.
public struct LayoutSubview: Equatable {
    let index: Int
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(width: 0, height: 0) }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public var spacing: ViewSpacing { ViewSpacing() }
    public var priority: Double { 0 }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let count_: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count_ }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(index: index) }
    public subscript(bounds: Range<Int>) -> ArraySlice<LayoutSubview> { ArraySlice(bounds.map { LayoutSubview(index: $0) }) }
}

/// `.layoutValue(key:value:)`'s keys.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { modified(.none) { [] } }
    public func layoutPriority(_ value: Double) -> some View { modified(.none) { [] } }
}

// MARK: The stack layouts

/// A layout lockshot records as a stack: its own sizing and placement are the stack's, done by lockshot's layout.
public protocol _LockshotStackLayout: Layout where Cache == Void {}
extension _LockshotStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct HStackLayout: _LockshotStackLayout {
    let alignment: VerticalAlignment, spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]? {
        single("HStack", arguments_(("alignment", alignment == .center ? nil : alignment), ("spacing", spacing)), content: content, at: origin)
    }
}

public struct VStackLayout: _LockshotStackLayout {
    let alignment: HorizontalAlignment, spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]? {
        single("VStack", arguments_(("alignment", alignment == .center ? nil : alignment), ("spacing", spacing)), content: content, at: origin)
    }
}

public struct ZStackLayout: _LockshotStackLayout {
    let alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]? {
        single("ZStack", arguments_(("alignment", alignment == .center ? nil : alignment)), content: content, at: origin)
    }
}

/// Any layout, chosen at run time: `AnyLayout(isCompact ? VStackLayout() : HStackLayout())`.
public struct AnyLayout: _LockshotStackLayout {
    public typealias Cache = Void
    let stack: ([Statement], SourceRange) -> [Statement]?
    let name: String
    public init<L: Layout>(_ layout: L) {
        stack = { layout._lockshotStack($0, at: $1) }
        name = "\(L.self)"
    }
    public func _lockshotStack(_ content: [Statement], at origin: SourceRange) -> [Statement]? { stack(content, origin) }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> _LayoutContainer<V> {
        _LayoutContainer(statementsFor: stack, name: name, content: content(), origin: site(file, line, column))
    }
}
