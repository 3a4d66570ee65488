import LockshotLanguage

/// Expressions of issue 14's vocabulary: properties, conversions, number formatting, arrays.
extension BinderState {
    /// `name.count`, `stops.isEmpty`, `Date.now`; nil when `name` is not one of these.
    mutating func property(_ base: Expr, _ name: String, at range: SourceRange) -> BoundValue? {
        if case .identifier("Date") = base.kind, name == "now" { return .date(now) }
        guard name == "count" || name == "isEmpty" else { return nil }
        let count: Int
        switch evaluate(base) {
        case .string(let s): count = s.count
        case .array(let items): count = items.count
        case .none: return BoundValue.none
        case let other:
            diagnose(.error, "'\(other.text)' has no '\(name)'", at: range, code: "bad-value")
            return BoundValue.none
        }
        return name == "count" ? .number(Double(count)) : .bool(count == 0)
    }

    /// `Double(x)`, `Int(x)` (truncating toward zero, as Swift does), `String(x)`, `Date()` (the render clock),
    /// `URL(string:)` (its string).
    mutating func conversion(_ node: ViewNode) -> BoundValue {
        let first = node.arguments.first
        let value = first.map { evaluate($0.value) } ?? .none
        switch node.name.name {
        case "Date": return .date(now)
        case "URL": return value == .none ? .none : .string(value.text)
        case "String": return value == .none ? .none : .string(first.map { swiftDescription(value, of: $0.value) } ?? value.text)
        case "Double":
            guard let n = value.number else { return .none }
            return .number(n)
        default:  // Int
            guard let n = value.number else { return .none }
            guard n.isFinite, abs(n) < 9_007_199_254_740_992 else {
                diagnose(.error, "Int(\(BoundValue.format(n))) is out of range", at: node.range, code: "bad-value")
                return .none
            }
            return .number(n.rounded(.towardZero))
        }
    }

    /// A `Color` in argument position: a color value, `opacity` modifiers folded into its alpha;
    /// with any other modifier (`Color.red.frame(width: 20)`) it is a view, as in SwiftUI.
    mutating func colorValue(_ node: ViewNode) -> BoundValue {
        guard node.modifiers.allSatisfy({ $0.name.name == "opacity" }) else { return .view(node) }
        guard var c = colorConstructor(node) else { return .none }
        for modifier in node.modifiers {
            c.alpha *= max(0, min(1, number(nil, in: modifier.arguments, .finite) ?? 1))
        }
        return .color(c)
    }

    /// `.number`, `.percent`, `.number.precision(.fractionLength(2))` read from the expression.
    mutating func formatStyle(_ expr: Expr) -> (percent: Bool, fractionLength: Int?)? {
        switch expr.kind {
        case .implicitMember(let name, nil) where name == "number" || name == "percent":
            return (name == "percent", nil)
        case .methodCall(let base, "precision", let arguments):
            guard var style = formatStyle(base) else { return nil }
            if let arg = arguments.first, case .implicitMember("fractionLength", let inner?) = arg.value.kind {
                style.fractionLength = number(nil, in: inner, .finite).flatMap { n in
                    checked(n, .length, what: "the fraction length", at: arg.range).map { min(Int($0), 20) }
                }
            }
            return style
        default:
            diagnose(.error, "unknown format style", at: expr.range, code: "unknown-name",
                     help: "use .number, .percent or .number.precision(.fractionLength(2))")
            return nil
        }
    }

    /// A number formatted by a style (`Text(x, format:)`, `x.formatted(…)`).
    mutating func format(_ value: BoundValue, style: (percent: Bool, fractionLength: Int?), at range: SourceRange) -> BoundValue {
        guard case .number(let n) = value else {
            if value != .none { diagnose(.error, "'\(value.text)' is not a number to format", at: range, code: "bad-value") }
            return .none
        }
        return .string(environment.locale.number(n, percent: style.percent, fractionLength: style.fractionLength))
    }

    /// `x.formatted()` (`.number`) and `x.formatted(.percent)`.
    mutating func formatted(_ base: Expr, _ arguments: [Argument], at range: SourceRange) -> BoundValue {
        let value = evaluate(base)
        let style = arguments.first.map { formatStyle($0.value) } ?? (false, nil)
        guard let style else { return .none }
        return format(value, style: style, at: range)
    }

    /// `\(x, specifier: "%.1f")`, `\(x, format: .percent)`.
    mutating func formattedInterpolation(_ expr: Expr, _ arguments: [Argument]) -> String {
        let value = evaluate(expr)
        if let format = argument("format", in: arguments) {
            guard let style = formatStyle(format.value) else { return value.text }
            return self.format(value, style: style, at: expr.range).text
        }
        guard let specifier = argument("specifier", in: arguments) else { return value.text }
        guard case .string(let text) = evaluate(specifier.value) else { return value.text }
        switch FormatSpecifier.parse(text) {
        case .failure(let problem):
            diagnose(.error, problem.message, at: specifier.range, code: "bad-value")
            return value.text
        case .success(let spec):
            if spec.conversion == .object { return spec.format(string: value.text) }
            guard let n = value.number else { return value == .none ? "" : spec.format(string: value.text) }
            return spec.format(n)
        }
    }

    /// A preview or default value for a `[String]`, `[Int]` or `[Double]` attribute.
    mutating func coerceArray(_ value: BoundValue, to type: TypeRef, at range: SourceRange) -> BoundValue {
        if case .none = value { return .none }
        guard case .array(let items) = value else {
            diagnose(.error, "expected an array [\(type.name.name)], found '\(value.text)'", at: range, code: "bad-value")
            return .none
        }
        var element = type
        element.isArray = false
        element.isOptional = false
        var out: [BoundValue] = []
        for item in items {
            let coerced = coerce(item, to: element, at: range)
            if coerced == .none { return .none }
            out.append(coerced)
        }
        return .array(out)
    }
}
