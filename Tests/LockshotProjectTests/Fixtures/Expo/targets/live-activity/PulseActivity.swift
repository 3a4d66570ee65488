import ActivityKit
import SwiftUI
import WidgetKit

struct PulseAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var bpm: Int }
    var workout: String
}

@main
struct PulseBundle: WidgetBundle {
    var body: some Widget { PulseLiveActivity() }
}

struct PulseLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PulseAttributes.self) { context in
            HStack {
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Text(context.attributes.workout).font(.headline)
                Spacer()
                Text("\(context.state.bpm) bpm").monospacedDigit()
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.bpm) bpm") }
            } compactLeading: {
                Image(systemName: "heart.fill")
            } compactTrailing: {
                Text("\(context.state.bpm)")
            } minimal: {
                Image(systemName: "heart.fill")
            }
        }
    }
}

#Preview("Pulse", as: .content, using: PulseAttributes(workout: "Tempo run")) {
    PulseLiveActivity()
} contentStates: {
    PulseAttributes.ContentState(bpm: 152)
}
