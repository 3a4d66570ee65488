import Foundation

// What a notification request carries: its content, sound, trigger, categories and actions, as values.

public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public internal(set) var title = "", subtitle = "", body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = "", threadIdentifier = "", launchImageName = ""
    public internal(set) var targetContentIdentifier: String?
    public internal(set) var attachments: [UNNotificationAttachment] = []
    public internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    public internal(set) var relevanceScore: Double = 0
    public internal(set) var filterCriteria: String?

    public override init() {}

    func copyValues(to copy: UNNotificationContent) -> UNNotificationContent {
        (copy.title, copy.subtitle, copy.body, copy.badge, copy.sound) = (title, subtitle, body, badge, sound)
        (copy.userInfo, copy.categoryIdentifier, copy.threadIdentifier) = (userInfo, categoryIdentifier, threadIdentifier)
        (copy.launchImageName, copy.targetContentIdentifier, copy.attachments) = (launchImageName, targetContentIdentifier, attachments)
        (copy.interruptionLevel, copy.relevanceScore, copy.filterCriteria) = (interruptionLevel, relevanceScore, filterCriteria)
        return copy
    }
    public func copy(with zone: NSZone? = nil) -> Any { copyValues(to: UNNotificationContent()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: UNMutableNotificationContent()) }
}

public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    public override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    public override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}

public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A sound a notification would play (none plays).
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: UNNotificationSoundName?
    public let isCritical: Bool
    init(name: UNNotificationSoundName?, critical: Bool) { (self.name, self.isCritical) = (name, critical) }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }
    public class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    public class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    public class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    public class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
    public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name, critical: true) }
    public class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        criticalSoundNamed(name)
    }
}

/// A file shown with a notification: made only for a file that exists.
public final class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileNoSuchFile) }
        (self.identifier, self.url, self.type) = (identifier, url, url.pathExtension)
    }
}

// MARK: Triggers

public class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires `timeInterval` seconds after it is scheduled (at least 60 when it repeats, as iOS requires).
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: the time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: the time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// Fires when the clock matches the components (the next match after now).
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    public func nextTriggerDate() -> Date? {
        (dateComponents.calendar ?? Calendar.current).nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A remote push's trigger (no push arrives).
public final class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

// MARK: Categories and actions

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = Self(rawValue: 1), destructive = Self(rawValue: 2), foreground = Self(rawValue: 4)
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = Self(rawValue: 1), allowInCarPlay = Self(rawValue: 2)
    public static let hiddenPreviewsShowTitle = Self(rawValue: 4), hiddenPreviewsShowSubtitle = Self(rawValue: 8)
    public static let allowAnnouncement = Self(rawValue: 16)
}

public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    public convenience init(systemImageName: String) { self.init() }
    public convenience init(templateImageName: String) { self.init() }
}

public class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String, title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil) {
        (self.identifier, self.title, self.options, self.icon) = (identifier, title, options, icon)
    }
}

public final class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String, textInputPlaceholder: String
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil,
                textInputButtonTitle: String, textInputPlaceholder: String) {
        (self.textInputButtonTitle, self.textInputPlaceholder) = (textInputButtonTitle, textInputPlaceholder)
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }
}

public final class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public let hiddenPreviewsBodyPlaceholder: String
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String = "", options: UNNotificationCategoryOptions = []) {
        (self.identifier, self.actions, self.intentIdentifiers) = (identifier, actions, intentIdentifiers)
        (self.hiddenPreviewsBodyPlaceholder, self.options) = (hiddenPreviewsBodyPlaceholder, options)
    }
}
