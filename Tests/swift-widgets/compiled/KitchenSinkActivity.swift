import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// Every view and modifier of lockshot's SwiftUI that a widget uses all the time, in one activity:
// its layout must be accepted by the layout language's schema (the three must not drift apart).

struct SinkAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var value: Double
        var start: Date
        var end: Date
        var tags: [String]
    }
    var title: String
}

struct TogglePause: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause"
    init() {}
}

struct SinkWidget: Widget {
    @Environment(\.colorScheme) var colorScheme

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SinkAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .firstTextBaseline) {
                    Label(context.attributes.title, systemImage: "star.fill").labelStyle(.titleAndIcon)
                    Spacer(minLength: 4)
                    Text(context.state.end, style: .relative).font(.caption.monospacedDigit()).multilineTextAlignment(.trailing).frame(width: 80, alignment: .trailing)
                }
                HStack {
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.ultraThinMaterial)
                    Circle().trim(from: 0, to: 0.75).stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .rotationEffect(.degrees(-90)).frame(width: 24, height: 24).padding(4)
                }
                .frame(width: 32, height: 32)
                Gauge(value: context.state.value, in: 0...1) {
                    Text("Level")
                } currentValueLabel: {
                    Text("\(Int(context.state.value * 100))")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.green)
                }
                ProgressView(timerInterval: context.state.start...context.state.end, countsDown: false)
                    .progressViewStyle(.linear)
                Grid(horizontalSpacing: 4) {
                    GridRow {
                        ForEach(context.state.tags, id: \.self) { tag in
                            Text(tag.uppercased()).font(.system(size: 11, weight: .medium, design: .rounded))
                                .padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                                .background(Capsule().strokeBorder(Color.secondary, lineWidth: 1))
                        }
                    }
                }
                HStack {
                    Button(intent: TogglePause()) { Image(systemName: "pause.fill").imageScale(.small) }
                    Divider().frame(height: 12)
                    Text("Kerned").kerning(1.5).textCase(.uppercase).minimumScaleFactor(0.8)
                    Text("Tracked").tracking(2).strikethrough().foregroundColor(.pink)
                    ViewThatFits(in: .horizontal) {
                        Text("A line too long for what is left of this row").lineLimit(1)
                        Text("Short").italic().underline()
                    }
                }
                .opacity(0.9)
                .shadow(color: .black.opacity(0.3), radius: 2, y: 1)
            }
            .padding(.horizontal, 14).padding(.vertical, 10)
            .background(Color.black.opacity(colorScheme == .dark ? 0.2 : 0))
            .activityBackgroundTint(Color.black.opacity(0.8))
            .activitySystemActionForegroundColor(.white)
            .widgetURL(URL(string: "sink://open"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 36, height: 36)
                        .clipShape(Circle())
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.value, format: .percent).fixedSize()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Capsule().fill(Color.orange).frame(height: 4).frame(maxWidth: .infinity).layoutPriority(1)
                }
            } compactLeading: {
                Image(systemName: "star.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.yellow)
            } compactTrailing: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .monospacedDigit().frame(width: 40).multilineTextAlignment(.trailing)
            } minimal: {
                ProgressView(value: context.state.value).progressViewStyle(.circular).tint(.yellow)
            }
            .keylineTint(.yellow)
        }
    }
}

#Preview("Sink", as: .content, using: SinkAttributes(title: "Sink")) {
    SinkWidget()
} contentStates: {
    SinkAttributes.ContentState(value: 0.62, start: .now.addingTimeInterval(-120), end: .now.addingTimeInterval(480),
                                tags: ["one", "two", "three"])
}
