import LockshotRender

/// How goldens are read and diff images written: PNG bytes ↔ `PixelImage`.
///
/// A value, so tests can swap in a codec and the comparison never depends on a file system.
package struct ImageCodec: Sendable {
    /// Decodes PNG bytes; throws on corrupt or truncated data (never traps).
    package var decode: @Sendable ([UInt8]) throws -> PixelImage
    /// Encodes deterministically (the same pixels give the same bytes).
    package var encode: @Sendable (PixelImage) throws -> [UInt8]
    /// Encodes a diff image; may trade generality for speed (few colors). Defaults to `encode`.
    package var encodeDiff: @Sendable (PixelImage) throws -> [UInt8]

    /// A codec from closures; `encodeDiff` defaults to `encode`.
    package init(decode: @escaping @Sendable ([UInt8]) throws -> PixelImage,
                encode: @escaping @Sendable (PixelImage) throws -> [UInt8],
                encodeDiff: (@Sendable (PixelImage) throws -> [UInt8])? = nil) {
        self.decode = decode
        self.encode = encode
        self.encodeDiff = encodeDiff ?? encode
    }
}

extension ImageCodec {
    /// lockshot's PNG codec (libpng, deterministic encoding, guarded decoding); diff images
    /// go through the faster palette writer (`DiffPNGWriter`) when they have ≤ 256 colors.
    package static let png = ImageCodec(decode: { try PNGCodec.decode($0) }, encode: { try PNGCodec.encode($0) },
                                       encodeDiff: { try DiffPNGWriter.encode($0) ?? PNGCodec.encode($0) })
}
