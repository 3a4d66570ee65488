// A countdown whose compact leading side is a circular ProgressView with a symbol in its ring
// (`currentValueLabel:`), as timer apps draw it: iOS draws the symbol inside the ring. Its Stop button's bordered
// style is not drawn, and says so. Its island sets content margins, as Apple's Food Truck sample does.
import ActivityKit
import SwiftUI
import WidgetKit

struct RingTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var end: Date
        var total: TimeInterval
    }
    var name: String
}

struct RingTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RingTimerAttributes.self) { context in
            HStack {
                Text(context.attributes.name)
                Button("Stop") {}.buttonStyle(.borderedProminent)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
            } compactLeading: {
                ProgressView(timerInterval: context.state.end.addingTimeInterval(-context.state.total)...context.state.end,
                             countsDown: true, label: { EmptyView() }, currentValueLabel: {
                    Image(systemName: "pause.fill").scaleEffect(0.85)
                })
                .progressViewStyle(.circular)
            } compactTrailing: {
                Text(timerInterval: Date.now...context.state.end, countsDown: true).frame(width: 52)
            } minimal: {
                ProgressView(value: 0.5) { EmptyView() } currentValueLabel: { Text("½") }
                    .progressViewStyle(.circular)
            }
            .contentMargins([.leading, .top, .bottom], 6, for: .compactLeading)
            .contentMargins(.trailing, 32, for: .expanded)
        }
    }
}

#Preview("Tea", as: .dynamicIsland(.compact), using: RingTimerAttributes(name: "Tea")) {
    RingTimerLiveActivity()
} contentStates: {
    RingTimerAttributes.ContentState(end: .now.addingTimeInterval(24), total: 30)
}
