/// An 8-bit RGBA raster with straight (not premultiplied) alpha, row-major, no padding.
///
/// The common currency between decoders, the rasterizer and golden comparison.
package struct PixelImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A fully transparent image.
    package init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }
}

extension PixelImage: CustomStringConvertible {
    /// Short, so test logs and debug prints never dump megabytes of pixels.
    package var description: String { "PixelImage(\(width)×\(height))" }
}
