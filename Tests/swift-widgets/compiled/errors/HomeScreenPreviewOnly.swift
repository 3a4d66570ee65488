import ActivityKit
import SwiftUI
import WidgetKit

// A Live Activity whose extension previews only its home-screen widget (an older PreviewProvider with a
// WidgetPreviewContext): no preview draws the activity, so it is drawn from generated samples with the #Preview to
// paste — also when the home-screen view drew with a warning of its own (an asset colour that is not there).
struct TankAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var litres: Int }
}

struct TankActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TankAttributes.self) { context in
            Text("\(context.state.litres) l")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.litres) l") }
            } compactLeading: { Text("T") } compactTrailing: { Text("\(context.state.litres)") } minimal: { Text("T") }
        }
    }
}

struct TankLevelView: View {
    let litres: Int
    var body: some View { Text("\(litres) l left").foregroundStyle(Color("TankBlue")) }
}

struct TankLevelView_Previews: PreviewProvider {
    static var previews: some View {
        TankLevelView(litres: 42)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
