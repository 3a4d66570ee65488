// In the app's folder, added to the widget target by the exception set of the "Orbit" synchronized folder.
import ActivityKit
import Foundation

struct OrbitAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: String
        var minutesLeft: Int
    }
    var missionName: String
}

extension OrbitAttributes {
    static let preview = OrbitAttributes(missionName: "Lunar Relay")
}
