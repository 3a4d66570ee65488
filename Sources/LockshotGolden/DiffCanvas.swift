import LockshotRender

/// How the diff image is painted (pixelmatch's colors): the expected image faded toward white
/// (luma, alpha 0.1), counted differences red, antialiasing yellow, ignored masks pale blue.
///
/// The comparison draws palette indices (`DiffImage`), whose palette is built from these colors;
/// the RGBA drawing functions stay as the reference the tests hold the palette drawing to.
enum DiffCanvas {
    static let differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antialiasColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// pixelmatch's `alpha`: opacity of the original in the diff.
    static let fade = 0.1

    @inline(__always)
    static func draw(_ out: UnsafeMutableBufferPointer<UInt8>, _ pos: Int, _ color: (UInt8, UInt8, UInt8)) {
        out[pos] = color.0
        out[pos + 1] = color.1
        out[pos + 2] = color.2
        out[pos + 3] = 255
    }

    /// pixelmatch's `drawGrayPixel`: `255 + (luma − 255) × alpha × a / 255`, truncated like a `Uint8Array`.
    @inline(__always)
    static func grayValue(_ image: UnsafeBufferPointer<UInt8>, _ pos: Int) -> UInt8 {
        let luma = Double(image[pos]) * 0.29889531 + Double(image[pos + 1]) * 0.58662247
            + Double(image[pos + 2]) * 0.11448223
        let value = 255 + (luma - 255) * fade * Double(image[pos + 3]) / 255
        return UInt8(min(max(value, 0), 255))
    }

    @inline(__always)
    static func drawGray(_ image: UnsafeBufferPointer<UInt8>, _ pos: Int, _ out: UnsafeMutableBufferPointer<UInt8>) {
        let value = grayValue(image, pos)
        draw(out, pos, (value, value, value))
    }

    /// An ignored pixel: the faded image tinted blue, so the mask shows in the diff.
    @inline(__always)
    static func drawMasked(_ image: UnsafeBufferPointer<UInt8>, _ pos: Int, _ out: UnsafeMutableBufferPointer<UInt8>) {
        let value = Double(grayValue(image, pos))
        draw(out, pos, (UInt8(value * 0.8), UInt8(value * 0.9), 255))
    }

    /// The diff of two identical images: the faded expected image (masks tinted).
    static func faded(_ image: PixelImage, regions: RegionMap) -> PixelImage {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for i in 0..<(image.width * image.height) {
                    let region = regions.labels.map { Int($0[i]) } ?? 0
                    if regions.ignored[region] { drawMasked(source, i * 4, target) } else { drawGray(source, i * 4, target) }
                }
            }
        }
        return PixelImage(width: image.width, height: image.height, pixels: out)
    }
}
