import ActivityKit
import SwiftUI
import WidgetKit

// A force unwrap that fails for one content state: a located error naming the line, never a crash of lockshot.
struct ScoreAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var scores: [String: Int]
    }
    var home: String
}

struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScoreAttributes.self) { context in
            Text("\(context.state.scores[context.attributes.home]!)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.home) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Score", as: .content, using: ScoreAttributes(home: "Lions")) {
    ScoreWidget()
} contentStates: {
    ScoreAttributes.ContentState(scores: ["Tigers": 3])
}
