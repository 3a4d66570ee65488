import LockshotLanguage
import LockshotLayout
import Testing

/// Values that would draw a wrong picture are input errors (exit 2), never silently laid out.
@Suite struct BinderValidationTests {
    func bind(_ body: String, attributes: String = "", preview: String = "") -> BoundActivity {
        bindSource("""
            \(attributes)
            lockScreen {
              \(body)
            }
            preview "p" { \(preview) }
            """)
    }

    @Test(arguments: [
        "Text(\"x\").offset(x: .infinity)",
        "Text(\"x\").offset(x: -1e308)",
        "Text(\"x\").padding(1e308)",
        "Text(\"x\").padding(.infinity)",
        "HStack(spacing: 1e308) { Text(\"x\") }",
        "Text(\"x\").frame(width: -5)",
        "Text(\"x\").frame(width: 0 / 0)",
        "Text(\"x\").frame(maxWidth: -1e308)",
        "Text(\"x\").font(.system(size: 0))",
        "Text(\"x\").font(.system(size: .infinity))",
        "Text(\"x\").lineLimit(0)",
        "Text(\"x\").lineLimit(1.5)",
        "Text(\"x\").characterLimit(-1)",
        "Text(\"x\").opacity(.infinity)",
        "Text(\"x\").kerning(1e308)",
        "Color(.red).aspectRatio(0, contentMode: .fit)",
        "ProgressView(value: 1, total: 0)",
        "Text(\"x\").frame(width: -.infinity)",
        "Text(\"x\").frame(minWidth: 50, maxWidth: 10)",
        "Text(\"x\").foregroundColor(Color.red.opacity(.infinity))",
        "Text(\"x\").padding(.horizontal, -.infinity)",
        "Text(\"x\").font(.system(size: -.infinity))",
        "Text(\"\\(1e308 * 10) items\")",
        "Text(timerInterval: now...(now + 1e300))",
    ])
    func absurdGeometryIsAnInputError(body: String) {
        let activity = bind(body)
        #expect(activity.hasInputErrors, "\(body): \(activity.diagnostics.map(\.message))")
        #expect(activity.diagnostics.contains { $0.code == "bad-value" && $0.range != .none })
    }

    @Test(arguments: [
        "Text(\"x\").frame(maxWidth: .infinity)",
        "Text(\"x\").padding(-4)",
        "Text(\"x\").offset(x: -10, y: 3)",
        "Text(\"x\").opacity(1.5)",  // clamped, as SwiftUI does
        "Text(\"x\").lineLimit(nil)",
        "Text(\"x\").characterLimit(1)",
        "HStack(spacing: -2) { Text(\"x\") }",
    ])
    func ordinaryValuesStayValid(body: String) {
        let activity = bind(body)
        #expect(!activity.hasInputErrors, "\(body): \(activity.diagnostics.map(\.message))")
    }

    @Test func anIntAttributeTakesOnlyWholeNumbers() {
        let fraction = bind("Text(\"\\(count) items\")", attributes: "attributes { count: Int }", preview: "count: 1.5")
        #expect(fraction.diagnostics.contains { $0.code == "bad-value" && $0.message.contains("not a whole number") })
        #expect(fraction.hasInputErrors)
        let whole = bind("Text(\"\\(count) items\")", attributes: "attributes { count: Int }", preview: "count: 3")
        #expect(!whole.hasInputErrors)
        #expect(firstText(whole.regions[.lockScreen])?.text == "3 items")
    }

    @Test func datesOutsideTheYears1To9999AreErrors() {
        let activity = bind("Text(when, style: .date)", attributes: "attributes { when: Date }", preview: "when: 1e300")
        #expect(activity.hasInputErrors)
        #expect(activity.diagnostics.contains { $0.message.contains("outside the years 0001–9999") })
    }

    @Test func colorConstructorsWithComponents() {
        let rgb = bind("Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)")
        #expect(!rgb.hasInputErrors, "\(rgb.diagnostics.map(\.message))")
        guard case .color(let c)? = rgb.regions[.lockScreen]?.kind else { Issue.record("no color view"); return }
        #expect(c == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        let gray = bind("Text(\"x\").foregroundColor(Color(white: 0.25))")
        #expect(!gray.hasInputErrors, "\(gray.diagnostics.map(\.message))")
        #expect(firstText(gray.regions[.lockScreen])?.color == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        let nan = bind("Color(red: 0 / 0, green: 0, blue: 0)")
        #expect(nan.hasInputErrors)
    }

    @Test func isStaleAndIsLuminanceReducedAreReadable() {
        let source = """
            lockScreen {
              if isStale { Text("Updating…") } else if isLuminanceReduced { Text("dim") } else { Text("live") }
            }
            preview "fresh" { }
            preview "stale" { isStale: true }
            preview "always on" { isLuminanceReduced: true }
            """
        #expect(firstText(bindSource(source, preview: "fresh").regions[.lockScreen])?.text == "live")
        #expect(firstText(bindSource(source, preview: "stale").regions[.lockScreen])?.text == "Updating…")
        #expect(firstText(bindSource(source, preview: "always on").regions[.lockScreen])?.text == "dim")
        let forced = BindingEnvironment(layoutDirectory: ".", isStale: true)
        #expect(firstText(bindSource(source, preview: "fresh", environment: forced).regions[.lockScreen])?.text == "Updating…")
    }

    @Test func offsetDateStyleIsSignedInTheLargestUnit() {
        #expect(TextLocale.standard.offset(7200, now: 0) == "+2 hours")
        #expect(TextLocale.standard.offset(-300, now: 0) == "-5 minutes")
        #expect(TextLocale.standard.offset(86_400, now: 0) == "+1 day")
        #expect(TextLocale.standard.offset(0, now: 0) == "+0 seconds")
        let activity = bind("Text(when, style: .offset)", attributes: "attributes { when: Date }",
                            preview: "now: \"2026-01-01T10:00:00Z\", when: \"2026-01-01T12:00:00Z\"")
        #expect(firstText(activity.regions[.lockScreen])?.text == "+2 hours")
    }

    @Test(arguments: [
        ("2026-01-01", true), ("2024-02-29T10:00:00Z", true), ("2026-01-01T10:00:00+02:00", true),
        ("2026-01-01T10:00:00.5Z", true), ("2026-02-30", false), ("2025-02-29", false), ("2026-04-31", false),
        ("2026-01-01T24:00:00Z", false), ("2026-01-01T10:60:00Z", false), ("2026-01-01T10:00:00", false),
        ("2026-01-01T10:00:00+99:99", false), ("2026-01-01T10:00:00+02:60", false), ("2026-1-1", false),
        ("2026-12-31T23:59:60Z", false),
    ])
    func iso8601IsStrict(text: String, valid: Bool) {
        #expect((ClockFormat.parseISO8601(text) != nil) == valid, "\(text)")
    }
}

extension BinderValidationTests {
    @Test func progressFollowsATimerInterval() {
        let source = """
            attributes { start: Date, end: Date }
            lockScreen { ProgressView(timerInterval: start...end, countsDown: down) }
            preview "p" { now: "2026-01-01T10:15:00Z", start: "2026-01-01T10:00:00Z", end: "2026-01-01T11:00:00Z" }
            """
        func fraction(_ countsDown: Bool) -> Double? {
            let activity = bindSource(source.replacingOccurrences(of: "down)", with: "\(countsDown))"))
            guard case .progress(let f, _, _)? = activity.regions[.lockScreen]?.kind else { return nil }
            return f
        }
        #expect(fraction(true) == 0.75)
        #expect(fraction(false) == 0.25)
        // Over (or a range whose end comes first): finished, as the timer text shows 0:00, not an error.
        let over = bindSource(source.replacingOccurrences(of: "10:15:00Z", with: "11:30:00Z")
            .replacingOccurrences(of: "down)", with: "true)"))
        #expect(!over.hasInputErrors)
        if case .progress(let f, _, _)? = over.regions[.lockScreen]?.kind { #expect(f == 0) } else { Issue.record("no progress") }
    }

    @Test func wholeNumbersUpTo2To53PrintWithoutAFraction() {
        let big = bind("Text(\"\\(n) items\")", attributes: "attributes { n: Int }", preview: "n: 1000000000000000")
        #expect(firstText(big.regions[.lockScreen])?.text == "1000000000000000 items")
    }
}
