import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser lives here on Linux
#endif
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite struct VectorRendererTests {
    typealias S = RasterTestSupport

    @Test func svgIsWellFormedXMLWithPathsAndPointSize() throws {
        let svg = try VectorRenderer.svg(S.sampleList(), text: TextEngine(), images: ImageStore())
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<path"))
        #expect(text.contains("width=\"371pt\""))
        #expect(text.contains("height=\"84pt\""))
        let parser = XMLParser(data: Data(svg))
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
    }

    @Test func svgIsDeterministicWithinAndAcrossRenders() throws {
        let a = try VectorRenderer.svg(S.sampleList(), text: TextEngine(), images: ImageStore())
        _ = try Rasterizer.png(S.sampleList(), scale: 1, text: TextEngine(), images: ImageStore())  // bumps Cairo's global ids
        let b = try VectorRenderer.svg(S.sampleList(), text: TextEngine(), images: ImageStore())
        let same = a == b  // not inside #expect: it would print both documents byte by byte
        #expect(same, "two renders of the same list gave different SVG")
    }

    @Test func pdfStartsWithHeaderAndIsDeterministic() throws {
        let a = try VectorRenderer.pdf(S.sampleList(), text: TextEngine(), images: ImageStore())
        let b = try VectorRenderer.pdf(S.sampleList(), text: TextEngine(), images: ImageStore())
        #expect(a.starts(with: Array("%PDF-".utf8)))
        let same = a == b
        #expect(same, "two renders of the same list gave different PDF")
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 371 84 ]"))
        #expect(text.contains("%%EOF"))
        #expect(text.contains("/CreationDate (20260101094100Z)"))  // fixed, never the time of the render
    }

    @Test func svgDrawsTextAsGlyphOutlines() throws {
        let engine = TextFixtures.engine()
        let font = TextFixtures.unifont(16)
        let measured = engine.measure(TextRequest(text: "Maya", font: font))
        let list = DisplayList(size: Size(width: 100, height: 30), operations: [
            .text(TextDrawing(frame: Rect(origin: Point(x: 4, y: 4), size: measured.size), lines: measured.lines,
                              font: font, color: .white)),
        ])
        let text = String(decoding: try VectorRenderer.svg(list, text: engine, images: ImageStore()), as: UTF8.self)
        #expect(text.contains("<symbol"))   // Cairo 1.16 defines each glyph once as a path...
        #expect(text.contains("<use"))      // ...and places it with <use>
        #expect(!text.contains("<text"))    // never live text that would depend on the viewer's fonts
    }

    @Test func svgEmbedsPixelArtPreScaledSoViewersCannotBlurIt() throws {
        // The sample list draws the 16 px app icon into 48 pt with nearest-neighbour sampling.
        let text = String(decoding: try VectorRenderer.svg(S.sampleList(), text: TextEngine(), images: ImageStore()),
                          as: UTF8.self)
        #expect(text.contains("<image id=\"image1\" width=\"192\" height=\"192\""))
    }

    @Test func emptyCanvasIsRefused() {
        #expect(throws: RenderError.self) {
            try VectorRenderer.svg(DisplayList(size: .zero), text: TextEngine(), images: ImageStore())
        }
    }
}
