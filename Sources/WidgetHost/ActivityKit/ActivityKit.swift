@_exported import Foundation
import LockshotUIKit  // LocalizedStringResource, as Foundation has it on iOS

// lockshot's ActivityKit for Linux: the types a Live Activity's attributes and the app's code
// name. Nothing runs an activity here; requests answer that activities are unavailable.

/// A Live Activity's static attributes and, in `ContentState`, what each update carries.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A content state with its stale date and relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

public enum ActivityState: Equatable, Sendable { case active, ended, dismissed, stale, pending }

public struct ActivityUIDismissalPolicy: Sendable {
    public static let `default` = ActivityUIDismissalPolicy(), immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy() }
}

public struct PushType: Equatable, Sendable {
    public static let token = PushType()
    public static func channel(_ id: String) -> PushType { PushType() }
}

public enum ActivityAuthorizationError: Error { case unsupported, denied, globalMaximumExceeded, targetMaximumExceeded }

/// A running Live Activity: none exist on Linux.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public var activityState: ActivityState { .active }
    public var pushToken: Data? { nil }
    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }
    public static var activities: [Activity<Attributes>] { [] }
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func update(using state: Attributes.ContentState) async { content.state = state }
    /// iOS 16.0's API, still called by older apps (deprecated in 16.2).
    public var contentState: Attributes.ContentState { content.state }
    public func update(using state: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async { content.state = state }
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }
    public func end(using state: Attributes.ContentState?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
    /// Updates of the activity's content and state: none arrive on Linux.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
    public func end(dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}

/// Whether the user allows Live Activities: not on Linux.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
    public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// The alert an update shows on the lock screen and in the island: nothing is shown on Linux.
public struct AlertConfiguration: Sendable {
    public struct AlertSound: Sendable {
        public static let `default` = AlertSound()
        public static func named(_ name: String) -> AlertSound { AlertSound() }
    }
    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public var sound: AlertSound
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
