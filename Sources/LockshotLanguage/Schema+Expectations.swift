/// `expect: ["missing-asset"]`: a preview that exists to show a fallback declares the findings
/// it is meant to produce, so they are counted rather than printed, and their absence fails.
extension Schema {
    /// The preview field, concatenated to the reserved preview keys.
    static let expectationPreviewKeys: [(name: String, accepts: [ValueKind])] = [("expect", [.stringArray])]

    /// What a preview may expect: the design rules of `lockshot check` (docs/rules.md) and the
    /// warnings rendering reports. LockshotCheckTests keep the rule ids in step with `RuleSet`.
    package static let expectableCodes: [String] = [
        "presentation-size", "overflow", "truncation", "missing-glyph", "missing-asset", "contrast",
        "min-font-size", "pixel-grid", "payload-size", "raw-color", "timer-width", "timer-alignment", "unmapped-symbol",
        "minimum-scale", "content-state",
        "font", "synthetic-bold", "no-effect", "unknown-name", "unsupported-payload", "no-island", "missing-region",
    ]
}

extension PreviewDecl {
    /// The codes of its `expect:` field, with where each is written (empty without one, or for
    /// a payload preview).
    package var expectations: [(code: String, range: SourceRange)] {
        guard case .fields(let fields) = source,
              let field = fields.last(where: { $0.name.name == "expect" }),
              case .array(let elements) = field.value.kind else { return [] }
        return elements.compactMap { element in
            guard case .string(let segments) = element.kind, segments.count == 1,
                  case .literal(let code) = segments[0] else { return nil }
            return (code, element.range)
        }
    }

    /// The codes of its `expect:` field, each once, in written order.
    package var expectedCodes: [String] {
        var codes: [String] = []
        for (code, _) in expectations where !codes.contains(code) { codes.append(code) }
        return codes
    }
}

extension CheckContext {
    /// `expect:` holds an array literal of known codes, each once.
    mutating func checkExpectations(_ field: PreviewField) {
        guard case .array(let elements) = field.value.kind else {
            report("'expect' must be an array of finding codes, such as [\"missing-asset\"]", field.value.range, code: "type")
            return
        }
        var seen: Set<String> = []
        for element in elements {
            guard case .string(let segments) = element.kind, segments.count == 1, case .literal(let code) = segments[0] else {
                report("'expect' takes string literals naming finding codes", element.range, code: "type")
                continue
            }
            guard Schema.expectableCodes.contains(code) else {
                report("'\(code)' is not a finding a preview can expect", element.range, code: "unknown-name",
                       help: Self.didYouMean(code, Schema.expectableCodes)
                        ?? "codes are \(Schema.expectableCodes.joined(separator: ", "))")
                continue
            }
            if !seen.insert(code).inserted {
                report(.warning, "'\(code)' is expected twice", element.range, code: "duplicate")
            }
        }
    }
}
