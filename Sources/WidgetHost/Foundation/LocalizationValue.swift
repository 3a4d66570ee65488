import Foundation

// `String(localized: "Order #\(number, specifier: "%02d")")`: iOS's localizable string with its interpolations
// (format specifiers, format styles), which swift-corelibs-foundation lacks. lockshot reads no localization
// tables, so the value is the key with its interpolations filled in, as in the development language.

extension String {
    /// A string to localize, with its interpolated values already formatted.
    public struct LocalizationValue: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
                                     CustomStringConvertible {
        /// The text in the development language, and the key and values a string table is searched with.
        var string: LocalizableString
        var text: String { string.text }

        public init(_ value: String) { string = LocalizableString(literal: value) }
        public init(stringLiteral value: String) { string = LocalizableString(literal: value) }
        public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.string }

        public var description: String { text }

        /// The text in the widget's language (`LocalizationTables`), else as written.
        package func localized(table: String?) -> String { string.localized(table: table) }

        public struct StringInterpolation: StringInterpolationProtocol {
            var string = LocalizableString()
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { string.appendLiteral(literal) }
            mutating func append(_ formatted: String, specifier: String) { string.append(formatted, specifier: specifier) }
            public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value), specifier: LocalizationTables.specifier(for: value))
            }
            /// `\(count, specifier: "%02d")`: formatted as `String(format:)` does.
            public mutating func appendInterpolation(_ value: some CVarArg, specifier: String) {
                append(String(format: specifier, value), specifier: specifier)
            }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append(format.format(input), specifier: "%@")
            }
        }
    }

    /// `String(localized: "Order \(number, specifier: "%02d")")`: the target's translation, else the interpolated value.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.localized(table: table)
    }
}
