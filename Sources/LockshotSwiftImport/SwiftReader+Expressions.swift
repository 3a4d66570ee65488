import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    /// What a Swift expression stands for: the context, its state or attributes, or a value.
    mutating func bound(_ e: ExprSyntax, scope: Scope) -> Bound {
        if let ref = e.as(DeclReferenceExprSyntax.self), let b = scope.names[ref.baseName.text] { return b }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            if base.trimmedDescription == "self", let b = scope.names[name] { return b }
            if let ref = base.as(DeclReferenceExprSyntax.self), case .context? = scope.names[ref.baseName.text] {
                if name == "state" { return .state }
                if name == "attributes" { return .attributes }
            }
        }
        return .expr(expr(e, scope: scope))
    }

    /// A Swift expression as a layout expression.
    mutating func expr(_ e: ExprSyntax, scope: Scope) -> Expr {
        let r = range(of: e)
        if let literal = e.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            let value: Double = digits.hasPrefix("0x") ? Double(Int(digits.dropFirst(2), radix: 16) ?? 0) : Double(digits) ?? 0
            return Expr(.number(value, isInteger: true), range: r)
        }
        if let literal = e.as(FloatLiteralExprSyntax.self) {
            return Expr(.number(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0, isInteger: false), range: r)
        }
        if let literal = e.as(BooleanLiteralExprSyntax.self) { return Expr(.bool(literal.literal.text == "true"), range: r) }
        if e.is(NilLiteralExprSyntax.self) { return Expr(.nil, range: r) }
        if let literal = e.as(StringLiteralExprSyntax.self) { return string(literal, scope: scope) }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return expr(only.expression, scope: scope)
        }
        if let array = e.as(ArrayExprSyntax.self) {
            return Expr(.array(array.elements.map { expr($0.expression, scope: scope) }), range: r)
        }
        if let ternary = e.as(TernaryExprSyntax.self) {
            return Expr(.ternary(expr(ternary.condition, scope: scope), expr(ternary.thenExpression, scope: scope),
                                 expr(ternary.elseExpression, scope: scope)), range: r)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            let left = expr(infix.leftOperand, scope: scope)
            // `Text("a").bold() + Text(b)`: one text of segments.
            if infix.operator.trimmedDescription == "+", case .view(var node) = left.kind, node.name.name == "Text",
               case .view(let right) = expr(infix.rightOperand, scope: scope).kind, right.name.name == "Text" {
                node.concatenated += [ViewNode(name: right.name, arguments: right.arguments, modifiers: right.modifiers,
                                               range: right.range)] + right.concatenated
                node.range = r
                return Expr(.view(node), range: r)
            }
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let binary = BinaryOperator(rawValue: op) else {
                error("the operator '\(infix.operator.trimmedDescription)'", at: infix.operator, help: Self.logicHelp)
                return Expr(.nil, range: r)
            }
            var right = infix.rightOperand
            // `start...max(start, end)`: a range kept from trapping (as `lockshot export` writes it); lockshot's
            // timers take an end before the start already, so it reads as `start...end`.
            if binary == .closedRange, let call = right.as(FunctionCallExprSyntax.self),
               call.calledExpression.trimmedDescription == "max", call.arguments.count == 2,
               call.arguments.first?.expression.trimmedDescription == infix.leftOperand.trimmedDescription,
               let end = call.arguments.last?.expression {
                right = end
            }
            return Expr(.binary(binary, left, expr(right, scope: scope)), range: r)
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self) {
            let inner = expr(prefix.expression, scope: scope)
            switch prefix.operator.text {
            case "!": return Expr(.unary(.not, inner), range: r)
            case "-":
                if case .number(let v, let isInteger) = inner.kind { return Expr(.number(-v, isInteger: isInteger), range: r) }
                return Expr(.unary(.negate, inner), range: r)
            default:
                error("the operator '\(prefix.operator.text)'", at: prefix, help: Self.logicHelp)
                return inner
            }
        }
        if let keyPath = e.as(KeyPathExprSyntax.self) {
            return Expr(.keyPath(keyPath.components.trimmedDescription.trimmingPrefix(".").description), range: r)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return reference(ref.baseName.text, node: e, scope: scope) }
        if let m = e.as(MemberAccessExprSyntax.self) { return member(m, scope: scope) }
        if let call = e.as(FunctionCallExprSyntax.self) { return callExpr(call, scope: scope) }
        if e.is(ClosureExprSyntax.self) {
            error("a closure", at: e, help: Self.logicHelp)
        } else if e.is(ForceUnwrapExprSyntax.self) || e.is(OptionalChainingExprSyntax.self) {
            error("'\(e.trimmedDescription.prefix(40))': optional chaining and '!' are Swift logic", at: e,
                  help: "use 'if let' or '??' (lockshot follows those), or " + Self.logicHelp)
        } else if let sub = e.as(SubscriptCallExprSyntax.self) {
            error("a subscript '\(sub.trimmedDescription.prefix(40))'", at: e, help: "put the element in the content state, or " + Self.logicHelp)
        } else {
            error("'\(e.trimmedDescription.prefix(40))' is Swift logic lockshot cannot follow", at: e, help: Self.logicHelp)
        }
        return Expr(.nil, range: r)
    }

    mutating func string(_ literal: StringLiteralExprSyntax, scope: Scope) -> Expr {
        var segments: [StringSegment] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let unescaped = Self.unescape(text.content.text)
                if case .literal(let previous)? = segments.last {
                    segments[segments.count - 1] = .literal(previous + unescaped)
                } else {
                    segments.append(.literal(unescaped))
                }
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let parts = Array(interpolation.expressions)
                guard let first = parts.first else { continue }
                let value = expr(first.expression, scope: scope)
                if parts.count == 1 {
                    segments.append(.interpolation(value))
                } else {
                    let rest = parts.dropFirst().map { p in
                        Argument(label: p.label.map { Identifier($0.text, range: range(of: $0)) }, value: expr(p.expression, scope: scope),
                                 range: range(of: p))
                    }
                    segments.append(.formattedInterpolation(value, rest))
                }
            }
        }
        return Expr(.string(segments), range: range(of: literal))
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                _ = iterator.next() // {
                while let h = iterator.next(), h != "}" { hex.append(h) }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
            default: out.append(next)
            }
        }
        return out
    }

    /// A bare name: something bound, an environment value, a helper, a property default, a type.
    mutating func reference(_ name: String, node: ExprSyntax, scope: Scope) -> Expr {
        let r = range(of: node)
        switch scope.names[name] {
        case .expr(let value)?: return Self.relocated(value, to: r)
        case .context?, .state?, .attributes?, .views?:
            error("'\(name)' is the activity context itself, not a value", at: node,
                  help: "read a value from it: \(name).state.x or \(name).attributes.y")
            return Expr(.nil, range: r)
        case nil: break
        }
        if let key = scope.view?.environment[name] {
            if key == "isLuminanceReduced" { return Expr(.identifier("isLuminanceReduced"), range: r) }
            error("'@Environment(\\.\(key))' is not something a preview sets", at: node,
                  help: "lockshot knows \\.isLuminanceReduced; for \\.colorScheme use adaptive colors and a preview's 'appearance:'")
            return Expr(.nil, range: r)
        }
        if let view = scope.view, view.computed[name] != nil || view.properties.contains(where: { $0.name == name && $0.initial != nil }) {
            // A property defined by itself (`var total: Int { total + 1 }`) would never end.
            guard enterInlining(name, at: node) else { return Expr(.nil, range: r) }
            defer { inlining.removeLast() }
            if let body = view.computed[name] {
                if let single = Self.singleExpression(body) {
                    return expr(single, scope: scope)
                }
                let statements = { (reader: inout SwiftReader) -> [Statement] in
                    var inner = scope
                    return reader.statements(body, scope: &inner)
                }(&self)
                if let node = Self.single(statements) { return Expr(.view(node), range: r) }
                return Expr(.view(ViewNode(name: Identifier("Group", range: r), content: statements, range: r)), range: r)
            }
            if let property = view.properties.first(where: { $0.name == name }), let initial = property.initial {
                return expr(initial, scope: Scope(view: view))
            }
        }
        if name == "self" { return Expr(.identifier("self"), range: r) }
        if name.first?.isUppercase == true { return Expr(.identifier(name), range: r) }
        error("'\(name)' is not something lockshot can see", at: node,
              help: "use context.state / context.attributes, a stored property of the view, or a static constant")
        return Expr(.nil, range: r)
    }

    /// The value with its outer range moved to where it is used (inlined arguments point at the call site).
    static func relocated(_ value: Expr, to range: LockshotLanguage.SourceRange) -> Expr {
        var copy = value
        copy.range = range
        return copy
    }

    mutating func member(_ m: MemberAccessExprSyntax, scope: Scope) -> Expr {
        let name = m.declName.baseName.text
        let r = range(of: m)
        guard let base = m.base else {
            if let token = themeToken(implicit: name, node: m, scope: scope) { return token }
            return Expr(.implicitMember(name, arguments: nil), range: r)
        }
        if base.trimmedDescription == "self" { return reference(name, node: ExprSyntax(m), scope: scope) }
        switch bound(base, scope: scope) {
        case .context:
            if name == "isStale" { return Expr(.identifier("isStale"), range: r) }
            error("'context.\(name)' is not something lockshot previews", at: m.declName,
                  help: "use context.state.x, context.attributes.y or context.isStale")
            return Expr(.nil, range: r)
        case .state, .attributes:
            if dateRanges.contains(name) {
                return Expr(.binary(.closedRange, Expr(.identifier(name + "Start"), range: r), Expr(.identifier(name + "End"), range: r)),
                            range: r)
            }
            return Expr(.identifier(name), range: r)
        case .views:
            error("'\(name)' on a view", at: m, help: Self.logicHelp)
            return Expr(.nil, range: r)
        case .expr(let value):
            // `context.state.brand.color`: lockshot export's LockshotColor attribute, read as the Color attribute.
            if name == "color", case .identifier(let attribute) = value.kind, colorAttributes.contains(attribute) {
                return Self.relocated(value, to: r)
            }
            if case .identifier(let type) = value.kind, type.first?.isUppercase == true,
               let token = themeToken(key: type + "." + name, name: name, node: m, scope: scope) {
                return token
            }
            // `Date.now`: the render clock, which a layout calls `now`.
            if case .identifier("Date") = value.kind, name == "now" { return Expr(.identifier("now"), range: r) }
            return Expr(.member(value, name), range: r)
        }
    }

    mutating func callExpr(_ call: FunctionCallExprSyntax, scope: Scope) -> Expr {
        let r = range(of: call)
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let base = m.base else {
                return Expr(.implicitMember(name, arguments: arguments(call.arguments, scope: scope)), range: r)
            }
            let receiver = expr(base, scope: scope)
            if case .view(var node) = receiver.kind {
                if Self.isSkipped(m) || Self.isSkipped(m.period) { return receiver }
                node.modifiers.append(modifier(m, call: call, scope: scope))
                Self.characterLimitAfterLineLimit(&node)
                node.range = r
                return Expr(.view(node), range: r)
            }
            if call.trailingClosure != nil {
                error("'.\(name) { … }' on a value", at: m.declName, help: Self.logicHelp)
            }
            return Expr(.methodCall(receiver, name, arguments: arguments(call.arguments, scope: scope)), range: r)
        }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "Color", let hex = colorHex(call) { return Expr(.color(hex), range: r) }
            if name == "Date", call.arguments.isEmpty, call.trailingClosure == nil { return Expr(.identifier("now"), range: r) }
            if name == "LockshotColor", let hex = colorHex(call) { return Expr(.color(hex), range: r) }
            // `Text(caption.characterLimit(40))` (lockshot export's String helper): the layout's modifier.
            if name == "Text", call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
               let inner = only.expression.as(FunctionCallExprSyntax.self),
               let m = inner.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "characterLimit",
               let base = m.base {
                let text = ViewNode(name: Identifier("Text", range: range(of: ref)),
                                    arguments: [Argument(value: expr(base, scope: scope), range: range(of: base))],
                                    modifiers: [Modifier(name: Identifier("characterLimit", range: range(of: m.declName)),
                                                         arguments: arguments(inner.arguments, scope: scope), range: range(of: m.declName))],
                                    range: r)
                return Expr(.view(text), range: r)
            }
            // `Image(lockshotFile: x, fallback: "icon")` (lockshot export's file image): `Image(x ?? "icon")`.
            if name == "Image", let file = call.arguments.first, file.label?.text == "lockshotFile" {
                var value = expr(file.expression, scope: scope)
                if let fallback = call.arguments.first(where: { $0.label?.text == "fallback" }) {
                    // `Theme.appIcon` is how the exporter resolves a layout's "app-icon" (the theme's icon).
                    var fallbackValue = expr(fallback.expression, scope: scope) // keeps the appIcon token in the theme
                    if fallback.expression.trimmedDescription == "Theme.appIcon" {
                        fallbackValue = Expr(.string([.literal("app-icon")]), range: range(of: fallback.expression))
                    }
                    value = Expr(.binary(.nilCoalescing, value, fallbackValue), range: range(of: call.arguments))
                }
                return Expr(.view(ViewNode(name: Identifier("Image", range: range(of: ref)),
                                           arguments: [Argument(value: value, range: range(of: call.arguments))], range: r)), range: r)
            }
            // `max(Date.now, end)`: a timer's end kept out of the past (as `lockshot export` writes it);
            // lockshot's timers already stop at zero, so it reads as the end.
            if name == "max", call.arguments.count == 2, let first = call.arguments.first,
               ["Date.now", "Date()", ".now"].contains(first.expression.trimmedDescription), let second = call.arguments.last {
                return Self.relocated(expr(second.expression, scope: scope), to: r)
            }
            if name == "Color", call.arguments.count == 1, call.arguments.first?.label == nil,
               call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
                error("'Color(\"\(call.arguments.first?.expression.trimmedDescription.trimmingCharacters(in: ["\""]) ?? "")\")' is an asset-catalog color lockshot cannot read",
                      at: call, help: "give it a value in a Color extension: static let name = Color(red:green:blue:) or Color(hex: 0xRRGGBB)")
                return Expr(.nil, range: r)
            }
            if declarations.views[name] != nil || scope.view?.functions[name] != nil || declarations.skipped.contains(name) {
                let statements = viewStatements(ExprSyntax(call), scope: scope)
                if let node = Self.single(statements) { return Expr(.view(node), range: r) }
                return Expr(.view(ViewNode(name: Identifier("Group", range: r), content: statements, range: r)), range: r)
            }
            if name.first?.isUppercase == true { return Expr(.view(viewNode(call, scope: scope)), range: r) }
            error("a call to '\(name)(…)' is Swift logic", at: call, help: Self.logicHelp)
            return Expr(.nil, range: r)
        }
        error("'\(call.trimmedDescription.prefix(40))' is Swift logic lockshot cannot follow", at: call, help: Self.logicHelp)
        return Expr(.nil, range: r)
    }

    /// `Color(hex: 0xRRGGBB)`, `Color(hex: "#RRGGBB")`: the initializer nearly every app adds.
    /// Attributes of the exporter's `LockshotColor` type (read as `x.color`).
    var colorAttributes: Set<String> {
        Set((attributeDecls + stateDecls).filter { $0.type.name.name == "Color" }.map(\.name.name))
    }

    func colorHex(_ call: FunctionCallExprSyntax) -> RGBA? {
        guard let first = call.arguments.first, ["hex", "lockshotHex"].contains(first.label?.text ?? "") else { return nil }
        var alpha = 1.0
        if let opacity = call.arguments.dropFirst().first(where: { ["opacity", "alpha"].contains($0.label?.text ?? "") }),
           let v = Double(opacity.expression.trimmedDescription) { alpha = v }
        var text = first.expression.trimmedDescription.trimmingCharacters(in: ["\"", "#"])
        if text.hasPrefix("0x") || text.hasPrefix("0X") { text = String(text.dropFirst(2)) }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        return RGBA(hex: value, alpha: alpha)
    }

    // MARK: Theme

    /// `.brand` where `extension Color { static let brand = … }` (or `ShapeStyle where Self == Color`) declares it.
    mutating func themeToken(implicit name: String, node: MemberAccessExprSyntax, scope: Scope) -> Expr? {
        for type in ["Color", "ShapeStyle"] where declarations.statics[type + "." + name] != nil {
            return themeToken(key: type + "." + name, name: name, node: node, scope: scope)
        }
        return nil
    }

    /// A static constant as a theme token (colors, numbers, strings) or, for anything else, its value.
    mutating func themeToken(key: String, name: String, node: MemberAccessExprSyntax, scope: Scope) -> Expr? {
        guard let (valueSyntax, declaredType) = declarations.statics[key] else { return nil }
        let r = range(of: node)
        if let family = fontFamily(key: key) { return Expr(.string([.literal(family)]), range: r) }
        if let token = themeKeys[key] { return Expr(.identifier(token), range: r) }
        // A constant defined by itself would never end; constants each using the next twice would double per level.
        inlined += 1
        guard depth < 24, inlined <= Self.inlineBudget else { return nil }
        depth += 1
        let value = expr(valueSyntax, scope: Scope())
        depth -= 1
        // `static let label: Color = .primary`: a color by its declared type.
        var themable = declaredType == "Color" || key.hasPrefix("Color.") || key.hasPrefix("ShapeStyle.")
        switch value.kind {
        case .color, .number, .string: themable = true
        case .view(let v) where v.name.name == "Color": themable = true
        case .member(let base, _): if case .identifier("Color") = base.kind { themable = true }
        case .methodCall(let base, _, _):
            if case .color = base.kind { themable = true }
            if case .member(let b, _) = base.kind, case .identifier("Color") = b.kind { themable = true }
        default: break
        }
        guard themable else { return Self.relocated(value, to: r) }
        var token = name
        let taken = Set(theme.map(\.name.name)).union(attributeDecls.map(\.name.name)).union(stateDecls.map(\.name.name))
        if taken.contains(token) {
            let prefix = key.split(separator: ".").first.map(String.init)?.lowercased() ?? "theme"
            token = prefix + name.prefix(1).uppercased() + name.dropFirst()
        }
        themeKeys[key] = token
        theme.append(ThemeEntry(name: Identifier(token, range: range(of: valueSyntax)), value: value, range: range(of: valueSyntax)))
        return Expr(.identifier(token), range: r)
    }
}

extension Scope {
    mutating func withView(_ view: ViewDecl) -> Scope {
        self.view = view
        return self
    }
}
