import ActivityKit
import AppIntents
import HealthKit
import SwiftUI
import WidgetKit

// Canvas as timeline widgets draw it: a helper that takes the context by value (copies draw into the same
// canvas), a filled curve under its outline, a dashed "now" line, dots, labels at points with anchors, a
// translated and rotated label, a layer at half opacity, inside a TimelineView read at the render clock.
struct DoseAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var peak: Double       // 0…1 of the height
        var elapsed: Double    // 0…1 of the width
    }
    var substance: String
}

struct CurveDrawable {
    let peak: Double
    let color: Color

    func draw(context: GraphicsContext, size: CGSize) {
        var outline = Path()
        outline.move(to: CGPoint(x: 0, y: size.height))
        outline.addCurve(to: CGPoint(x: size.width * 0.35, y: size.height * (1 - peak)),
                         control1: CGPoint(x: size.width * 0.15, y: size.height),
                         control2: CGPoint(x: size.width * 0.2, y: size.height * (1 - peak)))
        outline.addCurve(to: CGPoint(x: size.width, y: size.height),
                         control1: CGPoint(x: size.width * 0.6, y: size.height * (1 - peak)),
                         control2: CGPoint(x: size.width * 0.8, y: size.height))
        var area = outline
        area.closeSubpath()
        context.fill(area, with: .linearGradient(Gradient(colors: [color.opacity(0.6), color.opacity(0.05)]),
                                                 startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
        context.stroke(outline, with: .color(color), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    }
}

struct DoseTimeline: View {
    let state: DoseAttributes.ContentState
    @State private var finger: CGPoint?

    var body: some View {
        TimelineView(.everyMinute) { timeline in
            Canvas { context, size in
                CurveDrawable(peak: state.peak, color: .purple).draw(context: context, size: size)
                let x = size.width * state.elapsed
                var now = Path()
                now.move(to: CGPoint(x: x, y: 0))
                now.addLine(to: CGPoint(x: x, y: size.height))
                context.stroke(now, with: .foreground, style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
                context.fill(Path(ellipseIn: CGRect(x: x - 5, y: size.height * 0.45 - 5, width: 10, height: 10)), with: .color(.white))
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.draw(Text("start").font(.caption2), at: CGPoint(x: 0, y: size.height), anchor: .bottomLeading)
                    layer.draw(Text("end").font(.caption2), at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
                }
                let label = context.resolve(Text(timeline.date, style: .time).font(.caption).bold())
                context.draw(label, at: CGPoint(x: x, y: 0), anchor: .bottom)
                var turned = context
                turned.translateBy(x: size.width - 6, y: size.height * 0.3)
                turned.rotate(by: .degrees(-90))
                turned.draw(Text("effect").font(.caption2), at: .zero)
                if let finger {  // the app's drag overlay: never set in a still picture
                    context.fill(Path(CGRect(x: finger.x, y: 0, width: 1, height: size.height)), with: .color(.red))
                }
            }
            .gesture(DragGesture(minimumDistance: 0).onChanged { finger = $0.location }.onEnded { _ in finger = nil })
        }
    }
}

/// The app's history screen, in the widget target with the app's files: it compiles, the widget never shows it.
struct DoseHistory: View {
    let doses: [String]
    @State private var unit = 0
    var body: some View {
        List {
            Picker("Unit", selection: $unit) {
                Text("mg").tag(0)
                Text("µg").tag(1)
            }
            .pickerStyle(.wheel)
            Section("Today") {
                ForEach(doses, id: \.self) { Text($0) }
            }
            Section {
                Text("Older doses")
            } header: {
                Text("Earlier")
            } footer: {
                Text("Kept for 30 days")
            }
        }
    }
}

/// The app's health sync, also in the target: it compiles; on Linux there is no health data.
func caffeineLogged(in store: HKHealthStore) -> Double {
    guard HKHealthStore.isHealthDataAvailable() else { return 0 }
    return HKQuantity(unit: .gramUnit(with: .milli), doubleValue: 95).doubleValue(for: .gram())
}

/// The app's Siri phrases, also in the target: they compile and draw nothing.
struct LogDoseIntent: AppIntent {
    static let title: LocalizedStringResource = LocalizedStringResource("Log a dose", comment: "Shortcut title")
    func perform() async throws -> some IntentResult { .result() }
}

struct DoseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogDoseIntent(), phrases: ["Log a dose in \(.applicationName)"], shortTitle: "Log dose",
                    systemImageName: "pills")
    }
}

struct DoseLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DoseAttributes.self) { context in
            VStack(alignment: .leading, spacing: 18) {
                Text(context.attributes.substance).font(.headline)
                DoseTimeline(state: context.state).frame(height: 70)
            }
            .padding(16)
            .activityBackgroundTint(Color(white: 0.08))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { DoseTimeline(state: context.state).frame(height: 44).padding(.top, 14) }
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.substance).font(.caption) }
            } compactLeading: {
                Image(systemName: "waveform.path.ecg").foregroundStyle(.purple)
            } compactTrailing: {
                // Paused 90 s into a 10-minute dose timer: it rests at 8:30 (`pauseTime:` before the clock).
                Text(timerInterval: Date.now.addingTimeInterval(-120)...Date.now.addingTimeInterval(480),
                     pauseTime: Date.now.addingTimeInterval(-30)).monospacedDigit().frame(width: 40)
            } minimal: {
                Image(systemName: "waveform.path.ecg").foregroundStyle(.purple)
            }
        }
    }
}

#Preview("Dose", as: .content, using: DoseAttributes(substance: "Caffeine")) {
    DoseLiveActivity()
} contentStates: {
    DoseAttributes.ContentState(peak: 0.8, elapsed: 0.55)
}
