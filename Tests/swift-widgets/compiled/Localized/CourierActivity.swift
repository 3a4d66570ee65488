import ActivityKit
import SwiftUI
import WidgetKit

// A widget localized as Xcode projects are: German in de.lproj/Localizable.strings, Japanese in a string
// catalog (Localizable.xcstrings, with a plural). Literal keys, interpolated keys (`Arrives in %lld min`),
// String(localized:) and a Label with a string value, which SwiftUI shows as it is.
struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
        var stops: Int
    }
    var orderNumber: String
}

struct CourierWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text("Your order is on its way").font(.headline)
                Text("Arrives in \(context.state.minutes) min").font(.subheadline)
                Text("\(context.state.stops) stops before yours").font(.caption).foregroundStyle(.secondary)
                HStack {
                    Label(String(localized: "Courier"), systemImage: "bicycle").font(.caption)
                    Spacer()
                    Label(context.attributes.orderNumber, systemImage: "bag").font(.caption)
                }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Arrives in \(context.state.minutes) min")
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text("\(context.state.minutes) min")
            } minimal: {
                Text("\(context.state.minutes)")
            }
        }
    }
}

#Preview("Courier", as: .content, using: CourierAttributes(orderNumber: "#1042")) {
    CourierWidget()
} contentStates: {
    CourierAttributes.ContentState(minutes: 12, stops: 3)
}
