import Foundation

// Predicates and sort descriptors by key name (`NSPredicate(format:)`, `NSSortDescriptor(key:ascending:)`), as
// Core Data code builds its fetch requests: swift-corelibs-foundation has no key-value coding, so they are
// unavailable there. These compile and are kept for a fetch that returns nothing anyway (lockshot's CoreData);
// evaluating one (`evaluate(with:)`, `filtered(using:)`, sorting by one) stops the widget with a message
// saying so instead of answering wrongly. A sort by key path to an optional (`\Item.timestamp` of a Core Data
// `Date?`), which swift-corelibs-foundation does not take, sorts for real: nil first, as Foundation does.

extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: nil)
    }
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init { _, _ in
            preconditionFailure("NSPredicate(format: \"\(predicateFormat)\") cannot be evaluated on Linux (no key-value coding)")
        }
    }
}

extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        let key = key ?? ""
        self.init(keyPath: \NSObject.self, ascending: ascending) { _, _ in
            preconditionFailure("NSSortDescriptor(key: \"\(key)\") cannot compare on Linux (no key-value coding)")
        }
    }
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { a, b in
            switch (a as? Value, b as? Value) {
            case let (x?, y?): x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            }
        }
    }
}
