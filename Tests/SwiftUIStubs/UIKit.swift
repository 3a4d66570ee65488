// Interface stub of UIKit (the image loading LockshotSupport.swift uses). Not the framework.
@_exported import Foundation

/// Apple: `class UIImage : NSObject`.
open class UIImage {
    /// Apple: `init?(contentsOfFile path: String)`.
    public init?(contentsOfFile path: String) { fatalError() }
}

/// Apple: `class UIColor : NSObject`.
open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
}

extension FileManager {
    /// Apple Foundation's `containerURL(forSecurityApplicationGroupIdentifier:)`, absent from swift-corelibs-foundation.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { fatalError() }
}
