import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Font options keep metrics fractional")
struct FontOptionsTests {
    @Test("the engine's Cairo font options are metric hinting off, hint style none, grayscale antialiasing")
    func optionsHaveTheRequiredValues() throws {
        let options = try #require(TextFixtures.engine().fontOptions)
        #expect(options.metricHintingIsOff)
        #expect(options.hintStyleIsNone)
        #expect(options.antialiasIsGray)
    }

    @Test("faces load with FT_LOAD_NO_HINTING; only the emoji face adds FT_LOAD_COLOR")
    func loadFlags() throws {
        let engine = TextFixtures.engine()
        let text = try #require(engine.resolver.requestedFont(TextFixtures.unifont(12)))
        let emoji = try #require(engine.resolver.emojiFont())
        #expect(text.loadFlags & FreeTypeFace.noHinting != 0)
        #expect(text.loadFlags & FreeTypeFace.color == 0)
        #expect(emoji.loadFlags & FreeTypeFace.noHinting != 0)
        #expect(emoji.loadFlags & FreeTypeFace.color != 0)
    }

    @Test("Cairo's advance with the engine's options equals HarfBuzz's unrounded one", arguments: [1.0, 2.0, 3.0])
    func cairoAgreesWithHarfBuzz(scale: Double) throws {
        let engine = TextFixtures.engine()
        let spec = TextFixtures.unifont(13.5)
        let measured = engine.measure(TextRequest(text: "Maya", font: spec))
        let run = try #require(engine.shaper.shape("Maya", font: spec).runs.first)
        let font = try #require(run.font)
        let options = try #require(engine.fontOptions)
        let cairo = try font.cairoAdvance(of: run.glyphs.map(\.id), size: 13.5, scale: scale, options: options)
        #expect(measured.size.width == 27.0)            // 4 × 0.5 em at 13.5: a fraction of a pixel per glyph
        #expect(abs(cairo - measured.size.width) < 1e-4)
    }

    @Test("with Cairo's default options the same advance is rounded to whole pixels (what the options prevent)")
    func cairoDefaultsRound() throws {
        let engine = TextFixtures.engine()
        let spec = TextFixtures.unifont(13.5)
        let run = try #require(engine.shaper.shape("Maya", font: spec).runs.first)
        let font = try #require(run.font)
        let defaults = try FontRenderingOptions(cairoDefaults: true)
        let cairo = try font.cairoAdvance(of: run.glyphs.map(\.id), size: 13.5, scale: 1, options: defaults)
        #expect(cairo == 28.0)                          // 4 × round(6.75)
    }
}
