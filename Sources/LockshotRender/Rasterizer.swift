internal import CCairo
import LockshotLayout

/// Draws a `DisplayList` into pixels with Cairo.
///
/// The canvas is `size × scale` device pixels, each side rounded to the nearest pixel
/// (371 pt @3x = 1113 px; 36.67 pt @3x = 110.01 → 110 px; 52.33 pt @3x = 156.99 → 157 px).
/// User space is in points (`cairo_scale(scale, scale)`), and shape edges are rounded to whole
/// device pixels, so a shape that spans the canvas covers it exactly. The same list, text engine
/// state and images give byte-identical pixels on every run and thread.
package enum Rasterizer {
    /// The canvas size in device pixels for `size` points at `scale`: each side rounded to nearest.
    /// Non-finite or negative sizes give 0 (which `rasterize` refuses).
    package static func pixelSize(of size: Size, scale: Int) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = (points * Double(scale)).rounded()
            guard value.isFinite else { return 0 }
            return Int(max(0, min(value, 1_000_000)))
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// Renders `list` at `scale` device pixels per point.
    /// - Parameters:
    ///   - text: draws `.text` operations (one engine per thread).
    ///   - images: decoded images for `.image` operations (loaded on demand if absent).
    /// - Returns: straight-alpha RGBA pixels, transparent where nothing was drawn.
    /// - Throws: `RenderError` for an invalid canvas, a missing image or a Cairo failure.
    /// - Complexity: O(pixels + operations).
    package static func rasterize(_ list: DisplayList, scale: Int, text: TextEngine,
                                 images: ImageStore) throws(RenderError) -> PixelImage {
        let surface = try drawSurface(list, scale: scale, text: text, images: images)
        return surface.pixelImage()
    }

    /// Renders `list` and encodes it as a deterministic PNG (see `PNGCodec.encode`).
    /// - Throws: as `rasterize`, plus `RenderError.encodeFailed`.
    package static func png(_ list: DisplayList, scale: Int, text: TextEngine,
                           images: ImageStore, compression: PNGCodec.Compression = .standard) throws(RenderError) -> [UInt8] {
        guard compression == .fast else {
            return try PNGCodec.encode(rasterize(list, scale: scale, text: text, images: images), compression: compression)
        }
        // One buffer holds Cairo's pixels and then the PNG's scanlines: the read-back converts each row in
        // place, a few bytes lower (`ScanlineCanvas`), so a preview touches one image's worth of fresh pages
        // instead of two (each first touch costs about 1.3 µs on these VMs: 274 of them for the Flick lock screen).
        let (width, height) = try canvasSize(list, scale: scale)
        let canvas = try ScanlineCanvas(width: width, height: height)
        try withExtendedLifetime(canvas) { () throws(RenderError) in  // Cairo draws into its memory
            let surface = try CairoSurface.image(over: canvas.pixels, width: width, height: height, stride: canvas.stride)
            try draw(list, on: surface, scale: scale, text: text, images: images)
            surface.finishDrawing()  // Cairo never touches the memory again
        }
        return try canvas.encodePNG()
    }

    /// The canvas in device pixels, validated (scale 1–16).
    private static func canvasSize(_ list: DisplayList, scale: Int) throws(RenderError) -> (width: Int, height: Int) {
        guard (1...16).contains(scale) else { throw .invalidCanvas(width: 0, height: 0) }
        let (width, height) = pixelSize(of: list.size, scale: scale)
        try CairoSurface.checkCanvas(width: width, height: height)
        return (width, height)
    }

    private static func draw(_ list: DisplayList, on surface: CairoSurface, scale: Int, text: TextEngine,
                             images: ImageStore) throws(RenderError) {
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, Double(scale), Double(scale))
        let painter = CairoPainter(context: context, text: text, images: images, snapScale: Double(scale))
        try painter.draw(list.operations)
        try surface.checkStatus("rendering")
    }

    private static func drawSurface(_ list: DisplayList, scale: Int, text: TextEngine,
                                    images: ImageStore) throws(RenderError) -> CairoSurface {
        let (width, height) = try canvasSize(list, scale: scale)
        let surface = try CairoSurface.image(width: width, height: height)
        try draw(list, on: surface, scale: scale, text: text, images: images)
        return surface
    }
}
