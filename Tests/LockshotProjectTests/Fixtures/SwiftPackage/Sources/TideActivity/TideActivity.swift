import ActivityKit
import SwiftUI
import WidgetKit

#if TIDE_PACKAGE
private let source = "tide table"
#endif

public struct TideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable { public var metres: Double }
    public var harbor: String
}

public struct TideLiveActivity: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: TideAttributes.self) { context in
            HStack {
                Image(systemName: "water.waves")
                Text(context.attributes.harbor).font(.headline)
                Spacer()
                Text("\(context.state.metres, specifier: "%.1f") m · \(source)")
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.harbor) }
            } compactLeading: {
                Image(systemName: "water.waves")
            } compactTrailing: {
                Text("\(context.state.metres, specifier: "%.1f")")
            } minimal: {
                Image(systemName: "water.waves")
            }
        }
    }
}

#Preview("High tide", as: .content, using: TideAttributes(harbor: "Saint-Malo")) {
    TideLiveActivity()
} contentStates: {
    TideAttributes.ContentState(metres: 11.2)
}
