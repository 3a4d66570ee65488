import ActivityKit
import SwiftUI
import WidgetKit

// The AlphaWidgetExtension target's activity: a parking meter.
struct ParkingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var zone: String
}

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "parkingsign.circle.fill")
                    .font(.title2)
                    .foregroundStyle(Theme.tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Zone \(context.attributes.zone)").font(.headline)
                    Text("Parked").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min").font(.title3).monospacedDigit()
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "parkingsign.circle.fill").foregroundStyle(Theme.tint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Zone \(context.attributes.zone)").font(.caption)
                }
            } compactLeading: {
                Image(systemName: "parkingsign.circle.fill").foregroundStyle(Theme.tint)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").monospacedDigit()
            } minimal: {
                Image(systemName: "parkingsign.circle.fill").foregroundStyle(Theme.tint)
            }
        }
    }
}

#Preview("Meter", as: .content, using: ParkingAttributes(zone: "B4")) {
    ParkingLiveActivity()
} contentStates: {
    ParkingAttributes.ContentState(minutesLeft: 42)
    ParkingAttributes.ContentState(minutesLeft: 5)
}
