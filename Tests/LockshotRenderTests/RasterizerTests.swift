import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite struct RasterizerTests {
    typealias S = RasterTestSupport

    @Test(arguments: [
        (371.0, 3, 1113), (36.67, 3, 110), (52.33, 3, 157), (62.33, 3, 187), (125.33, 3, 376), (371.0, 2, 742), (84.0, 1, 84),
    ])
    func canvasSizeRoundsEachSideToNearestPixel(points: Double, scale: Int, pixels: Int) throws {
        let image = try S.render([], width: points, height: 36.67, scale: scale)
        #expect(image.width == pixels)
        #expect(Rasterizer.pixelSize(of: Size(width: points, height: 1), scale: scale).width == pixels)
    }

    @Test func fillSpanningAFractionalCanvasCoversItExactly() throws {
        // 52.33 pt @3x: the edge rounds to pixel 157, so the last column is fully opaque, not 99 %.
        let image = try S.render([.fill(.rect(Rect(x: 0, y: 0, width: 52.33, height: 36.67)), .white)],
                                 width: 52.33, height: 36.67)
        #expect(S.pixel(image, 156, 109) == [255, 255, 255, 255])
        #expect(S.pixel(image, 0, 0) == [255, 255, 255, 255])
    }

    @Test func roundedRectFillLandsWhereExpected() throws {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let image = try S.render([.fill(.roundedRect(Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 8), red)],
                                 width: 60, height: 40, scale: 2)
        #expect(S.pixel(image, 60, 40) == [255, 0, 0, 255])          // center
        #expect(S.pixel(image, 21, 40) == [255, 0, 0, 255])          // just inside the left edge
        #expect(S.pixel(image, 19, 40)[3] == 0)                      // just outside it
        #expect(S.pixel(image, 20, 20)[3] == 0)                      // the rounded-off corner
        #expect(S.pixel(image, 99, 59)[3] == 0)                      // bottom-right corner, rounded off
        #expect(S.pixel(image, 98, 40) == [255, 0, 0, 255])          // right edge at 100 px
        #expect(S.pixel(image, 100, 40)[3] == 0)
    }

    @Test func strokeStaysInsideTheShape() throws {
        let image = try S.render([.stroke(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .white, lineWidth: 2)],
                                 width: 40, height: 40, scale: 1)
        #expect(S.pixel(image, 10, 20) == [255, 255, 255, 255])
        #expect(S.pixel(image, 11, 20) == [255, 255, 255, 255])
        #expect(S.pixel(image, 9, 20)[3] == 0)
        #expect(S.pixel(image, 12, 20)[3] == 0)
        #expect(S.pixel(image, 29, 20) == [255, 255, 255, 255])
        #expect(S.pixel(image, 30, 20)[3] == 0)
    }

    @Test func groupClipsAndAppliesOpacityOnce() throws {
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let ops: [DrawOperation] = [
            .group(clip: .rect(Rect(x: 0, y: 0, width: 10, height: 10)), opacity: 0.5, [
                .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), blue),
                .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), blue),  // overlapping: still 50 %, not 75 %
            ]),
        ]
        let image = try S.render(ops, width: 20, height: 20, scale: 1)
        #expect(S.pixel(image, 5, 5) == [0, 0, 255, 128])
        #expect(S.pixel(image, 15, 15)[3] == 0)  // outside the clip
    }

    @Test func nearestNeighbourImageKeepsPixelArtSharp() throws {
        // A 2×1 image (red, blue) scaled to 20×10 pt: each half is a solid color, no blended column.
        let store = ImageStore()
        store.insert(PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), for: "test:two")
        let drawing = ImageDrawing(asset: ImageAsset(id: "test:two", pixelWidth: 2, pixelHeight: 1),
                                   destination: Rect(x: 0, y: 0, width: 20, height: 10), interpolation: .none)
        let image = try S.render([.image(drawing)], width: 20, height: 10, scale: 1, images: store)
        #expect(S.pixel(image, 9, 5) == [255, 0, 0, 255])
        #expect(S.pixel(image, 10, 5) == [0, 0, 255, 255])
        #expect(S.pixel(image, 0, 0) == [255, 0, 0, 255])   // edges padded, not faded
        #expect(S.pixel(image, 19, 9) == [0, 0, 255, 255])
    }

    @Test func smoothImageBlendsAndStaysInsideItsDestination() throws {
        let store = ImageStore()
        store.insert(PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), for: "test:two")
        let drawing = ImageDrawing(asset: ImageAsset(id: "test:two", pixelWidth: 2, pixelHeight: 1),
                                   destination: Rect(x: 5, y: 0, width: 20, height: 10))
        let image = try S.render([.image(drawing)], width: 30, height: 10, scale: 1, images: store)
        let middle = S.pixel(image, 15, 5)
        #expect(middle[0] > 60 && middle[2] > 60)  // a blend of red and blue
        #expect(S.pixel(image, 5, 5) == [255, 0, 0, 255])
        #expect(S.pixel(image, 4, 5)[3] == 0)
        #expect(S.pixel(image, 25, 5)[3] == 0)
    }

    @Test func missingImageThrowsAClearError() {
        let drawing = ImageDrawing(asset: ImageAsset(id: "/nonexistent/x.png", pixelWidth: 1, pixelHeight: 1),
                                   destination: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect { try S.render([.image(drawing)], width: 10, height: 10) } throws: { error in
            (error as? RenderError)?.code == "missing-image"
        }
    }

    @Test func sameListRendersToIdenticalPNGBytes() throws {
        let list = S.sampleList()
        let first = try Rasterizer.png(list, scale: 3, text: TextEngine(), images: ImageStore())
        let second = try Rasterizer.png(list, scale: 3, text: TextEngine(), images: ImageStore())
        #expect(first == second)
        #expect(first.starts(with: PNGCodec.signature))
    }

    @Test func rendersFromManyThreadsAtOnceGiveIdenticalBytes() throws {
        let list = S.sampleList()
        let reference = try Rasterizer.png(list, scale: 3, text: TextEngine(), images: ImageStore())
        let results = RasterResultBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            // Each thread owns its engine and store, as a Pipeline does.
            results.set(index, try? Rasterizer.png(list, scale: 3, text: TextEngine(), images: ImageStore()))
        }
        for result in results.values { #expect(result == reference) }
    }

    @Test func textRendersIdenticallyFromManyThreads() throws {
        @Sendable func render() throws -> [UInt8] {
            let engine = TextEngine()  // one engine per thread, as a Pipeline owns one
            let font = FontSpec(family: "Unifont", source: .file("/usr/share/fonts/opentype/unifont/unifont.otf"), size: 16)
            let measured = engine.measure(TextRequest(text: "Maya · look", font: font))
            let list = DisplayList(size: Size(width: 120, height: 30), operations: [
                .fill(.rect(Rect(x: 0, y: 0, width: 120, height: 30)), RGBA(hex: 0x0A0A1A)),
                .text(TextDrawing(frame: Rect(origin: Point(x: 4, y: 4), size: measured.size), lines: measured.lines,
                                  font: font, color: RGBA(hex: 0xF4F4F8))),
            ])
            return try Rasterizer.png(list, scale: 3, text: engine, images: ImageStore())
        }
        let reference = try render()
        #expect(try PNGCodec.decode(reference).pixels.contains(0xF4))  // some glyph pixels were drawn
        let results = RasterResultBox(count: 6)
        DispatchQueue.concurrentPerform(iterations: 6) { index in results.set(index, try? render()) }
        for result in results.values { #expect(result == reference) }
    }

    @Test func invalidScaleIsRefused() {
        #expect(throws: RenderError.self) { try S.render([], width: 10, height: 10, scale: 0) }
    }
}

/// Collects per-thread results; each index is written by exactly one thread, under a lock.
final class RasterResultBox: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var storage: [[UInt8]?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: [UInt8]?) { lock.withLock { storage[index] = value } }
    var values: [[UInt8]?] { lock.withLock { storage } }
}

@Suite struct RasterizerRobustnessTests {
    @Test func hostileGeometryDrawsNothingInsteadOfFailing() throws {
        let nan = Double.nan, inf = Double.infinity
        let ops: [DrawOperation] = [
            .fill(.rect(Rect(x: nan, y: 0, width: 10, height: 10)), .white),
            .fill(.roundedRect(Rect(x: 0, y: 0, width: inf, height: 10), cornerRadius: nan), .white),
            .fill(.ellipse(Rect(x: 0, y: 0, width: 0, height: 10)), .white),
            .stroke(.capsule(Rect(x: 0, y: 0, width: 10, height: -5)), .white, lineWidth: inf),
            .group(clip: .rect(Rect(x: 0, y: 0, width: nan, height: 1)), opacity: nan, [.fill(.rect(.zero), .white)]),
            .scanlines(Rect(x: 0, y: -inf, width: 10, height: inf), .white, opacity: 1, spacing: 0),
            .glow(.white, radius: inf, frame: Rect(x: 0, y: 0, width: 5, height: 5), [.fill(.rect(.zero), .white)]),
            .glow(.white, radius: 2, frame: Rect(x: nan, y: 0, width: 5, height: 5), [.fill(.rect(.zero), .white)]),
            .glow(.white, radius: 2, frame: Rect(x: 0, y: 0, width: 1e9, height: 1e9), []),
        ]
        let image = try RasterTestSupport.render(ops, width: 10, height: 10, scale: 1)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }
}

extension RasterizerRobustnessTests {
    @Test(arguments: [(0.0, 10.0), (10.0, -3.0), (20_000.0, 20_000.0), (Double.nan, 10.0), (Double.infinity, 10.0)])
    func absurdCanvasSizesAreRefusedWithAClearError(width: Double, height: Double) {
        #expect { try RasterTestSupport.render([], width: width, height: height, scale: 3) } throws: { error in
            (error as? RenderError)?.code == "invalid-canvas"
        }
    }
}

extension RasterizerTests {
    @Test func glowFollowsTheDrawnShapeNotTheFrame() throws {
        let green = RGBA(hex: 0x39FF88)
        let circle = Rect(x: 20, y: 20, width: 20, height: 20)
        let image = try S.render([.glow(green, radius: 6, frame: circle, [.fill(.ellipse(circle), green)])],
                                 width: 60, height: 60, scale: 1)
        // Two points 5 pt outside the circle: beside its top, and off the frame's corner diagonal.
        let aboveTop = Int(S.pixel(image, 30, 15)[3])
        let diagonal = Int(S.pixel(image, 19, 19)[3])   // ≈ 5.6 pt from the circle, 1.4 pt from the frame's corner
        #expect(aboveTop > 10)
        #expect(abs(aboveTop - diagonal) <= aboveTop / 3, "a frame-shaped glow would be far brighter on the diagonal")
        // Fades with distance, and nothing lands far away.
        #expect(Int(S.pixel(image, 30, 18)[3]) > aboveTop)
        #expect(S.pixel(image, 2, 2)[3] == 0)
        // The circle itself is drawn on top, opaque.
        #expect(S.pixel(image, 30, 30) == [0x39, 0xFF, 0x88, 255])
    }
}
