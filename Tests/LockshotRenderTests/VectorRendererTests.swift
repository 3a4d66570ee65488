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
    }

    @Test func emptyCanvasIsRefused() {
        #expect(throws: RenderError.self) {
            try VectorRenderer.svg(DisplayList(size: .zero), text: TextEngine(), images: ImageStore())
        }
    }
}
