@testable import LockshotLayout
import LockshotLanguage
import Testing

/// Timers at the preview's time (issue 25 #3): 60 s into a 300 s countdown written `now - 60...now + 240`,
/// iOS shows 4:00 and a bar 80 % full.
@Suite("timer intervals around now")
struct TimerIntervalTests {
    static func layout(_ start: String, _ end: String, countsDown: Bool = true) -> String {
        """
        activity T
        attributes { start: Date, end: Date }
        lockScreen {
          VStack {
            Text(timerInterval: start...end, countsDown: \(countsDown))
            ProgressView(timerInterval: start...end, countsDown: \(countsDown))
          }
        }
        preview "p" { start: \(start), end: \(end) }
        """
    }

    /// The timer text and the bar's fraction of the bound lock screen.
    static func bound(_ text: String) -> (String, Double?) {
        let activity = bindSource(text, preview: "p")
        let root = activity.regions[.lockScreen]
        var fraction: Double?
        func walk(_ view: BoundView?) {
            guard let view else { return }
            switch view.kind {
            case .progress(let f, _, _): fraction = f
            case .stack(_, _, _, let children), .zstack(_, let children): children.forEach(walk)
            default: walk(view.wrapped)
            }
        }
        walk(root)
        return (firstText(root)?.text ?? "", fraction)
    }

    @Test("now - 60 is a date: a countdown inside its interval shows the time left and the share left", arguments: [
        ("now - 60", "now + 240", true, "4:00", 0.8),
        ("now - 60", "now + 240", false, "1:00", 0.2),
        ("now", "now + 300", true, "5:00", 1.0),
        ("now + 60", "now + 360", true, "5:00", 1.0),
        ("now - 400", "now - 100", true, "0:00", 0.0),
        ("now - 400", "now - 100", false, "5:00", 1.0),
    ])
    func insideBeforeAfter(start: String, end: String, countsDown: Bool, text: String, fraction: Double) {
        let (shown, bar) = Self.bound(Self.layout(start, end, countsDown: countsDown))
        #expect(shown == text)
        #expect(bar.map { abs($0 - fraction) < 1e-9 } == true, "bar \(String(describing: bar))")
    }

    @Test("date − date is seconds; a number − a date stays a number")
    func arithmetic() {
        let text = """
        activity T
        attributes { a: Date }
        lockScreen { Text("\\(a - (now - 90))") }
        preview "p" { a: now }
        """
        #expect(firstText(bindSource(text, preview: "p").regions[.lockScreen])?.text == "90.0")
    }
}
