import ActivityKit
import HarborKit
import HarborModels
import RelayKit
import SwiftUI
import WidgetKit

// Defined only with the target's SWIFT_ACTIVE_COMPILATION_CONDITIONS (RELAY_WIDGET).
#if RELAY_WIDGET
private let heading = "Arriving"
#endif

struct RelayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RelayAttributes.self) { context in
            HStack(spacing: 12) {
                BerthBadge(berth: context.state.berth)
                VStack(alignment: .leading, spacing: 2) {
                    Text(RelayFormatting.title(context.attributes.vessel)).font(.headline)
                    Text("\(heading) · \(RelayConstants.carrier)").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text(context.state.eta, style: .time).font(.title3.weight(.semibold))
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.vessel) }
            } compactLeading: {
                Image(systemName: "ferry.fill")
            } compactTrailing: {
                Text(context.state.berth.name)
            } minimal: {
                Image(systemName: "ferry.fill")
            }
        }
    }
}

#Preview("Relay", as: .content, using: RelayAttributes(vessel: "Northern Star")) {
    RelayLiveActivity()
} contentStates: {
    RelayAttributes.ContentState(berth: Berth(name: "B4"), eta: .now.addingTimeInterval(20 * 60))
}
