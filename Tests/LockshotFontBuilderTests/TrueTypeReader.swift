/// A minimal TrueType reader for the tests: enough to check what the writer wrote,
/// written independently of it (offsets from the OpenType specification).
struct TrueTypeReader {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    struct TableRecord {
        var tag: String
        var checksum: UInt32
        var offset: Int
        var length: Int
    }

    let bytes: [UInt8]
    let records: [TableRecord]

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= 12 else { throw Malformed(description: "shorter than the offset table") }
        var records: [TableRecord] = []
        let count = Int(Self.u16(bytes, 4))
        for index in 0..<count {
            let base = 12 + 16 * index
            guard base + 16 <= bytes.count else { throw Malformed(description: "table directory truncated") }
            let tag = String(decoding: bytes[base..<base + 4], as: UTF8.self)
            let record = TableRecord(tag: tag, checksum: Self.u32(bytes, base + 4),
                                     offset: Int(Self.u32(bytes, base + 8)), length: Int(Self.u32(bytes, base + 12)))
            guard record.offset + record.length <= bytes.count else { throw Malformed(description: "\(tag) out of bounds") }
            records.append(record)
        }
        self.records = records
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }

    func u16(_ offset: Int) -> Int { Int(Self.u16(bytes, offset)) }
    func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: Self.u16(bytes, offset))) }
    func u32(_ offset: Int) -> UInt32 { Self.u32(bytes, offset) }

    func offset(of tag: String) throws -> Int {
        guard let record = records.first(where: { $0.tag == tag }) else { throw Malformed(description: "no \(tag) table") }
        return record.offset
    }

    /// The checksum of `length` bytes at `offset`, zero-padded to four bytes.
    func checksum(offset: Int, length: Int) -> UInt32 {
        var sum: UInt32 = 0
        for word in stride(from: offset, to: offset + length, by: 4) {
            var value: UInt32 = 0
            for byte in 0..<4 { value = value << 8 | UInt32(word + byte < offset + length ? bytes[word + byte] : 0) }
            sum = sum &+ value
        }
        return sum
    }

    var unitsPerEm: Int { get throws { u16(try offset(of: "head") + 18) } }
    var glyphCount: Int { get throws { u16(try offset(of: "maxp") + 4) } }

    /// The glyph id the (3, 1) format 4 subtable maps `codePoint` to; 0 if unmapped.
    func glyph(for codePoint: UInt32) throws -> Int {
        let cmap = try offset(of: "cmap")
        var subtable: Int?
        for index in 0..<u16(cmap + 2) {
            let record = cmap + 4 + 8 * index
            if u16(record) == 3, u16(record + 2) == 1 { subtable = cmap + Int(u32(record + 4)) }
        }
        guard let table = subtable, u16(table) == 4 else { throw Malformed(description: "no (3,1) format 4 cmap") }
        let segments = u16(table + 6) / 2
        let ends = table + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        let code = Int(codePoint)
        for segment in 0..<segments where code <= u16(ends + 2 * segment) {
            let start = u16(starts + 2 * segment)
            guard code >= start else { return 0 }
            let rangeOffset = u16(rangeOffsets + 2 * segment)
            if rangeOffset == 0 { return (code + u16(deltas + 2 * segment)) & 0xFFFF }
            let glyph = u16(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start))
            return glyph == 0 ? 0 : (glyph + u16(deltas + 2 * segment)) & 0xFFFF
        }
        return 0
    }

    /// Advance width in font units (every glyph has its own long metric here).
    func advance(glyph: Int) throws -> Int {
        u16(try offset(of: "hmtx") + 4 * glyph)
    }

    /// Bounds and contour count from `glyf` via long `loca` offsets; nil for a blank glyph.
    func outline(glyph: Int) throws -> (contours: Int, xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        let loca = try offset(of: "loca"), glyf = try offset(of: "glyf")
        let start = Int(u32(loca + 4 * glyph)), end = Int(u32(loca + 4 * glyph + 4))
        guard end > start else { return nil }
        let base = glyf + start
        return (i16(base), i16(base + 2), i16(base + 4), i16(base + 6), i16(base + 8))
    }

    /// A Windows-platform name string.
    func name(id: Int) throws -> String? {
        let table = try offset(of: "name")
        let storage = table + u16(table + 4)
        for index in 0..<u16(table + 2) {
            let record = table + 6 + 12 * index
            guard u16(record) == 3, u16(record + 6) == id else { continue }
            let start = storage + u16(record + 10), length = u16(record + 8)
            let units = stride(from: start, to: start + length, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        }
        return nil
    }
}
