import LockshotLanguage

/// How an SF Symbol name resolved: a stand-in drawing, or lockshot's "unmapped" box.
package struct SymbolResolution: Sendable, Hashable {
    package var asset: ImageAsset
    /// What stands in: the stand-in set's file name (`car-front-fill`), or nil when the name is unmapped
    /// and `asset` is the visible "?" box (`SymbolStandIn.unmappedID`).
    package var standIn: String?
    package init(asset: ImageAsset, standIn: String?) {
        self.asset = asset
        self.standIn = standIn
    }
}

/// Built-in drawings for symbols.
package enum SymbolStandIn {
    /// The asset id of the box with a question mark drawn for SF Symbol names lockshot has no stand-in for.
    package static let unmappedID = "svg:unmapped-symbol"
    /// Its size: the stand-in icons' 16 × 16 grid.
    package static let unmappedAsset = ImageAsset(id: unmappedID, pixelWidth: 16, pixelHeight: 16)
}

/// A symbol drawn as SF Symbols' layers: its base (the primary layer) and its enclosure (the secondary one),
/// as `heart.circle.fill` is a heart over a disc.
package struct SymbolLayers: Sendable, Hashable {
    package var primary: ImageAsset
    package var secondary: ImageAsset
    /// How the stand-in is described (`heart-fill over circle.fill`).
    package var standIn: String
    package init(primary: ImageAsset, secondary: ImageAsset, standIn: String) {
        self.primary = primary
        self.secondary = secondary
        self.standIn = standIn
    }
}

extension AssetProvider {
    /// Providers that draw no symbols (test fakes) show every name as unmapped.
    package func symbol(named name: String) -> Result<SymbolResolution, AssetError> {
        .success(SymbolResolution(asset: SymbolStandIn.unmappedAsset, standIn: nil))
    }
    /// …and in one layer.
    package func symbolLayers(named name: String) -> Result<SymbolLayers?, AssetError> { .success(nil) }
}

/// A symbol image after binding (`Image(systemName:)`, `Label(_:systemImage:)`).
package struct BoundSymbol: Sendable, Hashable {
    /// The SF Symbol name as written: `car.fill`.
    package var name: String
    /// What draws it: a stand-in file name, the layout's own file (`symbols { }`), or nil when unmapped.
    package var standIn: String?
    /// Its size in points when not resizable: a square as tall as the font size times the image scale.
    package var size: Size
    /// `symbolRenderingMode`, or `palette` when `foregroundStyle` gave two styles; hierarchical and palette draw
    /// an enclosed symbol's two layers (`BoundImage.secondaryLayer`), multicolor draws as monochrome.
    package var renderingMode: String
    package init(name: String, standIn: String?, size: Size, renderingMode: String = "monochrome") {
        self.name = name
        self.standIn = standIn
        self.size = size
        self.renderingMode = renderingMode
    }
    /// True when lockshot has no drawing for the name and shows the "?" box.
    package var isUnmapped: Bool { standIn == nil }
}

/// The symbol part of the environment.
struct SymbolEnvironment: Equatable {
    /// `imageScale(.small | .medium | .large)` as a factor on the font size.
    var imageScale = 1.0
    /// `symbolRenderingMode(…)`, when set.
    var renderingMode: String?
    /// `symbolVariant(…)`'s parts (`["circle", "fill"]`), empty for none.
    var variant: [String] = []
    /// `foregroundStyle(primary, secondary…)`'s styles after the first: a palette's secondary colors.
    var palette: [RGBA] = []
    /// `labelStyle(.titleAndIcon | .titleOnly | .iconOnly)`; `.automatic` is `.titleAndIcon`.
    var labelStyle = "titleAndIcon"
}
