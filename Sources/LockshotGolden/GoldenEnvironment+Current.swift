import LockshotFontData
import LockshotRender

extension GoldenEnvironment {
    /// The environment this process renders with: lockshot's version, the C library versions,
    /// and the hash of every font the text engine may use — the embedded fonts and the
    /// fallback chain (`LOCKSHOT_EMOJI_FONT` / `LOCKSHOT_FALLBACK_FONT` respected).
    ///
    /// `fontFiles`, the files layouts name in `fonts { }`, are hashed under their paths.
    /// - Complexity: reads every fallback font file (the emoji font is ~10 MB).
    public static func current(lockshotVersion: String, environment: [String: String],
                               fontFiles: [String] = []) -> GoldenEnvironment {
        var fonts: [String: String] = [:]
        for name in EmbeddedFonts.names {
            if let bytes = EmbeddedFonts.data(named: name) { fonts[name] = Fingerprint.fnv1a64(bytes) }
        }
        let fallback = FontFallbackConfiguration.fromEnvironment(environment)
        fonts["emoji"] = Fingerprint.file(fallback.emojiFont) ?? "absent (\(fallback.emojiFont))"
        for (index, path) in fallback.fallbackFonts.enumerated() {
            fonts[index == 0 ? "fallback" : "fallback-\(index + 1)"] = Fingerprint.file(path) ?? "absent (\(path))"
        }
        for path in fontFiles { fonts[path] = Fingerprint.file(path) ?? "absent (\(path))" }
        return GoldenEnvironment(lockshotVersion: lockshotVersion,
                                 libraries: ["cairo": LibraryVersions.cairo, "freetype": LibraryVersions.freeType,
                                             "harfbuzz": LibraryVersions.harfBuzz, "libpng": LibraryVersions.png,
                                             "zlib": LibraryVersions.zlib, "librsvg": LibraryVersions.rsvg,
                                             "symbols": SymbolStandIns.manifestDescription(environment)],
                                 fonts: fonts)
    }
}
