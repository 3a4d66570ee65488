import ActivityKit
import SwiftUI
import WidgetKit

#if COMET_WIDGET
private let unit = "km/s"
#endif

@main
struct CometBundle: WidgetBundle {
    var body: some Widget { CometLiveActivity() }
}

struct CometLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CometAttributes.self) { context in
            HStack {
                Image(systemName: "sparkles")
                Text(context.attributes.name).font(.headline)
                Spacer()
                Text("\(context.state.speed, specifier: "%.1f") \(unit)").monospacedDigit()
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.label) }
            } compactLeading: {
                Image(systemName: "sparkles")
            } compactTrailing: {
                Text("\(Int(context.state.speed))")
            } minimal: {
                Image(systemName: "sparkles")
            }
        }
    }
}

#Preview("Comet", as: .content, using: CometAttributes(name: "Halley")) {
    CometLiveActivity()
} contentStates: {
    CometAttributes.ContentState(speed: 54.2, label: "Perihelion in 3 days")
}
