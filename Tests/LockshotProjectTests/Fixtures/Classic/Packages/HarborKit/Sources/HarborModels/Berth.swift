public struct Berth: Codable, Hashable, Sendable {
    public var name: String
    public init(name: String) { self.name = name }
}
