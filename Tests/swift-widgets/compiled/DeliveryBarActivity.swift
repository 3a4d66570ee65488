// A progress fill made the common SwiftUI way: a capsule scaled along x from its leading edge
// (`scaleEffect(x: fraction, anchor: .leading)`) over a full-width track, and an icon turned about
// its corner. The fill must start at the track's leading edge and keep the track's height.
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryBarAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var progress: Double
        var stage: String
    }
    var shop: String
}

struct DeliveryBarLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryBarAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Image(systemName: "bicycle").rotationEffect(.degrees(-10), anchor: .bottomLeading)
                    Text(context.attributes.shop).font(.headline)
                    Spacer()
                    Text(context.state.stage).font(.subheadline).foregroundStyle(.secondary)
                }
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.white.opacity(0.2))
                    Capsule().fill(Color.green).scaleEffect(x: context.state.progress, anchor: .leading)
                }
                .frame(height: 6)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage) }
            } compactLeading: {
                // Both labels given (the init a public widget's compact island uses): it compiles and draws the ring.
                ProgressView(value: context.state.progress, total: 1, label: { EmptyView() },
                             currentValueLabel: { Image(systemName: "bicycle") })
                    .progressViewStyle(.circular)
            } compactTrailing: {
                Text("\(Int(context.state.progress * 100))%")
            } minimal: {
                Image(systemName: "bicycle")
            }
        }
    }
}

#Preview("On the way", as: .content, using: DeliveryBarAttributes(shop: "Corner Bakery")) {
    DeliveryBarLiveActivity()
} contentStates: {
    DeliveryBarAttributes.ContentState(progress: 0.4, stage: "On the way")
}
