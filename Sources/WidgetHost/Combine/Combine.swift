@_exported import Foundation

// lockshot's Combine for Linux: what widget code names (`ObservableObject`, `@Published`,
// `AnyCancellable`); a still publishes nothing.

public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
}

public final class AnyCancellable: Hashable, @unchecked Sendable {
    public init(_ cancel: @escaping () -> Void) {}
    public init() {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
