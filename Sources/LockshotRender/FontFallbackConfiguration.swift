/// Where the text engine finds its fallback fonts (SPEC §5): color emoji, then wide-coverage Unifont.
///
/// Fontconfig never chooses fonts (it depends on the machine); these paths are fixed, and only the
/// environment variables `LOCKSHOT_EMOJI_FONT` and `LOCKSHOT_FALLBACK_FONT` change them.
package struct FontFallbackConfiguration: Sendable, Hashable {
    /// The color emoji font (Noto Color Emoji, Debian package `fonts-noto-color-emoji`).
    package var emojiFont: String
    /// Wide-coverage fonts tried in order after the emoji font (GNU Unifont, Debian package `fonts-unifont`):
    /// by default the Basic Multilingual Plane, then the astral planes.
    package var fallbackFonts: [String]
    /// The stand-ins for the system fonts (Inter, JetBrains Mono, Noto Serif).
    package var systemFonts: SystemFontStandIns

    /// - Parameters:
    ///   - emojiFont: path of the color emoji font.
    ///   - fallbackFonts: paths of the wide-coverage fonts, in order.
    ///   - systemFonts: where the system fonts' stand-ins are.
    package init(emojiFont: String, fallbackFonts: [String], systemFonts: SystemFontStandIns = .debian) {
        self.emojiFont = emojiFont
        self.fallbackFonts = fallbackFonts
        self.systemFonts = systemFonts
    }

    /// Debian 12's paths. Never `unifont_sample.ttf` (bitmap-only, no outlines).
    package static let debian = FontFallbackConfiguration(
        emojiFont: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        fallbackFonts: ["/usr/share/fonts/opentype/unifont/unifont.otf",
                        "/usr/share/fonts/opentype/unifont/unifont_upper.otf"])

    /// Debian's paths, overridden by `LOCKSHOT_EMOJI_FONT` (one path) and `LOCKSHOT_FALLBACK_FONT`
    /// (one path, or several separated by `:`), when set and non-empty.
    ///
    /// - Parameter environment: the process environment (pass a dictionary in tests).
    package static func fromEnvironment(_ environment: [String: String]) -> FontFallbackConfiguration {
        var configuration = debian
        configuration.systemFonts = .fromEnvironment(environment)
        if let emoji = environment["LOCKSHOT_EMOJI_FONT"], !emoji.isEmpty {
            configuration.emojiFont = emoji
        }
        if let fallback = environment["LOCKSHOT_FALLBACK_FONT"], !fallback.isEmpty {
            configuration.fallbackFonts = fallback.split(separator: ":").map(String.init)
        }
        return configuration
    }
}
