// an enum in the content state
import ActivityKit
import SwiftUI
import WidgetKit

struct OrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var eta: Date
        var items: [String]
        // expect-error@+1:13 Status
        var status: Status
        var courier: String?
    }
    var name: String
}


enum Status: String, Codable { case preparing, delivered }

struct OrderView: View {
    let context: ActivityViewContext<OrderAttributes>

    var body: some View {
        VStack {
            Text(context.attributes.name)
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
