import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

#if TIDE_PACKAGE
private let source = "tide table"
#endif

/// The harbour's name from the target's own resource, through SwiftPM's `Bundle.module`.
enum TideTable {
    static var harbor: String {
        guard let url = Bundle.module.url(forResource: "tide", withExtension: "json"), let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return "no tide table" }
        return object["harbor"] as? String ?? "no harbour"
    }
}

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
                Text(TideTable.harbor).font(.headline)
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

#Preview("High tide", as: .content, using: TideAttributes(harbor: "Harbour")) {
    TideLiveActivity()
} contentStates: {
    TideAttributes.ContentState(metres: 11.2)
}
