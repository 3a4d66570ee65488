import ActivityKit
import SwiftUI
import WidgetKit

// GeometryReader needs the size offered during layout: an error saying lockshot does not draw it yet.
struct BarAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var progress: Double }
}

struct BarWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BarAttributes.self) { context in
            GeometryReader { proxy in
                Capsule().frame(width: proxy.size.width * context.state.progress)
            }
            .frame(height: 6)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("x") }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Bar", as: .content, using: BarAttributes()) {
    BarWidget()
} contentStates: {
    BarAttributes.ContentState(progress: 0.5)
}
