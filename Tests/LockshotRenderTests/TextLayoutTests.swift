import LockshotLayout
import Testing
@testable import LockshotRender

/// Measurement through the real engine (Unifont: 0.5 em half-width, 1 em full-width glyphs, ascent 14/16 em).
@Suite("Text layout with real fonts")
struct TextLayoutTests {
    let engine = TextFixtures.engine()
    let font = TextFixtures.unifont(16)

    @Test("wraps at word boundaries and every line fits")
    func wrapsAtWords() {
        let measured = engine.measure(TextRequest(text: "The quick brown fox", font: font, maxWidth: 80))
        #expect(measured.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(measured.lines.allSatisfy { $0.width <= 80 })
        #expect(measured.size.width == 72)
        #expect(!measured.truncated)
    }

    @Test("height, baselines and line spacing come from the font's metrics")
    func verticalMetrics() {
        let measured = engine.measure(TextRequest(text: "a\nb\nc", font: font, lineSpacing: 2))
        #expect(measured.lines.map(\.baseline) == [14, 32, 50])
        #expect(measured.size.height == 3 * 16 + 2 * 2)
        #expect(measured.firstBaseline == 14)
    }

    @Test("kerning adds after every cluster")
    func kerning() {
        #expect(engine.measure(TextRequest(text: "ab", font: font, kerning: 1.5)).size.width == 16 + 3)
    }

    @Test("tail truncation to a width ends with an ellipsis and fits", arguments: [40.0, 61.5, 100, 123.25])
    func tailTruncationFits(maxWidth: Double) throws {
        let text = "look at this wonderful sunset over the sea"
        let measured = engine.measure(TextRequest(text: text, font: font, maxWidth: maxWidth, lineLimit: 1))
        let line = try #require(measured.lines.first)
        #expect(measured.lines.count == 1)
        #expect(measured.truncated)
        #expect(line.text.hasSuffix("…"))
        #expect(!line.text.dropLast().hasSuffix(" "))
        #expect(line.width <= maxWidth)
        #expect(text.hasPrefix(String(line.text.dropLast())))
        #expect(measured.size.width == line.width)
    }

    @Test("truncation never splits a ZWJ sequence or a flag", arguments: [10.0, 25, 30, 45, 60, 75])
    func truncationKeepsGraphemes(maxWidth: Double) throws {
        let text = "🇫🇷👨‍👩‍👧🇩🇪👍🏽1️⃣🏴‍☠️"
        let originals = Set(text)
        for mode in [TruncationMode.tail, .head, .middle] {
            let measured = engine.measure(TextRequest(text: text, font: font, maxWidth: maxWidth, lineLimit: 1,
                                                      truncationMode: mode))
            let line = try #require(measured.lines.first)
            #expect(line.text.allSatisfy { $0 == "…" || originals.contains($0) }, "\(mode): \(line.text)")
            #expect(line.text.contains("…"))
            #expect(line.width <= maxWidth || line.text == "…")
        }
    }

    @Test("measuring again at the ideal width keeps one line", arguments: ["Maya", "look 📸", "Maya  ", "שלום עולם",
                                                                          "a 你好 b", "13.5 pt: 0.1 + 0.2"])
    func idealWidthIsStable(text: String) {
        for size in [12.0, 13.5, 14.2] {
            let spec = TextFixtures.unifont(size)
            let ideal = engine.measure(TextRequest(text: text, font: spec))
            let again = engine.measure(TextRequest(text: text, font: spec, maxWidth: ideal.size.width, lineLimit: 1))
            #expect(again.lines.map(\.text) == [text])
            #expect(again.size == ideal.size)
            #expect(!again.truncated)
        }
    }

    @Test("right-to-left and CJK text measure from the fallback font without missing glyphs")
    func rtlAndCJK() {
        for text in ["שלום עולם", "مرحبا بالعالم", "你好", "こんにちは", "한국어"] {
            let measured = engine.measure(TextRequest(text: text, font: font, maxWidth: 50))
            #expect(measured.missingCharacters.isEmpty, "\(text)")
            #expect(measured.size.width > 0 && measured.size.width <= 50 || measured.lines.count > 1)
        }
        #expect(engine.measure(TextRequest(text: "你好", font: font)).size.width == 32)
        #expect(engine.measure(TextRequest(text: "שלום", font: font)).size.width == 32)
    }

    @Test("a character no font covers is reported missing and takes a box's advance")
    func missingCharacter() {
        let measured = engine.measure(TextRequest(text: "a\u{10FFFD}b\u{10FFFD}", font: font))
        #expect(measured.missingCharacters == ["\u{10FFFD}"])
        #expect(measured.size.width == 8 + 0.6 * 16 + 8 + 0.6 * 16)
    }

    @Test("empty text measures zero")
    func emptyText() {
        let measured = engine.measure(TextRequest(text: "", font: font))
        #expect(measured.size == .zero)
        #expect(measured.lines.isEmpty)
    }
}
