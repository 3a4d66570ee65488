internal import CCairo
import LockshotLanguage
import LockshotLayout

/// SVG images and template (tinted) images.
extension CairoPainter {
    /// Draws an SVG document scaled into `dest` as vectors: crisp at every scale, and SVG/PDF output
    /// keeps its paths. Clipped to `dest`, like raster images.
    func drawVector(_ document: any VectorImage, _ dest: Rect, opacity: Double) {
        cairo_save(cairoPointer)
        defer { cairo_restore(cairoPointer) }
        cairo_new_path(cairoPointer)
        cairo_rectangle(cairoPointer, dest.minX, dest.minY, dest.width, dest.height)
        cairo_clip(cairoPointer)
        if opacity >= 1 {
            document.render(into: cairoPointer, dest)
        } else {
            cairo_push_group(cairoPointer)
            document.render(into: cairoPointer, dest)
            cairo_pop_group_to_source(cairoPointer)
            cairo_paint_with_alpha(cairoPointer, opacity)
        }
    }

    /// A template image: its alpha painted in `tint` (SF Symbols and `renderingMode(.template)`).
    /// The image is drawn into a group whose alpha then masks the color, so an SVG stays vector.
    func drawTemplate(_ drawing: ImageDrawing, _ dest: Rect, _ tint: RGBA) throws(RenderError) {
        guard tint.alpha > 0 else { return }
        var plain = drawing
        plain.tint = nil
        plain.opacity = 1
        cairo_save(cairoPointer)
        defer { cairo_restore(cairoPointer) }
        if snapScale != nil {
            // The image is clipped to `dest` anyway: bounding the group by it spares Cairo clearing and
            // masking a canvas-sized layer (same pixels; `dest` is on whole device pixels).
            cairo_new_path(cairoPointer)
            cairo_rectangle(cairoPointer, dest.minX, dest.minY, dest.width, dest.height)
            cairo_clip(cairoPointer)
        }
        cairo_push_group(cairoPointer)
        do {
            try drawPlain(plain)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cairoPointer))
            throw error
        }
        guard let mask = cairo_pop_group(cairoPointer) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source_rgba(cairoPointer, min(1, max(0, tint.red)), min(1, max(0, tint.green)),
                              min(1, max(0, tint.blue)), min(1, max(0, tint.alpha * drawing.opacity)))
        cairo_mask(cairoPointer, mask)
    }
}
