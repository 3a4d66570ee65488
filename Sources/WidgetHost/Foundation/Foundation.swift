import Foundation
#if canImport(FoundationNetworking)
// `URLSession`, `URLRequest`: in their own module on Linux, in Foundation on iOS. Every file of the widget
// sees them, also those that import only Foundation (whose `URLSession` is otherwise an empty placeholder).
@_exported import FoundationNetworking
#endif

// What swift-corelibs-foundation lacks and widgets (and the app files their targets include) use.
// This module is imported into every file of a compiled widget (`-import-module`), also those that
// import only Foundation, as Foundation would provide these on iOS; its declarations shadow
// Foundation's unavailable ones.

/// `Locale.current` and `Locale.autoupdatingCurrent` in the widget's code (the rewriter puts this name there): the
/// locale lockshot runs the widget in (`--locale`, lockshot.json's `"locale"`; en_US by default), as an iPhone set to
/// it reports it (`de_DE`, where Foundation on Linux says en_001).
public let lockshotLocale = Locale(identifier: ProcessInfo.processInfo.environment["LOCKSHOT_LOCALE"].flatMap { $0.isEmpty ? nil : $0 } ?? "en_US")
/// `Locale.preferredLanguages`: the language of the run (`--language`, else the locale's), as iOS spells it (`de-DE`).
public var lockshotLanguages: [String] {
    let environment = ProcessInfo.processInfo.environment
    let language = environment["LOCKSHOT_LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? lockshotLocale.identifier
    return [language.replacingOccurrences(of: "_", with: "-")]
}

extension String {
    /// `String(localized:)`: the target's string tables' translation (`LocalizationTables`), else the key.
    public init(localized key: StaticString, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = LocalizationTables.translation(of: "\(key)", table: table) ?? "\(key)"
    }
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationTables.translation(of: key, table: table) ?? defaultValue ?? key
    }
}

/// swift-corelibs-foundation has no `DateComponentsFormatter` (it is marked unavailable there): this
/// one formats the positional, abbreviated and short styles widgets use.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1), dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4), dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14), pad = ZeroFormattingBehavior(rawValue: 0x10000)
        public static let none = ZeroFormattingBehavior(rawValue: 0)
    }
    public var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    public var unitsStyle: UnitsStyle = .positional
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    public var maximumUnitCount = 0
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var collapsesLargestUnit = false
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(from interval: TimeInterval) -> String? {
        let total = Int(interval.rounded(.towardZero)), negative = total < 0
        var rest = abs(total)
        var parts: [(Int, String, String)] = []
        for (unit, seconds, short, long) in [(NSCalendar.Unit.day, 86_400, "d", "day"), (.hour, 3600, "h", "hr"),
                                             (.minute, 60, "m", "min"), (.second, 1, "s", "sec")] where allowedUnits.contains(unit) {
            parts.append((rest / seconds, short, long))
            rest %= seconds
        }
        if parts.isEmpty { return nil }
        var shown = parts
        if unitsStyle == .positional {
            if !zeroFormattingBehavior.contains(.pad) {
                while shown.count > 2, shown[0].0 == 0 { shown.removeFirst() }
            }
            let text = shown.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(part.0) : String(format: "%02d", part.0)
            }.joined(separator: ":")
            return (negative ? "-" : "") + text
        }
        shown = shown.filter { $0.0 != 0 || zeroFormattingBehavior == .pad }
        if shown.isEmpty, let last = parts.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let text = shown.map { unitsStyle == .abbreviated ? "\($0.0)\($0.1)" : "\($0.0) \($0.2)" }
            .joined(separator: unitsStyle == .abbreviated ? " " : ", ")
        return (negative ? "-" : "") + text
    }
    open func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }
    open func string(from components: DateComponents) -> String? {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }
}

/// swift-corelibs-foundation has no `RelativeDateTimeFormatter`: this one says "in 5 minutes",
/// "2 hours ago" (full) or "in 5 min" (short/abbreviated), against the render clock.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public var unitsStyle: UnitsStyle = .full
    public var dateTimeStyle: DateTimeStyle = .numeric
    public var locale: Locale = .current
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo reference: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(reference))
    }
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let seconds = abs(interval)
        let (value, full, short): (Int, String, String) = switch seconds {
        case ..<60: (Int(seconds), "second", "sec.")
        case ..<3600: (Int(seconds / 60), "minute", "min.")
        case ..<86_400: (Int(seconds / 3600), "hour", "hr.")
        case ..<604_800: (Int(seconds / 86_400), "day", "day")
        default: (Int(seconds / 604_800), "week", "wk.")
        }
        if dateTimeStyle == .named && value == 0 { return "now" }
        let unit = unitsStyle == .full || unitsStyle == .spellOut ? full + (value == 1 ? "" : "s") : short
        return interval >= 0 ? "in \(value) \(unit)" : "\(value) \(unit) ago"
    }
    open func localizedString(from components: DateComponents) -> String {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return localizedString(fromTimeInterval: TimeInterval(seconds))
    }
}

extension CGFloat {
    /// `CGFloat(truncating: x as NSNumber)`, as Apple's Foundation has it.
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

extension UserDefaults {
    /// Key-value coding as apps use it on `UserDefaults` (unavailable in swift-corelibs-foundation).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

// Darwin's time constants (`DispatchTime(uptimeNanoseconds: 500 * NSEC_PER_MSEC)`); Glibc has none of them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

/// iOS 17's serial queue type (`DispatchSerialQueue(label:)`): a `DispatchQueue` is serial unless made concurrent.
public typealias DispatchSerialQueue = DispatchQueue

extension NSObject {
    /// `SomeClass.classForCoder()`: on Apple's platforms the root class's instance methods are also the class
    /// object's (`config.protocolClasses = [ImageURLProtocol.classForCoder()]`).
    public class func classForCoder() -> AnyClass { self }
}
