import ActivityKit
import Foundation

struct CometAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var speed: Double
        var label: String
    }
    var name: String
}
