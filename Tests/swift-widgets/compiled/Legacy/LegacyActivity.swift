// APIs older and app-side code still calls, written by the team: iOS 16.0's `Activity.contentState` and
// `update(using:)`, iOS 17.2's enablement stream and `AlertConfiguration`, an image kept in the state as PNG data
// (`UIImage(named:)!.pngData()` read back with `UIImage(data:)`), `UIImage()` as a fallback, `.background()` and
// UIKit's string measuring, and a progress view style of the app's own (its makeBody wraps ProgressView(configuration)).
import ActivityKit
import SwiftUI
import UIKit
import WidgetKit

struct LegacyAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
        var badge: Data
    }
}

enum LegacyManager {
    static func refresh(_ activity: Activity<LegacyAttributes>) async {
        let state = activity.contentState
        await activity.update(using: state, alertConfiguration: AlertConfiguration(title: "Updated", body: "Now", sound: .default))
        for await enabled in ActivityAuthorizationInfo().activityEnablementUpdates where !enabled { return }
    }

    static func labelWidth(_ text: String) -> CGFloat {
        (text as NSString).size(withAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 20)]).width
    }
}

struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            ProgressView(configuration).tint(.green)
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

struct LegacyLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LegacyAttributes.self) { context in
            HStack {
                Image(uiImage: UIImage(data: context.state.badge) ?? UIImage())
                Text(context.state.label)
                    .frame(width: LegacyManager.labelWidth(context.state.label), alignment: .leading)
                    .background()
                Image(uiImage: UIImage(data: Data()) ?? UIImage()).resizable().frame(width: 10, height: 10)
                ProgressView(value: 1, total: 4).progressViewStyle(PercentProgressStyle())
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

#Preview("Legacy", as: .content, using: LegacyAttributes()) {
    LegacyLiveActivity()
} contentStates: {
    LegacyAttributes.ContentState(label: "Kept", badge: UIImage(named: "Badge")!.pngData()!)
}
