import ActivityKit
import SwiftUI
import WidgetKit

#if ORBIT_WIDGET
private let badge = "ORBIT"
#endif

struct OrbitLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrbitAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "airplane").foregroundStyle(accentColor())
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.missionName).font(.headline)
                    Text(context.state.stage).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min").font(.title3.weight(.semibold)).monospacedDigit()
            }
            .padding(14)
            .activityBackgroundTint(Color("WidgetBackground"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(badge).font(.caption.bold()) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutesLeft) min") }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage) }
            } compactLeading: {
                Image(systemName: "airplane").foregroundStyle(accentColor())
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").monospacedDigit()
            } minimal: {
                Image(systemName: "airplane")
            }
        }
    }
}

#Preview("Orbit", as: .content, using: OrbitAttributes.preview) {
    OrbitLiveActivity()
} contentStates: {
    OrbitAttributes.ContentState(stage: "Docking", minutesLeft: 12)
}
