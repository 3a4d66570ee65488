/// A JSON value with object keys kept in written order, so output is deterministic
/// and diagnostics can say exactly what a payload holds.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Structural equality; object members compare in order.
    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    /// The value for `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    /// What the value is, for messages: "an array", "a string".
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Serialises the value; `indent` > 0 pretty-prints with that many spaces per level.
    package func serialized(indent: Int = 2) -> String {
        var out = ""
        write(into: &out, indent: indent, level: 0)
        return out
    }

    private func write(into out: inout String, indent: Int, level: Int) {
        let newline = indent > 0 ? "\n" : ""
        let pad = { (n: Int) in String(repeating: " ", count: indent * n) }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n.isFinite, n == n.rounded(), abs(n) < 1e15 { out += String(Int64(n)) } else if n.isFinite { out += "\(n)" } else { out += "null" }
        case .string(let s): out += Self.quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad(level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
                out += (i < items.count - 1 ? "," : "") + newline
            }
            out += pad(level) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, value)) in members.enumerated() {
                out += pad(level + 1) + Self.quote(key) + (indent > 0 ? ": " : ":")
                value.write(into: &out, indent: indent, level: level + 1)
                out += (i < members.count - 1 ? "," : "") + newline
            }
            out += pad(level) + "}"
        }
    }

    /// A JSON string literal. `forScript` also escapes `<`, so the JSON is safe inside an HTML `<script>`.
    package static func quote(_ s: String, forScript: Bool = false) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where forScript: out += "\\u003c"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
