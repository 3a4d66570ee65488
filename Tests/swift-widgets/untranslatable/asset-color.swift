// an asset-catalog color
import ActivityKit
import SwiftUI
import WidgetKit

struct OrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var eta: Date
        var items: [String]
        var courier: String?
    }
    var name: String
}


struct OrderView: View {
    let context: ActivityViewContext<OrderAttributes>

    var body: some View {
        VStack {
            // expect-error@+1:39 asset-catalog color
            Text("x").foregroundStyle(Color("BrandRed"))
        }
    }
}

struct OrderWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderAttributes.self) { context in
            OrderView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
            } compactLeading: {
                Text("A")
            } compactTrailing: {
                Text("B")
            } minimal: {
                Text("C")
            }
        }
    }
}

