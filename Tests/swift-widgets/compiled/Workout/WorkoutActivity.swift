import ActivityKit
import SwiftUI
import WidgetKit

struct LiftAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var exercise: String
        var setNumber: Int
        var totalSets: Int
        var restEnds: Date
    }
}

struct LiftWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LiftAttributes.self) { context in
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(context.state.exercise).font(.headline)
                    Text("Set \(context.state.setNumber) of \(context.state.totalSets)").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text(timerInterval: Date.now...context.state.restEnds, countsDown: true).font(.title2).monospacedDigit()
                    .frame(width: 70, alignment: .trailing)
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.exercise) }
            } compactLeading: {
                Image(systemName: "flame.fill")
            } compactTrailing: {
                Text("\(context.state.setNumber)/\(context.state.totalSets)")
            } minimal: {
                Image(systemName: "flame.fill")
            }
        }
    }
}

#Preview("Lift", as: .content, using: LiftAttributes()) {
    LiftWidget()
} contentStates: {
    LiftAttributes.ContentState(exercise: "Deadlift", setNumber: 3, totalSets: 5, restEnds: .now.addingTimeInterval(90))
}
