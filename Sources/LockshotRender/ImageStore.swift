import FoundationEssentials
import LockshotLayout

/// Decoded images by asset id, shared by the asset provider (which decodes) and the backends (which draw).
///
/// Every image is decoded at most once per store. An id the store has not seen is loaded on
/// demand: `builtin:NAME` from `BuiltinAssets`, anything else as an absolute file path.
/// Not thread-safe: use one store per render thread (a `Pipeline` owns one).
package final class ImageStore {
    private var images: [String: PixelImage] = [:]
    /// Parsed SVG documents by asset id (see `ImageStore+SVG.swift`).
    var vectors: [String: any VectorImage] = [:]

    /// An empty store.
    package init() {}

    /// The number of decoded images held.
    package var count: Int { images.count }

    /// Adds (or replaces) the decoded image for `id`.
    package func insert(_ image: PixelImage, for id: String) {
        images[id] = image
    }

    /// The decoded image for `id`, if it is already held (never loads).
    package func cached(_ id: String) -> PixelImage? { images[id] }

    /// The decoded image for `id`, loading and caching it on first use.
    /// - Throws: `RenderError.missingImage` when the id names no built-in asset and no readable image file.
    package func image(for id: String) throws(RenderError) -> PixelImage {
        if let image = images[id] { return image }
        let image: PixelImage
        if let name = BuiltinAssets.name(fromID: id) {
            guard let builtin = BuiltinAssets.image(named: name) else {
                throw .missingImage(id: id, reason: "no built-in asset named '\(name)'")
            }
            image = builtin
        } else {
            // Ids come from FileAssetProvider, which applies the project-tree rules: they are absolute paths.
            guard id.hasPrefix("/") else { throw .missingImage(id: id, reason: "not an absolute path or builtin: id") }
            guard let data = FileManager.default.contents(atPath: id) else {
                throw .missingImage(id: id, reason: "the file cannot be read")
            }
            do {
                image = try ImageDecoder.decode([UInt8](data))
            } catch {
                throw .missingImage(id: id, reason: error.description)
            }
        }
        images[id] = image
        return image
    }
}
