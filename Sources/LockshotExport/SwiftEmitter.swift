import FoundationEssentials
import LockshotLanguage

/// The Swift type of a layout expression, as far as the export needs it (Swift's `Int`/`Double` split,
/// optionals, and what `if x` tests).
struct SwiftType: Equatable {
    enum Base: Equatable { case int, double, string, bool, date, color, image, stringArray, intArray, doubleArray, other }
    var base: Base
    var isOptional = false

    static let int = SwiftType(base: .int), double = SwiftType(base: .double), string = SwiftType(base: .string)
    static let bool = SwiftType(base: .bool), date = SwiftType(base: .date), color = SwiftType(base: .color)
    static let other = SwiftType(base: .other)

    var nonOptional: SwiftType { SwiftType(base: base) }
    var isNumber: Bool { base == .int || base == .double }

    init(base: Base, isOptional: Bool = false) {
        self.base = base
        self.isOptional = isOptional
    }

    /// The type of an attribute as the `ContentState` stores it.
    init(_ type: TypeRef) {
        let element: Base
        switch type.name.name {
        case "Int": element = type.isArray ? .intArray : .int
        case "Double": element = type.isArray ? .doubleArray : .double
        case "String": element = type.isArray ? .stringArray : .string
        case "Bool": element = .bool
        case "Date": element = .date
        case "Color": element = .color
        case "Image": element = .image
        default: element = .other
        }
        self.init(base: element, isOptional: type.isOptional)
    }
}

/// Writes Swift for the expressions and views of one layout; collects diagnostics for what cannot be exported.
struct SwiftEmitter {
    let document: Document
    let file: SourceFile
    let activity: String
    var diagnostics: [Diagnostic] = []
    let attributes: [String: AttributeDecl]
    /// Attributes that are ActivityKit content state (`context.state.x`); the rest are `context.attributes.x`.
    let stateNames: Set<String>
    let theme: [String: ThemeEntry]
    /// Names bound by `if let` and `ForEach` closures in the current scope, with their types.
    var locals: [String: SwiftType] = [:]
    /// Integer theme tokens written as `CGFloat` (only used as lengths).
    var lengthTokens: Set<String> = []
    /// Layout font family → the family name SwiftUI's `.custom` needs.
    var fontFamilies: [String: String] = [:]
    /// What the current region reads that its view struct must declare.
    var usesLuminanceReduced = false
    /// Asset names `Image("…")` refers to, and the app's intent types, for the README.
    var imageAssets: Set<String> = []
    var intents: Set<String> = []
    /// `keylineTint` found in the island's regions, lifted to the `DynamicIsland`.
    var keylineTint: String?
    /// `contentMargins(…, for: <island presentation>)` found in the regions, lifted to the `DynamicIsland`, as written.
    var islandMargins: [String] = []

    init(document: Document, file: SourceFile, activity: String, stateNames: Set<String>) {
        self.document = document
        self.file = file
        self.activity = activity
        self.stateNames = stateNames
        var attributes: [String: AttributeDecl] = [:]
        for attribute in SwiftUIExporter.allAttributes(document) { attributes[attribute.name.name] = attribute }
        self.attributes = attributes
        var theme: [String: ThemeEntry] = [:]
        for entry in document.theme { theme[entry.name.name] = entry }
        self.theme = theme
        self.lengthTokens = Self.lengthThemeTokens(document)
        for font in document.fonts {
            // The embedded font registers as family "LockshotPixel"; a file keeps the layout's family name.
            fontFamilies[font.family.name] = font.faces.isEmpty && Checker.embeddedFontFamilies.contains(font.source)
                ? font.source : font.family.name
        }
    }

    mutating func refuse(_ message: String, _ range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, file: file.path, at: range, code: "export", help: help))
    }

    // MARK: Types

    func themeType(_ name: String, depth: Int = 0) -> SwiftType? {
        guard let entry = theme[name], depth < 16 else { return nil }
        return type(of: entry.value, depth: depth + 1)
    }

    /// The Swift type of `expr`, nil when it depends on context (`.leading`, `.red`).
    func type(of expr: Expr, depth: Int = 0) -> SwiftType? {
        guard depth < 32 else { return nil }
        switch expr.kind {
        case .number(_, let isInteger): return isInteger ? .int : .double
        case .string: return .string
        case .bool: return .bool
        case .nil: return SwiftType(base: .other, isOptional: true)
        case .color: return .color
        case .identifier(let name):
            if let local = locals[name] { return local }
            if let attribute = attributes[name] { return SwiftType(attribute.type) }
            if theme[name] != nil { return lengthTokens.contains(name) ? .double : themeType(name, depth: depth) }
            switch name {
            case "now": return .date
            case "isStale", "isLuminanceReduced": return .bool
            default: return nil
            }
        case .implicitMember(let name, _):
            return Schema.namedColors.contains(name) || name == "accentColor" ? .color : nil
        case .member(let base, let name):
            if name == "count" { return .int }
            if name == "isEmpty" { return .bool }
            if case .identifier("Color") = base.kind { return .color }
            if case .identifier("Date") = base.kind { return .date }
            return nil
        case .methodCall(let base, let name, _):
            switch name {
            case "opacity": return .color
            case "uppercased", "lowercased", "formatted": return .string
            default: return type(of: base, depth: depth + 1)
            }
        case .binary(let op, let a, let b):
            switch op {
            case .add, .subtract, .multiply, .divide, .remainder:
                let ta = type(of: a, depth: depth + 1), tb = type(of: b, depth: depth + 1)
                if ta?.base == .date { return .date }
                if ta?.base == .string { return .string }
                return ta?.base == .int && tb?.base == .int ? .int : .double
            case .nilCoalescing:
                return type(of: b, depth: depth + 1).map { rhs in
                    let lhs = type(of: a, depth: depth + 1)
                    return lhs?.base == .image ? SwiftType(base: .image) : rhs
                } ?? type(of: a, depth: depth + 1)?.nonOptional
            case .closedRange, .halfOpenRange: return .other
            default: return .bool
            }
        case .unary(.not, _): return .bool
        case .unary(.negate, let operand): return type(of: operand, depth: depth + 1)
        case .view(let node):
            switch node.name.name {
            case "Int": return .int
            case "Double": return .double
            case "String": return .string
            case "Date": return .date
            case "Color": return .color
            default: return nil
            }
        case .array: return .other
        case .ternary(_, let a, let b):
            let ta = type(of: a, depth: depth + 1), tb = type(of: b, depth: depth + 1)
            if ta?.base == .int, tb?.base == .double { return tb }
            return ta ?? tb
        case .keyPath: return nil
        }
    }

    /// True when `expr` is made only of number literals (Swift infers its type from where it is used).
    func isLiteralNumber(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number: return true
        case .ternary(_, let a, let b): return isLiteralNumber(a) && isLiteralNumber(b)
        case .unary(.negate, let operand): return isLiteralNumber(operand)
        case .binary(let op, let a, let b):
            return [.add, .subtract, .multiply, .divide].contains(op) && isLiteralNumber(a) && isLiteralNumber(b)
        default: return false
        }
    }

    // MARK: Names

    /// How the views read an attribute: `context.state.caption`.
    func attributeAccess(_ name: String) -> String {
        (stateNames.contains(name) ? "context.state." : "context.attributes.") + name
    }

    mutating func identifier(_ name: String, range: SourceRange) -> String {
        if locals[name] != nil { return name }
        if let attribute = attributes[name] {
            let access = attributeAccess(name)
            return attribute.type.name.name == "Color" ? access + (attribute.type.isOptional ? "?.color" : ".color") : access
        }
        if theme[name] != nil { return "Theme.\(name)" }
        switch name {
        case "now": return "Date.now"
        case "isStale": return "context.isStale"
        case "isLuminanceReduced":
            usesLuminanceReduced = true
            return "isLuminanceReduced"
        default: return name
        }
    }

    // MARK: Expressions

    static func number(_ value: Double, isInteger: Bool) -> String {
        if isInteger, let exact = Int64(exactly: value) { return String(exact) }
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    static func quote(_ text: String) -> String { Printer.quote(text) }

    static func escape(_ text: String) -> String { Printer.escape(text) }

    /// `0xRRGGBB`, the colour's opaque part as a Swift hex literal.
    static func hexLiteral(_ color: RGBA) -> String {
        func byte(_ v: Double) -> String {
            let digits = String(Int((max(0, min(1, v)) * 255).rounded()), radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "0x" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    static func hexColor(_ color: RGBA) -> String {
        let hex = hexLiteral(color)
        if color.alpha >= 1 { return "Color(lockshotHex: \(hex))" }
        return "Color(lockshotHex: \(hex), opacity: \(number((color.alpha * 1000).rounded() / 1000, isInteger: false)))"
    }

    /// The Swift text of `expr`. `numeric` says what a number in this position must be (`CGFloat`, `Double`, `Int`).
    mutating func expression(_ expr: Expr, numeric: String? = nil) -> String {
        if let numeric, let t = type(of: expr), t.isNumber, !t.isOptional, !isLiteralNumber(expr) {
            let text = plainExpression(expr)
            switch (numeric, t.base) {
            case ("Int", .double): return "Int(\(text))"
            case ("CGFloat", .int), ("Double", .int): return "\(numeric)(\(text))"
            default: return text
            }
        }
        return plainExpression(expr)
    }

    mutating func plainExpression(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let value, let isInteger): return Self.number(value, isInteger: isInteger)
        case .string(let segments): return stringLiteral(segments)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .color(let color): return Self.hexColor(color)
        case .identifier(let name): return identifier(name, range: expr.range)
        case .implicitMember(let name, let args):
            guard let args else { return "." + name }
            if name == "custom", let first = args.first, first.label == nil, case .string(let segments) = first.value.kind,
               segments.count == 1, case .literal(let family) = segments[0] {
                // A declared family is the `Fonts` constant (SwiftEmitter+Fonts.swift); anything else as written.
                let mapped = fontFamilies[family] != nil ? "Fonts." + Self.fontConstant(family) : Self.quote(family)
                return ".custom(\(mapped)" + args.dropFirst().map { ", " + argument($0) }.joined() + ")"
            }
            return "." + name + "(" + arguments(args) + ")"
        case .member(let base, let name):
            return receiver(base) + "." + name
        case .methodCall(let base, let name, let args):
            return receiver(base) + "." + name + "(" + arguments(args) + ")"
        case .binary(let op, let a, let b): return binary(op, a, b)
        case .unary(.not, let operand):
            return "!" + parenthesised(condition(operand), operand)
        case .unary(.negate, let operand):
            let inner = plainExpression(operand)
            if case .binary = operand.kind { return "-(" + inner + ")" }
            return "-" + inner
        case .view(let node): return inlineView(node)
        case .array(let elements): return "[" + elements.map { expression($0) }.joined(separator: ", ") + "]"
        case .ternary(let c, let a, let b):
            let cond = condition(c)
            let condText: String
            if case .ternary = c.kind { condText = "(" + cond + ")" } else { condText = cond }
            var whenTrue = expression(a)
            if case .ternary = a.kind { whenTrue = "(" + whenTrue + ")" }
            return condText + " ? " + whenTrue + " : " + expression(b)
        case .keyPath(let name): return "\\." + name
        }
    }

    private mutating func parenthesised(_ text: String, _ expr: Expr) -> String {
        switch expr.kind {
        case .identifier where !(type(of: expr)?.isOptional ?? false) && type(of: expr)?.base == .bool: return text
        case .member, .methodCall: return text
        default: return "(" + text + ")"
        }
    }

    mutating func receiver(_ base: Expr) -> String {
        let text = plainExpression(base)
        switch base.kind {
        case .binary, .unary, .ternary: return "(" + text + ")"
        case .number(let value, _) where value < 0: return "(" + text + ")"
        case .implicitMember(let name, nil) where Schema.namedColors.contains(name): return "Color." + name
        default: return text
        }
    }

    private mutating func binary(_ op: BinaryOperator, _ a: Expr, _ b: Expr) -> String {
        if op == .and || op == .or {
            return operand(a, op: op, left: true, text: condition(a)) + " \(op.rawValue) "
                + operand(b, op: op, left: false, text: condition(b))
        }
        let ta = type(of: a), tb = type(of: b)
        // `x ?? y` on a value `if let` already unwrapped is just `x`.
        if op == .nilCoalescing, let ta, !ta.isOptional, ta.base != .image, ta.base != .other { return plainExpression(a) }
        var left = plainExpression(a), right = plainExpression(b)
        // `now...end` once `end` has passed: lockshot shows an elapsed timer, Swift's `...` would trap.
        if op == .closedRange, case .identifier("now") = a.kind, locals["now"] == nil {
            right = "max(Date.now, \(right))"
        } else if op == .closedRange, ta == .date, tb == .date {
            // `start...end` from a payload whose end is before its start (a paused or late update) traps too.
            right = "max(\(left), \(right))"
        }
        // Swift does not mix Int and Double: the Int side becomes a Double, as lockshot computes.
        if let ta, let tb, ta.isNumber, tb.isNumber, ta.base != tb.base, !ta.isOptional, !tb.isOptional {
            if ta.base == .int, !isLiteralNumber(a) { left = "Double(\(left))" }
            if tb.base == .int, !isLiteralNumber(b) { right = "Double(\(right))" }
        }
        left = operand(a, op: op, left: true, text: left)
        right = operand(b, op: op, left: false, text: right)
        if op == .remainder, ta?.base == .double || tb?.base == .double {
            return left + ".truncatingRemainder(dividingBy: " + plainExpression(b) + ")"
        }
        if op == .closedRange || op == .halfOpenRange { return left + op.rawValue + right }
        return left + " \(op.rawValue) " + right
    }

    private func operand(_ expr: Expr, op: BinaryOperator, left: Bool, text: String) -> String {
        if text.hasPrefix("Double(") || text.hasPrefix("CGFloat(") { return text }
        let level = op.precedence
        if case .ternary = expr.kind { return "(" + text + ")" }
        if case .binary(let inner, _, _) = expr.kind {
            let innerLevel = inner.precedence
            let sameOK = left ? (op != .nilCoalescing && level != 2 && level != 4) : op == .nilCoalescing
            if innerLevel < level || (innerLevel == level && !sameOK) { return "(" + text + ")" }
        }
        return text
    }

    /// `expr` as a `Bool`: lockshot's `if x` is true for a present optional (a non-empty string).
    mutating func condition(_ expr: Expr) -> String {
        switch expr.kind {
        case .binary(let op, let a, let b) where op == .and || op == .or:
            return binary(op, a, b)
        case .unary(.not, let operand):
            return "!" + parenthesised(condition(operand), operand)
        default:
            let text = plainExpression(expr)
            guard let t = type(of: expr) else { return text }
            let needsParens: Bool
            switch expr.kind {
            case .identifier, .member, .methodCall: needsParens = false
            default: needsParens = true
            }
            let base = needsParens ? "(" + text + ")" : text
            switch (t.base, t.isOptional) {
            case (.string, true), (.stringArray, true), (.intArray, true), (.doubleArray, true):
                return base + "?.isEmpty == false"
            case (.string, false), (.stringArray, false), (.intArray, false), (.doubleArray, false):
                return "!" + base + ".isEmpty"
            case (_, true): return base + " != nil"
            default: return text
            }
        }
    }

    /// A string literal; interpolated numbers print as lockshot prints them (a `Double` as Swift's `description`).
    mutating func stringLiteral(_ segments: [StringSegment]) -> String {
        var out = "\""
        for segment in segments {
            switch segment {
            case .literal(let text): out += Self.escape(text)
            case .interpolation(let inner):
                let text = plainExpression(inner)
                let t = type(of: inner)
                if t?.isOptional == true {
                    out += t?.base == .string ? "\\(\(text) ?? \"\")" : "\\(\(text).map { String(describing: $0) } ?? \"\")"
                } else if t?.base == .double || t?.base == .date || t == nil {
                    // LocalizedStringKey formats a Double with %lf ("5.240000"); lockshot shows "5.24".
                    out += t?.base == .string ? "\\(\(text))" : "\\(String(describing: \(text)))"
                } else {
                    out += "\\(\(text))"
                }
            case .formattedInterpolation(let inner, let args):
                // `specifier: "%@"` formats a string as itself; SwiftUI takes specifiers for numbers only.
                if args.count == 1, args[0].label?.name == "specifier", let spec = args[0].value.literalText,
                   case .success(let parsed) = FormatSpecifier.parse(spec), parsed.conversion == .object {
                    let text = plainExpression(inner)
                    let value = type(of: inner)?.base == .string && type(of: inner)?.isOptional == false
                        ? text : "String(describing: \(text))"
                    out += Self.escape(parsed.prefix) + "\\(" + value + ")" + Self.escape(parsed.suffix)
                } else {
                    out += "\\(" + plainExpression(inner) + ", " + arguments(args) + ")"
                }
            }
        }
        return out + "\""
    }


    mutating func argument(_ arg: Argument, numeric: String? = nil) -> String {
        (arg.label.map { $0.name + ": " } ?? "") + expression(arg.value, numeric: numeric)
    }

    mutating func arguments(_ args: [Argument], numeric: (Argument) -> String? = { _ in nil }) -> String {
        args.map { argument($0, numeric: numeric($0)) }.joined(separator: ", ")
    }
}
