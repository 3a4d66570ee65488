import ActivityKit
import SwiftUI
import WidgetKit

// No #Preview, and beside it only update payloads: content states without the attributes a start payload carries,
// so nothing can stand in for `room`. Each payload is an error located at the activity, never a picture without it.
struct KettleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var degrees: Int }
    var room: String
}

struct KettleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KettleAttributes.self) { context in
            Text("\(context.attributes.room): \(context.state.degrees)°")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.degrees)°") }
            } compactLeading: { Text("K") } compactTrailing: { Text("\(context.state.degrees)°") } minimal: { Text("K") }
        }
    }
}
