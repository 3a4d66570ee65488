import Foundation
import Testing
@testable import LockshotRender

@Suite struct JPEGCodecTests {
    typealias S = RasterTestSupport

    /// A 4×2 image: left half red, right half blue (large flat areas survive JPEG compression).
    static func landscape() -> PixelImage {
        var pixels: [UInt8] = []
        for _ in 0..<16 {
            for x in 0..<32 { pixels += x < 16 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return PixelImage(width: 32, height: 16, pixels: pixels)
    }

    /// `jpeg` with an APP1 Exif segment (big- or little-endian TIFF) carrying `orientation`, right after SOI.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt16, littleEndian: Bool = false) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] { littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) }
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    static func isRed(_ p: [UInt8]) -> Bool { p[0] > 200 && p[2] < 60 }
    static func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 60 }

    @Test func decodesWhatItEncodes() throws {
        let decoded = try JPEGCodec.decode(JPEGCodec.encode(Self.landscape()))
        #expect(decoded.width == 32 && decoded.height == 16)
        #expect(Self.isRed(S.pixel(decoded, 2, 8)))
        #expect(Self.isBlue(S.pixel(decoded, 29, 8)))
        #expect(S.pixel(decoded, 29, 8)[3] == 255)
    }

    @Test(arguments: [false, true])
    func orientationSixRotatesClockwise(littleEndian: Bool) throws {
        let jpeg = Self.withOrientation(try JPEGCodec.encode(Self.landscape()), 6, littleEndian: littleEndian)
        let decoded = try JPEGCodec.decode(jpeg)
        // Stored 32×16 with red left; shown rotated 90° clockwise: 16×32 with red on top.
        #expect(decoded.width == 16 && decoded.height == 32)
        #expect(Self.isRed(S.pixel(decoded, 8, 2)))
        #expect(Self.isBlue(S.pixel(decoded, 8, 29)))
    }

    @Test(arguments: [(3, 32, 16, true), (8, 16, 32, true), (1, 32, 16, false), (2, 32, 16, true), (4, 32, 16, false),
                      (5, 16, 32, false), (7, 16, 32, true), (9, 32, 16, false)])
    func orientationsTransformAsEXIFSays(orientation: UInt16, width: Int, height: Int, blueFirst: Bool) throws {
        let decoded = try JPEGCodec.decode(Self.withOrientation(try JPEGCodec.encode(Self.landscape()), orientation))
        #expect(decoded.width == width && decoded.height == height)
        // Stored red-left: the top-left pixel is blue after a 180° turn, a mirror, a quarter turn counter-clockwise
        // or a transverse; 9 is not an orientation and leaves the image upright.
        #expect(Self.isBlue(S.pixel(decoded, 1, 1)) == blueFirst)
    }

    @Test(arguments: [0, 2, 3, 50, 120, 300])
    func truncatedJPEGThrowsInsteadOfCrashing(length: Int) throws {
        let bytes = try JPEGCodec.encode(Self.landscape())
        #expect(length < bytes.count)
        #expect(throws: RenderError.self) { try JPEGCodec.decode(Array(bytes.prefix(length))) }
    }

    @Test func garbageAfterTheMarkerThrows() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 200)
        #expect(throws: RenderError.self) { try JPEGCodec.decode(bytes) }
    }

    @Test func decompressionBombIsRefusedFromItsHeader() throws {
        // A real 32×16 JPEG whose SOF0 header is patched to claim 60000×60000.
        var bytes = try JPEGCodec.encode(Self.landscape())
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = 0xEA; bytes[sof + 6] = 0x60  // height 60000
        bytes[sof + 7] = 0xEA; bytes[sof + 8] = 0x60  // width 60000
        #expect { try JPEGCodec.decode(bytes) } throws: { error in
            guard case .imageTooLarge(let w, let h, _) = error as? RenderError else { return false }
            return w == 60000 && h == 60000
        }
    }

    @Test func hostileExifIsIgnoredNotFatal() throws {
        var jpeg = Self.withOrientation(try JPEGCodec.encode(Self.landscape()), 6)
        jpeg[16] = 0xFF; jpeg[17] = 0xFF  // the IFD0 offset now points far outside the segment
        let decoded = try JPEGCodec.decode(jpeg)
        #expect(decoded.width == 32)  // upright, as if there were no orientation
    }

    /// 8×8 JPEGs made with ImageMagick (`convert -size 8x8 xc:red -colorspace CMYK -strip`, and a
    /// black-to-white gradient with `-colorspace Gray -type Grayscale -strip`): color spaces our
    /// own encoder does not write.
    static let adobeCMYKRed = "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwADAgIDAgIDAwMDBAMDBAUIBQUEBAUKBwcGCAwKDAwLCgsLDQ4SEA0OEQ4LCxAWEBETFBUVFQwPFxgWFBgSFBUU/9sAQwEDBAQFBAUJBQUJFA0LDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EABUAAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAcJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAA4EAQACEQMRBAAAPwBEHNKpVN//2Q=="
    static let grayGradient = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAf/EABcQAAMBAAAAAAAAAAAAAAAAAAAZZqP/2gAIAQEAAD8AFZzmR//Z"

    @Test func adobeCMYKDecodesToRGB() throws {
        let bytes = try #require(Data(base64Encoded: Self.adobeCMYKRed))
        let image = try JPEGCodec.decode([UInt8](bytes))
        #expect(image.width == 8 && image.height == 8)
        #expect(Self.isRed(S.pixel(image, 4, 4)))
        #expect(S.pixel(image, 4, 4)[3] == 255)
    }

    @Test func grayscaleDecodesToGrayRGBA() throws {
        let bytes = try #require(Data(base64Encoded: Self.grayGradient))
        let image = try JPEGCodec.decode([UInt8](bytes))
        let top = S.pixel(image, 4, 0), bottom = S.pixel(image, 4, 7)
        #expect(top[0] == top[1] && top[1] == top[2] && top[3] == 255)
        #expect(bottom[0] > top[0] + 150)  // black at the top, white at the bottom
    }
}
