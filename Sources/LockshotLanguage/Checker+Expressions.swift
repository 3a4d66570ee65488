/// Expression kinds: names in scope, implicit members, methods and operators.
extension CheckContext {
    /// True when a value of `kind` may stand where `accepts` is expected.
    func fits(_ kind: Schema.ValueKind, _ accepts: [Schema.ValueKind]) -> Bool {
        if accepts.contains(kind) || accepts.contains(.any) || kind == .any { return true }
        if accepts.contains(.view) && [.shape, .color, .shapeStyle].contains(kind) { return true }
        return false
    }

    /// Checks `expr` where one of `accepts` is expected, reporting a mismatch.
    mutating func checkValue(_ expr: Expr, accepts: [Schema.ValueKind], what: String) {
        guard let kind = infer(expr, expected: accepts) else { return }
        if !fits(kind, accepts) {
            let expected = accepts.map(\.described).joined(separator: " or ")
            report("\(what) expects \(expected), found \(kind.described)", expr.range, code: "type")
        }
    }

    /// The kind of `expr`, or nil when it cannot be known (or was already reported).
    /// Reports unknown names and members; `expected` says which implicit members are valid.
    mutating func infer(_ expr: Expr, expected: [Schema.ValueKind]?) -> Schema.ValueKind? {
        switch expr.kind {
        case .number: return .number
        case .bool: return .bool
        case .color: return .color
        case .nil: return nil
        case .string(let segments):
            for segment in segments {
                switch segment {
                case .literal: break
                case .interpolation(let inner): _ = infer(inner, expected: nil)
                case .formattedInterpolation(let inner, let arguments): checkFormattedInterpolation(inner, arguments)
                }
            }
            return .string
        case .identifier(let name):
            return identifier(name, range: expr.range)
        case .implicitMember(let name, let arguments):
            return implicitMember(name, arguments: arguments, expected: expected, range: expr.range)
        case .member(let base, let name):
            return member(base, name, range: expr.range)
        case .methodCall(let base, let name, let arguments):
            return methodCall(base, name, arguments, expected: expected, range: expr.range)
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, expected: expected)
        case .unary(let op, let operand):
            _ = infer(operand, expected: op == .negate ? [.number] : nil)
            return op == .not ? .bool : .number
        case .view(let node):
            if let kind = valueCall(node, expected: expected) { return kind }
            guard let spec = checkView(node) else { return nil }
            if let kind = Schema.constructorKinds[spec.name], node.modifiers.isEmpty { return kind }
            if spec.category == .shape && node.modifiers.isEmpty { return .shape }
            // `Color.red.opacity(0.5)` is still a color; `Color.red.frame(width: 20)` is a view.
            if spec.category == .color { return node.modifiers.allSatisfy { $0.name.name == "opacity" } ? .color : .view }
            return .view
        case .array(let elements):
            return arrayLiteral(elements, expected: expected, range: expr.range)
        case .ternary(let condition, let whenTrue, let whenFalse):
            return ternary(condition, whenTrue, whenFalse, expected: expected)
        case .keyPath:
            return .keyPath
        }
    }

    private mutating func identifier(_ name: String, range: SourceRange) -> Schema.ValueKind? {
        if let kind = scope[name] { return kind }
        if schema.typeMembers[name] != nil { return nil }
        if isSaturated {
            report("unknown name '\(name)'", range, code: "unknown-name")
            return nil
        }
        var candidates = Array(scope.keys).sorted()
        candidates.removeAll { $0 == name }
        let help = Self.didYouMean(name, candidates)
            ?? (schema.members(of: .color).contains { $0.name == name } ? "did you mean '.\(name)'?" : nil)
        report("unknown name '\(name)'", range, code: "unknown-name",
               help: help ?? "names in scope are attributes, theme tokens, 'now', 'isStale' and 'isLuminanceReduced'")
        return nil
    }

    private mutating func implicitMember(_ name: String, arguments: [Argument]?, expected: [Schema.ValueKind]?,
                                         range: SourceRange) -> Schema.ValueKind? {
        guard let expected, !expected.contains(.any) else {
            arguments?.forEach { _ = infer($0.value, expected: nil) }
            return nil
        }
        // `.red` where a view is expected is a color view.
        let kinds = expected.contains(.view) ? expected + [.color] : expected
        for kind in kinds {
            let named = schema.members(of: kind).filter { $0.name == name }
            guard let member = named.first(where: { ($0.signatures == nil) == (arguments == nil) }) ?? named.first
            else { continue }
            switch (member.signatures, arguments) {
            case (nil, nil), (.some, .some):
                if let signatures = member.signatures, let arguments {
                    checkArguments(arguments, against: signatures, callee: "." + name, range: range)
                    if name == "custom" { checkFontFamily(arguments) }
                }
            case (nil, .some):
                report("'.\(name)' takes no arguments", range, code: "arguments")
            case (.some(let signatures), nil):
                report("'.\(name)' needs arguments", range, code: "arguments",
                       help: "write " + signatures.map { "." + $0.spelling(name) }.joined(separator: " or "))
            }
            return kind
        }
        let names = kinds.flatMap { schema.members(of: $0).map(\.name) }
        guard !names.isEmpty else {
            report("'.\(name)' cannot stand for \(expected.map(\.described).joined(separator: " or "))", range, code: "type")
            return nil
        }
        report("unknown \(expected[0].noun) '.\(name)'", range, code: "unknown-name",
               help: Suggestion.closest(to: name, in: names).map { "did you mean '.\($0)'?" }
                ?? "valid here: " + names.prefix(12).map { "." + $0 }.joined(separator: ", "))
        return nil
    }

    /// `.custom("Family", size:)` must name a family from `fonts { }` or an embedded one.
    private mutating func checkFontFamily(_ arguments: [Argument]) {
        guard let first = arguments.first, first.label == nil, case .string(let segments) = first.value.kind,
              segments.count == 1, case .literal(let family) = segments[0] else { return }
        let known = fontFamilies + Checker.embeddedFontFamilies
        if !known.contains(family) {
            report("unknown font family '\(family)'", first.value.range, code: "unknown-name",
                   help: Self.didYouMean(family, known) ?? "declare it in 'fonts { \(family) = \"…\" }'")
        }
    }

    private mutating func member(_ base: Expr, _ name: String, range: SourceRange) -> Schema.ValueKind? {
        guard case .identifier(let typeName) = base.kind, scope[typeName] == nil,
              let kind = schema.typeMembers[typeName] else {
            let baseKind = infer(base, expected: nil)
            if let baseKind {
                if let property = schema.properties.first(where: { $0.receiver == baseKind && $0.name == name }) {
                    return property.result
                }
                report("\(baseKind.described) has no member '\(name)'", range, code: "unknown-name",
                       help: Self.didYouMean(name, schema.properties.filter { $0.receiver == baseKind }.map(\.name)))
            }
            return nil
        }
        let names = schema.members(of: kind).filter { $0.signatures == nil }.map(\.name)
        guard names.contains(name) else {
            report("unknown \(kind.noun) '\(typeName).\(name)'", range, code: "unknown-name",
                   help: Self.didYouMean(name, names))
            return nil
        }
        return kind
    }

    private mutating func methodCall(_ base: Expr, _ name: String, _ arguments: [Argument],
                                     expected: [Schema.ValueKind]?, range: SourceRange) -> Schema.ValueKind? {
        // `.number.precision(…)`, `.body.weight(.semibold)`: an implicit member receiver takes the kind the
        // method is defined on, else the kind the call site expects (so an unknown method is named).
        // `Angle.degrees(45)`, `Font.system(size: 12)`: a static call on a type is its implicit member.
        if case .identifier(let typeName) = base.kind, scope[typeName] == nil, let kind = schema.typeMembers[typeName] {
            return implicitMember(name, arguments: arguments, expected: [kind], range: range)
        }
        var receiverKinds: [Schema.ValueKind]?
        if case .implicitMember = base.kind {
            let kinds = schema.methods.filter { $0.name == name }.map(\.receiver)
            receiverKinds = kinds.isEmpty ? expected : kinds
        }
        guard let receiver = infer(base, expected: receiverKinds) else {
            arguments.forEach { _ = infer($0.value, expected: nil) }
            return nil
        }
        let methods = schema.methods.filter { $0.receiver == receiver }
        guard let method = methods.first(where: { $0.name == name }) else {
            report("\(receiver.described) has no method '\(name)'", range, code: "unknown-name",
                   help: Self.didYouMean(name, methods.map(\.name)))
            arguments.forEach { _ = infer($0.value, expected: nil) }
            return nil
        }
        checkArguments(arguments, against: [method.signature], callee: name, range: range)
        return method.result
    }

    private mutating func binary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr,
                                 expected: [Schema.ValueKind]?) -> Schema.ValueKind? {
        switch op {
        case .nilCoalescing:
            let left = infer(lhs, expected: expected)
            let right = infer(rhs, expected: expected)
            if let expected, let right, !fits(right, expected) { return right }
            return left ?? right
        case .closedRange, .halfOpenRange:
            _ = infer(lhs, expected: [.date, .number])
            _ = infer(rhs, expected: [.date, .number])
            return .range
        case .and, .or:
            _ = infer(lhs, expected: nil)
            _ = infer(rhs, expected: nil)
            return .bool
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            let left = infer(lhs, expected: nil)
            _ = infer(rhs, expected: left.map { [$0] })
            return .bool
        case .add, .subtract, .multiply, .divide, .remainder:
            let left = infer(lhs, expected: [.number])
            let right = infer(rhs, expected: [.number])
            // `now + 300` is a date; `"a" + name` a string.
            if left == .date || right == .date { return .date }
            if left == .string && right == .string && op == .add { return .string }
            return .number
        }
    }
}
