import ActivityKit
import SwiftUI
import WidgetKit

// Two activities and no #Preview: the push payloads beside them are the previews. Each payload names its
// attributes type (`attributes-type`, as a start payload does) and carries the attributes.
struct ParcelAttributes: ActivityAttributes {
    enum Stage: String, Codable, Hashable { case packed, inTransit, outForDelivery, delivered }

    struct ContentState: Codable, Hashable {
        var stage: Stage
        var stopsAway: Int
        var eta: Date
    }

    var carrier: String
    var parcelName: String
}

struct ReturnAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var dropOffBy: Date
        var code: String
    }

    var shop: String
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: symbol(context.state.stage))
                    .font(.title2)
                    .foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.parcelName).font(.headline)
                    Text(headline(context.state)).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text(context.state.eta, style: .time).font(.headline.monospacedDigit())
            }
            .padding(16)
            .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(context.state)
            } compactLeading: {
                Image(systemName: symbol(context.state.stage)).foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Image(systemName: symbol(context.state.stage)).foregroundStyle(.orange)
            }
        }
    }

    // A helper that builds the expanded regions, as Apple's Emoji Rangers sample writes it.
    @DynamicIslandExpandedContentBuilder
    private func expandedContent(_ state: ParcelAttributes.ContentState) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Image(systemName: symbol(state.stage)).foregroundStyle(.orange) }
        DynamicIslandExpandedRegion(.trailing) { Text(state.eta, style: .time).frame(width: 80) }
        if state.stage != .delivered {
            DynamicIslandExpandedRegion(.bottom) { Text(headline(state)) }
        }
    }

    func symbol(_ stage: ParcelAttributes.Stage) -> String {
        switch stage {
        case .packed: "shippingbox"
        case .inTransit, .outForDelivery: "truck.box.fill"
        case .delivered: "checkmark.circle.fill"
        }
    }

    func headline(_ state: ParcelAttributes.ContentState) -> String {
        switch state.stage {
        case .outForDelivery where state.stopsAway == 1: "Next stop is yours"
        case .outForDelivery: "\(state.stopsAway) stops away"
        case .delivered: "Delivered"
        default: "On its way"
        }
    }
}

struct ReturnLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ReturnAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text("Return to \(context.attributes.shop)").font(.headline)
                Text("Code \(context.state.code)").font(.title3.monospaced())
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.code) }
            } compactLeading: { Image(systemName: "arrow.uturn.left") } compactTrailing: {
                Text(String(context.state.code.suffix(4)))
            } minimal: { Image(systemName: "arrow.uturn.left") }
        }
    }
}
