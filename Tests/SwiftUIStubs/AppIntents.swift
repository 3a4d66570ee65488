// Interface stub of AppIntents (the parts `Button(intent:)` needs). Not the framework.
@_exported import Foundation

/// Apple: `protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable`.
public protocol AppIntent: Sendable {
    init()
}

/// Apple: `protocol LiveActivityIntent : SystemIntent` (iOS 17): an intent a Live Activity's button runs.
public protocol LiveActivityIntent: AppIntent {}
