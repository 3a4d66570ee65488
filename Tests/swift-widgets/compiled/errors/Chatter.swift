import ActivityKit
import SwiftUI
import WidgetKit

// A view whose body prints without end: the program is stopped at its output limit with a located error, and
// lockshot's memory stays its own (issue 39). The test runs it with LOCKSHOT_OUTPUT_LIMIT_MB=4.
struct ChatterAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }
}

func chatter() -> Int {
    let line = String(repeating: "blah ", count: 4096)
    while true { print(line) }
}

struct ChatterWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChatterAttributes.self) { context in
            Text("\(context.state.label) \(chatter())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Chatter", as: .content, using: ChatterAttributes()) {
    ChatterWidget()
} contentStates: {
    ChatterAttributes.ContentState(label: "on and on")
}
