// In both the app's and the widget's Sources build phase.
import ActivityKit
import Foundation
import HarborModels

struct RelayAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var berth: Berth
        var eta: Date
    }
    var vessel: String
}
