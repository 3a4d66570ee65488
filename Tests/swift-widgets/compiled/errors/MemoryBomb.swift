import ActivityKit
import SwiftUI
import WidgetKit

// A view whose body allocates without end: the program stops at its memory limit with a located error, and
// the machine keeps its memory (issue 39). The test runs it with LOCKSHOT_MEMORY_LIMIT_MB=256.
struct HoardAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }
}

func hoard() -> Int {
    var chunks: [[UInt8]] = []
    while true { chunks.append([UInt8](repeating: 1, count: 32 << 20)) }
}

struct HoardWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HoardAttributes.self) { context in
            Text("\(context.state.label) \(hoard())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Hoard", as: .content, using: HoardAttributes()) {
    HoardWidget()
} contentStates: {
    HoardAttributes.ContentState(label: "all of it")
}
