import Foundation
import LockshotGolden
import LockshotRender

/// Builds images in memory: a solid fill, then single pixels set.
struct Canvas {
    var image: PixelImage

    init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            pixels[i * 4] = fill.0
            pixels[i * 4 + 1] = fill.1
            pixels[i * 4 + 2] = fill.2
            pixels[i * 4 + 3] = fill.3
        }
        image = PixelImage(width: width, height: height, pixels: pixels)
    }

    mutating func set(_ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = color.0
        image.pixels[i + 1] = color.1
        image.pixels[i + 2] = color.2
        image.pixels[i + 3] = color.3
    }

    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }
}

extension PixelImage {
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<(i + 4)])
    }
}

/// A stand-in for PNG so these tests need no C library: "RAW1", width, height (UInt32 LE), RGBA.
/// Bytes after the pixels are ignored, which lets a test make two files with the same pixels.
enum RawCodec {
    struct Corrupt: Error, CustomStringConvertible {
        var description: String { "not a RAW1 image" }
    }

    static let codec = ImageCodec(decode: decode, encode: encode)

    @Sendable static func encode(_ image: PixelImage) -> [UInt8] {
        Array("RAW1".utf8) + le(image.width) + le(image.height) + image.pixels
    }

    @Sendable static func decode(_ bytes: [UInt8]) throws -> PixelImage {
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RAW1".utf8) else { throw Corrupt() }
        let width = int(bytes, 4), height = int(bytes, 8)
        guard (1...100_000).contains(width), (1...100_000).contains(height),
              bytes.count >= 12 + width * height * 4 else { throw Corrupt() }
        return PixelImage(width: width, height: height, pixels: Array(bytes[12..<(12 + width * height * 4)]))
    }

    private static func le(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    private static func int(_ bytes: [UInt8], _ at: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << ($1 * 8) }
    }
}

/// A fresh directory under the system's temporary directory, removed by `cleanUp()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }
}
