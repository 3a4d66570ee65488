import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Font library shared by engines")
struct FontLibraryTests {
    let font = TextFixtures.unifont(16)

    @Test("a face is reused by the next engine, never by two live engines at once")
    func facesAreExclusiveAndReused() throws {
        let library = FontLibrary()
        var first: TextEngine? = TextEngine(fallback: .debian, library: library)
        let firstFace = try #require(first?.resolver.requestedFont(font))
        let second = TextEngine(fallback: .debian, library: library)
        let secondFace = try #require(second.resolver.requestedFont(font))
        #expect(firstFace !== secondFace)                  // the first engine still holds its face
        first = nil
        #expect(library.idleCount == 1)
        let third = TextEngine(fallback: .debian, library: library)
        #expect(third.resolver.requestedFont(font) === firstFace)
        #expect(library.idleCount == 0)
    }

    @Test("the emoji face is pooled apart from the same file used as a plain font")
    func rolesArePooledApart() throws {
        let library = FontLibrary()
        do {
            let engine = TextEngine(fallback: .debian, library: library)
            _ = engine.measure(TextRequest(text: "📸", font: font))
        }
        let plain = FontSpec(family: "Emoji", source: .file(TextFixtures.emojiPath), size: 16)
        let engine = TextEngine(fallback: .debian, library: library)
        let face = try #require(engine.resolver.requestedFont(plain))
        #expect(face.role == .requested)
        #expect(face.loadFlags & FreeTypeFace.color == 0)
    }

    @Test("engines from one library on eight threads draw the same pixels as a lone engine")
    func parallelEnginesShareSafely() throws {
        let library = FontLibrary()
        let font = self.font
        let render: @Sendable (FontLibrary?) -> PixelImage? = { library in
            let engine = TextEngine(fallback: .debian, library: library)
            let measured = engine.measure(TextRequest(text: "Maya 📸 שלום 你好", font: font))
            let drawing = TextDrawing(frame: Rect(origin: Point(x: 1, y: 1), size: measured.size),
                                      lines: measured.lines, font: font, color: .white)
            return engine.snapshot(drawing, canvas: Size(width: 160, height: 24), scale: 3)
        }
        let reference = try #require(render(nil))
        let lock = NSLock()
        nonisolated(unsafe) var images: [PixelImage?] = []  // appended under `lock` only
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let image = render(library)
            lock.withLock { images.append(image) }
        }
        #expect(images.count == 16)
        #expect(images.allSatisfy { $0 == reference })
        // Unifont and the emoji font, once per engine that was alive at the same time: all returned.
        #expect(library.idleCount >= 2 && library.idleCount % 2 == 0)
    }
}
