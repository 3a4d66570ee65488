internal import CJPEG

/// Guarded JPEG decoding with libjpeg-turbo (baseline, progressive, grayscale, CMYK), honouring EXIF orientation.
///
/// libjpeg's fatal errors are caught in C (`lockshot_jpeg_decode` in the CJPEG shim, which owns the
/// `setjmp`), so corrupt or truncated input throws instead of exiting the process. A premature end
/// of data counts as an error rather than a half-gray picture.
package enum JPEGCodec {
    /// Decodes a JPEG into RGBA (alpha 255), rotated/flipped upright by its EXIF orientation.
    /// - Parameter pixelLimit: images with more pixels are refused from their header, before decompression.
    /// - Throws: `RenderError.corruptImage` for unreadable data, `.imageTooLarge` over the limit.
    /// - Complexity: O(width × height).
    package static func decode(_ bytes: [UInt8], pixelLimit: Int = RenderError.pixelLimit) throws(RenderError) -> PixelImage {
        guard bytes.count > 3, bytes.starts(with: [0xFF, 0xD8]) else {
            throw .corruptImage(format: "JPEG", reason: "missing JPEG start-of-image marker")
        }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = bytes.withUnsafeBufferPointer { input in
            lockshot_jpeg_decode(input.baseAddress, UInt(input.count), UInt(max(0, pixelLimit)),
                                 &pixels, &width, &height, &message)
        }
        defer { free(pixels) }
        switch Int(status) {
        case LOCKSHOT_JPEG_OK:
            guard let pixels else { throw .corruptImage(format: "JPEG", reason: "no pixels decoded") }
            let count = Int(width) * Int(height) * 4
            let image = PixelImage(width: Int(width), height: Int(height),
                                   pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
            return ImageOrientation(exifIn: bytes).apply(to: image)
        case LOCKSHOT_JPEG_TOO_LARGE:
            throw .imageTooLarge(width: Int(width), height: Int(height), limit: pixelLimit)
        default:
            let text = cString(message)
            throw .corruptImage(format: "JPEG", reason: text.isEmpty ? "libjpeg reported an unknown error" : text)
        }
    }

    /// Encodes `image` as a baseline JPEG (alpha is dropped). Used to make test images and thumbnails.
    /// - Parameter quality: 1…100.
    /// - Throws: `RenderError.encodeFailed` if libjpeg fails.
    package static func encode(_ image: PixelImage, quality: Int = 90) throws(RenderError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw .encodeFailed(format: "JPEG", reason: "cannot encode an empty image")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = image.pixels.withUnsafeBufferPointer { rgba in
            lockshot_jpeg_encode(rgba.baseAddress, UInt32(image.width), UInt32(image.height),
                                 Int32(min(100, max(1, quality))), &output, &size, &message)
        }
        defer { free(output) }
        guard status == Int32(LOCKSHOT_JPEG_OK), let output else {
            let text = cString(message)
            throw .encodeFailed(format: "JPEG", reason: text)
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// The text of a NUL-terminated C buffer.
    private static func cString(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
