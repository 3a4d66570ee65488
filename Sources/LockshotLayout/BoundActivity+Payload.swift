extension BoundActivity {
    /// The preview's attribute values as ActivityKit would encode them (compact JSON, sorted keys):
    /// dates as seconds since 2001-01-01 (`JSONEncoder`'s default), colors as `#RRGGBB[AA]` strings.
    /// The `payload-size` rule compares `payloadJSON().utf8.count` with ActivityKit's 4096-byte limit.
    public func payloadJSON() -> String {
        let members = previewValues.keys.sorted().compactMap { key -> String? in
            guard let value = previewValues[key] else { return nil }
            return DumpValue.quote(key) + ":" + Self.encode(value)
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    static func encode(_ value: PreviewValue) -> String {
        switch value {
        case .string(let s): return DumpValue.quote(s)
        case .number(let n): return n.isFinite ? BoundValue.format(n) : "null"
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return BoundValue.format(d - ClockFormat.referenceDateOffset)
        case .color(let c):
            let text = BoundValue.color(c).text
            return DumpValue.quote(c.alpha < 1 ? text + hexByte(c.alpha) : text)
        }
    }

    private static func hexByte(_ x: Double) -> String {
        let v = Int(clamping: (max(0, min(1, x)) * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[v / 16], digits[v % 16]])
    }
}
