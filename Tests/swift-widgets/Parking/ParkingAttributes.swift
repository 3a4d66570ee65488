import ActivityKit
import Foundation

// A parking session split over three files, as a widget extension is: the attributes here,
// the views in ParkingViews.swift, the widget and previews in ParkingLiveActivity.swift.

struct ParkingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var session: ClosedRange<Date>
        var zone: String
        var costSoFar: String
        var extended: Bool
    }

    var plate: String
    var garage: String
}

extension ParkingAttributes {
    static var preview: ParkingAttributes {
        ParkingAttributes(plate: "KA 4711", garage: "Marktplatz Garage")
    }
}

extension ParkingAttributes.ContentState {
    static var halfway: ParkingAttributes.ContentState {
        .init(session: Date.now.addingTimeInterval(-45 * 60)...Date.now.addingTimeInterval(45 * 60),
              zone: "B2", costSoFar: "€3.40", extended: false)
    }
    static var endingSoon: ParkingAttributes.ContentState {
        .init(session: Date.now.addingTimeInterval(-85 * 60)...Date.now.addingTimeInterval(5 * 60),
              zone: "B2", costSoFar: "€6.10", extended: true)
    }
}
