import ActivityKit
import SwiftUI
import WidgetKit

// No #Preview: a message saying how to give one, never a picture of zeros.
struct QuietAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var count: Int }
}

struct QuietWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: QuietAttributes.self) { context in
            Text("\(context.state.count)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("x") }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}
