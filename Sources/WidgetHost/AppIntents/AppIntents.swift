@_exported import Foundation

// lockshot's AppIntents for Linux: what `Button(intent:)` and a widget's intents name. A still
// picture performs nothing.

/// A localized string as intents declare titles.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Equatable {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }
}

public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(_ description: LocalizedStringResource) {}
}

public protocol IntentResult {}
public struct _IntentResult: IntentResult {}
extension IntentResult where Self == _IntentResult {
    public static func result() -> _IntentResult { _IntentResult() }
}

/// An action the system performs.
public protocol AppIntent: Sendable {
    static var title: LocalizedStringResource { get }
    init()
}
extension AppIntent {
    public static var description: IntentDescription { "" }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

/// An intent that starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: AppIntent {}
public protocol WidgetConfigurationIntent: AppIntent {}
public protocol AudioPlaybackIntent: AppIntent {}

public protocol AppEntity: Identifiable, Sendable {}
public protocol AppEnum: CaseIterable, Sendable {}
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(name: LocalizedStringResource) {}
}
public struct DisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
}

/// An intent's parameter.
@propertyWrapper
public struct Parameter<Value>: @unchecked Sendable {
    var value: Value?
    public init(title: LocalizedStringResource, description: IntentDescription? = nil) {}
    public init(title: LocalizedStringResource, default value: Value) { self.value = value }
    public init(wrappedValue: Value, title: LocalizedStringResource) { value = wrappedValue }
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("the intent parameter has no value in a still") }
            return value
        }
        set { value = newValue }
    }
}
