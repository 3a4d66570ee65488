import Foundation
import LockshotCheck
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotRender
import Testing

/// `Image(systemName:)`, `symbols { }`, SVG files and `Label`, through the whole pipeline.
@Suite struct SymbolLayoutTests {
    static let scale = 2

    /// Lays out and renders `body` as the lock screen; returns the picture and the laid-out images.
    static func render(_ body: String, extra: String = "", files: [String: String] = [:]) throws
        -> (image: PixelImage, images: [(frame: Rect, image: LaidOutImage)], diagnostics: [Diagnostic]) {
        let directory = try CheckTestSupport.temporaryDirectory()
        for (name, text) in files {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let path = directory + "/test.lockshot"
        try "\(extra)\nlockScreen {\n\(body)\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let pipeline = Pipeline()
        let request = RenderRequest(layoutPath: path, scale: scale)
        let (_, laidOut) = try pipeline.layOut(request)
        let result = try pipeline.render(request)
        var images: [(Rect, LaidOutImage)] = []
        func walk(_ node: LaidOutNode) {
            if case .image(let image) = node.kind { images.append((node.frame, image)) }
            node.children.forEach(walk)
        }
        walk(laidOut.root)
        return (try PNGCodec.decode(result.data), images, result.diagnostics)
    }

    static func pixel(_ image: PixelImage, _ x: Double, _ y: Double) -> [UInt8] {
        let px = Int(x * Double(scale)), py = Int(y * Double(scale))
        let i = (py * image.width + px) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    /// A filled-square symbol at 20 pt is a 20 × 20 pt frame painted in the foreground color.
    @Test func aSymbolIsTintedWithTheForegroundColorAtTheFontSize() throws {
        let (image, images, _) = try Self.render("""
            Image(systemName: "square.fill").font(.system(size: 20)).foregroundColor(#FF0000)
            """)
        let (frame, laidOut) = try #require(images.first)
        #expect(frame.width == 20 && frame.height == 20)
        #expect(laidOut.symbol?.standIn == "square-fill")
        #expect(Self.pixel(image, frame.midX, frame.midY) == [255, 0, 0, 255])
        #expect(Self.pixel(image, frame.minX + 3, frame.minY + 3) == [255, 0, 0, 255])
    }

    /// The default is the primary label color (white in the dark appearance), at the body size;
    /// `imageScale` scales it.
    @Test func imageScaleAndTheDefaultColor() throws {
        let (image, images, _) = try Self.render("""
            HStack {
              Image(systemName: "square.fill")
              Image(systemName: "square.fill").imageScale(.large)
              Image(systemName: "square.fill").imageScale(.small)
            }
            """)
        #expect(images.count == 3)
        #expect(images[0].frame.height == 17)
        #expect(abs(images[1].frame.height - 17 * 1.29) < 0.01)
        #expect(abs(images[2].frame.height - 17 * 0.78) < 0.01)
        #expect(Self.pixel(image, images[0].frame.midX, images[0].frame.midY) == [255, 255, 255, 255])
    }

    /// `resizable()` + `scaledToFit()` fills the frame keeping the aspect ratio.
    @Test func aResizableSymbolFillsItsFrame() throws {
        let (_, images, _) = try Self.render("""
            Image(systemName: "square.fill").resizable().scaledToFit().frame(width: 60, height: 40)
            """)
        let frame = try #require(images.first).frame
        #expect(frame.width == 40 && frame.height == 40)
    }

    static let leftHalf = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <rect width="8" height="16" fill="#00F"/>
        </svg>
        """

    /// A `symbols { }` entry replaces the stand-in; it draws as a template in the foreground color.
    @Test func aSymbolsBlockOverrideIsUsed() throws {
        let (image, images, diagnostics) = try Self.render("""
            Image(systemName: "car.fill").font(.system(size: 20)).foregroundColor(#00FF00)
            """, extra: "symbols { \"car.fill\" = \"icons/half.svg\" }", files: ["icons/half.svg": Self.leftHalf])
        #expect(diagnostics.isEmpty)
        let (frame, laidOut) = try #require(images.first)
        #expect(laidOut.symbol?.standIn == "icons/half.svg")
        #expect(Self.pixel(image, frame.minX + 4, frame.midY) == [0, 255, 0, 255])
        #expect(Self.pixel(image, frame.maxX - 4, frame.midY) == [0, 0, 0, 255])  // the black lock screen
    }

    /// An unmapped name draws the "?" box, warns, and `check` reports `unmapped-symbol`.
    @Test func anUnmappedSymbolDrawsTheBoxWarnsAndIsAFinding() throws {
        let (image, images, diagnostics) = try Self.render("""
            Image(systemName: "no.such.symbol").font(.system(size: 32)).foregroundColor(#FF0000)
            """)
        let (frame, laidOut) = try #require(images.first)
        #expect(laidOut.asset?.id == SymbolStandIn.unmappedID)
        #expect(diagnostics.contains { $0.code == "unmapped-symbol" && $0.message.contains("no.such.symbol") })
        // The box's outline is drawn in the foreground color; its inside (away from the "?") shows the background.
        #expect(Self.pixel(image, frame.minX + 2.5, frame.midY) == [255, 0, 0, 255])
        #expect(Self.pixel(image, frame.minX + 6, frame.minY + 6) == [0, 0, 0, 255])
        let findings = try CheckTestSupport.findings("unmapped-symbol", in: CheckTestSupport.layout("""
            Image(systemName: "no.such.symbol")
            Image(systemName: "car.fill")
            """))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("no.such.symbol") == true)
    }

    /// An SVG file is an image like a PNG: its intrinsic size in points, its own colors.
    @Test func anSVGFileDrawsInItsOwnColors() throws {
        let (image, images, diagnostics) = try Self.render("""
            Image("icons/half.svg").resizable().frame(width: 32, height: 32)
            """, files: ["icons/half.svg": Self.leftHalf])
        #expect(diagnostics.isEmpty)
        let frame = try #require(images.first).frame
        #expect(Self.pixel(image, frame.minX + 4, frame.midY) == [0, 0, 255, 255])
        #expect(Self.pixel(image, frame.maxX - 4, frame.midY) == [0, 0, 0, 255])  // the black lock screen
    }

    /// A bad SVG falls back like a corrupt PNG, with a `missing-asset` warning.
    @Test func aBadSVGFallsBack() throws {
        let (_, images, diagnostics) = try Self.render("""
            Image("icons/bad.svg" ?? "app-icon")
            """, files: ["icons/bad.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>"])
        #expect(images.first?.image.fallback == true)
        #expect(diagnostics.contains { $0.code == "missing-asset" && $0.message.contains("bad.svg") })
    }

    /// `Label`: icon then title, centered, with the spacing following the font; `labelStyle` picks parts.
    @Test func labelIsIconThenTitle() throws {
        let (_, images, _) = try Self.render("""
            VStack(alignment: .leading) {
              Label("Go", systemImage: "bolt.fill").font(.system(size: 20))
              Label("Go", systemImage: "bolt.fill").labelStyle(.titleOnly)
              Label("Go", systemImage: "bolt.fill").labelStyle(.iconOnly)
            }
            """)
        #expect(images.count == 2)
        #expect(images[0].frame.height == 20)
    }
}
