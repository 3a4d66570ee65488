/// The family name a TrueType/OpenType file registers under (its `name` table: typographic family, ID 16,
/// else family, ID 1) — what SwiftUI's `.custom(_:size:)` must name once the file is under `UIAppFonts`.
enum FontFamilyName {
    static func read(_ bytes: [UInt8]) -> String? {
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        guard let tableCount = u16(4) else { return nil }
        var nameTable: Int?
        for index in 0..<tableCount {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count else { return nil }
            if Array(bytes[record..<record + 4]) == Array("name".utf8) { nameTable = u32(record + 8) }
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return nil }
        var found: [Int: String] = [:]
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                  let offset = u16(record + 10), nameID == 1 || nameID == 16 else { continue }
            let start = table + storage + offset
            guard start + length <= bytes.count, found[nameID] == nil else { continue }
            let raw = Array(bytes[start..<start + length])
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                var i = 0
                while i + 1 < raw.count {
                    units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                    i += 2
                }
                found[nameID] = String(decoding: units, as: UTF16.self)
            } else if platform == 1 {
                found[nameID] = String(decoding: raw, as: UTF8.self)
            }
        }
        return found[16] ?? found[1]
    }
}
