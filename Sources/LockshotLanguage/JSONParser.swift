/// A small strict JSON parser (RFC 8259) that keeps object keys in order and
/// reports the line and column of the first error. Iterative nesting is
/// limited, so a hostile payload cannot exhaust the stack.
enum JSONParser {
    struct Failure: Error, Equatable {
        enum Kind: Equatable {
            /// The bytes are not well-formed UTF-8 (RFC 8259 §8.1); `offset` is the first bad byte.
            case encoding
            /// The text is not JSON.
            case syntax
        }

        var message: String
        var line: Int
        var column: Int
        /// The 0-based byte offset the line and column describe.
        var offset: Int
        var kind: Kind = .syntax
    }

    static let maxDepth = 128

    static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Failure> {
        var ignored: [JSONDocument.KeyLocation] = []
        return parse(bytes, recordingKeys: false, into: &ignored)
    }

    /// Parses `bytes`; with `recordingKeys`, `keys` receives where each object key starts (its
    /// path of keys and array indices from the root, and its line and column).
    static func parse(_ bytes: [UInt8], recordingKeys: Bool,
                      into keys: inout [JSONDocument.KeyLocation]) -> Result<JSONValue, Failure> {
        var parser = State(bytes: bytes)
        parser.recordsKeys = recordingKeys
        defer { keys = parser.keys }
        // Checked up front, so no string can decode a bad byte into U+FFFD.
        if let bad = LayoutLoader.firstInvalidUTF8Offset(bytes[...]) {
            parser.position = bad
            var failure = parser.failure("invalid byte 0x\(hexByte(bytes[bad])) at byte offset \(bad)")
            failure.kind = .encoding
            return .failure(failure)
        }
        do {
            // A UTF-8 byte order mark (some editors write one) is not JSON but means no harm.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            if parser.position < bytes.count { throw parser.failure("unexpected content after the JSON value") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", line: 1, column: 1, offset: 0))
        }
    }

    /// Two uppercase hex digits.
    static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private struct State {
        let bytes: [UInt8]
        var position = 0
        /// Whether to note where each key starts (for `JSONDocument`).
        var recordsKeys = false
        var path: [String] = []
        var keys: [JSONDocument.KeyLocation] = []

        /// A failure at `position`. `\r\n`, `\n` and a lone `\r` each end a line; columns count scalars.
        func failure(_ message: String) -> Failure {
            var line = 1, column = 1
            var previous: UInt8 = 0
            let end = min(position, bytes.count)
            for b in bytes[..<end] {
                switch b {
                case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): break
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): line += 1; column = 1
                case _ where b & 0xC0 != 0x80: column += 1
                default: break
                }
                previous = b
            }
            return Failure(message: message, line: line, column: column, offset: end)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ literal: String) throws {
            for b in literal.utf8 {
                guard position < bytes.count, bytes[position] == b else { throw failure("invalid literal, expected '\(literal)'") }
                position += 1
            }
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < JSONParser.maxDepth else { throw failure("JSON nested more than \(JSONParser.maxDepth) levels") }
            guard position < bytes.count else { throw failure("unexpected end of JSON") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [(String, JSONValue)] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                    let keyStart = recordsKeys ? failure("") : nil
                    let key = try string()
                    if let keyStart { keys.append(.init(path: path + [key], line: keyStart.line, column: keyStart.column)) }
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    path.append(key)
                    members.append((key, try value(depth: depth + 1)))
                    path.removeLast()
                    skipSpace()
                    guard position < bytes.count else { throw failure("unterminated object") }
                    if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                    throw failure("expected ',' or '}' in object")
                }
            case UInt8(ascii: "["):
                position += 1
                var items: [JSONValue] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                while true {
                    skipSpace()
                    path.append(String(items.count))
                    items.append(try value(depth: depth + 1))
                    path.removeLast()
                    skipSpace()
                    guard position < bytes.count else { throw failure("unterminated array") }
                    if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                    throw failure("expected ',' or ']' in array")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            default:
                return .number(try number())
            }
        }

        /// RFC 8259 numbers only: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite; a whole
        /// number must be exact as a Double (|n| ≤ 2⁵³), as the layout language requires.
        mutating func number() throws -> Double {
            let start = position
            let allowed = Set("+-0123456789.eE".utf8)
            while position < bytes.count, allowed.contains(bytes[position]) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard !text.isEmpty else { throw failure("unexpected character") }
            guard Self.isJSONNumber(Array(text.utf8)), let value = Double(text), value.isFinite else {
                position = start
                throw failure("invalid number '\(text)'")
            }
            let digits = text.drop { $0 == "-" }
            if !digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
               digits.count > 16 || (digits.count == 16 && digits > "9007199254740992") {
                position = start
                throw failure("the number \(text) is beyond 9007199254740992 and would be rounded; send it as a string")
            }
            return value
        }

        static func isJSONNumber(_ t: [UInt8]) -> Bool {
            var i = 0
            func digits() -> Int {
                let s = i
                while i < t.count, t[i] >= 48, t[i] <= 57 { i += 1 }
                return i - s
            }
            if i < t.count, t[i] == UInt8(ascii: "-") { i += 1 }
            guard i < t.count else { return false }
            if t[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return false }
            if i < t.count, t[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { return false }
            }
            if i < t.count, t[i] == UInt8(ascii: "e") || t[i] == UInt8(ascii: "E") {
                i += 1
                if i < t.count, t[i] == UInt8(ascii: "+") || t[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { return false }
            }
            return i == t.count
        }

        mutating func string() throws -> String {
            position += 1
            var out: [UInt8] = []
            while true {
                guard position < bytes.count else { throw failure("unterminated string") }
                let b = bytes[position]
                position += 1
                if b == UInt8(ascii: "\"") { break }
                if b < 0x20 { position -= 1; throw failure("control character in string") }
                guard b == UInt8(ascii: "\\") else { out.append(b); continue }
                guard position < bytes.count else { throw failure("unterminated string") }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let escapeStart = position - 2
                    let unit = try hex4()
                    var value = unit
                    switch unit {
                    case 0xD800...0xDBFF:
                        // A high surrogate is only half a character: the low half must follow at once.
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else {
                            position = escapeStart
                            throw failure("unpaired surrogate '\(escapeText(escapeStart))' in string")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            position = escapeStart
                            throw failure("unpaired surrogate '\(escapeText(escapeStart))' in string")
                        }
                        value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    case 0xDC00...0xDFFF:
                        position = escapeStart
                        throw failure("unpaired surrogate '\(escapeText(escapeStart))' in string")
                    default:
                        break
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        position = escapeStart
                        throw failure("invalid \\u escape")
                    }
                    UTF8.encode(scalar) { out.append($0) }
                default:
                    throw failure("invalid escape in string")
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// The six bytes of the `\uXXXX` escape at `start`, as written.
        func escapeText(_ start: Int) -> String {
            String(decoding: bytes[start..<min(start + 6, bytes.count)], as: UTF8.self)
        }

        /// Exactly four hex digits (no sign, which `UInt32(_:radix:)` would allow).
        mutating func hex4() throws -> UInt32 {
            guard position + 4 <= bytes.count else { throw failure("invalid \\u escape") }
            var value: UInt32 = 0
            for b in bytes[position..<position + 4] {
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
                default: throw failure("invalid \\u escape")
                }
                value = value << 4 | UInt32(digit)
            }
            position += 4
            return value
        }
    }
}
