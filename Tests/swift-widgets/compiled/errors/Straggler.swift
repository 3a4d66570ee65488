import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

// A widget whose code starts a program and leaves it running: when the widget's program ends, what it started
// ends with it (its process group is killed), so nothing is left behind (issue 39).
struct StragglerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }
}

func leaveBehind() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sleep")
    process.arguments = ["613.25"]
    try? process.run()
    return "started"
}

struct StragglerWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StragglerAttributes.self) { context in
            Text("\(context.state.label) \(leaveBehind())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Straggler", as: .content, using: StragglerAttributes()) {
    StragglerWidget()
} contentStates: {
    StragglerAttributes.ContentState(label: "sleep")
}
