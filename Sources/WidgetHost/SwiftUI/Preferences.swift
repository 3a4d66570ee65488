import Foundation

// Preferences: values a view hands up to its ancestors (`.preference(key:value:)`). A still has no ancestor
// that reads them back here: setting one draws nothing and `onPreferenceChange` never runs (as `onChange`).

/// A value views hand up the hierarchy, combined by `reduce` where several set it.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { modified(.none) { [] } }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modified(.none) { [] }
    }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modified(.none) { [] }
    }
}
