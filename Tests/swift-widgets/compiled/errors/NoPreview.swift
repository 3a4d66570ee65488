import ActivityKit
import SwiftUI
import WidgetKit

// No #Preview: drawn from samples made from its types (a count of 3, never a picture of zeros), with the #Preview to paste.
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
