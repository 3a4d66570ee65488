import ActivityKit
import SwiftUI
import WidgetKit

// Colours and images from the app's asset catalog (Assets.xcassets beside the sources): a colour
// set with a dark appearance (hex components), a grey one (0–255), an image set with only @3x; by name
// (`Color("Brand")`) and by Xcode's generated asset symbols (`.brand`, `Color(.ink)`, `Image(.cover)`).
struct BrandAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var title: String }
}

struct BrandWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BrandAttributes.self) { context in
            HStack(spacing: 12) {
                Image("Cover").resizable().scaledToFill().frame(width: 48, height: 48).clipShape(RoundedRectangle(cornerRadius: 8))
                Text(context.state.title).font(.headline).foregroundStyle(Color(.ink))
                Spacer()
                Circle().fill(.brand).frame(width: 20, height: 20)
            }
            .padding(14)
            .activityBackgroundTint(Color(white: 0.1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.title).foregroundStyle(Color("Brand")) }
            } compactLeading: {
                Circle().fill(Color("Brand")).frame(width: 14, height: 14)
            } compactTrailing: {
                Text("Go").foregroundStyle(Color(uiColor: UIColor(named: "Brand") ?? .white))
            } minimal: {
                Image(.cover).resizable().frame(width: 20, height: 20).clipShape(Circle())
            }
        }
    }
}

#Preview("Brand", as: .content, using: BrandAttributes()) {
    BrandWidget()
} contentStates: {
    BrandAttributes.ContentState(title: "From the catalog")
}
