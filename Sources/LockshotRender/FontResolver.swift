import FoundationEssentials
import LockshotFontData
import LockshotLayout

/// Loads fonts lazily and picks the font for each grapheme cluster (SPEC §5's fallback chain).
///
/// Chain: the requested font → Noto Color Emoji → Unifont (BMP, then astral planes) → none (a missing-glyph box).
/// Emoji presentation clusters (VS16, ZWJ sequences, skin tones, flags, keycaps) try the emoji font first.
/// Every font is opened on first need and kept for the engine's life; the emoji font is opened only for a
/// cluster that may be an emoji. Not thread-safe: one per engine.
final class FontResolver {
    let configuration: FontFallbackConfiguration
    /// Where faces come from and go back to when shared across engines (nil: this engine's own).
    private let library: FontLibrary?
    /// Every face this resolver holds, by library key, to check back in when it goes away.
    private var held: [(key: String, face: FontFace)] = []
    private var requested: [String: Result<FontFace, TextError>] = [:]
    private var emoji: Result<FontFace, TextError>?
    private var fallbacks: [Int: Result<FontFace, TextError>] = [:]
    /// How many times the emoji font file was opened (0 for a render without emoji; at most 1).
    private(set) var emojiFontOpenCount = 0
    /// Problems met while loading fonts, in the order they happened, without repeats.
    private(set) var problems: [TextError] = []
    /// Names (embedded name or path) of the fonts opened so far, in the order they were opened.
    private(set) var loadedFonts: [String] = []

    init(configuration: FontFallbackConfiguration, library: FontLibrary?) {
        self.configuration = configuration
        self.library = library
    }

    deinit {
        library?.checkIn(held)
    }

    /// A face from the library when one is idle, else a newly loaded one; either way held until `deinit`.
    private func obtain(_ key: String, load: () throws(TextError) -> FontFace) -> Result<FontFace, TextError> {
        let result: Result<FontFace, TextError>
        if let pooled = library?.checkOut(key) {
            result = .success(pooled)
        } else {
            result = Result { () throws(TextError) -> FontFace in try load() }
        }
        if case .success(let face) = result { held.append((key, face)) }
        return result
    }

    /// The font a `FontSpec` asks for, or nil when it cannot be loaded (the problem is recorded).
    func requestedFont(_ spec: FontSpec) -> FontFace? {
        let choice = Self.choice(for: spec, standIns: configuration.systemFonts)
        let cacheKey = choice.cacheKey
        if let cached = requested[cacheKey] { return try? cached.get() }
        let result = obtain("requested|" + cacheKey) { () throws(TextError) -> FontFace in
            switch choice.location {
            case .embedded(let name):
                guard let bytes = EmbeddedFonts.data(named: name) else { throw .embeddedFontNotFound(name: name) }
                return try FontFace(bytes: bytes, name: name, role: .requested, synthesis: choice.synthesis)
            case .file(let path, let missing):
                guard FileManager.default.isReadableFile(atPath: path) else { throw missing }
                let face = try FontFace(path: path, name: path, role: .requested, synthesis: choice.synthesis)
                guard choice.weighsItself else { return face }
                // A lone file's own weight decides whether a bolder request is emboldened.
                let own = FontWeight(face.harfBuzz.weightClass)
                let synthesis = FontFace.Synthesis(bold: spec.weight.value - own.value >= 200,
                                                   oblique: choice.synthesis.oblique)
                guard synthesis != face.synthesis else { return face }
                return try FontFace(path: path, name: path, role: .requested, synthesis: synthesis)
            }
        }
        requested[cacheKey] = result
        return record(result)
    }

    /// Where a requested font's bytes come from and what is synthesized on top of them.
    struct Choice {
        enum Location {
            case embedded(String)
            /// A file, and the error to report when it is missing.
            case file(String, missing: TextError)
        }
        var location: Location
        var synthesis: FontFace.Synthesis
        /// A single-file family: its weight is read from the file to decide synthetic bold.
        var weighsItself = false

        var cacheKey: String {
            let suffix = (synthesis.bold ? "|b" : "") + (synthesis.oblique ? "|i" : "") + (weighsItself ? "|w" : "")
            switch location {
            case .embedded(let name): return "embedded:" + name + suffix
            case .file(let path, _): return "file:" + path + suffix
            }
        }
    }

    /// The face for `spec`: the embedded pixel font's Regular or Bold, a layout's file (or the nearest of its
    /// per-weight files), or a system font's stand-in. Italics without an italic face are slanted.
    static func choice(for spec: FontSpec, standIns: SystemFontStandIns) -> Choice {
        switch spec.source {
        case .embedded(let family):
            return Choice(location: .embedded(embeddedName(family: family, weight: spec.weight)),
                          synthesis: FontFace.Synthesis(bold: false, oblique: spec.italic))
        case .file(let path):
            return Choice(location: .file(path, missing: .fontFileNotFound(path: path)),
                          synthesis: FontFace.Synthesis(bold: false, oblique: spec.italic), weighsItself: true)
        case .faces(let faces):
            guard let nearest = FontSource.nearest(faces, to: spec.weight) else {
                return Choice(location: .file("", missing: .fontFileNotFound(path: "")), synthesis: .none)
            }
            return Choice(location: .file(nearest.path, missing: .fontFileNotFound(path: nearest.path)),
                          synthesis: FontFace.Synthesis(bold: nearest.synthesizeBold, oblique: spec.italic))
        case .system(let design):
            let face = standIns.face(design: design, weight: spec.weight, italic: spec.italic, size: spec.size)
            return Choice(location: .file(face.path, missing: .fallbackFontNotFound(
                              path: face.path, package: face.package, variable: face.variable)),
                          synthesis: FontFace.Synthesis(bold: face.synthesizeBold, oblique: face.synthesizeOblique))
        }
    }

    /// The embedded font for a family and weight: `LockshotPixel` + weight < 600 → `LockshotPixel-Regular`,
    /// otherwise `LockshotPixel-Bold`; a name that is itself embedded (`LockshotPixel-Bold`) is used as is.
    static func embeddedName(family: String, weight: FontWeight) -> String {
        if EmbeddedFonts.names.contains(family) { return family }
        return family + (weight.value < 600 ? "-Regular" : "-Bold")
    }

    /// The color emoji font, opened on first call.
    func emojiFont() -> FontFace? {
        if let emoji { return try? emoji.get() }
        emojiFontOpenCount += 1
        let path = configuration.emojiFont
        let result = obtain("emoji|" + path) { () throws(TextError) -> FontFace in
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw .fallbackFontNotFound(path: path, package: "fonts-noto-color-emoji",
                                            variable: "LOCKSHOT_EMOJI_FONT")
            }
            return try FontFace(path: path, name: path, role: .emoji)
        }
        emoji = result
        return record(result)
    }

    /// The wide-coverage fallback font at `index` in the configuration, opened on first call.
    func fallbackFont(at index: Int) -> FontFace? {
        if let cached = fallbacks[index] { return try? cached.get() }
        let path = configuration.fallbackFonts[index]
        let result = obtain("fallback|" + path) { () throws(TextError) -> FontFace in
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw .fallbackFontNotFound(path: path, package: "fonts-unifont", variable: "LOCKSHOT_FALLBACK_FONT")
            }
            return try FontFace(path: path, name: path, role: .fallback)
        }
        fallbacks[index] = result
        return record(result)
    }

    /// The first font of the chain that covers every scalar of `character`, or nil when none does.
    func font(for character: Character, requested primary: FontFace?) -> FontFace? {
        // An unassigned or private-use code point shows as tofu on iOS, even where Unifont draws a hex box.
        if GraphemeClassifier.isUndrawable(character) { return nil }
        let emojiFirst = GraphemeClassifier.prefersEmojiFont(character)
        if emojiFirst, let emoji = emojiFont(), emoji.covers(character) { return emoji }
        if let primary, primary.covers(character) { return primary }
        if !emojiFirst, GraphemeClassifier.mayBeEmoji(character), let emoji = emojiFont(), emoji.covers(character) {
            return emoji
        }
        for index in configuration.fallbackFonts.indices {
            if let fallback = fallbackFont(at: index), fallback.covers(character) { return fallback }
        }
        return nil
    }

    /// The font whose metrics set line height and baseline for `spec`: the requested font, else the first
    /// wide-coverage fallback that loads.
    func metricsFont(for spec: FontSpec) -> FontFace? {
        if let primary = requestedFont(spec) { return primary }
        for index in configuration.fallbackFonts.indices {
            if let fallback = fallbackFont(at: index) { return fallback }
        }
        return nil
    }

    private func record(_ result: Result<FontFace, TextError>) -> FontFace? {
        switch result {
        case .success(let font):
            loadedFonts.append(font.name)
            return font
        case .failure(let error):
            if !problems.contains(error) { problems.append(error) }
            return nil
        }
    }
}
