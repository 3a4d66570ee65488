import ActivityKit
import HarborKit
import HarborModels
import SwiftUI
import WidgetKit

// The attributes (HarborModels) and the dock badge (HarborKit) come from the local package Packages/HarborKit:
// the target depends on its HarborKit product, and HarborKit depends on HarborModels.
struct HarborLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryAttributes.self) { context in
            HStack(spacing: 12) {
                DockBadge(state: context.state)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.route).font(.headline)
                    Text(context.state.status).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesToDeparture) min").font(.title3).monospacedDigit()
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0.04, green: 0.13, blue: 0.22))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    DockBadge(state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesToDeparture) min").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.route).font(.caption)
                }
            } compactLeading: {
                Image(systemName: "ferry.fill").foregroundStyle(.cyan)
            } compactTrailing: {
                Text("\(context.state.minutesToDeparture)m").monospacedDigit()
            } minimal: {
                Image(systemName: "ferry.fill").foregroundStyle(.cyan)
            }
        }
    }
}

#Preview("Crossing", as: .content, using: FerryAttributes.preview) {
    HarborLiveActivity()
} contentStates: {
    FerryAttributes.ContentState(dock: 3, status: "Boarding", minutesToDeparture: 6)
    FerryAttributes.ContentState(dock: 1, status: "Gangway closing", minutesToDeparture: 1)
}
