import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

// A view whose body writes beside its own source file, outside the scratch folder its program may write in:
// in lockshot's sandbox the file system is read-only, so the write fails and `try!` stops the program with
// an error located here; the file is never written (issue 39). The test copies this file to a folder of its own.
struct LedgerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var entry: String
    }
}

func scribble() -> String {
    let target = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("written-by-widget.txt")
    try! Data("the widget was here".utf8).write(to: target)
    return "written"
}

struct LedgerWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LedgerAttributes.self) { context in
            Text("\(context.state.entry) \(scribble())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.entry) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Ledger", as: .content, using: LedgerAttributes()) {
    LedgerWidget()
} contentStates: {
    LedgerAttributes.ContentState(entry: "entry")
}
