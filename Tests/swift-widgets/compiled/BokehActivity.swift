import ActivityKit
import SwiftUI
import WidgetKit

// A focus timer whose lock screen has a bokeh of circles, each a colour picked with randomElement() at a
// place picked with Double.random(in:), a code from UUID(), and words in a Set's order: drawn twice, it must give the same picture
// (goldens of such widgets held only by luck before lockshot fixed the widget's random numbers).
struct BokehAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }
    var title: String
}

struct BokehLiveActivity: Widget {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BokehAttributes.self) { context in
            ZStack {
                ForEach(0..<6, id: \.self) { _ in
                    Circle()
                        .fill(colors.randomElement()!.opacity(0.5))
                        .frame(width: 40, height: 40)
                        .offset(x: Double.random(in: -150...150), y: Double.random(in: -30...30))
                }
                HStack {
                    Text(context.attributes.title)
                    // A session code from UUID(), which Foundation reads from /dev/urandom.
                    Text(UUID().uuidString.prefix(4))
                    Spacer()
                    Text("\(context.state.minutesLeft) min")
                        .opacity(Bool.random() ? 1 : 0.9)
                }
                .padding()
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    // A Set's order follows the process's hashing seed, itself drawn from the random stream.
                    HStack {
                        ForEach(Array(Set(["focus", "rest", "walk", "read", "plan", "call"])), id: \.self) { Text($0) }
                    }
                }
            } compactLeading: {
                Text("\([1, 2, 3].shuffled().map(String.init).joined())")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
        }
    }
}

#Preview("Focus", as: .content, using: BokehAttributes(title: "Deep work")) {
    BokehLiveActivity()
} contentStates: {
    BokehAttributes.ContentState(minutesLeft: 25)
}
