import ActivityKit

public struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        public var minutes: Int
        public init(minutes: Int) { self.minutes = minutes }
    }
    public init() {}
}

public enum DeliveryFormat {
    public static func eta(minutes: Int) -> String { "Arrives in \(minutes) min" }
}
