import ActivityKit
import Foundation

// In the app's folder, and a member of the widget target too (the project's exception set on the Orbit folder).
struct OrbitAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var altitudeKm: Int
        var phase: String
    }

    var satellite: String

    static let preview = OrbitAttributes(satellite: "Lumen-2")
}
