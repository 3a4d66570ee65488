import Foundation
import LockshotSwiftUI

// SwiftUI's Core Data side (`@FetchRequest`, `\.managedObjectContext`) and `NSFetchedResultsController`:
// always empty, like every fetch here.

/// `@FetchRequest(sortDescriptors: …) var items: FetchedResults<Item>`: no results.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult> {
    public var wrappedValue: FetchedResults<Result> { FetchedResults() }
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {}
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
}

/// A fetch's results, as a collection (empty).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let elements: [Result] = []
    public var nsPredicate: NSPredicate?
    public var nsSortDescriptors: [NSSortDescriptor] = []
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Result { elements[position] }
}

struct ManagedObjectContextKey: EnvironmentKey {
    static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// `@Environment(\.managedObjectContext)`: the context a view was given, or an empty one.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

public enum NSFetchedResultsChangeType: UInt, Sendable { case insert = 1, delete, move, update }

public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
}

/// A controller over a fetch that returns nothing: after `performFetch()`, no objects and no sections.
open class NSFetchedResultsController<ResultType>: NSObject {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?, cacheName: String?
    public weak var delegate: (any NSFetchedResultsControllerDelegate)?
    public private(set) var fetchedObjects: [ResultType]?
    public var sections: [any NSFetchedResultsSectionInfo]? { fetchedObjects == nil ? nil : [] }
    public var sectionIndexTitles: [String] { [] }

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        (self.fetchRequest, managedObjectContext, self.sectionNameKeyPath, cacheName) = (fetchRequest, context, sectionNameKeyPath, name)
    }
    public func performFetch() throws { fetchedObjects = try managedObjectContext.fetch(fetchRequest) }
    public func object(at indexPath: IndexPath) -> ResultType {
        preconditionFailure("NSFetchedResultsController.object(at: \(indexPath)): the fetch returned no objects (lockshot's CoreData store is empty)")
    }
    public func indexPath(forObject object: ResultType) -> IndexPath? { nil }
    open class func deleteCache(withName name: String?) {}
}
