internal import CCairo

/// A font ready to shape (HarfBuzz) and draw (Cairo over FreeType), loaded once per engine.
///
/// The HarfBuzz font and the FreeType face are built from the same file. Not thread-safe: one per engine.
final class FontFace {
    /// What a font is for in the fallback chain.
    enum Role: Equatable {
        case requested, emoji, fallback
    }

    /// A name for messages and the golden manifest (embedded name or file path).
    let name: String
    let role: Role
    let harfBuzz: HarfBuzzFont
    /// The `cairo_font_face_t*` (one reference owned here; Cairo's own references keep the FreeType face alive).
    let cairoFace: OpaquePointer
    /// The FreeType load flags the Cairo face was created with (`FT_LOAD_NO_HINTING`, `| FT_LOAD_COLOR` for emoji).
    let loadFlags: Int32

    /// What Cairo draws on top of the font's own outlines, as iOS does for a family that lacks a face.
    struct Synthesis: Hashable {
        var bold = false
        var oblique = false
        static let none = Synthesis()
    }

    /// What was synthesized for this face.
    let synthesis: Synthesis

    /// Loads a font from a file.
    convenience init(path: String, name: String, role: Role, synthesis: Synthesis = .none) throws(TextError) {
        let harfBuzz = try HarfBuzzFont(path: path, name: name)
        let freeType = try FreeTypeFace(sharingBytesOf: harfBuzz, name: name)
        try self.init(name: name, role: role, harfBuzz: harfBuzz, freeType: freeType, synthesis: synthesis)
    }

    /// Loads a font from bytes (the embedded fonts).
    convenience init(bytes: [UInt8], name: String, role: Role, synthesis: Synthesis = .none) throws(TextError) {
        let harfBuzz = try HarfBuzzFont(bytes: bytes, name: name)
        let freeType = try FreeTypeFace(sharingBytesOf: harfBuzz, name: name)
        try self.init(name: name, role: role, harfBuzz: harfBuzz, freeType: freeType, synthesis: synthesis)
    }

    private init(name: String, role: Role, harfBuzz: HarfBuzzFont, freeType: FreeTypeFace,
                 synthesis: Synthesis) throws(TextError) {
        let flags = FreeTypeFace.noHinting | (role == .emoji ? FreeTypeFace.color : 0)
        self.name = name
        self.role = role
        self.harfBuzz = harfBuzz
        self.loadFlags = flags
        self.synthesis = synthesis
        self.cairoFace = try freeType.makeCairoFontFace(loadFlags: flags)
        // Cairo emboldens outlines (FT_Outline_Embolden) and slants them; advances stay HarfBuzz's.
        var synthesize: UInt32 = 0
        if synthesis.bold { synthesize |= CAIRO_FT_SYNTHESIZE_BOLD.rawValue }
        if synthesis.oblique { synthesize |= CAIRO_FT_SYNTHESIZE_OBLIQUE.rawValue }
        if synthesize != 0 { cairo_ft_font_face_set_synthesize(cairoFace, synthesize) }
    }

    deinit { cairo_font_face_destroy(cairoFace) }

    /// Converts font units to points at `size`.
    func points(_ units: Double, size: Double) -> Double { units * size / harfBuzz.unitsPerEm }

    /// True when the font has a glyph for every scalar of `character` that needs one
    /// (default-ignorable scalars such as ZWJ and variation selectors are not required).
    func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            GraphemeClassifier.isIgnorableForCoverage(scalar) || harfBuzz.hasGlyph(for: scalar)
        }
    }
}
