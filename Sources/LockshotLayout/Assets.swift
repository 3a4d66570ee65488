/// An image that binding found and decoded the header of.
public struct ImageAsset: Sendable, Hashable, Codable {
    /// Stable identity: an absolute file path, or `builtin:NAME` for images compiled into lockshot.
    public var id: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    public init(id: String, pixelWidth: Int, pixelHeight: Int) {
        self.id = id
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// Why an image could not be used. Binding turns it into a diagnostic and an absent value.
public struct AssetError: Error, Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        case notFound = "not-found"
        case unreadable
        case unsupportedFormat = "unsupported-format"
        case tooLarge = "too-large"
        case outsideProject = "outside-project"
    }
    public var reason: Reason
    public var message: String
    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}

/// Resolves the image names a layout mentions, so layout stays free of image decoders.
///
/// `name` is either a path relative to the layout's directory (`fixtures/sunset.jpg`)
/// or a built-in asset name (`app-icon`).
public protocol AssetProvider {
    func image(named name: String, relativeTo directory: String) -> Result<ImageAsset, AssetError>
    /// The stand-in drawing for the SF Symbol `name` (`Image(systemName:)`); see `Assets+Symbols.swift`.
    func symbol(named name: String) -> Result<SymbolResolution, AssetError>
}
