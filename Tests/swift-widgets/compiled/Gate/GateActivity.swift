import ActivityKit
import SwiftUI
import WidgetKit

// A boarding-gate widget whose views, attributes and preview live in three files, as in most apps:
// findings point into the file of the view they are about. Its seat-row arithmetic overflows only for
// a seat code far longer than any the airline sends (check's stress data): a warning, not a stop.
struct GateAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var gate: String
        var seat: String
        var closes: Date
    }
    var flight: String
}

/// The seat's row weight: three characters at most, as the airline sends them ("14C").
func rowWeight(_ seat: String) -> Int {
    var weight = 1
    for _ in seat.utf8 { weight *= 1_000_000 }  // overflows past three characters
    return weight
}
