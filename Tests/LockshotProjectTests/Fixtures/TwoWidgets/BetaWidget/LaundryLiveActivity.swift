import ActivityKit
import SwiftUI
import WidgetKit

// The BetaWidgetExtension target's activity: a washing machine's cycle.
struct LaundryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var cycle: String
        var minutesLeft: Int
    }

    var machine: String
}

struct LaundryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "drop.fill")
                    .font(.title2)
                    .foregroundStyle(Theme.tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.machine).font(.headline)
                    Text(context.state.cycle).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min").font(.title3).monospacedDigit()
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "drop.fill").foregroundStyle(Theme.tint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.cycle).font(.caption)
                }
            } compactLeading: {
                Image(systemName: "drop.fill").foregroundStyle(Theme.tint)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").monospacedDigit()
            } minimal: {
                Image(systemName: "drop.fill").foregroundStyle(Theme.tint)
            }
        }
    }
}

#Preview("Cycle", as: .content, using: LaundryAttributes(machine: "Machine 3")) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState(cycle: "Rinse", minutesLeft: 23)
    LaundryAttributes.ContentState(cycle: "Spin", minutesLeft: 4)
}
