/// The image formats lockshot reads.
package enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg

    /// The format named by a file's first bytes, or nil.
    package static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }
}

/// Decodes PNG or JPEG bytes, chosen by signature (never by file extension).
package enum ImageDecoder {
    /// Decodes an image, applying EXIF orientation for JPEGs.
    /// - Parameter pixelLimit: images with more pixels are refused before decompression.
    /// - Throws: `RenderError.unsupportedImage` for unknown formats; the codecs' errors otherwise.
    package static func decode(_ bytes: [UInt8], pixelLimit: Int = RenderError.pixelLimit) throws(RenderError) -> PixelImage {
        switch ImageFormat.sniff(bytes) {
        case .png: try PNGCodec.decode(bytes, pixelLimit: pixelLimit)
        case .jpeg: try JPEGCodec.decode(bytes, pixelLimit: pixelLimit)
        case nil: throw .unsupportedImage(reason: "the file starts with neither the PNG nor the JPEG signature")
        }
    }
}
