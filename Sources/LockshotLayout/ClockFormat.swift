/// Dates as lockshot's binding sees them: seconds since 1970 (UTC), parsed and
/// formatted by hand so results never depend on the machine's locale or time zone.
///
/// Formatting, in the chosen locale, is `TextLocale`'s.
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
}
