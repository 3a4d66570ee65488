internal import CCairo
import LockshotLayout

extension TextEngine {
    /// Draws `text` alone on a transparent canvas of `canvas` points at `scale` device pixels per point.
    ///
    /// For the text engine's own tests and debugging; real renders draw through the rasterizer's context.
    /// - Returns: the pixels (straight alpha), or nil when Cairo cannot make the surface.
    func snapshot(_ text: TextDrawing, canvas: Size, scale: Double) -> PixelImage? {
        let width = Int((canvas.width * scale).rounded(.up)), height = Int((canvas.height * scale).rounded(.up))
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            return nil
        }
        cairo_scale(cairo, scale, scale)
        draw(text, into: cairo)
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // ARGB32 is a native-endian premultiplied 32-bit word.
                let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                    $0.pointee
                }
                let alpha = Int(word >> 24)
                let unpremultiply = { (channel: UInt32) -> UInt8 in
                    alpha == 0 ? 0 : UInt8(min(255, (Int(channel & 0xFF) * 255 + alpha / 2) / alpha))
                }
                let offset = (y * width + x) * 4
                pixels[offset] = unpremultiply(word >> 16)
                pixels[offset + 1] = unpremultiply(word >> 8)
                pixels[offset + 2] = unpremultiply(word)
                pixels[offset + 3] = UInt8(alpha)
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
