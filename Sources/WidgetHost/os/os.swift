@_exported import Foundation

// lockshot's `os` for Linux: logging compiles and writes nothing (a still has no console).

public struct OSLog: Sendable {
    public init(subsystem: String, category: String) {}
    public static let `default` = OSLog(subsystem: "", category: "")
}

/// A log level, by Apple's raw values (so `switch type { case .error: … }` tells them apart).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ type: UInt8) { rawValue = type }
    public static let `default` = OSLogType(0x00), info = OSLogType(0x01), debug = OSLogType(0x02)
    public static let error = OSLogType(0x10), fault = OSLogType(0x11)
}

public struct OSLogPrivacy: Sendable {
    public static let `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy(), auto = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable { public static let hash = Mask(), none = Mask() }
}

/// A log message with `privacy:` interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) {}
        public mutating func appendInterpolation<T>(_ value: T, format: Any, privacy: OSLogPrivacy = .auto) {}
        public mutating func appendInterpolation<T>(_ value: T, align: Any, privacy: OSLogPrivacy = .auto) {}
    }
}

public struct Logger: Sendable {
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog = .default) {}
    public init() {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}
