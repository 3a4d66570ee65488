// Previews written the iOS 16.1 way (a PreviewProvider with previewContext), a private widget in an @main
// bundle, UIKit colors and images: lockshot finds the widget for the attributes and draws each distinct state.
import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var endsAt: Date
        var label: String
    }
    var name: String
}

@main
struct Bundle: WidgetBundle {
    var body: some Widget {
        TimerLiveActivity()
    }
}

private struct TimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            HStack {
                Text(context.state.label).font(.headline)
                Spacer()
                Text(timerInterval: Date()...context.state.endsAt, countsDown: true).monospacedDigit().frame(width: 60)
            }
            .padding()
            .activityBackgroundTint(Color(uiColor: .systemIndigo))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: {
                Image(uiImage: UIImage(systemName: "timer")!)
            } compactTrailing: {
                Text(context.state.endsAt, style: .timer).frame(width: 40)
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

struct TimerLiveActivity_Previews: PreviewProvider {
    static let attributes = TimerAttributes(name: "Eggs")
    static let state = TimerAttributes.ContentState(endsAt: Date().addingTimeInterval(300), label: "Soft-boiled eggs")
    static var previews: some View {
        attributes.previewContext(state, viewKind: .content).previewDisplayName("Lock")
        attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
        attributes.previewContext(TimerAttributes.ContentState(endsAt: Date(), label: "Done"), viewKind: .content)
    }
}
