import Foundation
import Testing
@testable import LockshotRender

/// lockshot's own PNG writer (`.fast`: no row filter, libdeflate, one IDAT) must give files every
/// reader decodes to the same pixels: checked with libpng alone (not lockshot's direct reader).
@Suite struct PNGFastEncodeTests {
    typealias S = RasterTestSupport

    /// Real renders: the sample display list at 1× (371 px wide: odd), 2× and 3× (transparent rounded
    /// corners, partial alpha at their edges), and some committed goldens decoded.
    static func renders() throws -> [PixelImage] {
        var images = try [1, 2, 3].map { scale in
            try Rasterizer.rasterize(S.sampleList(), scale: scale, text: TextEngine(), images: ImageStore())
        }
        let golden = PNGDirectDecodeTests.root.appendingPathComponent("golden").path
        let files = (FileManager.default.enumerator(atPath: golden)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted().enumerated().filter { $0.offset % 60 == 0 }.map(\.element)
        for file in files {
            images.append(try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden + "/" + file)))))
        }
        return images
    }

    @Test func rendersRoundTripThroughLibpng() throws {
        let images = try Self.renders()
        #expect(images.count > 8)
        #expect(images.contains { $0.width % 2 == 1 })
        let alphas = Set(images[2].pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
        #expect(alphas.contains(0) && alphas.contains(255) && alphas.contains { $0 > 0 && $0 < 255 },
                "the 3× sample has transparent, opaque and partly transparent pixels")
        for image in images {
            let bytes = try PNGCodec.encode(image, compression: .fast)
            let viaLibpng = try PNGCodec.decode(bytes, pixelLimit: RenderError.pixelLimit, direct: false)
            #expect(viaLibpng == image, "\(image)")
            let direct = bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) }
            #expect(direct == image, "\(image): the direct reader (libdeflate) reads it too")
        }
    }

    /// A preview is drawn into the buffer that then becomes its PNG's scanlines (`Rasterizer.png(_:compression: .fast)`,
    /// `ScanlineCanvas`): the file must be the one encoding the read-back image gives, byte for byte.
    @Test func renderingStraightIntoScanlinesWritesTheSameFile() throws {
        for scale in [1, 2, 3] {
            let engine = TextEngine(), images = ImageStore()
            let image = try Rasterizer.rasterize(S.sampleList(), scale: scale, text: engine, images: images)
            let direct = try Rasterizer.png(S.sampleList(), scale: scale, text: engine, images: images, compression: .fast)
            #expect(direct == (try PNGCodec.encode(image, compression: .fast)), "@\(scale)x")
        }
    }

    /// The in-place conversion at the edges of its arithmetic: one pixel, heights at and around a multiple of 64
    /// (where the last row's scanline starts exactly at its pixels), odd widths; every kind of alpha.
    @Test(arguments: [(1, 1), (3, 63), (5, 64), (7, 65), (17, 128), (2, 200)])
    func scanlineCanvasConvertsInPlace(width: Int, height: Int) throws {
        let canvas = try ScanlineCanvas(width: width, height: height)
        var generator = SystemRandomNumberGenerator()
        var premultiplied = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = [0, 255, UInt8.random(in: 1...254, using: &generator)][pixel % 3]
            let word = UInt32(alpha) << 24 | (0..<3).reduce(0) { word, channel in
                word | UInt32(UInt8.random(in: 0...alpha, using: &generator)) << (8 * UInt32(channel))
            }
            withUnsafeBytes(of: word) { premultiplied.replaceSubrange((pixel * 4)..<(pixel * 4 + 4), with: $0) }
        }
        #expect(UnsafeRawBufferPointer(start: canvas.pixels, count: premultiplied.count).allSatisfy { $0 == 0 },
                "a new canvas is transparent")
        canvas.pixels.copyMemory(from: premultiplied, byteCount: premultiplied.count)
        let expected = premultiplied.withUnsafeMutableBufferPointer {
            RasterPixels.unpremultiply($0.baseAddress!, stride: width * 4, width: width, height: height)
        }
        let bytes = try canvas.encodePNG()
        #expect(try PNGCodec.decode(bytes, pixelLimit: RenderError.pixelLimit, direct: false) == expected)
        #expect(bytes == (try PNGCodec.encode(expected, compression: .fast)))
    }

    @Test func encodingIsByteIdenticalAcrossEncodes() throws {
        for image in try Self.renders().prefix(4) {
            let first = try PNGCodec.encode(image, compression: .fast)
            #expect(try PNGCodec.encode(image, compression: .fast) == first, "\(image)")
        }
    }

    /// Signature, IHDR (8-bit RGBA), sRGB like libpng's writer, one IDAT, IEND; every CRC right.
    @Test func chunkLayout() throws {
        let bytes = try PNGCodec.encode(PNGCodecTests.sample(), compression: .fast)
        #expect(Array(bytes.prefix(8)) == PNGCodec.signature)
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
                | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            #expect(Array(bytes[(offset + 8 + length)..<(offset + 12 + length)]) == S.bigEndian(S.crc32(Array(type.utf8) + data)),
                    "\(type) CRC")
            chunks.append((type, data))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        #expect(chunks.map(\.0) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(chunks[0].1 == S.bigEndian(7) + S.bigEndian(5) + [8, 6, 0, 0, 0])
        #expect(chunks[1].1 == [0])
    }

    @Test func assembleRefusesBadInput() {
        #expect(throws: RenderError.self) { try PNGCodec.assemble(width: 0, height: 1, colorType: 6, scanlines: [0]) }
        #expect(throws: RenderError.self) {
            try PNGCodec.assemble(width: 1, height: 1, colorType: 3, chunks: [.init("PLT", [0, 0, 0])], scanlines: [0, 0])
        }
    }
}
