import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Shaping and font runs")
struct ShapingTests {
    let engine = TextFixtures.engine()

    @Test("text splits into runs of the same font: requested, emoji, requested")
    func runsFollowFonts() {
        let shaped = engine.shaper.shape("look 📸 now", font: TextFixtures.unifont(16))
        #expect(shaped.runs.map { $0.font?.role } == [.requested, .emoji, .requested])
        #expect(shaped.runs.map(\.clusters) == [0..<5, 5..<6, 6..<10])
        #expect(shaped.clusters.count == 10)
    }

    @Test("a right-to-left phrase from a fallback font stays one run, spaces included, in visual order")
    func rtlPhraseIsOneRun() throws {
        // unifont_upper.otf has no Hebrew and no space: everything falls back to unifont.otf.
        let upperOnly = FontSpec(family: "Upper", source: .file("/usr/share/fonts/opentype/unifont/unifont_upper.otf"),
                                 size: 16)
        let shaped = engine.shaper.shape("שלום עולם", font: upperOnly)
        let run = try #require(shaped.runs.first)
        #expect(shaped.runs.count == 1)
        #expect(run.font?.name == TextFixtures.unifontPath)
        // HarfBuzz emits right-to-left glyphs reversed: the first glyph drawn is the last letter.
        #expect(run.glyphs.first?.cluster == 8)
        #expect(run.glyphs.last?.cluster == 0)
        #expect(run.width == 9 * 8)
    }

    @Test("advances are the font's units scaled by size / units-per-em, with no rounding", arguments: [9.0, 13.5, 17.3])
    func advancesScaleExactly(size: Double) {
        let shaped = engine.shaper.shape("Ab你", font: TextFixtures.unifont(size))
        // Unifont: 64 units per em; Latin 32 units, CJK 64 units.
        #expect(shaped.clusters.map(\.advance) == [32 * size / 64, 32 * size / 64, 64 * size / 64])
    }

    @Test("shaped strings are cached per text and font")
    func cache() {
        let font = TextFixtures.unifont(16)
        _ = engine.measure(TextRequest(text: "Maya", font: font))
        let afterFirst = engine.shaper.cachedCount       // "Maya" and "…"
        _ = engine.measure(TextRequest(text: "Maya", font: font, maxWidth: 10, lineLimit: 1))
        #expect(engine.shaper.cachedCount == afterFirst)
        _ = engine.measure(TextRequest(text: "Maya", font: TextFixtures.unifont(17)))
        #expect(engine.shaper.cachedCount == afterFirst + 2)
        #expect(engine.loadedFonts == [TextFixtures.unifontPath])   // opened once, no fallback needed
    }
}
