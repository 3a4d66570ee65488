import ActivityKit
import SwiftUI
import WidgetKit

// A push payload that does not fit the widget's ContentState: an error naming the payload and the key.
struct PingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var count: Int }
}

struct PingWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PingAttributes.self) { context in
            Text("\(context.state.count) pings")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.count)") }
            } compactLeading: { Text("P") } compactTrailing: { Text("\(context.state.count)") } minimal: { Text("P") }
        }
    }
}

#Preview("Ping", as: .content, using: PingAttributes()) {
    PingWidget()
} contentStates: {
    PingAttributes.ContentState(count: 1)
}
