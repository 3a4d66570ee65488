import ActivityKit
import SwiftUI
import WidgetKit

// Workout: a helper view-builder function per metric, ForEach over the lap splits,
// a ternary for the heart-rate zone, and a dimmed Always-On look through
// @Environment(\.isLuminanceReduced).

struct WorkoutAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var elapsedStart: Date
        var distanceKm: Double
        var heartRate: Int
        var splits: [String]
    }

    var workoutName: String
    var symbol: String
}

enum WorkoutStyle {
    static let accent = Color(hex: 0xB4FF39)
    static let spacing: CGFloat = 14
    static let hardZone = 160
}

struct WorkoutLockScreenView: View {
    let context: ActivityViewContext<WorkoutAttributes>
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(context.attributes.workoutName, systemImage: context.attributes.symbol)
                    .font(.headline)
                    .foregroundStyle(isLuminanceReduced ? Color.gray : WorkoutStyle.accent)
                Spacer()
                Text(context.state.elapsedStart, style: .timer)
                    .font(.title2.monospacedDigit())
                    .fontWeight(.semibold)
                    .frame(width: 90, alignment: .trailing)
            }
            HStack(spacing: WorkoutStyle.spacing) {
                metric("Distance", value: "\(context.state.distanceKm, specifier: "%.2f") km")
                metric("Heart", value: "\(context.state.heartRate) bpm",
                       highlight: context.state.heartRate >= WorkoutStyle.hardZone)
            }
            HStack(spacing: 6) {
                ForEach(context.state.splits, id: \.self) { split in
                    Text(split)
                        .font(.caption2.monospacedDigit())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.white.opacity(0.15)))
                }
            }
        }
        .padding(16)
        .activityBackgroundTint(Color.black)
    }

    @ViewBuilder
    func metric(_ title: String, value: LocalizedStringKey, highlight: Bool = false) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.body.bold())
                .foregroundStyle(highlight ? Color.red : Color.white)
        }
    }
}

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            WorkoutLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.attributes.symbol)
                        .foregroundStyle(WorkoutStyle.accent)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.heartRate) bpm")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.elapsedStart, style: .timer)
                        .monospacedDigit()
                }
            } compactLeading: {
                Image(systemName: context.attributes.symbol)
                    .foregroundStyle(WorkoutStyle.accent)
            } compactTrailing: {
                Text(context.state.elapsedStart, style: .timer)
                    .monospacedDigit()
                    .frame(width: 56)
            } minimal: {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
            }
        }
    }
}

#Preview("Run", as: .content, using: WorkoutAttributes(workoutName: "Outdoor Run", symbol: "figure.run")) {
    WorkoutLiveActivity()
} contentStates: {
    WorkoutAttributes.ContentState(elapsedStart: Date.now - 25 * 60, distanceKm: 4.21, heartRate: 148,
                                   splits: ["5:48", "5:41", "5:39", "5:52"])
    WorkoutAttributes.ContentState(elapsedStart: Date.now - 41 * 60, distanceKm: 7.05, heartRate: 171,
                                   splits: ["5:48", "5:41", "5:39", "5:52", "5:30", "5:22", "5:19"])
}


extension Color {
    /// `0xRRGGBB`, the initializer apps add.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}
