internal import CCairo
import LockshotLayout

/// Draws a `DisplayList` as SVG or PDF with Cairo's vector surfaces, in points.
///
/// The same painter as `Rasterizer` interprets the list, without pixel rounding. Text comes out
/// as glyph outlines (Cairo 1.16 writes SVG glyphs as `<symbol>` paths, PDF glyphs as embedded
/// font subsets). Output is deterministic: the PDF carries a fixed creation date, and SVG ids that
/// Cairo numbers from process-wide counters are renumbered in document order.
package enum VectorRenderer {
    /// SVG 1.1 bytes (UTF-8 XML) for `list`, sized in points.
    /// - Throws: `RenderError` for an empty canvas, a missing image or a Cairo failure.
    package static func svg(_ list: DisplayList, text: TextEngine, images: ImageStore) throws(RenderError) -> [UInt8] {
        let bytes = try render(list, text: text, images: images) { sink throws(RenderError) in
            try CairoSurface.svg(width: list.size.width, height: list.size.height, sink: sink)
        }
        return VectorIDs.renumber(bytes)
    }

    /// A one-page PDF for `list`, sized in points.
    /// - Throws: `RenderError` for an empty canvas, a missing image or a Cairo failure.
    package static func pdf(_ list: DisplayList, text: TextEngine, images: ImageStore) throws(RenderError) -> [UInt8] {
        try render(list, text: text, images: images) { sink throws(RenderError) in
            try CairoSurface.pdf(width: list.size.width, height: list.size.height, sink: sink)
        }
    }

    private static func render(_ list: DisplayList, text: TextEngine, images: ImageStore,
                               makeSurface: (CairoStreamSink) throws(RenderError) -> CairoSurface) throws(RenderError) -> [UInt8] {
        let size = list.size
        guard size.width > 0, size.height > 0, size.width < 100_000, size.height < 100_000 else {
            throw .invalidCanvas(width: Int(size.width.isFinite ? size.width : -1),
                                 height: Int(size.height.isFinite ? size.height : -1))
        }
        let sink = CairoStreamSink()
        do {
            let surface = try makeSurface(sink)
            let context = try CairoContext(surface: surface)
            let painter = CairoPainter(context: context, text: text, images: images, snapScale: nil)
            try painter.draw(list.operations)
            cairo_show_page(context.pointer)
            try context.checkStatus("cairo_show_page")
            try surface.finish()
        }
        return sink.bytes
    }
}
