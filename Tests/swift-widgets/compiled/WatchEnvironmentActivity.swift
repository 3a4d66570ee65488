// The watch layout chosen the way some glucose monitors choose it: a `ViewModifier` reads
// `@Environment(\.activityFamily)` and hands the views below an environment key of the app's own
// (`content.environment(\.onWatch, family == .small)`). The content must see the value the modifier's body gives it,
// and a value set on one view must not leak to its siblings.
import ActivityKit
import SwiftUI
import WidgetKit

struct TideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var height: Double }
    var harbour: String
}

private struct OnWatchKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var onWatch: Bool {
        get { self[OnWatchKey.self] }
        set { self[OnWatchKey.self] = newValue }
    }
}

struct OnWatchModifier: ViewModifier {
    @Environment(\.activityFamily) private var family
    func body(content: Content) -> some View {
        content.environment(\.onWatch, family == .small)
    }
}

struct TideHeight: View {
    @Environment(\.onWatch) private var onWatch
    let height: Double
    var body: some View {
        Text(onWatch ? "\(height, specifier: "%.1f") m" : "High tide \(height, specifier: "%.1f") m")
            .fontWeight(.bold)
            .font(onWatch ? .title3 : .title)
    }
}

struct TideBadge: View {
    @Environment(\.onWatch) private var onWatch
    // iOS 18's flag for a watch out of the phone's range (alerting updates only): drawn synchronised.
    @Environment(\.isActivityUpdateReduced) private var updateReduced
    var body: some View {
        Text(updateReduced ? "badge: out of sync" : onWatch ? "badge: watch" : "badge: phone").font(.caption)
    }
}

struct TideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TideAttributes.self) { context in
            VStack(alignment: .leading) {
                TideHeight(height: context.state.height).modifier(OnWatchModifier())
                TideBadge().environment(\.onWatch, true)
                TideBadge()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.harbour) }
            } compactLeading: { Image(systemName: "water.waves") } compactTrailing: { Text("\(context.state.height, specifier: "%.1f")") }
              minimal: { Image(systemName: "water.waves") }
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Tide", as: .content, using: TideAttributes(harbour: "Brest")) {
    TideLiveActivity()
} contentStates: {
    TideAttributes.ContentState(height: 6.4)
}
