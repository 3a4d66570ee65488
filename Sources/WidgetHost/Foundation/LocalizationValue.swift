import Foundation

// `String(localized: "Order #\(number, specifier: "%02d")")`: iOS's localizable string with its interpolations
// (format specifiers, format styles), which swift-corelibs-foundation lacks. lockshot reads no localization
// tables, so the value is the key with its interpolations filled in, as in the development language.

extension String {
    /// A string to localize, with its interpolated values already formatted.
    public struct LocalizationValue: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
                                     CustomStringConvertible {
        var text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        public var description: String { text }

        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation(_ string: String) { text += string }
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            /// `\(count, specifier: "%02d")`: formatted as `String(format:)` does.
            public mutating func appendInterpolation(_ value: some CVarArg, specifier: String) { text += String(format: specifier, value) }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(input)
            }
        }
    }

    /// `String(localized: "Order \(number, specifier: "%02d")")`: the interpolated value (no localization tables here).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }
}
