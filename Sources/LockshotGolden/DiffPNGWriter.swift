import LockshotRender

/// A fast PNG writer for diff images, so `lockshot diff -o` stays quick.
///
/// A diff image has few colors (the faded image takes at most 27 gray levels, plus red,
/// yellow and pale blue), so it is written as an 8-bit palette PNG whose pixel rows are
/// compressed with a small deflate: fixed Huffman codes and matches at distance 1 (runs) or
/// one row up. That is several times faster than zlib's default level with adaptive filters
/// and the file stays small. Images with more than 256 colors return nil (use a PNG codec).
/// Output is deterministic.
public enum DiffPNGWriter {
    /// PNG bytes of `image`, or nil when it has more than 256 distinct RGBA colors.
    /// - Complexity: O(width × height).
    public static func encode(_ image: PixelImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0 else { return nil }
        guard let (palette, indices) = indexed(image) else { return nil }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 3, 0, 0, 0]  // 8-bit, palette, deflate, adaptive filtering (none used), no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("PLTE", palette.flatMap { [$0[0], $0[1], $0[2]] }, to: &png)
        if palette.contains(where: { $0[3] != 255 }) {
            appendChunk("tRNS", palette.map { $0[3] }, to: &png)
        }
        appendChunk("IDAT", zlib(indices, stride: image.width + 1), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The palette (RGBA, in order of first appearance) and the filtered rows (a 0 filter
    /// byte, then one index per pixel).
    static func indexed(_ image: PixelImage) -> ([[UInt8]], [UInt8])? {
        var lookup: [UInt32: UInt8] = [:]
        var palette: [[UInt8]] = []
        var rows = [UInt8](repeating: 0, count: (image.width + 1) * image.height)
        var last: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
        let ok = image.pixels.withUnsafeBytes { raw -> Bool in
            var out = 0
            for y in 0..<image.height {
                rows[out] = 0
                out += 1
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    if hasLast && word == last {
                        rows[out] = lastIndex
                    } else if let index = lookup[word] {
                        rows[out] = index
                        last = word; lastIndex = index; hasLast = true
                    } else {
                        guard palette.count < 256 else { return false }
                        let index = UInt8(palette.count)
                        lookup[word] = index
                        palette.append([raw[offset], raw[offset + 1], raw[offset + 2], raw[offset + 3]])
                        rows[out] = index
                        last = word; lastIndex = index; hasLast = true
                    }
                    out += 1
                }
            }
            return true
        }
        return ok ? (palette, rows) : nil
    }

    // MARK: zlib / deflate (RFC 1950, RFC 1951)

    /// A zlib stream of `data`: one final fixed-Huffman block with greedy matches at
    /// distance 1 or `stride` (the row above).
    static func zlib(_ data: [UInt8], stride: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b1, count: 1)   // BFINAL
        bits.write(0b01, count: 2)  // BTYPE = fixed Huffman
        let distances = stride <= 32768 && stride > 1 ? [1, stride] : [1]
        data.withUnsafeBufferPointer { d in
            var i = 0
            while i < d.count {
                var bestLength = 0, bestDistance = 0
                for distance in distances where distance <= i {
                    var length = 0
                    let limit = min(258, d.count - i)
                    while length < limit && d[i + length] == d[i + length - distance] { length += 1 }
                    if length > bestLength { bestLength = length; bestDistance = distance }
                }
                if bestLength >= 3 {
                    writeLength(bestLength, &bits)
                    writeDistance(bestDistance, &bits)
                    i += bestLength
                } else {
                    writeLiteral(Int(d[i]), &bits)
                    i += 1
                }
            }
        }
        writeLiteral(256, &bits)  // end of block
        var out: [UInt8] = [0x78, 0x01]
        out += bits.finish()
        out += bigEndian(adler32(data))
        return out
    }

    /// A literal/length symbol with the fixed Huffman code (RFC 1951 §3.2.6).
    @inline(__always)
    static func writeLiteral(_ symbol: Int, _ bits: inout BitWriter) {
        switch symbol {
        case 0...143: bits.writeHuffman(0x30 + symbol, count: 8)
        case 144...255: bits.writeHuffman(0x190 + symbol - 144, count: 9)
        case 256...279: bits.writeHuffman(symbol - 256, count: 7)
        default: bits.writeHuffman(0xC0 + symbol - 280, count: 8)
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                               1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                12, 12, 13, 13]

    static func writeLength(_ length: Int, _ bits: inout BitWriter) {
        var code = lengthBase.count - 1
        while lengthBase[code] > length { code -= 1 }
        writeLiteral(257 + code, &bits)
        if lengthExtra[code] > 0 { bits.write(UInt64(length - lengthBase[code]), count: lengthExtra[code]) }
    }

    static func writeDistance(_ distance: Int, _ bits: inout BitWriter) {
        var code = distanceBase.count - 1
        while distanceBase[code] > distance { code -= 1 }
        bits.writeHuffman(code, count: 5)
        if distanceExtra[code] > 0 { bits.write(UInt64(distance - distanceBase[code]), count: distanceExtra[code]) }
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < data.count {
            let end = min(index + 5552, data.count)  // the largest block before b can overflow
            for i in index..<end {
                a &+= UInt32(data[i])
                b &+= a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }

    // MARK: PNG chunks

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        png += bigEndian(crc32(typeBytes + data))
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Packs bits least-significant first, as deflate wants.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    /// Writes the low `count` bits of `value`, least significant first (extra bits, headers).
    @inline(__always)
    mutating func write(_ value: UInt64, count: Int) {
        buffer |= value << UInt64(used)
        used += count
        while used >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            used -= 8
        }
    }

    /// Writes a Huffman code, most significant bit first (RFC 1951 §3.1.1).
    @inline(__always)
    mutating func writeHuffman(_ code: Int, count: Int) {
        var reversed = 0
        var c = code
        for _ in 0..<count {
            reversed = reversed << 1 | c & 1
            c >>= 1
        }
        write(UInt64(reversed), count: count)
    }

    mutating func finish() -> [UInt8] {
        if used > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        used = 0
        return bytes
    }
}
