/// Dates as lockshot's binding sees them: seconds since 1970 (UTC), parsed and
/// formatted by hand so results never depend on the machine's locale or time zone.
///
/// Formatting follows SwiftUI's `Text` date styles in the `en_US` locale and UTC.
package enum ClockFormat {
    /// Seconds between 1970-01-01 and 2001-01-01 (ActivityKit's default `Date` encoding counts from 2001).
    package static let referenceDateOffset: Double = 978_307_200

    /// Parses `YYYY-MM-DD[THH:MM[:SS[.fff]]][Z|±HH:MM]` (ISO 8601); nil when malformed.
    /// A time without a zone is taken as UTC.
    package static func parseISO8601(_ text: String) -> Double? {
        let chars = Array(text.utf8)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= chars.count else { return nil }
            var value = 0
            for c in chars[i..<(i + digits)] {
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            i += digits
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        guard i < chars.count else { return seconds }
        guard expect(84) || expect(32) || expect(116), let hour = number(2), expect(58), let minute = number(2),
              hour < 24, minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if expect(58) {
            guard let second = number(2), second < 60 else { return nil }  // no leap seconds, as Foundation
            seconds += Double(second)
            if expect(46) {
                var scale = 0.1
                while i < chars.count, chars[i] >= 48, chars[i] <= 57 {
                    seconds += Double(chars[i] - 48) * scale
                    scale /= 10
                    i += 1
                }
            }
        }
        // A time needs its zone (`Z` or `±HH:MM`): without one the instant would depend on the machine.
        if expect(90) || expect(122) { return i == chars.count ? seconds : nil }
        let sign: Double
        if expect(43) { sign = 1 } else if expect(45) { sign = -1 } else { return nil }
        guard let zh = number(2), zh <= 14 else { return nil }
        _ = expect(58)
        guard let zm = number(2), zm < 60, i == chars.count else { return nil }
        return seconds - sign * Double(zh * 3600 + zm * 60)
    }

    /// 28–31: the length of `month` in `year` (proleptic Gregorian).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Instants lockshot can show, as seconds since 1970: years 0001 to 9999.
    package static let representable: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// `Text(timerInterval:)` / `.timer` style: `H:MM:SS` from one hour up (hours never wrap into days,
    /// so 47 h 59 min 12 s reads `47:59:12`), else `M:SS`. Negative intervals show as zero.
    package static func timer(_ interval: Double) -> String {
        let total = Int(clamping: max(0, interval).rounded(.down), limit: 1 << 40)
        let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    }

    /// `.time` style in en_US, UTC: `9:38 AM`.
    package static func time(_ date: Double) -> String {
        let secondsOfDay = ((Int(clamping: date.rounded(.down)) % 86_400) + 86_400) % 86_400
        let hour = secondsOfDay / 3600, minute = (secondsOfDay % 3600) / 60
        let h12 = hour % 12 == 0 ? 12 : hour % 12
        return "\(h12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// `.relative` style: the two largest non-zero units of the distance to `date`,
    /// abbreviated as SwiftUI does in en_US (`2 hr, 5 min`, `47 min, 12 sec`, `2 days, 3 hr`).
    package static func relative(_ date: Double, now: Double) -> String {
        var rest = Int(clamping: abs(date - now).rounded(.down), limit: 1 << 40)
        let units: [(Int, String, String)] = [(86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"),
                                             (1, "sec", "sec")]
        var parts: [String] = []
        for (size, one, many) in units where parts.count < 2 {
            let n = rest / size
            rest -= n * size
            if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// `.offset` style: the distance from now, signed, in the largest unit (`+2 hours`, `-5 minutes`, `+0 seconds`).
    package static func offset(_ date: Double, now: Double) -> String {
        let delta = Int(clamping: (date - now).rounded(.towardZero), limit: 1 << 40)
        let sign = delta < 0 ? "-" : "+"
        let magnitude = abs(delta)
        let units: [(Int, String)] = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
        let (size, name) = units.first { magnitude >= $0.0 } ?? (1, "second")
        let n = magnitude / size
        return "\(sign)\(n) \(name)\(n == 1 ? "" : "s")"
    }

    /// `.date` style in en_US, UTC: `January 1, 2026`.
    package static func date(_ date: Double) -> String {
        let days = Int(clamping: (date / 86_400).rounded(.down), limit: 1 << 30)
        let (y, m, d) = civilFromDays(days)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(months[m - 1]) \(d), \(y)"
    }

    static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

extension Int {
    /// A `Double` converted without trapping: NaN is 0, values beyond `limit` are clamped to it.
    /// Layout inputs are user data; `Int(_:)` would crash on ∞ or 1e300.
    init(clamping value: Double, limit: Int = 1 << 52) {
        guard value.isFinite else {
            self = value.isNaN ? 0 : (value > 0 ? limit : -limit)
            return
        }
        self = Int(Swift.max(Double(-limit), Swift.min(Double(limit), value)))
    }
}
