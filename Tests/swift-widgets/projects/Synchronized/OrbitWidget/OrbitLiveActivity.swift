import ActivityKit
import SwiftUI
import WidgetKit

// The attributes and `accentColor()` come from the app's Orbit/Shared folder (added to this target by the project).
struct OrbitLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrbitAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "globe")
                    .font(.title2)
                    .foregroundStyle(accentColor())
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.satellite).font(.headline)
                    Text(context.state.phase).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.altitudeKm) km").font(.title3).monospacedDigit()
            }
            .padding(16)
            .activityBackgroundTint(Color("WidgetBackground"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "globe").foregroundStyle(accentColor())
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.altitudeKm) km").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.phase).font(.caption)
                }
            } compactLeading: {
                Image(systemName: "globe").foregroundStyle(accentColor())
            } compactTrailing: {
                Text("\(context.state.altitudeKm)").monospacedDigit()
            } minimal: {
                Image(systemName: "globe")
            }
        }
    }
}

#Preview("Pass", as: .content, using: OrbitAttributes.preview) {
    OrbitLiveActivity()
} contentStates: {
    OrbitAttributes.ContentState(altitudeKm: 412, phase: "Rising in the west")
    OrbitAttributes.ContentState(altitudeKm: 398, phase: "Overhead now")
}
