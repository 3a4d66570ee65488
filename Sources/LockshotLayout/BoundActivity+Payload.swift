import LockshotLanguage

extension BoundActivity {
    /// The preview's attribute values as ActivityKit would encode them (compact JSON, sorted keys):
    /// dates as seconds since 2001-01-01 (`JSONEncoder`'s default), colors as `#RRGGBB[AA]` strings.
    /// The `payload-size` rule compares `payloadJSON().utf8.count` with ActivityKit's 4096-byte limit.
    package func payloadJSON() -> String {
        let members = previewValues.sorted { $0.key < $1.key }.map { ($0.key, Self.encode($0.value)) }
        return JSONValue.object(members).serialized(indent: 0)
    }

    static func encode(_ value: PreviewValue) -> JSONValue {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        case .date(let d): .number(d - ClockFormat.referenceDateOffset)
        case .color(let c): .string(BoundValue.color(c).text + (c.alpha < 1 ? hexByte(c.alpha) : ""))
        case .array(let items): .array(items.map(encode))
        }
    }

    private static func hexByte(_ x: Double) -> String {
        let v = Int(clamping: (max(0, min(1, x)) * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[v / 16], digits[v % 16]])
    }
}
