internal import CCairo

/// Owns one `cairo_surface_t*`: an ARGB32 image surface, or a vector surface writing to a `CairoStreamSink`.
///
/// Not `Sendable`: a render owns its own surface.
final class CairoSurface {
    let pointer: OpaquePointer
    /// The sink a vector surface writes to; kept alive as long as the surface.
    private let sink: CairoStreamSink?

    /// Takes ownership of `pointer`, destroying it before throwing if its status is an error.
    private init(taking pointer: OpaquePointer, call: String, sink: CairoStreamSink?) throws(RenderError) {
        do {
            try RenderError.checkCairo(cairo_surface_status(pointer), call)
        } catch {
            cairo_surface_destroy(pointer)
            throw error
        }
        self.pointer = pointer
        self.sink = sink
    }

    deinit { cairo_surface_destroy(pointer) }

    /// A transparent premultiplied ARGB32 image surface of `width × height` device pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try image(CAIRO_FORMAT_ARGB32, width: width, height: height)
    }

    /// A transparent A8 (alpha only) image surface of `width × height` pixels, for masks.
    static func alphaMask(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try image(CAIRO_FORMAT_A8, width: width, height: height)
    }

    /// Throws unless Cairo can make an image of `width × height` pixels within lockshot's pixel limit.
    static func checkCanvas(width: Int, height: Int) throws(RenderError) {
        guard (1...32767).contains(width), (1...32767).contains(height), width * height <= RenderError.pixelLimit else {
            throw .invalidCanvas(width: width, height: height)
        }
    }

    /// A premultiplied ARGB32 image surface drawing into `pixels` (zeroed: transparent), rows `stride` bytes
    /// apart. The caller owns the memory and keeps it alive, untouched, until `finishDrawing()`.
    static func image(over pixels: UnsafeMutableRawPointer, width: Int, height: Int,
                      stride: Int) throws(RenderError) -> CairoSurface {
        try checkCanvas(width: width, height: height)
        let raw = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height), Int32(stride))
        guard let raw else { throw .cairo(call: "cairo_image_surface_create_for_data", status: "NULL surface") }
        return try CairoSurface(taking: raw, call: "cairo_image_surface_create_for_data", sink: nil)
    }

    /// Finishes the surface (which flushes pending drawing): from here on Cairo reads and writes none of its pixels.
    func finishDrawing() { cairo_surface_finish(pointer) }

    private static func image(_ format: cairo_format_t, width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try checkCanvas(width: width, height: height)
        // cairo_image_surface_create never returns NULL: errors come back as an error surface.
        let raw = cairo_image_surface_create(format, Int32(width), Int32(height))
        guard let raw else { throw .cairo(call: "cairo_image_surface_create", status: "NULL surface") }
        return try CairoSurface(taking: raw, call: "cairo_image_surface_create", sink: nil)
    }

    /// An image surface holding `image`, premultiplied, for use as a source pattern.
    static func image(from image: PixelImage) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface.image(width: image.width, height: image.height)
        surface.withPixels { data, stride in
            RasterPixels.premultiply(image, into: data, stride: stride)
        }
        return surface
    }

    /// An SVG surface of `size` points writing into `sink`.
    static func svg(width: Double, height: Double, sink: CairoStreamSink) throws(RenderError) -> CairoSurface {
        let raw = cairo_svg_surface_create_for_stream(CairoStreamSink.write, sink.context, width, height)
        guard let raw else { throw .cairo(call: "cairo_svg_surface_create_for_stream", status: "NULL surface") }
        let surface = try CairoSurface(taking: raw, call: "cairo_svg_surface_create_for_stream", sink: sink)
        cairo_svg_surface_restrict_to_version(raw, CAIRO_SVG_VERSION_1_1)
        // Sizes in points, so the SVG opens at the design's size.
        cairo_svg_surface_set_document_unit(raw, CAIRO_SVG_UNIT_PT)
        try surface.checkStatus("cairo_svg_surface_set_document_unit")
        return surface
    }

    /// A one-page PDF surface of `size` points writing into `sink`, with fixed metadata so output is deterministic.
    static func pdf(width: Double, height: Double, sink: CairoStreamSink) throws(RenderError) -> CairoSurface {
        let raw = cairo_pdf_surface_create_for_stream(CairoStreamSink.write, sink.context, width, height)
        guard let raw else { throw .cairo(call: "cairo_pdf_surface_create_for_stream", status: "NULL surface") }
        let surface = try CairoSurface(taking: raw, call: "cairo_pdf_surface_create_for_stream", sink: sink)
        cairo_pdf_surface_set_metadata(raw, CAIRO_PDF_METADATA_CREATOR, "lockshot")
        cairo_pdf_surface_set_metadata(raw, CAIRO_PDF_METADATA_CREATE_DATE, CairoSurface.fixedPDFDate)
        cairo_pdf_surface_set_metadata(raw, CAIRO_PDF_METADATA_MOD_DATE, CairoSurface.fixedPDFDate)
        try surface.checkStatus("cairo_pdf_surface_set_metadata")
        return surface
    }

    /// The render clock's default instant, as a PDF date: output never carries the time it was made.
    static let fixedPDFDate = "2026-01-01T09:41:00Z"

    /// Throws if the surface is in an error state.
    func checkStatus(_ call: String) throws(RenderError) {
        try RenderError.checkCairo(cairo_surface_status(pointer), call)
    }

    /// Flushes and finishes the surface (vector surfaces write their last bytes here), then checks its status.
    func finish() throws(RenderError) {
        cairo_surface_finish(pointer)
        try checkStatus("cairo_surface_finish")
        if let sink, let failure = sink.failure { throw failure }
    }

    /// Runs `body` with the image surface's pixel memory and its stride in bytes, bracketed by flush/mark-dirty.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) -> R) -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        guard let data = cairo_image_surface_get_data(pointer) else {
            preconditionFailure("withPixels on a surface that is not a live image surface")
        }
        return body(data, Int(cairo_image_surface_get_stride(pointer)))
    }

    var pixelWidth: Int { Int(cairo_image_surface_get_width(pointer)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// The image surface's pixels as straight-alpha RGBA.
    func pixelImage() -> PixelImage {
        let width = pixelWidth, height = pixelHeight
        return withPixels { data, stride in
            RasterPixels.unpremultiply(data, stride: stride, width: width, height: height)
        }
    }
}
