import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Bidirectional text")
struct TextBidiTests {
    let engine = TextFixtures.engine()

    /// Cluster indices in the order their glyphs are drawn, left to right.
    private func drawnClusters(_ text: String, font: FontSpec = TextFixtures.unifont(16)) -> [Int] {
        let shaped = engine.shaper.shape(text, font: font)
        return shaped.visualOrder.flatMap { shaped.runs[$0].glyphs.map(\.cluster) }
    }

    @Test("a right-to-left phrase inside left-to-right text is drawn reversed, in place")
    func rtlInsideLtr() {
        // a␠שלום,␠עולם␠b: the Hebrew phrase (with its comma and space) reads right to left.
        #expect(drawnClusters("a שלום, עולם b") == [0, 1, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 12, 13])
    }

    @Test("numbers inside right-to-left text keep their left-to-right order")
    func numbersInRtl() {
        // שלום␠42: base direction right to left; "42" is drawn leftmost, digits in order.
        #expect(drawnClusters("שלום 42") == [5, 6, 4, 3, 2, 1, 0])
    }

    @Test("left-to-right text is drawn in logical order, emoji and all")
    func ltrUnchanged() {
        #expect(drawnClusters("Maya 📸 42!") == Array(0..<10))
    }

    @Test("the base direction comes from the first strong character, not from digits")
    func baseDirection() {
        #expect(TextBidi.resolve(Array("42 שלום")).baseIsRightToLeft)
        #expect(!TextBidi.resolve(Array("hi שלום")).baseIsRightToLeft)
        #expect(!TextBidi.resolve(Array("123 …")).baseIsRightToLeft)
    }

    @Test("runs reorder by level: right-to-left blocks reverse; left-to-right blocks inside them keep order")
    func visualOrder() {
        #expect(TextBidi.visualOrder(runIsRightToLeft: [false, true, true, false], baseIsRightToLeft: false)
                == [0, 2, 1, 3])
        #expect(TextBidi.visualOrder(runIsRightToLeft: [true, false, false, true], baseIsRightToLeft: true)
                == [3, 1, 2, 0])
    }

    @Test("direction never changes measurement: widths are the same as the logical sum")
    func widthsIndependentOfOrder() {
        let measured = engine.measure(TextRequest(text: "שלום 42 עולם", font: TextFixtures.unifont(16)))
        #expect(measured.size.width == 12 * 8)
    }
}
