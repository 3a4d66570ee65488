import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Text measurement")
struct TextMeasureTests {
    @Test("Unifont advances are exact fractions of the size (half-width glyphs are 0.5 em)")
    func unifontAdvancesAreFractional() {
        let engine = TextFixtures.engine()
        let measured = engine.measure(TextRequest(text: "Maya", font: TextFixtures.unifont(13.5)))
        #expect(measured.lines.count == 1)
        #expect(measured.size.width == 4 * 6.75)
        #expect(measured.lines.first?.text == "Maya")
        #expect(measured.truncated == false)
        #expect(measured.missingCharacters.isEmpty)
    }
}
