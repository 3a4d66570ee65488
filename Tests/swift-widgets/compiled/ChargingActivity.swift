import ActivityKit
import SwiftUI
import WidgetKit

// GeometryReader as widgets use it: a progress bar whose fill is a fraction of the width it is
// offered, a marker placed along it, and a ring sized from the space in the minimal presentation.
struct ChargingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var percent: Double
        var minutesLeft: Int
    }
    var station: String
}

struct ChargeBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white.opacity(0.2))
                Capsule().fill(Color.green).frame(width: proxy.size.width * fraction)
                Circle().fill(Color.white).frame(width: 10, height: 10)
                    .offset(x: max(0, proxy.size.width * fraction - 10))
            }
        }
        .frame(height: 10)
    }
}

struct ChargingWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Image(systemName: "bolt.car.fill").foregroundStyle(.green)
                    Text(context.attributes.station).font(.headline)
                    Spacer()
                    Text("\(Int(context.state.percent * 100))%").font(.title3.weight(.semibold)).monospacedDigit()
                }
                ChargeBar(fraction: context.state.percent)
                Text("\(context.state.minutesLeft) min to 80%").font(.caption).foregroundStyle(.secondary)
            }
            .padding(16)
            .activityBackgroundTint(Color(white: 0.08))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ChargeBar(fraction: context.state.percent).padding(.horizontal, 4) }
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "bolt.car.fill").foregroundStyle(.green) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(Int(context.state.percent * 100))%").monospacedDigit() }
            } compactLeading: {
                Image(systemName: "bolt.car.fill").foregroundStyle(.green)
            } compactTrailing: {
                Text("\(Int(context.state.percent * 100))%").monospacedDigit()
            } minimal: {
                GeometryReader { proxy in
                    Circle().trim(from: 0, to: context.state.percent)
                        .stroke(Color.green, lineWidth: min(proxy.size.width, proxy.size.height) / 8)
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 24, height: 24)
            }
        }
    }
}

#Preview("Charging", as: .content, using: ChargingAttributes(station: "Ionity Berlin")) {
    ChargingWidget()
} contentStates: {
    ChargingAttributes.ContentState(percent: 0.35, minutesLeft: 24)
    ChargingAttributes.ContentState(percent: 0.72, minutesLeft: 6)
}
