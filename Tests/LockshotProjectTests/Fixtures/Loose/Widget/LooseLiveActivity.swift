import ActivityKit
import SwiftUI
import WidgetKit

struct LooseAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var stage: OrderStage }
    var shop: String
}

@main
struct LooseBundle: WidgetBundle {
    var body: some Widget { LooseLiveActivity() }
}

struct LooseLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LooseAttributes.self) { context in
            HStack {
                Text(context.attributes.shop).font(.headline)
                Spacer()
                Text(context.state.stage.rawValue.capitalized)
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.shop) }
            } compactLeading: { Text("L") } compactTrailing: { Text(context.state.stage.rawValue) } minimal: { Text("L") }
        }
    }
}

#Preview("Loose", as: .content, using: LooseAttributes(shop: "Corner Bakery")) {
    LooseLiveActivity()
} contentStates: {
    LooseAttributes.ContentState(stage: .boxed)
}
