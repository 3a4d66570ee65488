import ActivityKit
import CourierKitCore
import SwiftUI
import WidgetKit

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text(DeliveryFormat.eta(minutes: context.state.minutes))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.minutes)") }
            } compactLeading: { Text("C") } compactTrailing: { Text("\(context.state.minutes)") } minimal: { Text("C") }
        }
    }
}
