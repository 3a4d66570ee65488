import Foundation
import LockshotLanguage
import Synchronization
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite("Text drawing")
struct TextDrawingTests {
    let font = TextFixtures.unifont(16)

    /// The bounding box of pixels with any coverage, in device pixels.
    private func inkBounds(_ image: PixelImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                let old = bounds ?? (x, y, x, y)
                bounds = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
            }
        }
        return bounds
    }

    private func render(_ text: String, frame: Rect, alignment: TextAlignment = .leading, color: RGBA = .white,
                        scale: Double = 1, engine: TextEngine = TextFixtures.engine()) throws -> PixelImage {
        let measured = engine.measure(TextRequest(text: text, font: font))
        let drawing = TextDrawing(frame: frame, lines: measured.lines, font: font, color: color, alignment: alignment)
        return try #require(engine.snapshot(drawing, canvas: Size(width: 140, height: 40), scale: scale))
    }

    @Test("glyphs land inside the frame, on the baseline, in the text color")
    func placesGlyphs() throws {
        let image = try render("H", frame: Rect(x: 10, y: 5, width: 8, height: 16), color: RGBA(hex: 0xFF0000))
        let ink = try #require(inkBounds(image))
        #expect(ink.minX >= 10 && ink.maxX < 18)
        #expect(ink.minY >= 5 && ink.maxY < 5 + 14)     // above the baseline (ascent 14)
        let reds = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0 + 3] == 255 }
        #expect(!reds.isEmpty)
        #expect(reds.allSatisfy { image.pixels[$0] == 255 && image.pixels[$0 + 1] == 0 && image.pixels[$0 + 2] == 0 })
    }

    @Test("trailing and center alignment offset each line within the frame")
    func alignment() throws {
        let trailing = try #require(inkBounds(try render("H", frame: Rect(x: 2, y: 2, width: 100, height: 16),
                                                         alignment: .trailing)))
        #expect(trailing.minX >= 94 && trailing.maxX < 102)
        let center = try #require(inkBounds(try render("H", frame: Rect(x: 2, y: 2, width: 100, height: 16),
                                                       alignment: .center)))
        #expect(center.minX >= 48 && center.maxX < 56)
    }

    @Test("kerning moves each following cluster by the kerning, as measured (left to right and right to left)",
          arguments: ["HH", "שש"])
    func kerningMovesGlyphs(text: String) throws {
        let engine = TextFixtures.engine()
        func inkWidth(_ kerning: Double) throws -> Int {
            let measured = engine.measure(TextRequest(text: text, font: font, kerning: kerning))
            let drawing = TextDrawing(frame: Rect(origin: Point(x: 4, y: 4), size: measured.size),
                                      lines: measured.lines, font: font, color: .white, kerning: kerning)
            let image = try #require(engine.snapshot(drawing, canvas: Size(width: 60, height: 30), scale: 1))
            let ink = try #require(inkBounds(image))
            return ink.maxX - ink.minX
        }
        #expect(try inkWidth(5) - inkWidth(0) == 5)
        #expect(engine.measure(TextRequest(text: text, font: font, kerning: 5)).size.width == 16 + 10)
    }

    @Test("a missing character draws a visible box")
    func missingBox() throws {
        let ink = try #require(inkBounds(try render("\u{10FFFD}", frame: Rect(x: 4, y: 4, width: 20, height: 16))))
        #expect(ink.minX >= 4 && ink.maxX < 4 + 10)      // within the 0.6 em advance
        #expect(ink.maxY - ink.minY >= 8)                 // about the cap height tall
    }

    @Test("the same text renders to identical pixels from two engines, at every scale", arguments: [1.0, 2.0, 3.0])
    func deterministic(scale: Double) throws {
        let text = "Maya 📸 שלום 你好 \u{10FFFD}"
        let frame = Rect(x: 1.5, y: 2.25, width: 130, height: 20)
        let first = try render(text, frame: frame, scale: scale)
        let second = try render(text, frame: frame, scale: scale)
        #expect(first == second)
        #expect(inkBounds(first) != nil)
    }
}

@Suite("Text engines on many threads")
struct TextConcurrencyTests {
    @Test("engines on eight threads at once draw identical pixels")
    @available(macOS 15.0, *)  // Mutex
    func parallelEnginesAgree() throws {
        let font = TextFixtures.unifont(15)
        let render: @Sendable () -> PixelImage? = {
            let engine = TextFixtures.engine()
            let measured = engine.measure(TextRequest(text: "Maya 📸 👨‍👩‍👧 שלום 你好", font: font, maxWidth: 90))
            let drawing = TextDrawing(frame: Rect(origin: Point(x: 1, y: 1), size: measured.size),
                                      lines: measured.lines, font: font, color: .white)
            return engine.snapshot(drawing, canvas: Size(width: 100, height: 60), scale: 2)
        }
        let reference = try #require(render())
        let results = Mutex<[PixelImage?]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let image = render()
            results.withLock { $0.append(image) }
        }
        results.withLock { images in
            #expect(images.count == 8)
            #expect(images.allSatisfy { $0 == reference })
        }
    }
}
