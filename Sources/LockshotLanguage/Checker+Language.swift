/// Checking the language and layout vocabulary of issue 14: `ForEach` scopes, text concatenation,
/// key paths, conversions, array literals, `? :` and formatted interpolation.
extension CheckContext {
    /// A view's `{ … }` body; `ForEach`'s closure parameter is in scope inside it.
    mutating func checkContent(_ content: [Statement], of node: ViewNode, spec: Schema.ViewSpec?) {
        guard let parameter = node.closureParameter else {
            if node.name.name == "ForEach" {
                report("'ForEach' needs a closure parameter", node.name.range, code: "arguments",
                       help: "write 'ForEach(items, id: \\.self) { item in … }' or '{ _ in … }'")
            }
            checkStatements(content)
            return
        }
        guard node.name.name == "ForEach" else {
            if spec != nil {
                report("'\(node.name.name)' takes no closure parameter", parameter.range, code: "arguments",
                       help: "only 'ForEach' passes each item to its body")
            }
            checkStatements(content)
            return
        }
        guard parameter.name != "_" else {
            checkStatements(content)
            return
        }
        var element: Schema.ValueKind?
        if let data = node.arguments.first(where: { $0.label == nil }) {
            var trial = self
            trial.diagnostics = []
            switch trial.infer(data.value, expected: [.range, .stringArray, .numberArray]) {
            case .stringArray: element = .string
            case .numberArray, .range: element = .number
            default: element = nil
            }
        }
        let saved = scope[parameter.name]
        scope[parameter.name] = .some(element)
        checkStatements(content)
        if let saved { scope[parameter.name] = saved } else { scope.removeValue(forKey: parameter.name) }
    }

    /// Rules of the new views that the schema's argument table cannot say.
    mutating func checkLanguageRules(_ node: ViewNode, spec: Schema.ViewSpec?) {
        let name = node.name.name
        if name == "ForEach", let data = node.arguments.first(where: { $0.label == nil }),
           case .binary(let op, let low, let high) = data.value.kind, op == .halfOpenRange || op == .closedRange,
           case .number(let a, _) = low.kind, case .number(let b, _) = high.kind,
           b - a + (op == .closedRange ? 1 : 0) > Double(Schema.maxForEachItems) {
            report("'ForEach' over \(Printer.expression(data.value)) makes more than \(Schema.maxForEachItems) views",
                   data.range, code: "bad-value", help: "a Live Activity shows a handful of items; shorten the range")
        }
        if name == "ForEach" {
            if let id = node.arguments.first(where: { $0.label?.name == "id" }) { checkKeyPath(id.value, allowed: "self") }
            else if let data = node.arguments.first(where: { $0.label == nil }) {
                var trial = self
                trial.diagnostics = []
                let kind = trial.infer(data.value, expected: [.range, .stringArray, .numberArray])
                let halfOpen: Bool = if case .binary(.halfOpenRange, _, _) = data.value.kind { true } else { false }
                if kind == .stringArray || kind == .numberArray || (kind == .range && !halfOpen) {
                    report(.warning, "SwiftUI's 'ForEach' needs 'id: \\.self' here", data.range, code: "arguments",
                           help: "write 'ForEach(\(Printer.expression(data.value)), id: \\.self) { … }'")
                }
            }
        }
        if name == "Button", node.content == nil, !node.arguments.contains(where: { $0.label == nil }) {
            report("'Button' needs a title or a label", node.name.range, code: "arguments",
                   help: "write 'Button(\"Title\", intent: MyIntent())' or 'Button(intent: MyIntent()) { Label… }'")
        }
        for modifier in node.modifiers where modifier.name.name == "environment" {
            if let keyPath = modifier.arguments.first { checkKeyPath(keyPath.value, allowed: "colorScheme") }
        }
        guard !node.concatenated.isEmpty else { return }
        // `Text("a").bold() + Text(b)`: only texts join, and only modifiers that return a `Text`.
        for (index, segment) in ([node] + node.concatenated).enumerated() {
            if index > 0 { checkView(segment) }
            if segment.name.name != "Text" {
                report("'+' joins 'Text' views, not '\(segment.name.name)'", segment.name.range, code: "type")
            }
            for modifier in segment.modifiers {
                if !Schema.textReturningModifiers.contains(modifier.name.name) {
                    if schema.modifier(named: modifier.name.name) != nil {
                        report("'.\(modifier.name.name)' makes 'Text' a view, which '+' cannot join", modifier.name.range,
                               code: "type", help: "apply it to the whole: Group { Text(\"a\") + Text(b) }.\(modifier.name.name)(…)")
                    }
                }
            }
        }
    }

    /// `\.self` (ForEach) or `\.colorScheme` (environment): the only key paths the language has.
    private mutating func checkKeyPath(_ expr: Expr, allowed: String) {
        guard case .keyPath(let name) = expr.kind else { return }
        if name != allowed {
            report("unknown key path '\\.\(name)'", expr.range, code: "unknown-name",
                   help: Self.didYouMean(name, [allowed]) ?? "write '\\.\(allowed)'")
        }
    }

    /// `Double(x)`, `Int(x)`, `String(x)`, `Date()`, `URL(string:)`, and any `Name(…)` where an intent is expected.
    mutating func valueCall(_ node: ViewNode, expected: [Schema.ValueKind]?) -> Schema.ValueKind? {
        let name = node.name.name
        let isIntent = expected?.contains(.intent) == true && schema.view(named: name) == nil
        guard Schema.conversions.contains(name) || isIntent else { return nil }
        if node.content != nil || !node.modifiers.isEmpty {
            report("'\(name)(…)' makes a value, not a view", node.range, code: "type")
        }
        if isIntent {  // intents are opaque: their arguments are only checked for names
            for argument in node.arguments { _ = infer(argument.value, expected: nil) }
            return .intent
        }
        typealias P = Schema.Parameter
        switch name {
        case "Double", "Int":
            checkArguments(node.arguments, against: [Schema.Signature([P(nil, [.number], required: true)])],
                           callee: name, range: node.name.range)
            return .number
        case "String":
            checkArguments(node.arguments, against: [Schema.Signature([P(nil, [.any], required: true)])],
                           callee: name, range: node.name.range)
            return .string
        case "Date":
            checkArguments(node.arguments, against: [Schema.Signature()], callee: name, range: node.name.range)
            return .date
        default:
            checkArguments(node.arguments, against: [Schema.Signature([P("string", [.string], required: true)])],
                           callee: name, range: node.name.range)
            return .url
        }
    }

    /// `["a", "b"]` is an array of strings; `[.top, .leading]` an edge set where one is expected.
    mutating func arrayLiteral(_ elements: [Expr], expected: [Schema.ValueKind]?, range: SourceRange) -> Schema.ValueKind? {
        // Gradient colors and stops, stroke dashes: the shapes-and-styles arrays (`Checker+Effects.swift`).
        if expected?.contains(where: { Schema.arrayElementKinds[$0] != nil }) == true {
            return array(elements, expected: expected, range: range)
        }
        for setKind in [Schema.ValueKind.edgeSet, .axisSet] where expected?.contains(setKind) == true {
            for element in elements { checkValue(element, accepts: [setKind], what: "an element of \(setKind.described)") }
            return setKind
        }
        var element: Schema.ValueKind?
        if expected?.contains(.stringArray) == true && expected?.contains(.numberArray) != true { element = .string }
        if expected?.contains(.numberArray) == true && expected?.contains(.stringArray) != true { element = .number }
        for item in elements {
            guard let kind = infer(item, expected: element.map { [$0] }) else { continue }
            guard kind == .string || kind == .number else {
                report("arrays hold strings or numbers, not \(kind.described)", item.range, code: "type")
                return nil
            }
            if let element, kind != element {
                report("array elements must all be \(element == .string ? "strings" : "numbers"), found \(kind.described)",
                       item.range, code: "type")
                return nil
            }
            element = kind
        }
        switch element {
        case .string: return .stringArray
        case .number: return .numberArray
        default: return expected?.first { $0 == .stringArray || $0 == .numberArray }
        }
    }

    /// `c ? a : b`: the branches must agree (a missing value in one branch takes the other's kind).
    mutating func ternary(_ condition: Expr, _ whenTrue: Expr, _ whenFalse: Expr,
                          expected: [Schema.ValueKind]?) -> Schema.ValueKind? {
        _ = infer(condition, expected: nil)
        let a = infer(whenTrue, expected: expected)
        let b = infer(whenFalse, expected: expected)
        if let a, let b, !fits(a, [b]), !fits(b, [a]) {
            report("the branches of '? :' differ: \(a.described) and \(b.described)", whenFalse.range, code: "type")
        }
        return a ?? b
    }

    /// `\(x, specifier: "%.1f")` and `\(x, format: .number)`.
    mutating func checkFormattedInterpolation(_ value: Expr, _ arguments: [Argument]) {
        let kind = infer(value, expected: nil)
        typealias P = Schema.Parameter
        checkArguments(arguments, against: [Schema.Signature([P("specifier", [.string], required: true)]),
                                            Schema.Signature([P("format", [.formatStyle], required: true)])],
                       callee: "\\(…)", range: arguments.first?.range ?? value.range)
        guard let specifier = arguments.first(where: { $0.label?.name == "specifier" }),
              case .string(let segments) = specifier.value.kind, segments.count <= 1 else { return }
        let text: String = if case .literal(let t) = segments.first { t } else { "" }
        switch FormatSpecifier.parse(text) {
        case .failure(let problem):
            report(problem.message, specifier.value.range, code: "bad-value",
                   help: "lockshot formats %d, %i, %f, %.Nf, %@ and %%")
        case .success(let spec):
            if let kind, let expects = spec.argumentKind, kind != expects, kind != .any {
                report("specifier '\(text)' formats \(expects.described), found \(kind.described)", value.range, code: "type")
            }
        }
    }
}
