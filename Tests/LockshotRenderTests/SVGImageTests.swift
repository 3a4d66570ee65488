import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

/// SVG images through librsvg: loading, safety limits, drawing as vectors, tinting.
@Suite struct SVGImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/svg"

    /// A 16 × 16 pt document: a red square filling the left half, nothing on the right.
    static let halfRed = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <rect x="0" y="0" width="8" height="16" fill="#FF0000"/>
          <circle cx="12" cy="8" r="3" fill="#0000FF"/>
        </svg>
        """

    /// Every file of the bad corpus is refused with a reason (never a crash, never a hang),
    /// and binding would show the fallback, as for a corrupt PNG.
    @Test(arguments: [
        ("malformed.svg", "Error"), ("external-reference.svg", "secret.png"), ("etc-passwd.svg", "file:///etc/passwd"),
        ("network.svg", "http://example.com"), ("external-entity.svg", "ENTITY"),
        ("huge-viewbox.svg", "megapixel"), ("no-size.svg", "no size"), ("deep-nesting.svg", "nested"),
        ("billion-laughs.svg", ""), ("use-explosion.svg", ""), ("empty.svg", "neither PNG, JPEG, SVG nor PDF"),
        ("not-svg.svg", "neither PNG, JPEG, SVG nor PDF"), ("too-big.svg", "1 MiB"),
    ])
    func theBadCorpusIsRefusedWithAReason(file: String, mentions: String) throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store, projectRoot: Self.fixtures)
        let clock = ContinuousClock()
        let start = clock.now
        let result = provider.image(named: file, relativeTo: Self.fixtures)
        #expect(clock.now - start < .seconds(10), "\(file) took too long")
        guard case .failure(let error) = result else {
            Issue.record("\(file) was accepted")
            return
        }
        #expect(!error.message.isEmpty)
        if !mentions.isEmpty { #expect(error.message.contains(mentions), "\(file): \(error.message)") }
        #expect(store.vectors.isEmpty)
    }

    /// Billion laughs is refused before librsvg parses it: its entities would expand to a billion `lol`s.
    @Test func hugeEntityExpansionIsRefusedBeforeParsing() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/billion-laughs.svg")))
        #expect(SVGDocument.externalReference(bytes) == nil && SVGDocument.nestingDepth(bytes) < SVGDocument.depthLimit)
        #expect(SVGDocument.entityExpansion(bytes) > SVGDocument.expansionLimit)
        #expect(throws: RenderError.self) { try SVGDocument(bytes) }
    }

    /// The variant `scripts/fuzz svg` found: a redeclared entity and the references inside an unterminated attribute
    /// value, which libxml2's own limit let through to allocate over 2 GB; a cycle; and what Illustrator writes
    /// (plain namespace entities), which still loads.
    @Test func entityExpansionIsBoundedWhereverTheReferencesAre() throws {
        var levels = [#"<!ENTITY a0 "ha">"#, #"<!ENTITY a1 "&a0;&a0;&a0;&a0;&a0;&a0;&a0;&a0;&a0;&a0;">"#,
                      #"<!ENTITY a1 "&a9;">"#]
        for n in 2...9 { levels.append("<!ENTITY a\(n) \"" + String(repeating: "&a\(n - 1);", count: 10) + "\">") }
        let attribute = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n" + levels.joined(separator: "\n") + "\n]>\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><text y="10!>&a9;</text></svg>"#
        #expect(SVGDocument.entityExpansion(Array(attribute.utf8)) > SVGDocument.expansionLimit)
        #expect(throws: RenderError.self) { try SVGDocument(Array(attribute.utf8)) }
        let cycle = #"<!DOCTYPE svg [<!ENTITY x "&y;"><!ENTITY y "&x;">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">&x;</svg>"#
        #expect(SVGDocument.entityExpansion(Array(cycle.utf8)) == SVGDocument.saturated)
        let illustrator = #"<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>"#
            + ##"<svg xmlns="&ns_svg;" width="16" height="16"><rect width="16" height="16" fill="#FF0000"/></svg>"##
        #expect(SVGDocument.entityExpansion(Array(illustrator.utf8)) == "http://www.w3.org/2000/svg".count)
        #expect(try SVGDocument(Array(illustrator.utf8)).width == 16)
    }

    @Test func aGoodSVGLoadsWithItsIntrinsicSize() throws {
        let document = try SVGDocument(Array(Self.halfRed.utf8))
        #expect(document.width == 16 && document.height == 16)
        let viewBoxOnly = try SVGDocument(Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"/>"#.utf8))
        #expect(viewBoxOnly.width == 30 && viewBoxOnly.height == 10)
    }

    /// Drawn as vectors: at @3x the half-red edge is as sharp as at @1x (no upscaled bitmap),
    /// and the circle's inside is solid blue at both scales.
    @Test(arguments: [1, 3])
    func rendersCrispAtEveryScale(scale: Int) throws {
        let store = ImageStore()
        store.insertVector(try SVGDocument(Array(Self.halfRed.utf8)), for: "/virtual/half.svg")
        let asset = ImageAsset(id: "/virtual/half.svg", pixelWidth: 16, pixelHeight: 16)
        let image = try RasterTestSupport.render(
            [.image(ImageDrawing(asset: asset, destination: Rect(x: 0, y: 0, width: 32, height: 32)))],
            width: 32, height: 32, scale: scale, images: store)
        #expect(image.width == 32 * scale)
        let s = scale
        // The red half ends exactly at x = 16 pt: the last red pixel and the first empty one are neighbours.
        #expect(RasterTestSupport.pixel(image, 16 * s - 1, 4 * s) == [255, 0, 0, 255])
        #expect(RasterTestSupport.pixel(image, 16 * s, 4 * s)[3] == 0)
        #expect(RasterTestSupport.pixel(image, 24 * s, 16 * s) == [0, 0, 255, 255])
    }

    /// A template image paints only its shape, in the tint.
    @Test func aTintedSVGPaintsItsAlphaInTheTint() throws {
        let store = ImageStore()
        store.insertVector(try SVGDocument(Array(Self.halfRed.utf8)), for: "/virtual/half.svg")
        let asset = ImageAsset(id: "/virtual/half.svg", pixelWidth: 16, pixelHeight: 16)
        let green = RGBA(red: 0, green: 1, blue: 0)
        let image = try RasterTestSupport.render(
            [.image(ImageDrawing(asset: asset, destination: Rect(x: 0, y: 0, width: 16, height: 16), tint: green))],
            width: 16, height: 16, scale: 2, images: store)
        #expect(RasterTestSupport.pixel(image, 4, 16) == [0, 255, 0, 255])
        #expect(RasterTestSupport.pixel(image, 24, 16) == [0, 255, 0, 255])
        #expect(RasterTestSupport.pixel(image, 30, 2)[3] == 0)
    }

    /// SVG output keeps an SVG image as paths, not an embedded bitmap.
    @Test func vectorOutputStaysVector() throws {
        let store = ImageStore()
        store.insertVector(try SVGDocument(Array(Self.halfRed.utf8)), for: "/virtual/half.svg")
        let asset = ImageAsset(id: "/virtual/half.svg", pixelWidth: 16, pixelHeight: 16)
        let list = DisplayList(size: Size(width: 32, height: 32), operations: [
            .image(ImageDrawing(asset: asset, destination: Rect(x: 0, y: 0, width: 32, height: 32))),
        ])
        let svg = String(decoding: try VectorRenderer.svg(list, text: TextEngine(), images: store), as: UTF8.self)
        #expect(svg.contains("<path") || svg.contains("<rect"))
        #expect(!svg.contains("<image"))
    }

    @Test func aFileSVGResolvesThroughTheProvider() throws {
        let project = try AssetTestProject()
        try project.write(Array(Self.halfRed.utf8), to: "project/layouts/fixtures/logo.svg")
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        let asset = try provider.image(named: "fixtures/logo.svg", relativeTo: project.layouts).get()
        #expect(asset.pixelWidth == 16 && asset.pixelHeight == 16)
        #expect(store.vectors[asset.id] != nil)
    }
}

/// SVG cost and self-reference (issue 28, Medium 7).
@Suite("SVG budgets")
struct SVGBudgetTests {
    @Test("thousands of blur filters under the 1 MiB cap are refused before drawing, naming the count")
    func filterBudget() throws {
        let blur = ##"<filter id="f%d"><feGaussianBlur stdDeviation="40"/></filter><rect width="100" height="100" filter="url(#f%d)"/>"##
        var body = ""
        for i in 0..<5_000 { body += blur.replacingOccurrences(of: "%d", with: String(i)) }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"# + body + "</svg>"
        #expect(svg.utf8.count < SVGDocument.byteLimit)
        do {
            _ = try SVGDocument(Array(svg.utf8))
            Issue.record("a 5,000-filter SVG loaded")
        } catch {
            #expect("\(error)".contains("5000 filter primitives"), "\(error)")
        }
        let few = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><filter id="a"><feGaussianBlur stdDeviation="1"/></filter><rect width="10" height="10" filter="url(#a)"/></svg>"##
        #expect(throws: Never.self) { try SVGDocument(Array(few.utf8)) }
    }

    @Test("a <use> that refers to its own ancestor draws nothing, and says so")
    func selfReference() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><g id="g"><use xlink:href="#g"/></g></svg>"##
        do {
            _ = try SVGDocument(Array(svg.utf8))
            Issue.record("a self-referencing SVG loaded as a blank image")
        } catch {
            #expect("\(error)".contains("refers to itself") || "\(error)".contains("could not draw"), "\(error)")
        }
        let reuse = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><defs><rect id="r" width="10" height="10"/></defs><use xlink:href="#r"/></svg>"##
        #expect(throws: Never.self) { try SVGDocument(Array(reuse.utf8)) }
    }
}
