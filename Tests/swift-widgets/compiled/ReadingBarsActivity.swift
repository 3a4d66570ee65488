import ActivityKit
import SwiftUI
import WidgetKit

// GeometryReaders whose content is drawn taller than the frame they get: bars as high as the reader,
// scaled by each reading, in a reader framed 14 pt high. SwiftUI's reader takes the space offered
// whatever its content; three previews, each with readers in two presentations.
struct ReadingBarsAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var readings: [Double]
    }
    var unit: String
}

struct ReadingBars: View {
    let readings: [Double]

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: 2) {
                ForEach(Array(readings.enumerated()), id: \.offset) { _, reading in
                    RoundedRectangle(cornerRadius: 1)
                        .fill(Color.green)
                        .frame(height: max(2, proxy.size.height * reading))
                }
            }
            .frame(height: proxy.size.height, alignment: .bottom)
        }
        .frame(height: 14)
    }
}

struct ReadingBarsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ReadingBarsAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Text("Last hour (\(context.attributes.unit))").font(.headline)
                ReadingBars(readings: context.state.readings)
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    ReadingBars(readings: context.state.readings)
                }
            } compactLeading: {
                Text("\(Int((context.state.readings.last ?? 0) * 100))")
            } compactTrailing: {
                Image(systemName: "drop.fill")
            } minimal: {
                Image(systemName: "drop.fill")
            }
        }
    }
}

#Preview("Rising", as: .content, using: ReadingBarsAttributes(unit: "%")) {
    ReadingBarsWidget()
} contentStates: {
    ReadingBarsAttributes.ContentState(readings: [0.2, 0.35, 0.5, 0.65, 0.8, 1.0])
}

#Preview("Falling", as: .content, using: ReadingBarsAttributes(unit: "%")) {
    ReadingBarsWidget()
} contentStates: {
    ReadingBarsAttributes.ContentState(readings: [1.0, 0.8, 0.6, 0.4, 0.3, 0.1])
}

#Preview("Flat", as: .content, using: ReadingBarsAttributes(unit: "%")) {
    ReadingBarsWidget()
} contentStates: {
    ReadingBarsAttributes.ContentState(readings: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5])
}
