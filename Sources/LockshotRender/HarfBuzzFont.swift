internal import CHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units (the `hb_font` is scaled to units per em).
struct HarfBuzzGlyph: Equatable {
    var id: UInt32
    /// Index of the first Unicode scalar of the glyph's cluster, in the shaped text.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// Owns an `hb_blob`/`hb_face`/`hb_font` built from a font file's bytes: the only source of text metrics.
///
/// The font's scale is its units per em, so advances come out exact in font units and are converted to
/// points with one multiplication (`size / unitsPerEm`). It is never built from an `FT_Face`: for the emoji
/// font that would measure the 109 px bitmap strike instead of the requested size (harfbuzz#2428).
final class HarfBuzzFont {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let buffer: OpaquePointer
    /// Units per em, as a `Double` for point arithmetic.
    let unitsPerEm: Double
    /// Vertical metrics in font units (hhea or OS/2, as HarfBuzz chooses); `descender` is positive downwards.
    let ascender: Double, descender: Double, lineGap: Double
    /// Cap height in font units (0.7 em when the font does not say).
    let capHeight: Double
    /// Underline and strikeout position (distance above the baseline, negative below) and thickness, in font units.
    let underlinePosition: Double, underlineThickness: Double
    let strikeoutPosition: Double, strikeoutThickness: Double
    /// The design weight (OS/2 `usWeightClass`, 400 when the font does not say).
    let weightClass: Int

    /// Loads a font file (HarfBuzz maps it).
    convenience init(path: String, name: String) throws(TextError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .invalidFont(name: name, reason: "HarfBuzz cannot read the file")
        }
        try self.init(blob: blob, name: name)
    }

    /// Loads a font from bytes (HarfBuzz keeps its own copy).
    convenience init(bytes: [UInt8], name: String) throws(TextError) {
        let blob = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                hb_blob_create($0.baseAddress, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        guard let blob else { throw .invalidFont(name: name, reason: "HarfBuzz cannot read the bytes") }
        try self.init(blob: blob, name: name)
    }

    private init(blob: OpaquePointer, name: String) throws(TextError) {
        guard let face = hb_face_create(blob, 0), hb_face_get_glyph_count(face) > 0,
              let font = hb_font_create(face), let buffer = hb_buffer_create() else {
            hb_blob_destroy(blob)
            throw .invalidFont(name: name, reason: "no glyphs (not a TrueType/OpenType font?)")
        }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        self.blob = blob
        self.face = face
        self.font = font
        self.buffer = buffer
        self.unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(font, &extents) != 0 {
            ascender = Double(extents.ascender)
            descender = Double(-extents.descender)
            lineGap = Double(extents.line_gap)
        } else {
            ascender = 0.8 * Double(upem)
            descender = 0.2 * Double(upem)
            lineGap = 0
        }
        func metric(_ tag: hb_ot_metrics_tag_t, _ fallback: Double) -> Double {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 && value != 0 ? Double(value) : fallback
        }
        let em = Double(upem)
        capHeight = max(1, metric(HB_OT_METRICS_TAG_CAP_HEIGHT, 0.7 * em))
        underlinePosition = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, -0.1 * em)
        underlineThickness = abs(metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE, 0.06 * em))
        strikeoutPosition = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, 0.3 * em)
        strikeoutThickness = abs(metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE, 0.06 * em))
        let weight = hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)
        weightClass = weight.isFinite && weight >= 1 && weight <= 1000 ? Int(weight.rounded()) : 400
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The font's bytes as an `hb_blob_t*` with one more reference, which the caller releases
    /// with `hb_blob_destroy`. Blobs are immutable and their reference counts thread-safe.
    func retainedBlob() -> OpaquePointer {
        hb_blob_reference(blob) ?? blob
    }

    /// An OpenType tag from its four ASCII letters.
    static func tag(_ name: StaticString) -> hb_tag_t {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { ($0 << 8) | hb_tag_t($1) } }
    }

    /// Whether the font's character map has a glyph for `scalar`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Shapes `scalars[range]` (the rest of `scalars` is context) in the given direction; script and
    /// language are guessed from the text.
    ///
    /// - Returns: glyphs in visual order (right-to-left runs come out reversed, as HarfBuzz emits them).
    /// - Complexity: O(n) in the run's length, plus HarfBuzz's shaping.
    func shape(_ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool, tabularFigures: Bool = false)
        -> [HarfBuzzGlyph] {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound),
                                Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        if tabularFigures {
            // `tnum` over the whole run: `.monospacedDigit()`.
            var feature = hb_feature_t(tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max)
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { index in
            HarfBuzzGlyph(id: infos[index].codepoint, cluster: Int(infos[index].cluster),
                          xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                          yOffset: positions[index].y_offset)
        }
    }
}
