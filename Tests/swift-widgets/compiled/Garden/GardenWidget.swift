import ActivityKit
import SwiftUI
import WidgetKit

// A widget extension whose home-screen widget is configured with a SiriKit intent (`IntentConfiguration`, as before
// App Intents) defined in GardenWidget.intentdefinition: Xcode generates `SelectGardenIntent`, the `Bed` enum and
// the `Sprinkler` type from it, and so does lockshot. The Live Activity reads the generated enum.
struct GardenEntry: TimelineEntry {
    let date: Date
    let garden: String
}

#if os(iOS)
struct GardenProvider: IntentTimelineProvider {
    func recommendations() -> [IntentRecommendation<SelectGardenIntent>] {
        let intent = SelectGardenIntent()
        intent.gardenName = "Allotment"
        intent.bed = .herbs
        intent.sprinklers = [Sprinkler(identifier: "north", display: "North")]
        return [IntentRecommendation(intent: intent, description: "Allotment herbs")]
    }

    func placeholder(in context: Context) -> GardenEntry { GardenEntry(date: .now, garden: "Garden") }

    func getSnapshot(for configuration: SelectGardenIntent, in context: Context, completion: @escaping (GardenEntry) -> Void) {
        completion(GardenEntry(date: .now, garden: configuration.gardenName ?? "Garden"))
    }

    func getTimeline(for configuration: SelectGardenIntent, in context: Context,
                     completion: @escaping (Timeline<GardenEntry>) -> Void) {
        completion(Timeline(entries: [GardenEntry(date: .now, garden: configuration.gardenName ?? "Garden")], policy: .atEnd))
    }
}
#endif

struct GardenWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "garden", intent: SelectGardenIntent.self, provider: GardenProvider()) { entry in
            Text(entry.garden)
        }
        .configurationDisplayName("Garden")
        .supportedFamilies([.systemSmall])
    }
}

struct WateringAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var bed: Int
        var sprinklers: Int
        var ends: Date
    }
    var garden: String
}

struct WateringLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WateringAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.garden).font(.headline)
                    Text(describe(context.state)).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text(timerInterval: Date.now...context.state.ends, countsDown: true)
                    .font(.title2.monospacedDigit())
                    .frame(width: 80)
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text(describe(context.state)) }
            } compactLeading: {
                Image(systemName: "drop.fill").foregroundStyle(.cyan)
            } compactTrailing: {
                Text("\(context.state.sprinklers)")
            } minimal: {
                Image(systemName: "drop.fill").foregroundStyle(.cyan)
            }
        }
    }

    /// The bed's name from the generated intent enum.
    func describe(_ state: WateringAttributes.ContentState) -> String {
        let bed: String
        switch Bed(rawValue: state.bed) ?? .unknown {
        case .herbs: bed = "Herbs"
        case .tomatoes: bed = "Tomatoes"
        case .unknown: bed = "Whole garden"
        }
        return "\(bed) · \(state.sprinklers) sprinklers"
    }
}

#Preview("Watering", as: .content, using: WateringAttributes(garden: "Allotment")) {
    WateringLiveActivity()
} contentStates: {
    WateringAttributes.ContentState(bed: 2, sprinklers: 3, ends: .now.addingTimeInterval(12 * 60))
}
