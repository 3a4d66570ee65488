// Written by the team: constructs public widgets use that lockshot once lacked. A crest kept in the attributes as
// image data (so ActivityKit's 4 KB limit is passed: drawn, and `check` fails on it), a view placed by
// `position(x:y:)`, a badge moved onto a corner by `alignmentGuide`, `SwiftUICore.Color` as Xcode's fix-its
// write it, and `Color(_:)` of a Color.
import ActivityKit
import SwiftUI
import WidgetKit

struct ScoreboardAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
        var isLate: Bool
    }
    var crest: Data
}

struct ScoreBadge: View {
    let tint: SwiftUICore.Color
    var body: some View {
        Circle().fill(tint).frame(width: 12, height: 12)
    }
}

struct ScoreboardLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScoreboardAttributes.self) { context in
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(context.state.isLate ? Color.orange : Color.blue))
                    .frame(width: 40, height: 40)
                    .overlay(alignment: .topTrailing) {
                        ScoreBadge(tint: .red)
                            .alignmentGuide(.top) { d in d.height / 2 }
                            .alignmentGuide(.trailing) { d in d[.trailing] - d.width / 2 }
                    }
                Text("\(context.state.home) – \(context.state.away)")
                    .font(.title)
                    .position(x: 60, y: 20)
                    .frame(width: 120, height: 40)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.home) – \(context.state.away)") }
            } compactLeading: { Text("\(context.state.home)") } compactTrailing: { Text("\(context.state.away)") } minimal: { Text("•") }
        }
    }
}

#Preview("Derby", as: .content, using: ScoreboardAttributes(crest: Data(repeating: 0x2A, count: 4000))) {
    ScoreboardLiveActivity()
} contentStates: {
    ScoreboardAttributes.ContentState(home: 2, away: 1, isLate: true)
}
