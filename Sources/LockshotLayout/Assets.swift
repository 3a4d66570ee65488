/// An image that binding found and decoded the header of.
package struct ImageAsset: Sendable, Hashable, Codable {
    /// Stable identity: an absolute file path, or `builtin:NAME` for images compiled into lockshot.
    package var id: String
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Pixels per point: 1 for files (as `UIImage(contentsOfFile:)` reads a name without `@2x`), 3 for the
    /// drawn built-ins, which carry @3x detail.
    package var scale: Int
    /// Pixel art, sampled nearest-neighbour whatever the layout asks (the built-in pixel grids).
    package var isPixelArt: Bool
    package init(id: String, pixelWidth: Int, pixelHeight: Int, scale: Int = 1, isPixelArt: Bool = false) {
        self.id = id
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = max(1, scale)
        self.isPixelArt = isPixelArt
    }
}

/// Why an image could not be used. Binding turns it into a diagnostic and an absent value.
package struct AssetError: Error, Sendable, Hashable {
    package enum Reason: String, Sendable, Hashable {
        case notFound = "not-found"
        case unreadable
        case unsupportedFormat = "unsupported-format"
        case tooLarge = "too-large"
        case outsideProject = "outside-project"
    }
    package var reason: Reason
    package var message: String
    package init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}

/// Resolves the image names a layout mentions, so layout stays free of image decoders.
///
/// `name` is either a path relative to the layout's directory (`fixtures/sunset.jpg`)
/// or a built-in asset name (`app-icon`, `missing-image`).
package protocol AssetProvider {
    func image(named name: String, relativeTo directory: String) -> Result<ImageAsset, AssetError>
    /// The stand-in drawing for the SF Symbol `name` (`Image(systemName:)`); see `Assets+Symbols.swift`.
    func symbol(named name: String) -> Result<SymbolResolution, AssetError>
    /// The symbol's two layers, for `symbolRenderingMode(.hierarchical | .palette)`; nil when lockshot draws it as one.
    func symbolLayers(named name: String) -> Result<SymbolLayers?, AssetError>
}
