internal import CCairo

/// The Cairo font options every text draw uses: metric hinting off, hint style none, grayscale antialiasing.
///
/// Cairo's defaults on an image surface round glyph advances to whole pixels ("Maya" at 13.5 px measures
/// 32.0 instead of 32.4), so drawn text would disagree with HarfBuzz's measurements. These options keep
/// Cairo's glyph metrics fractional and identical to what layout measured (SPEC §5).
final class FontRenderingOptions {
    /// The `cairo_font_options_t*` (owned).
    let pointer: OpaquePointer

    /// - Parameter cairoDefaults: leave Cairo's defaults in place instead (only for tests that show the difference).
    init(cairoDefaults: Bool = false) throws(TextError) {
        guard let options = cairo_font_options_create() else {
            throw .library(name: "Cairo", call: "cairo_font_options_create", status: -1)
        }
        do {
            try TextError.checkCairo(cairo_font_options_status(options), "cairo_font_options_create")
        } catch {
            cairo_font_options_destroy(options)
            throw error
        }
        if !cairoDefaults {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        }
        pointer = options
    }

    deinit { cairo_font_options_destroy(pointer) }

    /// Read back from the Cairo object, for tests: true when metric hinting is off.
    var metricHintingIsOff: Bool { cairo_font_options_get_hint_metrics(pointer) == CAIRO_HINT_METRICS_OFF }
    /// Read back from the Cairo object, for tests: true when the hint style is none.
    var hintStyleIsNone: Bool { cairo_font_options_get_hint_style(pointer) == CAIRO_HINT_STYLE_NONE }
    /// Read back from the Cairo object, for tests: true when antialiasing is grayscale.
    var antialiasIsGray: Bool { cairo_font_options_get_antialias(pointer) == CAIRO_ANTIALIAS_GRAY }
}
