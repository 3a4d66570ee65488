import ActivityKit
import SwiftUI
import WidgetKit

// A cooking timer: a circular ProgressView(timerInterval:), a stale state, an AsyncImage of the
// recipe that lockshot cannot fetch (marked `// lockshot: skip`, so it is left out on purpose),
// and a @ViewBuilder helper with a parameter.

struct KitchenTimerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var step: String
        var timerStart: Date
        var timerEnd: Date
        var isPaused: Bool = false
    }

    var recipe: String
    var photoURL: String
}

extension Color {
    static let tomato = Color(red: 1.0, green: 0.39, blue: 0.28)
}

struct KitchenTimerView: View {
    let context: ActivityViewContext<KitchenTimerAttributes>

    var body: some View {
        HStack(spacing: 14) {
            // lockshot: skip
            AsyncImage(url: URL(string: context.attributes.photoURL))
                .frame(width: 44, height: 44)
            ProgressView(timerInterval: context.state.timerStart...context.state.timerEnd, countsDown: true) {
                EmptyView()
            }
            .progressViewStyle(.circular)
            .tint(Color.tomato)
            .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 3) {
                Text(context.attributes.recipe)
                    .font(.headline)
                    .lineLimit(1)
                Text(context.state.step)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            Spacer(minLength: 4)
            remaining(paused: context.state.isPaused)
        }
        .padding(16)
        .opacity(context.isStale ? 0.5 : 1)
    }

    @ViewBuilder
    func remaining(paused: Bool) -> some View {
        if paused {
            Image(systemName: "pause.circle.fill")
                .font(.title)
                .foregroundStyle(.secondary)
        } else {
            Text(timerInterval: context.state.timerStart...context.state.timerEnd, countsDown: true)
                .font(.title2.monospacedDigit().weight(.semibold))
                .foregroundStyle(Color.tomato)
                .frame(width: 72, alignment: .trailing)
        }
    }
}

struct KitchenTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KitchenTimerAttributes.self) { context in
            KitchenTimerView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "timer")
                        .foregroundStyle(Color.tomato)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.timerStart...context.state.timerEnd, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 56)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.step)
                        .font(.caption)
                        .lineLimit(1)
                }
            } compactLeading: {
                Image(systemName: "timer")
                    .foregroundStyle(Color.tomato)
            } compactTrailing: {
                Text(timerInterval: context.state.timerStart...context.state.timerEnd, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 56)
            } minimal: {
                Image(systemName: "timer")
                    .foregroundStyle(Color.tomato)
            }
        }
    }
}

#Preview("Simmer", as: .content, using: KitchenTimerAttributes(recipe: "Tomato soup", photoURL: "https://example.com/soup.jpg")) {
    KitchenTimerLiveActivity()
} contentStates: {
    KitchenTimerAttributes.ContentState(step: "Simmer with the lid on, stir now and then", timerStart: .now, timerEnd: .now + 12 * 60)
    KitchenTimerAttributes.ContentState(step: "Rest before blending", timerStart: .now, timerEnd: .now + 5 * 60, isPaused: true)
}
