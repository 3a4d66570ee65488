import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

// A view whose body starts processes without end: the program stops at its process limit with a located error,
// and the machine keeps its process table (issue 39). Each child sleeps; the parent forks until the kernel
// refuses, then traps. The test runs it with LOCKSHOT_PROCESS_LIMIT=64; what it started dies with it.
struct SwarmAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }
}

func swarm() -> Int {
    var started = 0
    while true {
        let child = fork()
        if child == 0 {
            // Named, so the test can look for any left running (`pgrep -x lockshot-swarm`).
            let comm = open("/proc/self/comm", O_WRONLY)
            _ = write(comm, "lockshot-swarm", 14)
            while true { pause() }
        }
        if child < 0 { fatalError("fork refused after \(started) processes") }
        started += 1
    }
}

struct SwarmWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SwarmAttributes.self) { context in
            Text("\(context.state.label) \(swarm())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Swarm", as: .content, using: SwarmAttributes()) {
    SwarmWidget()
} contentStates: {
    SwarmAttributes.ContentState(label: "everyone")
}
