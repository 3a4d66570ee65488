import LockshotLanguage
import LockshotLayout
import Testing

/// `minimumScaleFactor` shrinks text to fit the space it is offered in both directions, as SwiftUI does:
/// the "huge font, tiny factor" idiom (`.font(.system(size: 500)).minimumScaleFactor(0.01)`) fills a
/// frame instead of overflowing it.
@Suite("minimumScaleFactor fits the proposal")
struct ScaleToFitTests {
    /// The laid-out texts of the lock screen, depth first.
    func texts(_ body: String) -> [LaidOutText] {
        let activity = bindSource("lockScreen {\n\(body)\n}")
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        func walk(_ node: LaidOutNode) -> [LaidOutText] {
            if case .text(let t) = node.kind { return [t] }
            return node.children.flatMap(walk)
        }
        return walk(p.root)
    }

    @Test("one glyph wider than its frame shrinks to the frame's width")
    func glyphWiderThanFrame() throws {
        let text = try #require(texts("Text(\"A\").font(.system(size: 500)).minimumScaleFactor(0.01).frame(width: 30, height: 300)").first)
        #expect(text.font.size <= 30 && text.font.size > 29, "font \(text.font.size)")
        #expect(text.measured.size.width <= 30)
    }

    @Test("a line taller than its frame shrinks to the frame's height")
    func lineTallerThanFrame() throws {
        let text = try #require(texts("Text(\"AB\").font(.system(size: 500)).minimumScaleFactor(0.01).frame(width: 300, height: 20)").first)
        #expect(text.font.size <= 20 && text.font.size > 19, "font \(text.font.size)")
    }

    @Test("inside aspectRatio(1, .fit) in a 50 pt wide frame, the text fits the square (the avatar idiom)")
    func avatarIdiom() throws {
        let text = try #require(texts("""
            ZStack { Circle(); Text("A").font(.system(size: 500)).minimumScaleFactor(0.01) }
              .aspectRatio(1, contentMode: .fit).frame(maxWidth: 50)
            """).first)
        #expect(text.measured.size.width <= 50 && text.measured.size.height <= 50, "\(text.measured.size)")
    }

    @Test("without a scale factor the text keeps its size (and overflows, as SwiftUI's does)")
    func noFactorNoShrink() throws {
        let text = try #require(texts("Text(\"A\").font(.system(size: 500)).frame(width: 30, height: 30)").first)
        #expect(text.font.size == 500)
    }

    @Test("the factor is a floor: at 0.5 a 100 pt glyph in a 10 pt frame stays at 50 pt")
    func factorIsAFloor() throws {
        let text = try #require(texts("Text(\"A\").font(.system(size: 100)).minimumScaleFactor(0.5).frame(width: 10, height: 10)").first)
        #expect(text.font.size == 50)
    }
}
