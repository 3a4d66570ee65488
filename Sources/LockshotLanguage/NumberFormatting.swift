import FoundationEssentials

/// A `String(format:)` specifier as `Text("\(x, specifier: "%.1f")")` takes it: text around exactly
/// one conversion. Supported: `%d` `%i` (also `%ld`, `%lld`), `%f` and `%.Nf` (with an optional width and
/// `0` flag, as `%05.1f`), `%@` for a string, and `%%`. Formatting is locale-independent (en_US_POSIX:
/// `.` as the decimal point, no grouping), as printf's C locale formats; iOS formats specifiers the same way.
package struct FormatSpecifier: Sendable, Equatable {
    package enum Conversion: Sendable, Equatable {
        case integer
        case fixed(precision: Int)
        case object
    }
    package var prefix: String
    package var suffix: String
    package var conversion: Conversion
    package var width: Int
    package var zeroPadded: Bool

    /// Why a specifier is refused.
    package struct Problem: Error, Equatable {
        package var message: String
    }

    /// The kind of value the conversion formats (nil: any value, `%@`).
    package var argumentKind: Schema.ValueKind? {
        conversion == .object ? nil : .number
    }

    /// Reads a specifier; a located diagnostic is the caller's (the checker's) business.
    package static func parse(_ text: String) -> Result<FormatSpecifier, Problem> {
        let chars = Array(text)
        var prefix = "", suffix = ""
        var found: (Conversion, Int, Bool)?
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else {
                if found == nil { prefix.append(c) } else { suffix.append(c) }
                i += 1
                continue
            }
            i += 1
            guard i < chars.count else { return .failure(Problem(message: "specifier '\(text)' ends with a lone '%'")) }
            if chars[i] == "%" {
                if found == nil { prefix.append("%") } else { suffix.append("%") }
                i += 1
                continue
            }
            if found != nil {
                return .failure(Problem(message: "specifier '\(text)' has more than one conversion; an interpolation formats one value"))
            }
            let start = i - 1
            var zero = false
            if chars[i] == "0" { zero = true; i += 1 }
            var width = 0
            while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII { width = min(width * 10 + d, 99); i += 1 }
            var precision: Int?
            if i < chars.count, chars[i] == "." {
                i += 1
                var p = 0
                while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII { p = min(p * 10 + d, 99); i += 1 }
                precision = p
            }
            var long = 0
            while i < chars.count, chars[i] == "l", long < 2 { long += 1; i += 1 }
            guard i < chars.count else { return .failure(Problem(message: "specifier '\(text)' has an incomplete conversion")) }
            let conversion: Conversion
            switch chars[i] {
            case "d" where precision == nil, "i" where precision == nil: conversion = .integer
            case "f" where long == 0: conversion = .fixed(precision: min(precision ?? 6, 20))
            case "@" where precision == nil && long == 0 && width == 0 && !zero: conversion = .object
            default:
                let written = String(chars[start...i])
                return .failure(Problem(message: "unsupported format specifier '\(written)'"))
            }
            i += 1
            found = (conversion, width, zero)
        }
        guard let (conversion, width, zero) = found else {
            return .failure(Problem(message: "specifier '\(text)' has no conversion such as %d or %.1f"))
        }
        return .success(FormatSpecifier(prefix: prefix, suffix: suffix, conversion: conversion, width: width, zeroPadded: zero))
    }

    /// The formatted number. `%d` truncates a fractional value toward zero (iOS would print garbage for a Double).
    package func format(_ value: Double) -> String {
        var body: String
        switch conversion {
        case .integer:
            body = value.isFinite ? String(Int64(clamping: value.rounded(.towardZero))) : NumberFormatting.special(value)
        case .fixed(let precision):
            body = value.isFinite ? NumberFormatting.fixed(value, precision: precision) : NumberFormatting.special(value)
        case .object:
            body = NumberFormatting.swiftDescription(value)
        }
        if body.count < width {
            let fill = String(repeating: zeroPadded ? "0" : " ", count: width - body.count)
            if zeroPadded, body.hasPrefix("-") { body = "-" + fill + body.dropFirst() } else { body = fill + body }
        }
        return prefix + body + suffix
    }

    /// The formatted string (`%@`).
    package func format(string: String) -> String { prefix + string + suffix }
}

private extension Int64 {
    init(clamping value: Double) {
        if value >= 9.2e18 { self = .max } else if value <= -9.2e18 { self = .min } else { self = Int64(value) }
    }
}

/// Numbers as C's printf and Swift's `"\(x)"` print them; `FormatStyle`s are `TextLocale`'s.
package enum NumberFormatting {
    /// How a Double prints in `"\(x)"` (Swift's shortest round-trip form: `0.1`, `56.99999999999999`, `1e-05`).
    package static func swiftDescription(_ value: Double) -> String { "\(value)" }

    /// `value` (finite) as C's `%.<precision>f` prints it: the exact binary value rounded half to even
    /// at `precision` decimals (`2.675` → `2.67`, its double being 2.67499…; `0.125` → `0.12`).
    static func fixed(_ value: Double, precision: Int) -> String {
        // value = significand × 2^exponent exactly; scaled = significand × 10^precision × 2^exponent.
        let magnitude = value.magnitude
        let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
        let exponent = max(Int(magnitude.exponentBitPattern), 1) - 1075
        var number = [UInt32(truncatingIfNeeded: significand), UInt32(truncatingIfNeeded: significand >> 32)]
        for _ in 0..<precision { multiply(&number, by: 10) }
        if exponent >= 0 {
            shiftLeft(&number, by: exponent)
        } else {
            let shift = -exponent
            let half = bit(number, shift - 1)
            let belowHalf = (0..<(shift - 1)).contains { bit(number, $0) }
            shiftRight(&number, by: shift)
            if half && (belowHalf || bit(number, 0)) { add(&number, 1) }
        }
        var digits = decimal(number)
        if digits.count <= precision { digits = String(repeating: "0", count: precision + 1 - digits.count) + digits }
        let point = digits.index(digits.endIndex, offsetBy: -precision)
        let body = precision == 0 ? digits : digits[..<point] + "." + digits[point...]
        return (value.sign == .minus ? "-" : "") + body
    }

    // Little-endian base-2³² naturals: just what `fixed` needs.
    private static func multiply(_ number: inout [UInt32], by factor: UInt32) {
        var carry: UInt64 = 0
        for i in number.indices {
            let product = UInt64(number[i]) * UInt64(factor) + carry
            number[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { number.append(UInt32(carry)) }
    }

    private static func add(_ number: inout [UInt32], _ addend: UInt32) {
        var carry = UInt64(addend)
        for i in number.indices where carry > 0 {
            let sum = UInt64(number[i]) + carry
            number[i] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        if carry > 0 { number.append(UInt32(carry)) }
    }

    private static func bit(_ number: [UInt32], _ index: Int) -> Bool {
        index / 32 < number.count && (number[index / 32] >> UInt32(index % 32)) & 1 == 1
    }

    private static func shiftLeft(_ number: inout [UInt32], by bits: Int) {
        number = Array(repeating: 0, count: bits / 32) + number
        let shift = UInt32(bits % 32)
        guard shift > 0 else { return }
        var carry: UInt32 = 0
        for i in number.indices {
            let next = number[i] >> (32 - shift)
            number[i] = number[i] << shift | carry
            carry = next
        }
        if carry > 0 { number.append(carry) }
    }

    private static func shiftRight(_ number: inout [UInt32], by bits: Int) {
        number.removeFirst(min(bits / 32, number.count))
        let shift = UInt32(bits % 32)
        guard shift > 0 else { return }
        for i in number.indices {
            let high = i + 1 < number.count ? number[i + 1] << (32 - shift) : 0
            number[i] = number[i] >> shift | high
        }
    }

    private static func decimal(_ number: [UInt32]) -> String {
        var rest = number
        var chunks: [UInt32] = []  // base 10⁹, least significant first
        while rest.contains(where: { $0 != 0 }) {
            var remainder: UInt64 = 0
            for i in rest.indices.reversed() {
                let current = remainder << 32 | UInt64(rest[i])
                rest[i] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
        }
        guard let last = chunks.last else { return "0" }
        return chunks.dropLast().reversed().reduce(String(last)) { text, chunk in
            let digits = String(chunk)
            return text + String(repeating: "0", count: 9 - digits.count) + digits
        }
    }

    static func special(_ value: Double) -> String { value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
}
