import Testing
@testable import LockshotRender

@Suite struct PNGCodecTests {
    typealias S = RasterTestSupport

    /// A 7×5 image with varied colors and alpha, including fully transparent pixels.
    static func sample() -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                pixels += [UInt8(x * 36), UInt8(y * 60), UInt8((x * y * 17) % 256), UInt8([255, 128, 0, 1, 200][y])]
            }
        }
        return PixelImage(width: 7, height: 5, pixels: pixels)
    }

    @Test func encodeThenDecodeRoundTripsExactly() throws {
        let image = Self.sample()
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded == image)
    }

    @Test func encodingIsDeterministicAndHasNoVaryingChunks() throws {
        let a = try PNGCodec.encode(Self.sample())
        let b = try PNGCodec.encode(Self.sample())
        #expect(a == b)
        let chunkTypes = Self.chunkTypes(a)
        #expect(chunkTypes.first == "IHDR")
        #expect(chunkTypes.contains("sRGB"))
        #expect(!chunkTypes.contains("tIME"))
        #expect(!chunkTypes.contains("tEXt"))
        #expect(chunkTypes.last == "IEND")
    }

    @Test func headerSizeIsReadWithoutDecoding() throws {
        let size = try PNGCodec.size(of: S.pngHeader(width: 100_000, height: 100_000))
        #expect(size.width == 100_000 && size.height == 100_000)
    }

    @Test func decompressionBombIsRefusedFromItsHeader() {
        #expect { try PNGCodec.decode(S.pngHeader(width: 100_000, height: 100_000)) } throws: { error in
            guard case .imageTooLarge(let w, let h, _) = error as? RenderError else { return false }
            return w == 100_000 && h == 100_000
        }
    }

    @Test(arguments: [0, 8, 20, 33, 50, 60])
    func truncatedPNGThrowsInsteadOfCrashing(length: Int) throws {
        let bytes = try PNGCodec.encode(Self.sample())
        #expect(throws: RenderError.self) { try PNGCodec.decode(Array(bytes.prefix(length))) }
    }

    @Test func corruptedImageDataThrows() throws {
        var bytes = try PNGCodec.encode(Self.sample())
        // Flip bytes in the middle of the IDAT payload: the chunk CRC no longer matches.
        for i in (bytes.count / 2)..<(bytes.count / 2 + 6) { bytes[i] ^= 0x5A }
        #expect(throws: RenderError.self) { try PNGCodec.decode(bytes) }
    }

    @Test func garbageIsRefused() {
        #expect(throws: RenderError.self) { try PNGCodec.decode(Array("not a png at all".utf8)) }
        #expect(throws: RenderError.self) { try ImageDecoder.decode([]) }
    }

    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        return types
    }
}

extension PNGCodecTests {
    @Test func fastCompressionRoundTripsAndIsDeterministic() throws {
        let image = try Rasterizer.rasterize(RasterTestSupport.sampleList(), scale: 2, text: TextEngine(), images: ImageStore())
        let fast = try PNGCodec.encode(image, compression: .fast)
        let again = try PNGCodec.encode(image, compression: .fast)
        let standard = try PNGCodec.encode(image)
        #expect(fast == again)
        #expect(fast != standard)  // the option really changes the encoding
        #expect(try PNGCodec.decode(fast) == image)
    }
}
