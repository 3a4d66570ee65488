// Interface stub of ActivityKit. Not the framework.
@_exported import Foundation

/// Apple: `protocol ActivityAttributes : Decodable, Encodable` with
/// `associatedtype ContentState : Decodable, Encodable, Hashable`.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}
