import ActivityKit
import RelayKit
import SwiftUI
import WidgetKit

#if RELAY_WIDGET
/// Defined only where the target's SWIFT_ACTIVE_COMPILATION_CONDITIONS has RELAY_WIDGET.
private let widgetTitle = "Relay"
#endif

struct RelayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RelayAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "figure.run")
                    .font(.title2)
                    .foregroundStyle(.green)
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(widgetTitle) · \(context.attributes.team)").font(.headline)
                    Text(context.state.runner).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Text(legText(context.state.leg, of: RelayConstants.totalLegs)).font(.subheadline)
                    Text(splitText(seconds: context.state.splitSeconds)).font(.caption).monospacedDigit()
                }
            }
            .padding(16)
            .activityBackgroundTint(Color("RelayBackground"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "figure.run").foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(splitText(seconds: context.state.splitSeconds)).monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Next handoff").font(.caption)
                }
            } compactLeading: {
                Image(systemName: "figure.run").foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.leg)/\(RelayConstants.totalLegs)").monospacedDigit()
            } minimal: {
                Text("\(context.state.leg)")
            }
        }
    }
}

#Preview("Race", as: .content, using: RelayAttributes(team: "Harriers")) {
    RelayLiveActivity()
} contentStates: {
    RelayAttributes.ContentState(leg: 2, runner: "Mina on the hill", splitSeconds: 247)
    RelayAttributes.ContentState(leg: 5, runner: "Jon, anchor leg", splitSeconds: 231)
}
