import ActivityKit
import Foundation

// In both the app's and the widget's Sources build phase (one file reference, two build files).
struct RelayAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var leg: Int
        var runner: String
        var splitSeconds: Int
    }

    var team: String
}
