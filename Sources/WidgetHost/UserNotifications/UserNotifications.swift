@_exported import Foundation

// lockshot's UserNotifications for Linux: the notification center accepts requests and delivers none.
// Nobody is asked for permission: `requestAuthorization` answers not granted and the settings say denied;
// `add` succeeds, the pending and delivered lists stay empty, the delegate is never called. Completion
// handlers run on a background queue, as on iOS. Triggers compute their next date (`nextTriggerDate()`).

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4), carPlay = Self(rawValue: 8)
    public static let criticalAlert = Self(rawValue: 16), providesAppNotificationSettings = Self(rawValue: 32)
    public static let provisional = Self(rawValue: 64), announcement = Self(rawValue: 128), timeSensitive = Self(rawValue: 256)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }
public enum UNAlertStyle: Int, Sendable { case none, banner, alert }
public enum UNShowPreviewsSetting: Int, Sendable { case always, whenAuthenticated, never }
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive, active, timeSensitive, critical }

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4)
    public static let list = Self(rawValue: 8), banner = Self(rawValue: 16)
}

/// The app's notification settings: nothing was ever allowed.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus = .denied
    public let soundSetting: UNNotificationSetting = .disabled, badgeSetting: UNNotificationSetting = .disabled
    public let alertSetting: UNNotificationSetting = .disabled, notificationCenterSetting: UNNotificationSetting = .disabled
    public let lockScreenSetting: UNNotificationSetting = .disabled, carPlaySetting: UNNotificationSetting = .disabled
    public let criticalAlertSetting: UNNotificationSetting = .disabled, timeSensitiveSetting: UNNotificationSetting = .disabled
    public let announcementSetting: UNNotificationSetting = .disabled, scheduledDeliverySetting: UNNotificationSetting = .disabled
    public let alertStyle: UNAlertStyle = .none
    public let showPreviewsSetting: UNShowPreviewsSetting = .never
    public let providesAppNotificationSettings = false
}

public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The app's notification center: requests go nowhere.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    static let shared = UNUserNotificationCenter()
    public class func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: (any UNUserNotificationCenterDelegate)?
    public var supportsContentExtensions: Bool { false }

    func later(_ body: @escaping @Sendable () -> Void) { DispatchQueue.global().async(execute: body) }

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        later { completionHandler(false, nil) }
    }
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        later { completionHandler(UNNotificationSettings()) }
    }
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        later { completionHandler?(nil) }
    }
    public func add(_ request: UNNotificationRequest) async throws {}
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        later { completionHandler([]) }
    }
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    public func removeAllPendingNotificationRequests() {}
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        later { completionHandler([]) }
    }
    public func deliveredNotifications() async -> [UNNotification] { [] }
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    public func removeAllDeliveredNotifications() {}
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        later { completionHandler([]) }
    }
    public func notificationCategories() async -> Set<UNNotificationCategory> { [] }
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        later { completionHandler?(nil) }
    }
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// A scheduled notification: what, when, under which identifier.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
    }
}

/// A delivered notification (none is ever delivered).
public final class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) { (self.date, self.request) = (date, request) }
}

public final class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { (self.notification, self.actionIdentifier) = (notification, actionIdentifier) }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
