@testable import LockshotRender
import Testing

/// 16-bit and interlaced PNGs decode to the pixels they hold (issue 28, Medium 6: libpng 1.6.39's
/// simplified API decoded 16-bit interlaced images wrong). The PNGs are written here, byte by byte,
/// from known 16-bit samples, so the expected pixels do not come from any decoder.
@Suite("16-bit and interlaced PNGs")
struct WidePNGTests {
    /// A PNG of `samples` (16-bit, `channels` per pixel, row-major), Adam7-interlaced or not, each row
    /// with a filter cycling through None, Sub, Up, Average and Paeth; zlib with stored blocks.
    static func png(width: Int, height: Int, channels: Int, depth: Int, interlaced: Bool, samples: [Int]) -> [UInt8] {
        let bpp = channels * depth / 8
        func bytes(of x: Int, _ y: Int) -> [UInt8] {
            (0..<channels).flatMap { c -> [UInt8] in
                let v = samples[(y * width + x) * channels + c]
                return depth == 16 ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v >> 8)]
            }
        }
        let passes = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        var filterCycle = 0
        for (px, py, dx, dy) in passes {
            let w = (width - px + dx - 1) / dx, h = (height - py + dy - 1) / dy
            guard w > 0, h > 0 else { continue }
            var previous = [UInt8](repeating: 0, count: w * bpp)
            for y in 0..<h {
                let row = (0..<w).flatMap { bytes(of: px + $0 * dx, py + y * dy) }
                let filter = filterCycle % 5
                filterCycle += 1
                raw.append(UInt8(filter))
                for i in 0..<row.count {
                    let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    let predicted = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)][filter]
                    raw.append(row[i] &- UInt8(truncatingIfNeeded: predicted))
                }
                previous = row
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(raw.count, start + 65_535), length = end - start
            zlib += [end == raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        var s1 = 1, s2 = 0
        for byte in raw { s1 = (s1 + Int(byte)) % 65_521; s2 = (s2 + s1) % 65_521 }
        zlib += be32(s2 << 16 | s1)
        let colorType: UInt8 = [1: 0, 2: 4, 3: 2, 4: 6][channels]!
        let header = be32(width) + be32(height) + [UInt8(depth), colorType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(data.count) + body + be32(Int(~crc))
    }

    /// Deterministic 16-bit samples with detail in both bytes.
    static func samples(_ count: Int) -> [Int] { (0..<count).map { ($0 &* 40_503 &+ 12_345) % 65_536 } }

    @Test("16-bit RGBA, RGB, gray + alpha and gray, interlaced or not, decode to their samples rounded to 8 bits",
          arguments: [(4, false), (4, true), (3, true), (2, true), (1, true), (1, false)])
    func sixteenBit(channels: Int, interlaced: Bool) throws {
        let width = 13, height = 11
        let samples = Self.samples(width * height * channels)
        let image = try PNGCodec.decode(Self.png(width: width, height: height, channels: channels, depth: 16, interlaced: interlaced,
                                                 samples: samples))
        #expect(image.width == width && image.height == height)
        var wrong = 0
        for p in 0..<(width * height) {
            func eight(_ c: Int) -> UInt8 { UInt8((samples[p * channels + c] + 128) / 257) }
            let expected: [UInt8] = switch channels {
            case 1: [eight(0), eight(0), eight(0), 255]
            case 2: [eight(0), eight(0), eight(0), eight(1)]
            case 3: [eight(0), eight(1), eight(2), 255]
            default: [eight(0), eight(1), eight(2), eight(3)]
            }
            if Array(image.pixels[(p * 4)..<(p * 4 + 4)]) != expected { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) pixels differ")
    }

    @Test("an 8-bit interlaced RGBA PNG decodes to its pixels; two 16-bit interlaced PNGs with the same pixels do not differ")
    func eightBitInterlaced() throws {
        let width = 17, height = 9
        let samples = Self.samples(width * height * 4).map { $0 & 0xFF00 }
        let image = try PNGCodec.decode(Self.png(width: width, height: height, channels: 4, depth: 8, interlaced: true, samples: samples))
        #expect(image.pixels == samples.map { UInt8($0 >> 8) })
        let wide = Self.samples(width * height * 4)
        let a = try PNGCodec.decode(Self.png(width: width, height: height, channels: 4, depth: 16, interlaced: true, samples: wide))
        let b = try PNGCodec.decode(Self.png(width: width, height: height, channels: 4, depth: 16, interlaced: false, samples: wide))
        #expect(a.pixels == b.pixels)
    }
}
