import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Emoji")
struct EmojiTests {
    static let samples = ["📸", "👨‍👩‍👧", "👍🏽", "🇫🇷", "1️⃣"]

    @Test("each emoji sequence is one cluster shaped to exactly one glyph of the emoji font", arguments: samples)
    func shapesToOneGlyph(_ emoji: String) throws {
        let engine = TextFixtures.engine()
        let shaped = engine.shaper.shape(emoji, font: TextFixtures.unifont(16))
        #expect(shaped.clusters.count == 1)
        let run = try #require(shaped.runs.first)
        #expect(shaped.runs.count == 1)
        #expect(run.font?.role == .emoji)
        #expect(run.glyphs.count == 1)
        #expect(run.glyphs.first?.id != 0, "glyph 0 is .notdef")
    }

    @Test("emoji advance is the emoji font's em at the requested size, not the 109 px strike")
    func advanceFollowsRequestedSize() {
        let engine = TextFixtures.engine()
        let small = engine.measure(TextRequest(text: "📸", font: TextFixtures.unifont(10))).size.width
        let large = engine.measure(TextRequest(text: "📸", font: TextFixtures.unifont(20))).size.width
        // Noto Color Emoji: advance 2550 units on a 2048 em.
        #expect(small == 2550.0 / 2048.0 * 10)
        #expect(large == 2 * small)
    }

    @Test("emoji render in color at @1x, @2x and @3x", arguments: [1.0, 2.0, 3.0])
    func rendersInColor(scale: Double) throws {
        let engine = TextFixtures.engine()
        let font = TextFixtures.unifont(16)
        let text = "📸👍🏽🇫🇷"
        let measured = engine.measure(TextRequest(text: text, font: font))
        let frame = Rect(x: 2, y: 2, width: measured.size.width, height: measured.size.height)
        let drawing = TextDrawing(frame: frame, lines: measured.lines, font: font, color: RGBA.white)
        let image = try #require(engine.snapshot(drawing, canvas: Size(width: frame.maxX + 2, height: frame.maxY + 2),
                                                 scale: scale))
        var colorful = 0
        for offset in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[offset + 3] > 200 {
            let (r, g, b) = (Int(image.pixels[offset]), Int(image.pixels[offset + 1]), Int(image.pixels[offset + 2]))
            if max(r, g, b) - min(r, g, b) > 60 { colorful += 1 }
        }
        // Drawn in white, only a color glyph can produce saturated pixels.
        #expect(colorful > Int(20 * scale * scale))
    }

    @Test("a render with no emoji never opens the emoji font",
          arguments: [TextFixtures.unifont(14), FontSpec(family: "Flick", source: .embedded("LockshotPixel"), size: 14)])
    func noEmojiNoEmojiFont(font: FontSpec) throws {
        let engine = TextFixtures.engine()
        let measured = engine.measure(TextRequest(text: "Maya: “hi” © 2026 — café • שלום 你好…", font: font))
        _ = engine.snapshot(TextDrawing(frame: Rect(origin: .zero, size: measured.size), lines: measured.lines,
                                        font: font, color: .white), canvas: measured.size, scale: 2)
        #expect(engine.emojiFontOpenCount == 0)
        #expect(!engine.loadedFonts.contains(TextFixtures.emojiPath))
        _ = engine.measure(TextRequest(text: "look 📸", font: font))
        _ = engine.measure(TextRequest(text: "🇫🇷", font: font))
        #expect(engine.emojiFontOpenCount == 1)
        #expect(engine.loadedFonts.filter { $0 == TextFixtures.emojiPath }.count == 1)
    }
}
