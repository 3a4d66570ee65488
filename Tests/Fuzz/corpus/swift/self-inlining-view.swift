import SwiftUI
import WidgetKit

struct GateView: View {
    let context: ActivityViewContext<GateAttributes>

    var body: so{
        ActivityConfiguration(for: GateAttributes.self) { context in
            GateView(context: =ontext)
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
