import ActivityKit
import Foundation

/// A ferry crossing, shared by the app and its widget through the package.
public struct FerryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        public var dock: Int
        public var status: String
        public var minutesToDeparture: Int

        public init(dock: Int, status: String, minutesToDeparture: Int) {
            self.dock = dock
            self.status = status
            self.minutesToDeparture = minutesToDeparture
        }
    }

    public var route: String

    public init(route: String) {
        self.route = route
    }

    public static let preview = FerryAttributes(route: "Northport → Isle Quay")
}
