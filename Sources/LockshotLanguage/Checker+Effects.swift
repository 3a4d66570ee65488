/// Array literals where shapes, styles and effects expect them (`colors: [.red, .blue]`).
extension CheckContext {
    /// The kind of `[a, b, …]`: the array kind `expected` names (each element checked against its
    /// element kind), or a mismatch when the place takes no array.
    mutating func array(_ elements: [Expr], expected: [Schema.ValueKind]?, range: SourceRange) -> Schema.ValueKind? {
        let arrayKind = expected?.first { Schema.arrayElementKinds[$0] != nil }
        guard let arrayKind, let element = Schema.arrayElementKinds[arrayKind] else {
            for element in elements { _ = infer(element, expected: nil) }
            if let expected, !expected.contains(.any) {
                report("expected \(expected.map(\.described).joined(separator: " or ")), found an array", range, code: "type")
            }
            return nil
        }
        for value in elements {
            checkValue(value, accepts: [element], what: "an element of \(arrayKind.described)")
        }
        if arrayKind != .numbers && elements.count < 2 {
            report(.warning, "a gradient needs at least two colors", range, code: "bad-value",
                   help: "with one color, use the color itself")
        }
        return arrayKind
    }
}
