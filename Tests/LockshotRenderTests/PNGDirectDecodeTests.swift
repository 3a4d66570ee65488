import Foundation
import Testing
@testable import LockshotRender

/// The direct reader of lockshot's own PNGs must give exactly libpng's pixels, and step aside for
/// anything else (so libpng's decoding and error messages are unchanged).
@Suite struct PNGDirectDecodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every fifth committed golden (all five row filters occur in them) decodes to libpng's pixels
    /// (every golden passing `lockshot test` checks the rest).
    @Test func goldensDecodeToLibpngsPixels() throws {
        let golden = Self.root.appendingPathComponent("golden").path
        let files = (FileManager.default.enumerator(atPath: golden)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted().enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        #expect(files.count > 20)
        var direct = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden + "/" + file)))
            let viaLibpng = try PNGCodec.decode(bytes, pixelLimit: RenderError.pixelLimit, direct: false)
            let read = try #require(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) })
            #expect(read == viaLibpng, "\(file)")
            direct += 1
        }
        #expect(direct == files.count)
    }

    /// Both of lockshot's encoders (standard: adaptive filters; fast: none) read back exactly.
    @Test(arguments: [PNGCodec.Compression.standard, .fast])
    func encodedImagesReadBackExactly(_ compression: PNGCodec.Compression) throws {
        var pixels: [UInt8] = []
        for y in 0..<37 {
            for x in 0..<53 {
                pixels += [UInt8((x * 7 + y * 3) % 256), UInt8((x * y) % 256), UInt8(y * 6), UInt8([255, 0, 128, 1][(x + y) % 4])]
            }
        }
        let image = PixelImage(width: 53, height: 37, pixels: pixels)
        let bytes = try PNGCodec.encode(image, compression: compression)
        #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == image)
    }

    /// Corrupt, truncated or over-limit data is left to libpng, which reports it.
    @Test func stepsAsideForDamageAndLimits() throws {
        let image = PixelImage(width: 9, height: 4, pixels: [UInt8](repeating: 200, count: 9 * 4 * 4))
        var bytes = try PNGCodec.encode(image)
        #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: 35) } == nil)
        #expect(throws: RenderError.self) { try PNGCodec.decode(bytes, pixelLimit: 35) }
        bytes[bytes.count - 20] ^= 0xFF  // inside IDAT: its CRC no longer matches
        #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == nil)
        let truncated = Array(try PNGCodec.encode(image).dropLast(30))
        #expect(truncated.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == nil)
        #expect(throws: RenderError.self) { try PNGCodec.decode(truncated) }
    }

    /// The zlib stream of a `.fast` PNG (one IDAT), and a PNG rebuilt around it from `chunks`.
    static func rebuilt(_ image: PixelImage, _ chunks: ([UInt8]) -> [[UInt8]]) throws -> [UInt8] {
        let bytes = try PNGCodec.encode(image, compression: .fast)
        // signature, IHDR (25), sRGB (13), then IDAT: its length, type, data.
        let start = 8 + 25 + 13
        let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
        let stream = Array(bytes[(start + 8)..<(start + 8 + length)])
        let ihdr = RasterTestSupport.bigEndian(UInt32(image.width)) + RasterTestSupport.bigEndian(UInt32(image.height))
            + [8, 6, 0, 0, 0]
        return PNGCodec.signature + RasterTestSupport.chunk("IHDR", ihdr) + chunks(stream).flatMap { $0 }
            + RasterTestSupport.chunk("IEND", [])
    }

    /// Image data split over several IDAT chunks (as libpng writes it, 8 KiB each) is joined before
    /// libdeflate inflates it; harmless chunks may follow the data. Same pixels as libpng.
    @Test func splitImageDataDecodesLikeLibpng() throws {
        let image = PNGFastEncodeTestsSample.image
        for pieces in [2, 3, 7] {
            let bytes = try Self.rebuilt(image) { stream in
                let size = (stream.count + pieces - 1) / pieces
                return stride(from: 0, to: stream.count, by: size).map {
                    RasterTestSupport.chunk("IDAT", Array(stream[$0..<min($0 + size, stream.count)]))
                } + [RasterTestSupport.chunk("tEXt", Array("Comment\u{0}split".utf8))]
            }
            let viaLibpng = try PNGCodec.decode(bytes, pixelLimit: RenderError.pixelLimit, direct: false)
            #expect(viaLibpng == image)
            #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == image,
                    "\(pieces) IDAT chunks")
        }
    }

    /// Every row filter (None, Sub, Up, Average, Paeth) in turn over random bytes, at widths around the
    /// 16-byte steps of the Up filter: unfiltered exactly as libpng does.
    @Test(arguments: [1, 3, 4, 5, 17, 41])
    func everyFilterUnfiltersLikeLibpng(width: Int) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(width)
        let height = 11
        var scanlines: [UInt8] = []
        for y in 0..<height {
            scanlines.append(UInt8(y % 5))
            for _ in 0..<(width * 4) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                scanlines.append(UInt8(truncatingIfNeeded: state >> 56))
            }
        }
        let bytes = try PNGCodec.assemble(width: width, height: height, colorType: 6, scanlines: scanlines)
        let viaLibpng = try PNGCodec.decode(bytes, pixelLimit: RenderError.pixelLimit, direct: false)
        #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == viaLibpng)
    }

    /// Image data interrupted by another chunk, bytes after the zlib stream, or a stream one row short:
    /// the direct reader steps aside and libpng decides, as before.
    @Test func oddImageDataIsLeftToLibpng() throws {
        let image = PNGFastEncodeTestsSample.image
        let chunk = RasterTestSupport.chunk
        let interrupted = try Self.rebuilt(image) { stream in
            [chunk("IDAT", Array(stream.prefix(10))), chunk("tEXt", Array("a\u{0}b".utf8)), chunk("IDAT", Array(stream.dropFirst(10)))]
        }
        let trailing = try Self.rebuilt(image) { [chunk("IDAT", $0 + [0, 0, 0, 0])] }
        let taller = try Self.rebuilt(PixelImage(width: image.width, height: image.height + 1,
                                                pixels: image.pixels + image.pixels.prefix(image.width * 4))) { [chunk("IDAT", $0)] }
        var tooLong = taller
        tooLong[8 + 8 + 7] = UInt8(image.height)  // IHDR height one row less than the data holds (CRC fixed below)
        tooLong.replaceSubrange(8..<(8 + 25), with: chunk("IHDR", Array(tooLong[16..<29])))
        for bytes in [interrupted, trailing, tooLong] {
            #expect(bytes.withUnsafeBytes { PNGDirectDecoder.decode($0, pixelLimit: RenderError.pixelLimit) } == nil)
        }
        #expect(try PNGCodec.decode(trailing) == image, "libpng ignores what follows the stream")
    }
}

/// A small image with every kind of alpha and an odd width.
enum PNGFastEncodeTestsSample {
    static let image: PixelImage = {
        var pixels: [UInt8] = []
        for y in 0..<29 {
            for x in 0..<41 {
                pixels += [UInt8((x * 5 + y) % 256), UInt8((x ^ y) * 3 % 256), UInt8(y * 8), UInt8([255, 0, 128, 255, 7][(x / 3 + y) % 5])]
            }
        }
        return PixelImage(width: 41, height: 29, pixels: pixels)
    }()
}
