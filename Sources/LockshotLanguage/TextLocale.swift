import FoundationEssentials
import FoundationInternationalization

/// Numbers, dates and durations as an iPhone set to a locale shows them in `Text`: `x.formatted()`, `.percent`,
/// the `.time`, `.date`, `.relative`, `.offset` and `.timer` date styles, and the lock screen's clock.
///
/// The words, separators, digits and calendars are ICU's, as the Swift toolchain's Foundation bundles them (the
/// data iOS formats with too), never the machine's: the same text on every machine with the same toolchain.
/// Times are in UTC, as the rest of lockshot.
package struct TextLocale: Sendable, Hashable {
    /// As iOS names locales: `en_US`, `de_DE`, `ar_SA`.
    package let identifier: String
    private let locale: Locale
    /// The locale's zero digit (`0`, `٠` in ar_SA), from its numbering system.
    private let zero: Unicode.Scalar

    /// An iPhone's default: `$1,234.50`, `January 1, 2026`, `9:41 AM`.
    package static let standard = TextLocale("en_US")

    package init(_ identifier: String) {
        self.identifier = identifier
        locale = Locale(identifier: identifier)
        zero = 0.formatted(.number.locale(locale)).unicodeScalars.first ?? "0"
    }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    /// The locale's own calendar (Gregorian in most; Buddhist in th_TH, Japanese eras only when asked), in UTC.
    private var calendar: Calendar {
        var calendar = locale.calendar
        calendar.timeZone = Self.utc
        return calendar
    }

    private func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: Self.utc)
    }

    private static func instant(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    /// `x.formatted()` (at most 6 fraction digits, grouped), `.percent` (× 100) and `.precision(.fractionLength(n))`.
    package func number(_ value: Double, percent: Bool, fractionLength: Int?) -> String {
        if percent {
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let fractionLength { style = style.precision(.fractionLength(fractionLength)) }
            return value.formatted(style)
        }
        var style = FloatingPointFormatStyle<Double>(locale: locale)
        if let fractionLength { style = style.precision(.fractionLength(fractionLength)) }
        return value.formatted(style)
    }

    /// `.time` style, the locale's short time as `DateFormatter`'s `.short` writes it: `9:38 AM` (ICU's narrow no-break
    /// space before AM, as iOS 17 and later), `09:38` in de_DE, `9:38` in ja_JP. The 24-hour form is the hour as the
    /// locale's pattern writes it, since `Date.FormatStyle`'s `.shortened` drops German's leading zero (`9:38`) where
    /// CLDR's short pattern keeps it (`HH:mm`): this way 30 of 30 locales compared matched `DateFormatter`.
    package func time(_ date: Double) -> String {
        let twelveHour = locale.hourCycle == .oneToTwelve || locale.hourCycle == .zeroToEleven
        return twelveHour ? Self.instant(date).formatted(dateStyle(date: .omitted, time: .shortened))
            : Self.instant(date).formatted(Date.FormatStyle(locale: locale, calendar: calendar, timeZone: Self.utc)
                .hour(.defaultDigits(amPM: .omitted)).minute())
    }

    /// `.date` style, the long date: `January 1, 2026`, `1. Januar 2026`, `2026年1月1日`.
    package func date(_ date: Double) -> String {
        Self.instant(date).formatted(dateStyle(date: .long, time: .omitted))
    }

    /// The lock screen's clock: the short time without its day period (`9:41`, `09:41`, `오전 9:41` → `9:41`).
    package func clock(_ date: Double) -> String {
        let time = self.time(date)
        guard let first = time.firstIndex(where: \.isNumber), let last = time.lastIndex(where: \.isNumber) else { return time }
        return String(time[first...last])
    }

    /// The line under the lock screen's clock: `Thursday, January 1`, `Donnerstag, 1. Januar`.
    package func dateLine(_ date: Double) -> String {
        Self.instant(date).formatted(Date.FormatStyle(locale: locale, calendar: calendar, timeZone: Self.utc)
            .weekday(.wide).month(.wide).day())
    }

    private static let units: [(seconds: Int, unit: Duration.UnitsFormatStyle.Unit)] =
        [(86_400, .days), (3600, .hours), (60, .minutes), (1, .seconds)]

    /// `.relative` style: the two largest units of the distance to `date` from the largest non-zero one,
    /// abbreviated (`2 hr, 5 min`, `47 min, 12 sec`, `2 days, 3 hr`, `2 Std., 5 Min.`).
    package func relative(_ date: Double, now: Double) -> String {
        let total = Int(clamping: abs(date - now).rounded(.down), limit: 1 << 40)
        var rest = total, shown = 0
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = []
        for (size, unit) in Self.units where allowed.count < 2 {
            let n = rest / size
            rest -= n * size
            if n > 0 { allowed.insert(unit); shown += n * size } else if !allowed.isEmpty { break }
        }
        if allowed.isEmpty { allowed = [.seconds] }
        return Duration.seconds(shown).formatted(.units(allowed: allowed, width: .abbreviated).locale(locale))
    }

    /// `.offset` style: the distance from now, signed, in its largest unit (`+2 hours`, `-5 minutes`, `+0 seconds`).
    package func offset(_ date: Double, now: Double) -> String {
        let delta = Int(clamping: (date - now).rounded(.towardZero), limit: 1 << 40)
        let magnitude = abs(delta)
        let (size, unit) = Self.units.first { magnitude >= $0.seconds } ?? (1, .seconds)
        let words = Duration.seconds(magnitude / size * size).formatted(.units(allowed: [unit], width: .wide).locale(locale))
        return (delta < 0 ? "-" : "+") + words
    }

    /// `Text(timerInterval:)` / `.timer` style: `H:MM:SS` from one hour up (hours never wrap into days, so
    /// 47 h 59 min 12 s reads `47:59:12`), else `M:SS`, in the locale's digits. Negative intervals show as zero.
    package func timer(_ interval: Double) -> String {
        let total = Int(clamping: max(0, interval).rounded(.down), limit: 1 << 40)
        let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return localDigits(hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))")
    }

    /// `text` with its ASCII digits in the locale's own (Arabic-Indic in ar_SA, as ICU's numbering system says).
    private func localDigits(_ text: String) -> String {
        guard zero != "0" else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            guard ("0"..."9").contains(scalar) else { return scalar }
            return Unicode.Scalar(zero.value + scalar.value - 48) ?? scalar
        }))
    }
}

extension Int {
    /// A `Double` converted without trapping: NaN is 0, values beyond `limit` are clamped to it.
    /// Layout inputs are user data; `Int(_:)` would crash on ∞ or 1e300.
    package init(clamping value: Double, limit: Int = 1 << 52) {
        guard value.isFinite else {
            self = value.isNaN ? 0 : (value > 0 ? limit : -limit)
            return
        }
        self = Int(Swift.max(Double(-limit), Swift.min(Double(limit), value)))
    }
}
