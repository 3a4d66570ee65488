@_exported import LockshotFoundation
@_exported import Observation
import Foundation
import LockshotLanguage

// What real widget extensions use all the time besides the views (from a survey of 24 public widget
// extensions, docs/swift-sources.md): styles, property wrappers, small modifiers. Those that draw
// nothing in a still compile and do nothing.

/// `.fill`, `.fill.secondary` … (Xcode's widget template: `.containerBackground(.fill.tertiary, for: .widget)`).
public struct FillShapeStyle: ShapeStyle, LayoutValue {
    let level: String
    package var layoutExpr: Expr { member(level) }
    public var secondary: FillShapeStyle { FillShapeStyle(level: "secondary") }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: "tertiary") }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: "quaternary") }
}
extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(level: "secondary") }
}

/// The background style (`.background` as a style).
public struct BackgroundStyle: ShapeStyle, LayoutValue {
    public init() {}
    package var layoutExpr: Expr { member("black") }
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension HierarchicalShapeStyle {
    public func opacity(_ opacity: Double) -> Color {
        Color(expr: Expr(.methodCall(member(name), "opacity", arguments: [Argument(value: opacity.layoutExpr)])))
    }
}

extension ShapeStyle {
    /// Styles other than colours keep their look at full opacity here.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

extension Color {
    /// `Color.gradient`: drawn as the colour itself (iOS draws a subtle vertical gradient of it).
    public var gradient: Color { self }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

extension Font {
    public static let `default` = Font.body
}

extension Text {
    /// `.strikethrough(_:pattern:color:)`: drawn as a solid line.
    public struct LineStyle: Sendable {
        public enum Pattern: Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public static let single = LineStyle()
        public init() {}
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        strikethrough(isActive, color: color, file: file, line: line, column: column)
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil,
                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        underline(isActive, color: color, file: file, line: line, column: column)
    }
}

public enum BlendMode: Sendable { case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
                                  difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
                                  plusDarker, plusLighter }

extension View {
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { modified(.none) { [] } }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        isActive ? modified("strikethrough", arguments(("color", color)), at: site(file, line, column)) : modified(.none) { [] }
    }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil,
                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        isActive ? modified("underline", arguments(("color", color)), at: site(file, line, column)) : modified(.none) { [] }
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        // `Capsule().scaleEffect(x: fraction, anchor: .leading)`, a common progress fill: each axis and the anchor kept.
        var arguments = [argument("x", x), argument("y", y)]
        if anchor != .center { arguments.append(argument("anchor", anchor)) }
        return modified("scaleEffect", arguments, at: site(file, line, column))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor, file: file, line: line, column: column)
    }
    public func task<T: Equatable>(id: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { modified(.none) { [] } }
    public func blendMode(_ mode: BlendMode, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        if mode != .normal { Recorder.unsupported("blendMode", at: site(file, line, column), help: "drawn as .normal") }
        return modified(.none) { [] }
    }
    public func accentColor(_ color: Color?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        tint(color, file: file, line: line, column: column)
    }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modified(.none) { [] } }
    public func symbolEffect<E>(_ effect: E, options: Any? = nil, isActive: Bool = true) -> some View { modified(.none) { [] } }
    public func symbolEffect<E, U: Equatable>(_ effect: E, options: Any? = nil, value: U) -> some View { modified(.none) { [] } }
    public func environmentObject<T: AnyObject>(_ object: T) -> some View { modified(.none) { [] } }
    public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> some View { modified(.none) { [] } }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { modified(.none) { [] } }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { modified(.none) { [] } }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modified(.none) { [] }
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modified(.none) { [] } }
    public func disabled(_ disabled: Bool) -> some View { modified(.none) { [] } }
    public func zIndex(_ value: Double) -> some View { modified(.none) { [] } }
    public func compositingGroup() -> some View { modified(.none) { [] } }
    public func drawingGroup(opaque: Bool = false) -> some View { modified(.none) { [] } }
    public func luminanceToAlpha() -> some View { modified(.none) { [] } }
    public func saturation(_ amount: Double) -> some View { modified(.none) { [] } }
    public func brightness(_ amount: Double) -> some View { modified(.none) { [] } }
    public func grayscale(_ amount: Double) -> some View { modified(.none) { [] } }
    public func colorMultiply(_ color: Color) -> some View { modified(.none) { [] } }
    public func environment(_ object: some AnyObject) -> some View { modified(.none) { [] } }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View { modified(.none) { [] } }
}

/// Environment keys of the app's own (`EnvironmentValues[MyKey.self]`): their default value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// A value set with `.environment(\.key, value)` is the content's only, as the environment's own values are.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// `@AppStorage("key") var value = default`: its default (a still has no stored defaults).
@propertyWrapper
public struct AppStorage<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.wrappedValue = wrappedValue }
    public var projectedValue: Binding<Value> { .constant(wrappedValue) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { wrappedValue = nil }
}

/// Objects a view observes: the value as it is when the view's body runs.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObject<ObjectType> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        Binding(get: { wrappedValue[keyPath: keyPath] }, set: { wrappedValue[keyPath: keyPath] = $0 })
    }
}

@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

extension FileManager {
    /// The App Group container: the widget's folder, where lockshot looks for what the app would have saved.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        URL(fileURLWithPath: AssetCatalog.root, isDirectory: true)
    }
}

/// A gradient as a style (iOS 16): its colours top to bottom.
extension Gradient: ShapeStyle, LayoutValue {
    package var layoutExpr: Expr {
        Expr(.view(ViewNode(name: Identifier("LinearGradient"), arguments: [argument, Argument(label: Identifier("startPoint"),
            value: member("top")), Argument(label: Identifier("endPoint"), value: member("bottom"))])))
    }
}

/// Whether a piece of chrome shows (`chartXAxis(.hidden)`, `toolbar(.hidden)`).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// The size of sidebar rows (`@Environment(\.sidebarRowSize)`), which widgets map their family to.
public enum SidebarRowSize: Hashable, Sendable, CaseIterable { case small, medium, large }

/// `ContentUnavailableView` (iOS 17): its symbol, title and description, centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label, description: Description, actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title3.weight(.semibold))
            description.font(.subheadline).foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
    }
}

extension ContentUnavailableView where Label == LockshotSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        label = LockshotSwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}
