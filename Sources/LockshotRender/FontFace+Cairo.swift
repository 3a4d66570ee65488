internal import CCairo

extension FontFace {
    /// Creates the Cairo scaled font every draw of this face uses: `size` points under `ctm`, with `options`
    /// (metric hinting off, hint style none, grayscale antialiasing).
    ///
    /// - Returns: a `cairo_scaled_font_t*` the caller owns.
    func makeScaledFont(size: Double, ctm: cairo_matrix_t, options: FontRenderingOptions) throws(TextError)
        -> OpaquePointer {
        var fontMatrix = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        var ctm = ctm
        guard let scaled = cairo_scaled_font_create(cairoFace, &fontMatrix, &ctm, options.pointer) else {
            throw .library(name: "Cairo", call: "cairo_scaled_font_create", status: -1)
        }
        do {
            try TextError.checkCairo(cairo_scaled_font_status(scaled), "cairo_scaled_font_create")
        } catch {
            cairo_scaled_font_destroy(scaled)
            throw error
        }
        return scaled
    }

    /// The advance Cairo itself gives `glyphs` at `size` points and `scale` device pixels per point, in points.
    ///
    /// For tests: with the engine's options it equals HarfBuzz's unrounded advance; with Cairo's defaults
    /// it is rounded to whole pixels.
    func cairoAdvance(of glyphs: [UInt32], size: Double, scale: Double, options: FontRenderingOptions)
        throws(TextError) -> Double {
        var ctm = cairo_matrix_t()
        cairo_matrix_init_scale(&ctm, scale, scale)
        let scaled = try makeScaledFont(size: size, ctm: ctm, options: options)
        defer { cairo_scaled_font_destroy(scaled) }
        // One glyph at a time: for several glyphs Cairo measures from their given positions, not their advances.
        return glyphs.reduce(0.0) { total, id in
            var glyph = cairo_glyph_t(index: UInt(id), x: 0, y: 0)
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(scaled, &glyph, 1, &extents)
            return total + extents.x_advance
        }
    }
}
