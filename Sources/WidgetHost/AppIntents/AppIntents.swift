@_exported import Foundation
@_exported import LockshotUIKit  // LocalizedStringResource lives there (Foundation's on Apple platforms)

// lockshot's AppIntents for Linux: what `Button(intent:)` and a widget's intents name. A still
// picture performs nothing.

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
/// An intent's parameter; settable on a `let` intent, as Xcode's template does (`intent.x = …`).
@propertyWrapper
public struct Parameter<Value>: @unchecked Sendable {
    final class Box { var value: Value?; init(_ value: Value?) { self.value = value } }
    let box: Box
    public init(title: LocalizedStringResource, description: IntentDescription? = nil) { box = Box(nil) }
    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value) { box = Box(value) }
    public init(title: LocalizedStringResource, description: IntentDescription? = nil, optionsProvider: Any) { box = Box(nil) }
    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value, optionsProvider: Any) {
        box = Box(value)
    }
    public init(wrappedValue: Value, title: LocalizedStringResource) { box = Box(wrappedValue) }
    public var wrappedValue: Value {
        get {
            guard let value = box.value else { fatalError("the intent parameter has no value in a still") }
            return value
        }
        nonmutating set { box.value = newValue }
    }
}

extension Parameter where Value: ExpressibleByNilLiteral {
    public init(title: LocalizedStringResource, description: IntentDescription? = nil) { box = Box(nil) }
}

/// A dialog an intent shows; a still shows none.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(_ text: LocalizedStringResource) {}
}
public protocol ProvidesDialog {}
public protocol ReturnsValue {}
public protocol OpensIntent {}
public protocol ShowsSnippetView {}
public protocol ControlConfigurationIntent: AppIntent {}
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}
public protocol DynamicOptionsProvider {}
public protocol EntityQuery {}
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
extension IntentResult where Self == _IntentResult {
    public static func result(dialog: IntentDialog) -> _IntentResult { _IntentResult() }
    public static func result<V>(value: V) -> _IntentResult { _IntentResult() }
}
extension _IntentResult: ProvidesDialog, ReturnsValue, OpensIntent, ShowsSnippetView {}
public protocol CustomIntentMigratedAppIntent: AppIntent {}
public protocol PredictableIntent {}
public protocol ForegroundContinuableIntent: AppIntent {}

// MARK: App Shortcuts (Siri and Spotlight phrases: nothing a widget draws)

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .automatic }
}

public enum ShortcutTileColor: Sendable { case automatic, blue, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow }

/// A phrase of an App Shortcut: `"Start \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Value>) {}
    }
}

public enum AppShortcutPhraseToken: Sendable { case applicationName }

public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {}
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
}

/// `static var appShortcuts: [AppShortcut] { AppShortcut(…); AppShortcut(…) }`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}
