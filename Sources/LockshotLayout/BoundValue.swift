import LockshotLanguage

/// The value of an expression during binding.
enum BoundValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// Seconds since 1970.
    case date(Double)
    case color(RGBA)
    case none
    /// `.leading`, `.custom("Flick", size: 14)`: interpreted by the argument that receives it.
    case member(String, [Argument]?)
    case range(Double, Double)
    /// A view or shape in argument position.
    case view(ViewNode)
    /// A font built by a method chain: `.body.weight(.semibold)`, `.caption.bold()`.
    case font(FontSpec)
    /// `["a", "b"]`, a `[String]` attribute, an array in a payload.
    case array([BoundValue])

    /// `if` truthiness (SPEC §3): an optional is true when present, a string when non-empty.
    var isTruthy: Bool {
        switch self {
        case .none: false
        case .bool(let b): b
        case .string(let s): !s.isEmpty
        case .number(let n): n != 0
        default: true
        }
    }

    var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    var number: Double? {
        switch self {
        case .number(let n): n
        case .date(let d): d
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    /// How a value reads inside `Text` and `\(…)`: integers without a fraction.
    var text: String {
        switch self {
        case .string(let s): s
        case .number(let n): BoundValue.format(n)
        case .bool(let b): b ? "true" : "false"
        case .date(let d): TextLocale.standard.time(d)
        case .color(let c): "#" + [c.red, c.green, c.blue].map { hex2(Int(clamping: ($0 * 255).rounded())) }.joined()
        case .none: ""
        case .member(let name, _): name
        case .range(let a, let b): "\(BoundValue.format(a))...\(BoundValue.format(b))"
        case .view(let node): node.name.name
        case .font(let spec): spec.family
        case .array(let items):
            "[" + items.map { if case .string(let s) = $0 { "\"\(s)\"" } else { $0.text } }.joined(separator: ", ") + "]"
        }
    }

    static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) <= 9_007_199_254_740_992 { return String(Int(n)) }
        return String(n)
    }

    private func hex2(_ n: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        let v = max(0, min(255, n))
        return String([digits[v / 16], digits[v % 16]])
    }

    /// SwiftUI's named colors (dark-appearance values for the adaptive ones).
    static func namedColor(_ name: String, appearance: Appearance) -> RGBA? {
        RGBA.system(name, dark: appearance == .dark)
    }
}
