@_exported import Foundation

// lockshot's SwiftData for Linux: the app's model files compile in the widget's target (lockshot's
// rewriter turns `@Model` into a `PersistentModel` conformance and drops `@Attribute`, `@Relationship`
// and `@Transient`); there is no store: every fetch is empty. A widget draws what its previews and
// payloads give it.

/// A model class (`@Model`): identity is the object's.
public protocol PersistentModel: AnyObject, Identifiable, Hashable {}

extension PersistentModel {
    public static func == (a: Self, b: Self) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var persistentModelID: ObjectIdentifier { ObjectIdentifier(self) }
    public var modelContext: ModelContext? { nil }
}

public struct ModelConfiguration: Sendable {
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {}
    public init(isStoredInMemoryOnly: Bool) {}
    public init(url: URL, allowsSave: Bool = true) {}
    public struct GroupContainer: Sendable {
        public static let automatic = GroupContainer(), none = GroupContainer()
        public static func identifier(_ id: String) -> GroupContainer { GroupContainer() }
    }
    public struct CloudKitDatabase: Sendable {
        public static let automatic = CloudKitDatabase(), none = CloudKitDatabase()
        public static func `private`(_ id: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

public final class Schema: @unchecked Sendable {
    public init(_ types: [any PersistentModel.Type], version: Any? = nil) {}
    public init(_ types: any PersistentModel.Type...) {}
}

public protocol VersionedSchema {}
public protocol SchemaMigrationPlan {}

/// A store with nothing in it.
public final class ModelContainer: @unchecked Sendable {
    public init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, migrationPlan: Any.Type? = nil, configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {}
    public var mainContext: ModelContext { ModelContext(self) }
}

public final class ModelContext: @unchecked Sendable {
    public init(_ container: ModelContainer) {}
    public var autosaveEnabled = true
    public var hasChanges: Bool { false }
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { [] }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { 0 }
    public func insert<T: PersistentModel>(_ model: T) {}
    public func delete<T: PersistentModel>(_ model: T) {}
    public func save() throws {}
}

public struct FetchDescriptor<T: PersistentModel> {
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {}
}

/// `@Query var items: [Item]` in the app's views: empty.
@propertyWrapper
public struct Query<Element: PersistentModel> {
    public var wrappedValue: [Element] { [] }
    public init() {}
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Any? = nil) {}
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Any? = nil) {}
    public init(_ descriptor: FetchDescriptor<Element>, animation: Any? = nil) {}
}

public enum DeleteRule: Sendable { case cascade, deny, noAction, nullify }
