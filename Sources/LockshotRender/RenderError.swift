/// Why a render, an image decode or an encode failed.
///
/// Every case says what to do about it; `code` is stable for scripts and tests.
package enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A Cairo call failed (usually out of memory or an invalid size): `call` names it, `status` is Cairo's text.
    case cairo(call: String, status: String)
    /// The canvas is empty, or too large once converted to device pixels (see `pixelLimit`), or the scale is outside 1…16.
    case invalidCanvas(width: Int, height: Int)
    /// The bytes are not a readable image of `format` (corrupt, truncated, or an unsupported variant).
    case corruptImage(format: String, reason: String)
    /// The image header claims more pixels than lockshot decodes (a guard against decompression bombs).
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The bytes are neither PNG nor JPEG.
    case unsupportedImage(reason: String)
    /// Encoding an image failed.
    case encodeFailed(format: String, reason: String)
    /// A display list names an image that no `ImageStore` holds and that cannot be loaded.
    case missingImage(id: String, reason: String)

    /// Decoders refuse images with more pixels than this (50 megapixels, about 200 MB of RGBA).
    package static let pixelLimit = 50_000_000

    /// A short stable identifier for the error kind.
    package var code: String {
        switch self {
        case .cairo: "cairo-error"
        case .invalidCanvas: "invalid-canvas"
        case .corruptImage: "corrupt-image"
        case .imageTooLarge: "image-too-large"
        case .unsupportedImage: "unsupported-image"
        case .encodeFailed: "encode-failed"
        case .missingImage: "missing-image"
        }
    }

    package var description: String {
        switch self {
        case .cairo(let call, let status):
            "Cairo call \(call) failed: \(status); check the canvas size and available memory"
        case .invalidCanvas(let width, let height):
            "cannot render a \(width)×\(height) px canvas: sides must be 1…32767 px and the area at most 50 megapixels; check the scale and the presentation size"
        case .corruptImage(let format, let reason):
            "not a readable \(format) image (\(reason)): re-export the file"
        case .imageTooLarge(let width, let height, let limit):
            "image of \(width)×\(height) px exceeds the \(limit / 1_000_000)-megapixel limit: scale it down before using it"
        case .unsupportedImage(let reason):
            "unsupported image (\(reason)): use a PNG or JPEG file"
        case .encodeFailed(let format, let reason):
            "could not encode \(format): \(reason)"
        case .missingImage(let id, let reason):
            "image '\(id)' is not available (\(reason)): resolve it through FileAssetProvider before rendering"
        }
    }
}
