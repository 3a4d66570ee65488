import ActivityKit
import SwiftUI
import WidgetKit

// A food-delivery Live Activity written as the app writes it: attributes with a content
// state, a Color extension for the brand, a subview per region, a helper view-builder.

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var courierName: String?
        var progress: Double
        var eta: Date
    }

    var restaurant: String
    var orderNumber: Int
}

extension Color {
    static let brand = Color(hex: 0xFF5A36)
    static let card = Color(red: 0.09, green: 0.09, blue: 0.11)
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            header
            ProgressView(value: context.state.progress)
                .tint(.brand)
            HStack {
                if let courier = context.state.courierName {
                    Label(courier, systemImage: "bicycle")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else {
                    Text("Finding a courier…")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(context.state.eta, style: .time)
                    .font(.caption.bold())
                    .foregroundStyle(Color.brand)
            }
        }
        .padding(16)
        .activityBackgroundTint(Color.card)
    }

    @ViewBuilder
    private var header: some View {
        HStack(spacing: 8) {
            Image(systemName: "bag.fill")
                .foregroundStyle(Color.brand)
            VStack(alignment: .leading, spacing: 2) {
                Text(context.attributes.restaurant)
                    .font(.headline)
                    .foregroundStyle(.white)
                Text("Order #\(context.attributes.orderNumber) · \(context.state.status)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .foregroundStyle(Color.brand)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta, style: .time)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress)
                        .tint(.brand)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(Color.brand)
            } compactTrailing: {
                Text(context.state.eta, style: .time)
                    .font(.caption2)
            } minimal: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(Color.brand)
            }
            .keylineTint(.brand)
        }
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(restaurant: "Luigi's Pizza", orderNumber: 1042)
    }
}

extension DeliveryAttributes.ContentState {
    static var preparing: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(status: "Preparing", courierName: nil, progress: 0.25, eta: .now + 25 * 60)
    }

    static var onTheWay: DeliveryAttributes.ContentState {
        .init(status: "On the way", courierName: "Sam", progress: 0.7, eta: Date().addingTimeInterval(8 * 60))
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
}


extension Color {
    /// `0xRRGGBB`, the initializer apps add.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}
