@_exported import LockshotActivityKit
import LockshotAppIntents
import LockshotSwiftUI

// lockshot's AlarmKit for Linux (iOS 26): the types an alarm's Live Activity draws from. Its attributes are
// generic over the app's metadata, its content state is the system's (`AlarmPresentationState`), and no alarm
// is ever scheduled here: the manager has none and refuses to schedule.

/// The app's own data carried with an alarm.
public protocol AlarmMetadata: Codable, Hashable, Sendable {}

/// A button on an alarm's alert or Live Activity.
public struct AlarmButton: Hashable, Sendable {
    public var text: LocalizedStringResource
    public var textColor: Color
    public var systemImageName: String
    public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
        (self.text, self.textColor, self.systemImageName) = (text, textColor, systemImageName)
    }
}

/// What an alarm shows in each of its modes.
public struct AlarmPresentation: Hashable, Sendable {
    public struct Alert: Hashable, Sendable {
        public var title: LocalizedStringResource
        public var stopButton: AlarmButton
        public var secondaryButton: AlarmButton?
        public var secondaryButtonBehavior: SecondaryButtonBehavior?
        public enum SecondaryButtonBehavior: Hashable, Sendable { case countdown, custom }
        public init(title: LocalizedStringResource, stopButton: AlarmButton = AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle"),
                    secondaryButton: AlarmButton? = nil, secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            (self.title, self.stopButton, self.secondaryButton, self.secondaryButtonBehavior) = (title, stopButton, secondaryButton, secondaryButtonBehavior)
        }
    }
    public struct Countdown: Hashable, Sendable {
        public var title: LocalizedStringResource
        public var pauseButton: AlarmButton?
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) { (self.title, self.pauseButton) = (title, pauseButton) }
    }
    public struct Paused: Hashable, Sendable {
        public var title: LocalizedStringResource
        public var resumeButton: AlarmButton
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) { (self.title, self.resumeButton) = (title, resumeButton) }
    }
    public var alert: Alert
    public var countdown: Countdown?
    public var paused: Paused?
    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
        (self.alert, self.countdown, self.paused) = (alert, countdown, paused)
    }
}

/// An alarm Live Activity's attributes: the presentation, the app's metadata and the tint.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Hashable, Sendable {
    public typealias ContentState = AlarmPresentationState
    public var presentation: AlarmPresentation
    public var metadata: Metadata?
    public var tintColor: Color
    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
        (self.presentation, self.metadata, self.tintColor) = (presentation, metadata, tintColor)
    }

    // ActivityKit encodes the attributes (their size counts toward its 4 KB): the titles, the metadata and the tint.
    enum CodingKeys: String, CodingKey { case title, metadata, tint }
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        presentation = AlarmPresentation(alert: .init(title: LocalizedStringResource(title)))
        metadata = try container.decodeIfPresent(Metadata.self, forKey: .metadata)
        tintColor = .accentColor
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presentation.alert.title.key, forKey: .title)
        try container.encodeIfPresent(metadata, forKey: .metadata)
        try container.encode("\(tintColor)", forKey: .tint)
    }
}

/// The system's content state of an alarm Live Activity: which alarm, and its mode.
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    public enum Mode: Codable, Hashable, Sendable {
        case alert(Alert)
        case countdown(Countdown)
        case paused(Paused)

        public struct Alert: Codable, Hashable, Sendable {
            public var time: Alarm.Schedule.Relative.Time
            public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
        }
        public struct Countdown: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public var startDate: Date
            public var fireDate: Date
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date) {
                (self.totalCountdownDuration, self.previouslyElapsedDuration) = (totalCountdownDuration, previouslyElapsedDuration)
                (self.startDate, self.fireDate) = (startDate, fireDate)
            }
        }
        public struct Paused: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
                (self.totalCountdownDuration, self.previouslyElapsedDuration) = (totalCountdownDuration, previouslyElapsedDuration)
            }
        }
    }
    public var alarmID: UUID
    public var mode: Mode
    public init(alarmID: UUID, mode: Mode) { (self.alarmID, self.mode) = (alarmID, mode) }
}

/// An alarm the app scheduled.
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    public enum State: String, Codable, Hashable, Sendable { case scheduled, countdown, paused, alerting }
    public struct CountdownDuration: Codable, Hashable, Sendable {
        public var preAlert: TimeInterval?
        public var postAlert: TimeInterval?
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) { (self.preAlert, self.postAlert) = (preAlert, postAlert) }
    }
    public enum Schedule: Codable, Hashable, Sendable {
        case fixed(Date)
        case relative(Relative)
        public struct Relative: Codable, Hashable, Sendable {
            public struct Time: Codable, Hashable, Sendable {
                public var hour: Int, minute: Int
                public init(hour: Int, minute: Int) { (self.hour, self.minute) = (hour, minute) }
            }
            public enum Recurrence: Codable, Hashable, Sendable {
                case never
                case weekly([Locale.Weekday])
            }
            public var time: Time
            public var repeats: Recurrence
            public init(time: Time, repeats: Recurrence = .never) { (self.time, self.repeats) = (time, repeats) }
        }
    }
    public var id: UUID
    public var state: State
    public var schedule: Schedule?
    public var countdownDuration: CountdownDuration?
}

/// Schedules and controls alarms: none exist on Linux, and scheduling is refused.
public final class AlarmManager: Sendable {
    public static let shared = AlarmManager()
    public enum AuthorizationState: Sendable { case notDetermined, denied, authorized }
    public struct AlarmConfiguration<Metadata: AlarmMetadata>: Sendable {
        public var countdownDuration: Alarm.CountdownDuration?
        public var schedule: Alarm.Schedule?
        public var attributes: AlarmAttributes<Metadata>
        public init(countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
                    stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
                    sound: AlertConfiguration.AlertSound = .default) {
            (self.countdownDuration, self.schedule, self.attributes) = (countdownDuration, schedule, attributes)
        }
        public static func alarm(schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
                                 stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
                                 sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(schedule: schedule, attributes: attributes)
        }
        public static func timer(duration: TimeInterval, attributes: AlarmAttributes<Metadata>,
                                 stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
                                 sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(countdownDuration: .init(preAlert: duration, postAlert: nil), attributes: attributes)
        }
    }
    public struct Unavailable: Error {}

    public var authorizationState: AuthorizationState { .notDetermined }
    public var alarms: [Alarm] { get throws { [] } }
    public var alarmUpdates: AsyncStream<[Alarm]> { AsyncStream { $0.finish() } }
    public var authorizationUpdates: AsyncStream<AuthorizationState> { AsyncStream { $0.finish() } }
    public func requestAuthorization() async throws -> AuthorizationState { .notDetermined }
    public func schedule<Metadata: AlarmMetadata>(id: Alarm.ID, configuration: AlarmConfiguration<Metadata>) async throws -> Alarm {
        throw Unavailable()
    }
    public func cancel(id: Alarm.ID) throws {}
    public func stop(id: Alarm.ID) throws {}
    public func pause(id: Alarm.ID) throws {}
    public func resume(id: Alarm.ID) throws {}
    public func countdown(id: Alarm.ID) throws {}
}
