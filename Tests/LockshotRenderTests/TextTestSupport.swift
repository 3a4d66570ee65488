import LockshotLayout
@testable import LockshotRender

/// Fonts and helpers shared by the text engine's tests.
enum TextFixtures {
    static let unifontPath = "/usr/share/fonts/opentype/unifont/unifont.otf"
    static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// Unifont at `size`, loaded as a `.file` font: on every test machine, with simple advances
    /// (0.5 em half-width, 1 em full-width on a 64-unit em) that make expected widths easy to state.
    static func unifont(_ size: Double, weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: "Unifont", source: .file(unifontPath), size: size, weight: weight)
    }

    /// An engine that ignores the environment, so tests see Debian's fallback paths.
    static func engine() -> TextEngine { TextEngine(fallback: .debian) }
}
