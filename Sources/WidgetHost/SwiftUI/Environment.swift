import Foundation
import LockshotLanguage

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// Why content is redacted (placeholders).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How a widget is rendered (Always-On and StandBy tint it).
public struct WidgetRenderingMode: Equatable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor"), accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// Dynamic Type sizes.
public enum DynamicTypeSize: String, Hashable, Comparable, CaseIterable, Sendable, LayoutValue {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    package var layoutExpr: Expr { member(rawValue) }
}

public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// A scene's state: a widget being drawn is on screen, so always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// The values views read with `@Environment`. A Live Activity's: dark unless a preview says light,
/// full colour, large Dynamic Type, en_US (or the locale chosen) in UTC (lockshot's render clock is UTC).
public struct EnvironmentValues {
    public var colorScheme: ColorScheme = .dark
    var luminanceReduced = false
    /// WidgetKit's `activityFamily` is `.small`: the content is drawn for the Apple Watch Smart Stack.
    package var smallActivityFamily = false
    /// The app's own keys' values (`EnvironmentValues[MyKey.self]`).
    var custom: [ObjectIdentifier: Any] = [:]
    /// Always-On: reading it makes lockshot run the preview with it on and off.
    public var isLuminanceReduced: Bool {
        get {
            Recorder.read.insert(.isLuminanceReduced)
            return luminanceReduced
        }
        set { luminanceReduced = newValue }
    }
    public var redactionReasons: RedactionReasons = []
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor
    public var showsWidgetContainerBackground = true
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale lockshot runs the widget in (`--locale`, lockshot.json's `"locale"`; en_US by default).
    public var locale = lockshotLocale
    public var calendar = Calendar(identifier: .gregorian)
    public var timeZone = TimeZone(identifier: "UTC") ?? .current
    public var layoutDirection: LayoutDirection = .leftToRight
    public var displayScale: CGFloat = 3
    public var isEnabled = true
    public var scenePhase: ScenePhase = .active
    public init() {}
}

/// `@Environment(\.colorScheme) var colorScheme`: the value while the view's `body` runs.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { Recorder.environment[keyPath: keyPath] }
}

/// `@State var x = value`: its initial value (a still never changes it).
@propertyWrapper
public struct State<Value> {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// `@ScaledMetric var size = 20`: the value at the default Dynamic Type size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
