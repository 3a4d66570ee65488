import Foundation
import SwiftUI
import UniformTypeIdentifiers

// A bakery app's package: its own type identifier, localized strings from its bundle (`bundle: .module`,
// the implicit member) with a format specifier, and angles it turns by.
public struct Tray: Codable, Hashable, Sendable {
    public var number: Int
    public var baked: Int
    public var total: Int

    public init(number: Int, baked: Int, total: Int) {
        (self.number, self.baked, self.total) = (number, baked, total)
    }

    public var title: String { String(localized: "Tray \(number, specifier: "%02d")", bundle: .module) }
    public var photoType: String { UTType(filenameExtension: "HEIC")?.preferredMIMEType ?? "?" }
    public var isPhoto: Bool { UTType.heic.conforms(to: .image) }
    public var tilt: Angle { -Angle(degrees: 10) + .degrees(4) }
}

public extension UTType {
    static let tray = UTType(exportedAs: "com.example.bakery.tray", conformingTo: .json)
}
