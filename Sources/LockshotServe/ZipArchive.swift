/// A ZIP archive of stored (uncompressed) files — PNGs are compressed already — for the page's
/// "download all". Deterministic: entries in the order given, every date 1980-01-01 00:00.
struct ZipArchive {
    private(set) var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// Adds `data` as `name` (UTF-8, `/` separating folders).
    mutating func add(_ name: String, _ data: [UInt8]) {
        let nameBytes = Array(name.utf8), crc = Self.crc32(data), offset = bytes.count
        func common(_ out: inout [UInt8]) {
            out += le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)  // version, UTF-8 names, stored, 1980-01-01
            out += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
        }
        bytes += le32(0x0403_4B50)
        common(&bytes)
        bytes += nameBytes + data
        directory += le32(0x0201_4B50) + le16(20)
        common(&directory)
        directory += le16(0) + le16(0) + le16(0) + le32(0) + le32(UInt32(offset)) + nameBytes
        count += 1
    }

    /// The archive: the files, their central directory and its end record.
    func finished() -> [UInt8] {
        bytes + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
            + le32(UInt32(directory.count)) + le32(UInt32(bytes.count)) + le16(0)
    }

    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    /// CRC-32 (ISO-HDLC), as ZIP and PNG use it.
    static func crc32(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}

private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
