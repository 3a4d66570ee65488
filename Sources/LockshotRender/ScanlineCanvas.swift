#if canImport(Glibc)
import Glibc  // calloc, free
#endif

/// One zeroed buffer that Cairo draws into and that then becomes the PNG's scanlines, in place.
///
/// Cairo's rows (`width × 4` bytes each) start `lead` bytes into the buffer; a PNG scanline is one
/// filter byte and the row, so scanline `y` starts at `y × (width × 4 + 1)`. Since `lead ≥ height`,
/// every converted row lands at or below the bytes it is read from, and converting rows first to last
/// never overwrites a pixel not yet read. The filter bytes then go into the gaps the rows leave.
final class ScanlineCanvas {
    let width: Int
    let height: Int
    /// Cairo's row stride: 4 bytes per pixel, no padding.
    let stride: Int
    private let lead: Int
    private let buffer: UnsafeMutableRawPointer

    /// The buffer for a `width × height` canvas (both ≥ 1, within `RenderError.pixelLimit`: checked by
    /// the caller), zeroed, so the canvas starts transparent.
    /// - Throws: `RenderError.cairo` when the memory cannot be had, as Cairo's own image surfaces report it.
    init(width: Int, height: Int) throws(RenderError) {
        self.width = width
        self.height = height
        stride = width * 4
        lead = (height + 63) & ~63  // ≥ height, and Cairo's rows stay 64-byte aligned
        // calloc, not allocate + initialize: fresh pages from the kernel are already zero, so calloc skips
        // the memset (which would touch every page before Cairo does).
        guard let memory = calloc(lead + stride * height, 1) else {
            throw .cairo(call: "cairo_image_surface_create_for_data", status: "no memory for a \(width)×\(height) px canvas")
        }
        buffer = memory
    }

    deinit { free(buffer) }

    /// Where Cairo draws: `height` rows of `stride` bytes, premultiplied ARGB32.
    var pixels: UnsafeMutableRawPointer { buffer + lead }

    /// The drawn pixels as a PNG (`PNGCodec.Compression.fast`). Converts the buffer: call once, after drawing.
    func encodePNG() throws(RenderError) -> [UInt8] {
        let rowStride = stride + 1
        let scanlines = buffer.assumingMemoryBound(to: UInt8.self)
        RasterPixels.unpremultiply(pixels.assumingMemoryBound(to: UInt8.self), stride: stride, width: width, height: height,
                                   into: scanlines + 1, targetStride: rowStride)
        for y in 0..<height { scanlines[y * rowStride] = 0 }  // filter type None
        return try PNGCodec.encodeFast(width: width, height: height,
                                       scanlines: UnsafeRawBufferPointer(start: buffer, count: height * rowStride))
    }
}
