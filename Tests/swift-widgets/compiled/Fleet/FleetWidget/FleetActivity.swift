import ActivityKit
import FleetKit
import SwiftUI
import WidgetKit

// A widget whose content state is the app package's `Vehicle` (FleetKit, a module named in the
// project's lockshot.json): its enum, computed members and package-internal helpers run as compiled.
struct FleetAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var vehicle: Vehicle
    }
    var owner: String
}

/// The car's model, from a data file in the widget's bundle (Xcode copies `models.json` into it).
func modelName(plate: String) -> String {
    guard let url = Bundle.main.url(forResource: "models", withExtension: "json"),
          let data = try? Data(contentsOf: url),
          let names = try? JSONDecoder().decode([String: String].self, from: data) else { return "unknown model" }
    return names[plate] ?? "unknown model"
}

struct FleetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FleetAttributes.self) { context in
            let car = context.state.vehicle
            HStack(spacing: 12) {
                Image(systemName: car.charge.symbol)
                    .font(.title2)
                    .foregroundStyle(car.charge == .unplugged ? .orange : .green)
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(car.nickname) · \(modelName(plate: car.displayPlate))").font(.headline)
                    Text("\(car.displayPlate) · \(car.charge.label)").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Text("\(car.batteryPercent)").font(.title3.weight(.semibold)).monospacedDigit()
                        + Text("%").font(.caption.weight(.semibold)).baselineOffset(6)
                    Text(car.rangeText).font(.caption).foregroundStyle(.secondary)
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(white: 0.08))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: context.state.vehicle.charge.symbol).foregroundStyle(.green) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.vehicle.batteryPercent)%").monospacedDigit() }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.vehicle.charge.label).font(.caption) }
            } compactLeading: {
                Image(systemName: context.state.vehicle.charge.symbol).foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.vehicle.batteryPercent)%").monospacedDigit()
            } minimal: {
                Image(systemName: context.state.vehicle.charge.symbol).foregroundStyle(.green)
            }
        }
    }
}

#Preview("Fleet", as: .content, using: FleetAttributes(owner: "Ana")) {
    FleetLiveActivity()
} contentStates: {
    FleetAttributes.ContentState(vehicle: Vehicle(nickname: "Blue Ioniq", plate: "b-ev 2041", batteryPercent: 64, charge: .charging))
    FleetAttributes.ContentState(vehicle: Vehicle(nickname: "Work car", plate: "m-xy 77", batteryPercent: 100, charge: .complete))
}
