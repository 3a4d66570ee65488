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
}
