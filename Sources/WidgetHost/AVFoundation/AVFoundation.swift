@_exported import Foundation
@_exported import LockshotAudioToolbox

// lockshot's AVFoundation for Linux: the audio session and `AVAudioPlayer` app code sets up, with Apple's
// signatures and no audio hardware. The session keeps the category, mode and options it is given and has
// no other audio, no route and no output volume; recording is denied. A player opens a file that exists
// (else it throws, as on iOS) and plays nothing: `play()` answers false, its duration is 0 and the delegate
// is never called. No video, capture, speech or `AVPlayer`.

public final class AVAudioSession: NSObject, @unchecked Sendable {
    static let shared = AVAudioSession()
    public class func sharedInstance() -> AVAudioSession { shared }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault"), voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat"), videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement"), moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat"), spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = Self(rawValue: 0x1), duckOthers = Self(rawValue: 0x2), allowBluetooth = Self(rawValue: 0x4)
        public static let defaultToSpeaker = Self(rawValue: 0x8), interruptSpokenAudioAndMixWithOthers = Self(rawValue: 0x11)
        public static let allowBluetoothA2DP = Self(rawValue: 0x20), allowAirPlay = Self(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = Self(rawValue: 0x80)
    }
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = Self(rawValue: 1)
    }
    public enum RouteSharingPolicy: UInt, Sendable { case `default`, longFormAudio, independent, longFormVideo }
    public enum PortOverride: UInt, Sendable { case none = 0, speaker = 0x73706b72 }
    public enum InterruptionType: UInt, Sendable { case ended = 0, began = 1 }
    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = Self(rawValue: 1)
    }
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep = 6
        case noSuitableRouteForCategory, routeConfigurationChange
    }
    public enum RecordPermission: UInt, Sendable { case undetermined = 0x756e6474, denied = 0x64656e79, granted = 0x67726e74 }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    public private(set) var categoryOptions: CategoryOptions = []
    public private(set) var routeSharingPolicy: RouteSharingPolicy = .default
    public var isOtherAudioPlaying: Bool { false }
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// There is no output device.
    public var outputVolume: Float { 0 }
    public var recordPermission: RecordPermission { .denied }

    public func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws { try setCategory(category, mode: mode, options: options) }
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        (self.category, self.mode, self.categoryOptions) = (category, mode, options)
    }
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
        routeSharingPolicy = policy
    }
    public func setMode(_ mode: Mode) throws { self.mode = mode }
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { DispatchQueue.global().async { response(false) } }
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"

public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// A player with no speaker: it opens what it is given and plays nothing.
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    public weak var delegate: (any AVAudioPlayerDelegate)?
    public var volume: Float = 1, pan: Float = 0, rate: Float = 1
    public var enableRate = false, isMeteringEnabled = false
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var isPlaying: Bool { false }
    public var duration: TimeInterval { 0 }
    public var deviceCurrentTime: TimeInterval { 0 }
    public var numberOfChannels: Int { 0 }

    public init(contentsOf url: URL) throws {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile) }
        (self.url, self.data) = (url, nil)
    }
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }
    public init(data: Data) throws { (self.url, self.data) = (nil, data) }
    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    @discardableResult open func prepareToPlay() -> Bool { false }
    @discardableResult open func play() -> Bool { false }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    open func updateMeters() {}
    /// Silence, in decibels.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
