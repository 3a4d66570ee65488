import LockshotFontData
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Font fallback chain")
struct FontFallbackTests {
    let font = TextFixtures.unifont(16)

    @Test("environment variables override the fallback paths")
    func environment() {
        let configuration = FontFallbackConfiguration.fromEnvironment([
            "LOCKSHOT_EMOJI_FONT": "/fonts/emoji.ttf", "LOCKSHOT_FALLBACK_FONT": "/fonts/a.otf:/fonts/b.otf"])
        #expect(configuration.emojiFont == "/fonts/emoji.ttf")
        #expect(configuration.fallbackFonts == ["/fonts/a.otf", "/fonts/b.otf"])
        #expect(FontFallbackConfiguration.fromEnvironment([:]) == .debian)
        #expect(!FontFallbackConfiguration.debian.fallbackFonts.contains { $0.hasSuffix("unifont_sample.ttf") })
    }

    @Test("a missing emoji font names its Debian package, and emoji become missing glyphs")
    func missingEmojiFont() {
        // Only the BMP Unifont as fallback: unifont_upper.otf has monochrome emoji that would stand in.
        let engine = TextEngine(fallback: FontFallbackConfiguration(
            emojiFont: "/nonexistent/NotoColorEmoji.ttf", fallbackFonts: [TextFixtures.unifontPath]))
        let measured = engine.measure(TextRequest(text: "hi 📸", font: font))
        #expect(measured.missingCharacters == ["📸"])
        #expect(engine.problems.map(\.code) == ["fallback-font-not-found"])
        let message = engine.problems.first?.description ?? ""
        #expect(message.contains("fonts-noto-color-emoji") && message.contains("LOCKSHOT_EMOJI_FONT"))
    }

    @Test("a missing Unifont names fonts-unifont, and uncovered characters become missing glyphs")
    func missingUnifont() {
        let engine = TextEngine(fallback: FontFallbackConfiguration(
            emojiFont: FontFallbackConfiguration.debian.emojiFont, fallbackFonts: ["/nonexistent/unifont.otf"]))
        let latinOnly = FontSpec(family: "Missing", source: .file("/nonexistent/Flick.ttf"), size: 16)
        let measured = engine.measure(TextRequest(text: "你", font: latinOnly))
        #expect(measured.missingCharacters == ["你"])
        #expect(engine.problems.contains { $0.description.contains("fonts-unifont") })
    }

    @Test("a layout font file that does not exist is a clear error; text still measures from the fallback")
    func missingFontFile() {
        let engine = TextFixtures.engine()
        let spec = FontSpec(family: "Flick", source: .file("/nonexistent/Flick.ttf"), size: 16)
        #expect(throws: TextError.fontFileNotFound(path: "/nonexistent/Flick.ttf")) { try engine.validate(spec) }
        let measured = engine.measure(TextRequest(text: "Maya", font: spec))
        #expect(measured.size.width == 32)               // Unifont's 0.5 em per letter
        #expect(measured.missingCharacters.isEmpty)
        #expect(engine.problems.first == .fontFileNotFound(path: "/nonexistent/Flick.ttf"))
    }

    @Test("a file that is not a font is reported as invalid")
    func invalidFont() {
        let engine = TextFixtures.engine()
        let spec = FontSpec(family: "Bad", source: .file(#filePath), size: 16)
        #expect(throws: TextError.self) { try engine.validate(spec) }
        #expect(engine.problems.first?.code == "invalid-font")
    }

    @Test("the embedded family resolves to Regular below weight 600 and Bold from 600",
          arguments: [(FontWeight.regular, "Regular"), (.medium, "Regular"), (.semibold, "Bold"), (.heavy, "Bold")])
    func embeddedWeights(weight: FontWeight, suffix: String) {
        #expect(FontResolver.embeddedName(family: "LockshotPixel", weight: weight) == "LockshotPixel-" + suffix)
    }

    @Test("astral-plane characters fall through to unifont_upper.otf")
    func astralFallback() throws {
        let engine = TextFixtures.engine()
        let shaped = engine.shaper.shape("𐌀", font: font)   // U+10300 OLD ITALIC LETTER A
        let run = try #require(shaped.runs.first)
        #expect(run.font?.name.hasSuffix("unifont_upper.otf") == true)
        #expect(shaped.clusters.allSatisfy { !$0.isMissing })
    }

    @Test("the embedded pixel font is used when it is built in",
          .enabled(if: EmbeddedFonts.names.contains("LockshotPixel-Regular")))
    func embeddedPixelFont() throws {
        let engine = TextFixtures.engine()
        let spec = FontSpec(family: "Flick", source: .embedded("LockshotPixel"), size: 14)
        try engine.validate(spec)
        let run = try #require(engine.shaper.shape("Maya", font: spec).runs.first)
        #expect(run.font?.name == "LockshotPixel-Regular")
        #expect(engine.problems.isEmpty)
        let bold = FontSpec(family: "Flick", source: .embedded("LockshotPixel"), size: 14, weight: .bold)
        #expect(engine.shaper.shape("Maya", font: bold).runs.first?.font?.name == "LockshotPixel-Bold")
    }

    @Test("the pixel font at 12 pt puts every advance and the line box on whole points (14 pt line, baseline 11)",
          .enabled(if: EmbeddedFonts.names.contains("LockshotPixel-Regular")))
    func pixelFontGrid() {
        let engine = TextFixtures.engine()
        let spec = FontSpec(family: "Flick", source: .embedded("LockshotPixel"), size: 12)
        let printable = (0x20...0x7E).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
        for text in printable + ["…", "Maya: look at this"] {
            let width = engine.measure(TextRequest(text: text, font: spec)).size.width
            #expect(width == width.rounded(), "\(text) measures \(width)")
        }
        let measured = engine.measure(TextRequest(text: "a\nb", font: spec))
        #expect(measured.lines.map(\.baseline) == [11, 25])
        #expect(measured.size.height == 28)
        #expect(engine.loadedFonts == ["LockshotPixel-Regular"])   // no fallback needed for ASCII
    }
}
