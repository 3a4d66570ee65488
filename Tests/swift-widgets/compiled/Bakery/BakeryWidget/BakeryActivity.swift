import ActivityKit
import BakeryKit
import SwiftUI
import WidgetKit

// A bakery's Live Activity: the package's tray (its title from `String(localized:bundle: .module)`, a type
// identifier's MIME type), a gauge drawn by the app's own GaugeStyle, and a preview provider for iOS only.
struct BakeryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var tray: Tray
    }
    var shop: String
}

/// Dots for the trays baked, filled up to the gauge's value.
struct DotsGaugeStyle: GaugeStyle {
    var count: Int
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 3) {
                ForEach(0..<count, id: \.self) { index in
                    Circle()
                        .fill(Double(index) < configuration.value * Double(count) ? Color.orange : Color.gray)
                        .frame(width: 8, height: 8)
                }
            }
        }
    }
}

struct BakeryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BakeryAttributes.self) { context in
            let tray = context.state.tray
            VStack(alignment: .leading, spacing: 6) {
                Text("\(tray.title) · \(context.attributes.shop)").font(.headline)
                Text("\(tray.photoType) · \(Membership.period) · \(Membership.periodUnit)").font(.caption)
                Gauge(value: Double(tray.baked), in: 0...Double(tray.total)) {
                    Text("\(tray.baked) of \(tray.total) baked")
                }
                .gaugeStyle(DotsGaugeStyle(count: tray.total))
            }
            .padding(16)
            .activityBackgroundTint(Color(white: 0.1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.tray.title) }
            } compactLeading: {
                Text("\(context.state.tray.baked)")
            } compactTrailing: {
                Text("\(context.state.tray.total)")
            } minimal: {
                Text("\(context.state.tray.baked)")
            }
        }
    }
}

#if os(watchOS)
// Compiled on watchOS only: lockshot's entry point must not name it.
struct BakeryActivity_Previews: PreviewProvider {
    static var previews: some View {
        BakeryAttributes(shop: "Rue Cler")
            .previewContext(BakeryAttributes.ContentState(tray: Tray(number: 1, baked: 1, total: 2)), viewKind: .content)
    }
}
#endif

#Preview("Bakery", as: .content, using: BakeryAttributes(shop: "Rue Cler")) {
    BakeryLiveActivity()
} contentStates: {
    BakeryAttributes.ContentState(tray: Tray(number: 7, baked: 3, total: 5))
}

#if os(iOS) || os(macOS)
// The widget is an iOS program: its iOS code is compiled, as Xcode compiles it.
#Preview("Bakery at closing", as: .content, using: BakeryAttributes(shop: "Rue Cler")) {
    BakeryLiveActivity()
} contentStates: {
    BakeryAttributes.ContentState(tray: Tray(number: 9, baked: 5, total: 5))
}
#endif
