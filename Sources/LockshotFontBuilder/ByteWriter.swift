/// Appends big-endian integers, as every OpenType table stores them.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u16(_ value: Int) {
        precondition((0...0xFFFF).contains(value), "uint16 out of range: \(value)")
        bytes.append(UInt8(value >> 8))
        bytes.append(UInt8(value & 0xFF))
    }

    mutating func i16(_ value: Int) {
        precondition((-0x8000...0x7FFF).contains(value), "int16 out of range: \(value)")
        u16(value & 0xFFFF)
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
    }

    /// A four-character table or vendor tag.
    mutating func tag(_ text: String) {
        let scalars = Array(text.utf8)
        precondition(scalars.count == 4, "a tag has four ASCII characters")
        bytes.append(contentsOf: scalars)
    }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// Zero bytes up to a multiple of four, as tables and glyphs are aligned.
    mutating func padToFourBytes() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }

    var count: Int { bytes.count }

    /// Overwrites four bytes at `offset` with a big-endian `value`.
    mutating func patchU32(_ value: UInt32, at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8((value >> UInt32(24 - 8 * index)) & 0xFF) }
    }
}

/// The OpenType table checksum: the sum of the data as big-endian uint32s, zero-padded.
func tableChecksum(_ bytes: [UInt8]) -> UInt32 {
    var sum: UInt32 = 0
    var index = 0
    while index < bytes.count {
        var word: UInt32 = 0
        for byte in 0..<4 {
            word <<= 8
            if index + byte < bytes.count { word |= UInt32(bytes[index + byte]) }
        }
        sum = sum &+ word
        index += 4
    }
    return sum
}
