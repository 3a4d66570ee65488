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
        let here = site(file, line, column)
        if x != y { Recorder.unsupported("scaleEffect with different x and y", at: here, help: "it is drawn scaled by x") }
        return modified("scaleEffect", [argument(nil, x)], at: here)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale.width, y: scale.height) }
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
    nonisolated(unsafe) static var custom: [ObjectIdentifier: Any] = [:]
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (Self.custom[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { Self.custom[ObjectIdentifier(key)] = newValue }
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

extension String {
    /// `String(localized:)`: the key itself (lockshot reads no localization tables).
    public init(localized key: StaticString, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = "\(key)"
    }
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue ?? key
    }
}

extension FileManager {
    /// The App Group container: the widget's folder, where lockshot looks for what the app would have saved.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        URL(fileURLWithPath: AssetCatalog.root, isDirectory: true)
    }
}

/// swift-corelibs-foundation has no `DateComponentsFormatter` (it is marked unavailable there): this
/// one formats the positional, abbreviated and short styles widgets use.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1), dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4), dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14), pad = ZeroFormattingBehavior(rawValue: 0x10000)
        public static let none = ZeroFormattingBehavior(rawValue: 0)
    }
    public var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    public var unitsStyle: UnitsStyle = .positional
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    public var maximumUnitCount = 0
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var collapsesLargestUnit = false
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(from interval: TimeInterval) -> String? {
        let total = Int(interval.rounded(.towardZero)), negative = total < 0
        var rest = abs(total)
        var parts: [(Int, String, String)] = []
        for (unit, seconds, short, long) in [(NSCalendar.Unit.day, 86_400, "d", "day"), (.hour, 3600, "h", "hr"),
                                             (.minute, 60, "m", "min"), (.second, 1, "s", "sec")] where allowedUnits.contains(unit) {
            parts.append((rest / seconds, short, long))
            rest %= seconds
        }
        if parts.isEmpty { return nil }
        var shown = parts
        if unitsStyle == .positional {
            if !zeroFormattingBehavior.contains(.pad) {
                while shown.count > 2, shown[0].0 == 0 { shown.removeFirst() }
            }
            let text = shown.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(part.0) : String(format: "%02d", part.0)
            }.joined(separator: ":")
            return (negative ? "-" : "") + text
        }
        shown = shown.filter { $0.0 != 0 || zeroFormattingBehavior == .pad }
        if shown.isEmpty, let last = parts.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let text = shown.map { unitsStyle == .abbreviated ? "\($0.0)\($0.1)" : "\($0.0) \($0.2)" }
            .joined(separator: unitsStyle == .abbreviated ? " " : ", ")
        return (negative ? "-" : "") + text
    }
    open func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }
    open func string(from components: DateComponents) -> String? {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }
}

/// swift-corelibs-foundation has no `RelativeDateTimeFormatter`: this one says "in 5 minutes",
/// "2 hours ago" (full) or "in 5 min" (short/abbreviated), against the render clock.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public var unitsStyle: UnitsStyle = .full
    public var dateTimeStyle: DateTimeStyle = .numeric
    public var locale: Locale = .current
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo reference: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(reference))
    }
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let seconds = abs(interval)
        let (value, full, short): (Int, String, String) = switch seconds {
        case ..<60: (Int(seconds), "second", "sec.")
        case ..<3600: (Int(seconds / 60), "minute", "min.")
        case ..<86_400: (Int(seconds / 3600), "hour", "hr.")
        case ..<604_800: (Int(seconds / 86_400), "day", "day")
        default: (Int(seconds / 604_800), "week", "wk.")
        }
        if dateTimeStyle == .named && value == 0 { return "now" }
        let unit = unitsStyle == .full || unitsStyle == .spellOut ? full + (value == 1 ? "" : "s") : short
        return interval >= 0 ? "in \(value) \(unit)" : "\(value) \(unit) ago"
    }
    open func localizedString(from components: DateComponents) -> String {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return localizedString(fromTimeInterval: TimeInterval(seconds))
    }
}

/// A gradient as a style (iOS 16): its colours top to bottom.
extension Gradient: ShapeStyle, LayoutValue {
    package var layoutExpr: Expr {
        Expr(.view(ViewNode(name: Identifier("LinearGradient"), arguments: [argument, Argument(label: Identifier("startPoint"),
            value: member("top")), Argument(label: Identifier("endPoint"), value: member("bottom"))])))
    }
}
