import SwiftUI
import WidgetKit

struct GateView: View {
    let context: ActivityViewContext<GateAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            Text(context.attributes.flight).font(.headline)
            Text(boardingText(closes: context.state.closes)).font(.caption)
            (Text("✈︎ ").foregroundStyle(.orange) + Text(latestAnnouncement(gate: context.state.gate)).bold()).font(.caption2).foregroundStyle(.secondary)
            Text("Gate \(context.state.gate) · seat \(context.state.seat) · \(rowWeight(context.state.seat) > 0 ? "window" : "aisle")")
        }
        .padding()
    }
}

struct GateWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GateAttributes.self) { context in
            GateView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { GateView(context: context) }
            } compactLeading: {
                Text("✈︎")
            } compactTrailing: {
                Text("Gate \(context.state.gate)").frame(width: 70)
            } minimal: {
                Text(context.state.gate)
            }
        }
    }
}
