import LockshotLanguage

/// Expression evaluation (SPEC §3 "Expressions").
extension BinderState {
    mutating func evaluate(_ expr: Expr) -> BoundValue {
        switch expr.kind {
        case .number(let n, _): return .number(n)
        case .string(let segments): return .string(interpolate(segments))
        case .bool(let b): return .bool(b)
        case .nil: return .none
        case .color(let c): return .color(c)
        case .identifier(let name): return lookUp(name, at: expr.range)
        case .implicitMember(let name, let arguments): return .member(name, arguments)
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, ["Color", "Font", "Alignment", "UnitPoint"].contains(type) {
                return .member(name, nil)
            }
            if let value = property(base, name, at: expr.range) { return value }
            diagnose(.error, "unknown member '\(name)'", at: expr.range, code: "unknown-name")
            return .none
        case .methodCall(let base, let name, let arguments):
            // `Font.custom("Flick", size: 14)`, `Font.system(size: 12)`: the same as the implicit member.
            if case .identifier(let type) = base.kind, ["Font", "Color", "Angle"].contains(type) {
                return .member(name, arguments)
            }
            if name == "formatted" { return formatted(base, arguments, at: expr.range) }
            return call(evaluate(base), name, arguments, at: expr.range)
        case .binary(let op, let a, let b): return binary(op, a, b, at: expr.range)
        case .unary(.not, let a): return .bool(!evaluate(a).isTruthy)
        case .unary(.negate, let a):
            let value = evaluate(a)
            if case .member("infinity", _) = value { return .number(-.infinity) }
            if let n = value.number { return .number(-n) }
            if case .none = value { return .none }
            diagnose(.error, "'-' needs a number, found '\(value.text)'", at: expr.range, code: "bad-value")
            return .none
        case .view(let node):
            if Schema.conversions.contains(node.name.name) { return conversion(node) }
            if node.name.name == "Color" { return colorValue(node) }
            return .view(node)
        case .array(let elements): return .array(elements.map { evaluate($0) })
        case .ternary(let condition, let whenTrue, let whenFalse):
            return evaluate(condition).isTruthy ? evaluate(whenTrue) : evaluate(whenFalse)
        case .keyPath(let name): return .member("\\." + name, nil)
        }
    }

    mutating func interpolate(_ segments: [StringSegment]) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .literal(let s): out += s
            case .formattedInterpolation(let e, let arguments):
                out += formattedInterpolation(e, arguments)
            case .interpolation(let e):
                let value = evaluate(e)
                if case .number(let n) = value, !n.isFinite {
                    diagnose(.error, "'\\(…)' is \(BoundValue.format(n)), not a finite number", at: e.range, code: "bad-value")
                }
                out += swiftDescription(value, of: e)
            }
        }
        return out
    }

    /// An attribute (preview value, else default, else nil), a theme token, `now`, `isStale` or `isLuminanceReduced`.
    mutating func lookUp(_ name: String, at range: SourceRange) -> BoundValue {
        if let local = locals[name] { return local }
        if name == "now" { return .date(now) }
        if name == "isStale" { return .bool(isStale) }
        if name == "isLuminanceReduced" { return .bool(isLuminanceReduced) }
        if attributeTypes[name] != nil { return values[name] ?? .none }
        if themeValues[name] != nil { return themeValue(name) }
        if let named = BoundValue.namedColor(name, appearance: colorScheme), name == "white" || name == "black" {
            return .color(named)
        }
        let candidates = Array(attributeTypes.keys) + Array(themeValues.keys) + ["now"]
        let help = closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
        diagnose(.error, "unknown name '\(name)'", at: range, code: "unknown-name", help: help)
        return .none
    }

    /// A theme token in the appearance being bound: tokens are evaluated once per appearance, so an adaptive
    /// color in the theme (`.secondary`, `.primary.opacity(0.6)`) follows the region, like one written inline.
    /// The light evaluation repeats no diagnostic (the dark one, at the start of binding, reported them).
    mutating func themeValue(_ name: String) -> BoundValue {
        guard colorScheme == .light else { return themeValues[name] ?? .none }
        if lightThemeValues == nil {
            let reported = diagnostics.count
            lightThemeValues = [:]
            for entry in document.theme {
                let value = evaluate(entry.value)
                lightThemeValues?[entry.name.name] = value
            }
            diagnostics.removeSubrange(reported...)
        }
        return lightThemeValues?[name] ?? themeValues[name] ?? .none
    }

    mutating func call(_ base: BoundValue, _ name: String, _ arguments: [Argument], at range: SourceRange)
        -> BoundValue {
        if let font = fontMethod(base, name, arguments, at: range) { return font }
        if name == "opacity" {
            guard let c = color(base, at: range) else { return .none }
            guard let x = number(nil, in: arguments, .finite) else { return .none }
            var result = c
            result.alpha *= max(0, min(1, x))
            return .color(result)
        }
        if case .string(let text) = base, arguments.isEmpty {
            if name == "uppercased" { return .string(text.uppercased()) }
            if name == "lowercased" { return .string(text.lowercased()) }
        }
        if base == .none, name == "uppercased" || name == "lowercased" { return .none }
        diagnose(.error, "unknown method '\(name)'", at: range, code: "unknown-name")
        return .none
    }

    mutating func binary(_ op: BinaryOperator, _ a: Expr, _ b: Expr, at range: SourceRange) -> BoundValue {
        switch op {
        case .nilCoalescing:
            let left = evaluate(a)
            return left == .none ? evaluate(b) : left
        case .and: return .bool(evaluate(a).isTruthy && evaluate(b).isTruthy)
        case .or: return .bool(evaluate(a).isTruthy || evaluate(b).isTruthy)
        default: break
        }
        let left = evaluate(a), right = evaluate(b)
        switch op {
        case .equal: return .bool(BinderState.same(left, right))
        case .notEqual: return .bool(!BinderState.same(left, right))
        case .closedRange, .halfOpenRange:
            guard let x = left.number, let y = right.number else { return .none }
            return .range(x, y)
        case .add:
            if case .string(let s) = left { return .string(s + right.text) }
            if case .date(let d) = left, let n = right.number { return .date(d + n) }
            if case .date(let d) = right, let n = left.number { return .date(n + d) }
            fallthrough
        case .subtract:
            // `now - 60` is a date a minute ago (issue 25 #3: as a number it lost its kind, and a timer over
            // `now - 60...now + 240` read it as a count of seconds and showed 0:00); date − date is seconds.
            if op == .subtract, case .date(let d) = left, !right.isDate, let n = right.number { return .date(d - n) }
            fallthrough
        default:
            if case .string(let x) = left, case .string(let y) = right {
                switch op {
                case .less: return .bool(x < y)
                case .lessOrEqual: return .bool(x <= y)
                case .greater: return .bool(x > y)
                case .greaterOrEqual: return .bool(x >= y)
                default: return .none
                }
            }
            guard let x = left.number, let y = right.number else { return .none }
            switch op {
            case .add: return .number(x + y)
            case .subtract:
                if case .date = left, case .date = right { return .number(x - y) }
                return .number(x - y)
            case .multiply: return .number(x * y)
            case .divide:
                guard y != 0 else {
                    diagnose(.error, "division by zero", at: range, code: "bad-value")
                    return .none
                }
                // Swift's `/` on two Ints truncates toward zero: `Int(elapsed) / 60` is whole minutes.
                return .number(isInteger(a) && isInteger(b) ? (x / y).rounded(.towardZero) : x / y)
            case .remainder:
                guard y != 0 else {
                    diagnose(.error, "division by zero", at: range, code: "bad-value")
                    return .none
                }
                return .number(x.truncatingRemainder(dividingBy: y))
            case .less: return .bool(x < y)
            case .lessOrEqual: return .bool(x <= y)
            case .greater: return .bool(x > y)
            case .greaterOrEqual: return .bool(x >= y)
            default: return .none
            }
        }
    }

    /// `==` across spellings: `.dark` equals the string "dark", `3` equals `3.0`.
    static func same(_ a: BoundValue, _ b: BoundValue) -> Bool {
        switch (a, b) {
        case let (.member(x, _), .string(y)), let (.string(y), .member(x, _)): return x == y
        case let (.member(x, _), .member(y, _)): return x == y
        default: return a == b
        }
    }

    /// A value used as a color: a literal, a token, a named color (`.white`, `Color.red`).
    mutating func color(_ value: BoundValue, at range: SourceRange) -> RGBA? {
        switch value {
        case .color(let c): return c
        case .member(let name, _):
            if let c = BoundValue.namedColor(name, appearance: colorScheme) { return c }
            diagnose(.error, "unknown color '.\(name)'", at: range, code: "unknown-name",
                     help: closest(to: name, in: ["white", "black", "clear", "gray", "red", "green", "blue",
                                                  "orange", "yellow", "pink", "purple", "primary", "secondary"])
                        .map { "did you mean '.\($0)'?" })
            return nil
        case .none: return nil
        default:
            diagnose(.error, "expected a color, found '\(value.text)'", at: range, code: "bad-value")
            return nil
        }
    }

    /// `Color(#hex)`, `Color(.red)`, `Color(red:green:blue:opacity:)` (sRGB components 0…1, clamped as
    /// SwiftUI clamps them when drawing) and `Color(white:opacity:)`.
    mutating func colorConstructor(_ node: ViewNode) -> RGBA? {
        let args = node.arguments
        func component(_ label: String) -> Double? { number(label, in: args, .finite).map { max(0, min(1, $0)) } }
        if argument("red", in: args) != nil {
            guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
            return RGBA(red: r, green: g, blue: b, alpha: component("opacity") ?? 1)
        }
        if argument("white", in: args) != nil {
            guard let w = component("white") else { return nil }
            return RGBA(red: w, green: w, blue: w, alpha: component("opacity") ?? 1)
        }
        guard let first = args.first else { return nil }
        return color(evaluate(first.value), at: first.range)
    }

    /// The closest candidate by edit distance (`Suggestion.closest`), candidates sorted first so a
    /// dictionary's key order cannot change the suggestion.
    func closest(to name: String, in candidates: [String]) -> String? {
        Suggestion.closest(to: name, in: candidates.sorted())
    }

    // MARK: Typed argument helpers

    func argument(_ label: String?, in arguments: [Argument]) -> Argument? {
        arguments.first { $0.label?.name == label }
    }

    /// The values a number argument may take. Anything else is a `bad-value` error and the
    /// argument is ignored: a picture drawn from NaN, infinite or absurd geometry would be wrong.
    enum NumberDomain {
        /// Finite, within ±`Self.largest` points (offsets, negative padding and spacing are fine).
        case signed
        /// 0 … `Self.largest`: sizes, radii, line widths.
        case length
        /// A `length`, or `.infinity` (`frame(maxWidth: .infinity)`).
        case lengthOrInfinity
        /// A whole number ≥ 1: line and character limits.
        case count
        /// Greater than 0: aspect ratios, font sizes, totals.
        case positive
        /// Finite (opacity and progress values are then clamped as SwiftUI clamps them).
        case finite

        /// No Live Activity is near this many points; beyond it arithmetic stops meaning anything.
        static let largest = 100_000.0

        func accepts(_ n: Double) -> Bool {
            switch self {
            case .signed: n.isFinite && abs(n) <= Self.largest
            case .length: n.isFinite && n >= 0 && n <= Self.largest
            case .lengthOrInfinity: n == .infinity || (n.isFinite && n >= 0 && n <= Self.largest)
            case .count: n.isFinite && n >= 1 && n <= 1_000_000 && n == n.rounded()
            case .positive: n.isFinite && n > 0 && n <= Self.largest
            case .finite: n.isFinite
            }
        }

        var requirement: String {
            switch self {
            case .signed: "a finite number of points between -100000 and 100000"
            case .length: "a number of points from 0 to 100000"
            case .lengthOrInfinity: "a number of points from 0 to 100000, or .infinity"
            case .count: "a whole number of at least 1"
            case .positive: "a number greater than 0 (at most 100000)"
            case .finite: "a finite number"
            }
        }
    }

    mutating func number(_ label: String?, in arguments: [Argument], _ domain: NumberDomain = .signed) -> Double? {
        guard let arg = argument(label, in: arguments) else { return nil }
        let value = evaluate(arg.value)
        let n: Double
        if case .member("infinity", _) = value { n = .infinity } else if let number = value.number { n = number } else {
            if case .none = value { return nil }  // already reported where it went wrong
            diagnose(.error, "expected a number for \(label.map { "'\($0)'" } ?? "this argument")", at: arg.range,
                     code: "bad-value")
            return nil
        }
        return checked(n, domain, what: label.map { "'\($0)'" } ?? "the value", at: arg.range)
    }

    /// `n` when `domain` accepts it; otherwise nil and a `bad-value` error naming `what`.
    mutating func checked(_ n: Double, _ domain: NumberDomain, what: String, at range: SourceRange) -> Double? {
        guard domain.accepts(n) else {
            diagnose(.error, "\(what) is \(BoundValue.number(n).text); it must be \(domain.requirement)", at: range,
                     code: "bad-value")
            return nil
        }
        return n
    }

    mutating func member(_ label: String?, in arguments: [Argument]) -> String? {
        guard let arg = argument(label, in: arguments) else { return nil }
        if case .member(let name, _) = evaluate(arg.value) { return name }
        return nil
    }

    static func alignment(_ name: String?) -> Alignment? {
        switch name {
        case "center": .center
        case "leading": Alignment(.leading, .center)
        case "trailing": Alignment(.trailing, .center)
        case "top": Alignment(.center, .top)
        case "bottom": Alignment(.center, .bottom)
        case "topLeading": Alignment(.leading, .top)
        case "topTrailing": Alignment(.trailing, .top)
        case "bottomLeading": Alignment(.leading, .bottom)
        case "bottomTrailing": Alignment(.trailing, .bottom)
        case "firstTextBaseline": Alignment(.center, .firstTextBaseline)
        case "lastTextBaseline": Alignment(.center, .lastTextBaseline)
        default: nil
        }
    }

    /// True when Swift would type `expr` as an `Int`: an integer literal, an `Int` attribute, a theme token
    /// holding one, `Int(x)`, `.count`, and `+ - * / %` and unary minus of those. Decides integer division.
    func isInteger(_ expr: Expr, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch expr.kind {
        case .number(_, let isInteger): return isInteger
        case .identifier(let name):
            if locals[name] != nil { return integerLocals.contains(name) }
            if let type = attributeTypes[name] { return type.name.name == "Int" }
            guard locals[name] == nil, let entry = document.theme.first(where: { $0.name.name == name }) else { return false }
            return isInteger(entry.value, depth: depth + 1)
        case .view(let node): return node.name.name == "Int"
        case .member(_, let name): return name == "count"
        case .unary(.negate, let operand): return isInteger(operand, depth: depth + 1)
        case .binary(let op, let a, let b):
            guard [.add, .subtract, .multiply, .divide, .remainder].contains(op) else { return false }
            return isInteger(a, depth: depth + 1) && isInteger(b, depth: depth + 1)
        default: return false
        }
    }

    /// How Swift's `"\(x)"` and `String(x)` print a value: a `Double` that is whole keeps its `.0`
    /// (`7.0`, `100.0`), an `Int` prints without one. Other values read as `display(_:)`.
    func swiftDescription(_ value: BoundValue, of expr: Expr) -> String {
        if case .number(let n) = value, n.isFinite, !isInteger(expr) { return String(n) }
        return display(value)
    }

    /// How a value reads in a text: a date as its time in the chosen locale, anything else as `BoundValue.text`.
    func display(_ value: BoundValue) -> String {
        if case .date(let date) = value { return environment.locale.time(date) }
        return value.text
    }
}
