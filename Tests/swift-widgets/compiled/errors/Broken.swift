import ActivityKit
import SwiftUI
import WidgetKit

// A missing parenthesis: swiftc's error at the user's file:line:column.
struct PingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var count: Int }
}

struct PingWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PingAttributes.self) { context in
            Text("\(context.state.count)".font(.headline)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("x") }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Ping", as: .content, using: PingAttributes()) {
    PingWidget()
} contentStates: {
    PingAttributes.ContentState(count: 1)
}
