@_exported import Foundation
@_exported import LockshotUIKit
@_exported import LockshotCombine
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLSession, as Apple's Foundation has it
#endif
import LockshotLanguage

// lockshot's SwiftUI for Linux (issue 26, docs/swift-sources.md): Apple's public names and
// signatures, so a widget extension's own Swift compiles with the real compiler. Running a view's
// `body` records what it draws as lockshot's layout language (`ViewNode`s whose arguments are the
// values the widget's code computed), which lockshot then checks, lays out and renders like any layout.

/// A piece of user interface: SwiftUI's `View`.

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view lockshot records directly (its `body` is never asked for).

package protocol PrimitiveView {
    /// What the view draws, as layout statements (none, one, or several for a group).
    func statements() -> [Statement]
}

/// What `view` draws, as layout statements: a primitive view records itself; any other view is its `body`.

package func record<V: View>(_ view: V) -> [Statement] {
    if let primitive = view as? any PrimitiveView { return primitive.statements() }
    if V.Body.self == Never.self {
        Recorder.unsupported("\(V.self)", at: .none)
        return []
    }
    return record(view.body)
}

/// `record` for a view whose type is known only at run time.

package func recordAny(_ view: any View) -> [Statement] { record(view) }

/// One view node for `statements()`.
package func single(_ name: String, _ arguments: [Argument] = [], content: [Statement]? = nil,
                    labeled: [LabeledClosure] = [], at site: SourceRange) -> [Statement] {
    var node = ViewNode(name: Identifier(name, range: site), arguments: arguments, content: content, range: site)
    node.labeledClosures = labeled
    return [.view(node)]
}

/// A view with no content.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init() {}
    package func statements() -> [Statement] { [] }
}

/// Several views in a row of a `@ViewBuilder` block.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public var value: T
    let children: [any View]
    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    package func statements() -> [Statement] { children.flatMap(recordAny) }
}

/// The branch an `if`/`else` or `switch` took.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError() }
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    package func statements() -> [Statement] {
        switch storage {
        case .first(let view): record(view)
        case .second(let view): record(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func statements() -> [Statement] { map(record) ?? [] }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    package func statements() -> [Statement] { recordAny(view) }
}

/// SwiftUI's view builder: `if`, `switch`, `if let`, loops of `ForEach` and several views in a block.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
   
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .second(second)) }
   
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A group of views that modifiers apply to one by one.
public struct Group<Content>: PrimitiveView {
    let content: Content
    package func statements() -> [Statement] {
        (content as? any View).map(recordAny) ?? []
    }
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// `ForEach` over a collection: each element's views, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    package func statements() -> [Statement] {
        data.flatMap { element in (content(element) as? any View).map(recordAny) ?? [] }
    }
}

extension ForEach {
    /// For other content kinds of the package (`Chart`'s marks).
    package init(elements data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Previews written the older way (`struct X_Previews: PreviewProvider`); lockshot draws the
/// activities they show through `ActivityAttributes.previewContext(_:viewKind:)`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
    public init(rawValue: String) {}
    public init(stringLiteral value: String) {}
}
