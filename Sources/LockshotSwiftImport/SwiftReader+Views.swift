import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    // MARK: Statements

    /// A view builder's statements: views, `if`s, `let`s (substituted where used).
    mutating func statements(_ items: CodeBlockItemListSyntax, scope: inout Scope) -> [Statement] {
        var out: [Statement] = []
        for item in items {
            if Self.isSkipped(item) { continue }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else {
                        error("a declaration lockshot cannot follow", at: binding, help: Self.logicHelp)
                        continue
                    }
                    scope.names[name] = bound(value, scope: scope)
                }
                continue
            }
            guard let expr = Self.asExpr(item) else {
                error("'\(item.trimmedDescription.prefix(40))' is Swift logic, not a view", at: item, help: Self.logicHelp)
                continue
            }
            out += viewStatements(expr, scope: scope)
        }
        return out
    }

    mutating func ifStatement(_ node: IfExprSyntax, scope: Scope) -> IfStatement {
        var thenScope = scope
        var conditions: [Expr] = []
        // `if let x = y, !x.isEmpty` is how Swift spells a layout's `if y` (present and not empty).
        let list = Array(node.conditions)
        if list.count == 2, case .optionalBinding(let binding) = list[0].condition,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           case .expression(let second) = list[1].condition, second.trimmedDescription == "!\(name).isEmpty" {
            let source: ExprSyntax = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            let value = expr(source, scope: scope)
            // Under a layout's `if caption`, `caption` is the present string (`Text(caption)`); anything else keeps `?? ""`.
            if case .identifier = value.kind {
                thenScope.names[name] = .expr(value)
            } else {
                thenScope.names[name] = .expr(Expr(.binary(.nilCoalescing, value, Expr(.string([]), range: value.range)), range: value.range))
            }
            let thenBody = statements(node.body.statements, scope: &thenScope)
            return IfStatement(condition: value, thenBody: thenBody, elseBody: elseBody(node, scope: scope), range: range(of: node))
        }
        for element in node.conditions {
            switch element.condition {
            case .expression(let e):
                conditions.append(expr(e, scope: thenScope)) // `if let x = y, !x.isEmpty`: later conditions see x
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    error("a pattern lockshot cannot follow", at: binding, help: Self.logicHelp)
                    continue
                }
                let source: ExprSyntax = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                let value = expr(source, scope: thenScope)
                thenScope.names[name] = .expr(value)
                // A layout's `if x` on an optional is "present" (and, for a String, not empty): exact for non-strings.
                if case .identifier(let attribute) = value.kind,
                   let declared = (attributeDecls + stateDecls).first(where: { $0.name.name == attribute }),
                   declared.type.isOptional, declared.type.name.name != "String" {
                    conditions.append(Self.relocated(value, to: range(of: binding)))
                } else {
                    conditions.append(Expr(.binary(.notEqual, value, Expr(.nil, range: value.range)), range: range(of: binding)))
                }
            default:
                error("this condition is Swift logic lockshot cannot follow", at: element, help: Self.logicHelp)
            }
        }
        var condition = conditions.first ?? Expr(.bool(true), range: range(of: node.conditions))
        for next in conditions.dropFirst() { condition = Expr(.binary(.and, condition, next), range: range(of: node.conditions)) }
        let thenBody = statements(node.body.statements, scope: &thenScope)
        return IfStatement(condition: condition, thenBody: thenBody, elseBody: elseBody(node, scope: scope), range: range(of: node))
    }

    mutating func elseBody(_ node: IfExprSyntax, scope: Scope) -> [Statement]? {
        switch node.elseBody {
        case .ifExpr(let nested): return [.conditional(ifStatement(nested, scope: scope))]
        case .codeBlock(let block):
            var elseScope = scope
            return statements(block.statements, scope: &elseScope)
        case nil: return nil
        }
    }

    // MARK: Views

    /// A view expression as statements: a built-in view, or a custom view / helper inlined.
    mutating func viewStatements(_ e: ExprSyntax, scope: Scope) -> [Statement] {
        viewDepth += 1
        defer { viewDepth -= 1 }
        if viewDepth == Self.viewNestingLimit + 1 {
            error("views nest more than \(Self.viewNestingLimit) deep", at: e, help: "lockshot's Swift reader stops here; no widget nests views this deep")
        }
        if viewDepth > Self.viewNestingLimit { return [] }
        if let node = e.as(IfExprSyntax.self) { return [.conditional(ifStatement(node, scope: scope))] }
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "+",
           case .view(let node) = expr(e, scope: scope).kind {
            return [.view(node)] // `Text("-") + Text(…)`
        }
        if let node = e.as(SwitchExprSyntax.self) {
            if let chosen = familyCase(node, scope: scope) { return chosen.flatMap { viewStatements($0, scope: scope) } }
            error("'switch' in a view body", at: node.switchKeyword,
                  help: "use if / else if (lockshot follows those), or put the chosen value in the content state")
            return []
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                // A modifier on a view: `.padding()`; `// lockshot: skip` before it drops it.
                if Self.isSkipped(member) || Self.isSkipped(member.period) { return viewStatements(base, scope: scope) }
                if case .identifier(let root)? = Self.rootName(base), root.first?.isUppercase == true || root == "self" || scope.view?.computed[root] != nil
                    || scope.names[root] != nil || declarations.views[root] != nil || scope.view?.functions[root] != nil {
                    let inner = viewStatements(base, scope: scope)
                    var node = Self.single(inner) ?? ViewNode(name: Identifier("Group", range: range(of: base)), content: inner,
                                                              range: range(of: base))
                    node.modifiers.append(modifier(member, call: call, scope: scope))
                    Self.characterLimitAfterLineLimit(&node)
                    node.range = range(of: call)
                    return [.view(node)]
                }
            }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = ref.baseName.text
                if declarations.skipped.contains(name) { return [] }
                if declarations.layouts.contains(name) {
                    error("'\(name)' is a custom Layout type; lockshot lays out only SwiftUI's own stacks and grids", at: call.calledExpression,
                          help: "use HStack, VStack, ZStack or Grid, or mark the view '// lockshot: skip'")
                    return []
                }
                if name == "AsyncImage" {
                    error("'AsyncImage' loads from the network, which lockshot (and a Live Activity) cannot", at: call.calledExpression,
                          help: "have the app save the image to the App Group container and pass its name in the attributes, or mark the view '// lockshot: skip'")
                    return []
                }
                if let view = declarations.views[name] { return inline(view, call: call, scope: scope) }
                if let function = scope.view?.functions[name] { return inlineFunction(function, call: call, scope: scope) }
                if name.first?.isUppercase == true, case .view(let node) = callExpr(call, scope: scope).kind { return [.view(node)] }
            }
        }
        // `header`, `self.header`, `content`: a helper property or a view passed in.
        if let name = Self.selfMemberName(e) {
            if case .views(let statements)? = scope.names[name] { return statements }
            if let body = scope.view?.computed[name] {
                // `var header: some View { … header … }` would never end.
                guard enterInlining(name, at: e) else { return [] }
                defer { inlining.removeLast() }
                var inner = Scope(names: scope.names, view: scope.view)
                return statements(body, scope: &inner)
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let name = Self.selfMemberName(call.calledExpression),
           case .views(let statements)? = scope.names[name] {
            return statements // `content()`
        }
        let value = expr(e, scope: scope)
        if case .view(let node) = value.kind { return [.view(node)] }
        error("'\(e.trimmedDescription.prefix(40))' is not a view lockshot can draw", at: e, help: Self.logicHelp)
        return []
    }

    /// `name` or `self.name`.
    static func selfMemberName(_ e: ExprSyntax) -> String? {
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" { return m.declName.baseName.text }
        return nil
    }

    enum Root { case identifier(String) }
    /// The name a modifier chain starts from: `Text` in `Text("a").bold()`, `header` in `header.padding()`.
    static func rootName(_ e: ExprSyntax) -> Root? {
        if let ref = e.as(DeclReferenceExprSyntax.self) { return .identifier(ref.baseName.text) }
        if let call = e.as(FunctionCallExprSyntax.self) { return rootName(call.calledExpression) }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            if base.trimmedDescription == "self" { return .identifier(m.declName.baseName.text) }
            return rootName(base)
        }
        if let i = e.as(IfExprSyntax.self) { return .identifier(i.ifKeyword.text == "if" ? "Group" : "") }
        return nil
    }

    static func single(_ statements: [Statement]) -> ViewNode? {
        if statements.count == 1, case .view(let node) = statements[0] { return node }
        return nil
    }

    mutating func modifier(_ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax, scope: Scope) -> Modifier {
        var content: [Statement]? = nil
        if let closure = call.trailingClosure {
            var inner = scope
            content = statements(closure.statements, scope: &inner)
        }
        return Modifier(name: Identifier(member.declName.baseName.text, range: range(of: member.declName)),
                        arguments: arguments(call.arguments, scope: scope), content: content,
                        range: range(of: member.declName))
    }

    /// A built-in view: `HStack(spacing: 4) { … }`, `ForEach(items, id: \.self) { item in … }`.
    mutating func viewNode(_ call: FunctionCallExprSyntax, scope: Scope) -> ViewNode {
        let name = call.calledExpression.trimmedDescription
        var node = ViewNode(name: Identifier(name, range: range(of: call.calledExpression)),
                            arguments: arguments(call.arguments, scope: scope), range: range(of: call))
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        if let c = call.trailingClosure { closures.append((nil, c)) }
        for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        // `Button { action } label: { … }` keeps the label; `Button(action: …)` drops the action.
        if name == "Button", closures.count > 1, closures[0].label == nil { closures.removeFirst() }
        // `ProgressView(…) { EmptyView() }`: an empty label is what the label-less initializer has.
        if name == "ProgressView", let first = closures.first, first.label == nil, first.closure.statements.count == 1,
           first.closure.statements.first?.trimmedDescription == "EmptyView()" {
            closures.removeFirst()
        }
        // `Gauge(…) { … } currentValueLabel: { EmptyView() } minimumValueLabel: …`: SwiftUI needs a current-value label
        // before end labels; an empty one is what the layout without it means.
        if name == "Gauge", closures.contains(where: { $0.label == "minimumValueLabel" || $0.label == "maximumValueLabel" }) {
            closures.removeAll { $0.label == "currentValueLabel" && $0.closure.statements.count == 1
                && $0.closure.statements.first?.trimmedDescription == "EmptyView()" }
        }
        for (index, (label, closure)) in closures.enumerated() {
            var inner = scope
            var parameters = Self.closureParameters(closure)
            // `ForEach(items, id: \.self) { Text($0) }`: the layout names the element.
            if parameters.isEmpty, name == "ForEach", index == 0 {
                parameters = ["element"]
                inner.names["$0"] = .expr(Expr(.identifier("element"), range: range(of: closure)))
            }
            for p in parameters where p != "_" { inner.names[p] = .expr(Expr(.identifier(p), range: range(of: closure))) }
            let body = statements(closure.statements, scope: &inner)
            if index == 0 {
                node.content = body
                if let label, name == "Button" { node.contentLabel = label }
                if let p = parameters.first {
                    node.closureParameter = Identifier(p, range: closure.signature.map { range(of: $0) } ?? range(of: closure.leftBrace))
                }
            } else {
                node.labeledClosures.append(LabeledClosure(label: Identifier(label ?? "", range: range(of: closure)), body: body,
                                                           range: range(of: closure)))
            }
        }
        return node
    }

    mutating func arguments(_ list: LabeledExprListSyntax, scope: Scope) -> [Argument] {
        var out: [Argument] = []
        for argument in list {
            if argument.expression.is(ClosureExprSyntax.self), argument.label?.text == "action" { continue }
            out.append(Argument(label: argument.label.map { Identifier($0.text, range: range(of: $0)) },
                                value: expr(argument.expression, scope: scope), range: range(of: argument)))
        }
        return out
    }

    // MARK: Inlining

    /// A custom view's body with its stored properties bound to the call's arguments (memberwise).
    mutating func inline(_ view: ViewDecl, call: FunctionCallExprSyntax, scope: Scope) -> [Statement] {
        guard enterInlining(view.name, at: call) else { return [] }
        defer { inlining.removeLast() }
        var inner = Scope(view: view)
        var unbound = view.properties.filter { $0.initial == nil }.map(\.name)
        for (index, argument) in call.arguments.enumerated() {
            let name = argument.label?.text ?? (index < view.properties.count ? view.properties[index].name : "")
            guard view.properties.contains(where: { $0.name == name }) else {
                error("'\(view.name)' has no stored property '\(name)'", at: argument,
                      help: "lockshot passes arguments to custom views by their stored properties' names (the memberwise initializer)")
                continue
            }
            inner.names[name] = bound(argument.expression, scope: scope)
            unbound.removeAll { $0 == name }
        }
        if let closure = call.trailingClosure {
            var closureScope = scope
            let content = statements(closure.statements, scope: &closureScope)
            let name = unbound.last ?? view.properties.last?.name ?? "content"
            inner.names[name] = .views(content)
            unbound.removeAll { $0 == name }
        }
        for name in unbound {
            error("'\(view.name)(…)' without '\(name):'", at: call, help: "pass every stored property without a default")
        }
        guard let body = view.computed["body"] else {
            error("'\(view.name)' has no 'var body'", at: view.node.name)
            return []
        }
        return statements(body, scope: &inner)
    }

    /// A `@ViewBuilder func row(_ title: String) -> some View` called in a body.
    mutating func inlineFunction(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, scope: Scope) -> [Statement] {
        guard let body = function.body, enterInlining(function.name.text + "()", at: call) else { return [] }
        defer { inlining.removeLast() }
        var inner = Scope(names: [:], view: scope.view)
        for (name, value) in scope.names where Self.isViewProperty(name, scope) { inner.names[name] = value }
        bindParameters(function, call: call, scope: scope, into: &inner)
        return statements(body.statements, scope: &inner)
    }

    /// Starts inlining `name` (a custom view, or a helper `name()`), unless it is already being inlined — the
    /// translator cannot tell when a recursive view stops, and a body naming itself twice doubles per level — or the
    /// translation has already inlined `inlineBudget` views, helpers and properties (fifteen levels each using the next twice).
    mutating func enterInlining(_ name: String, at call: some SyntaxProtocol) -> Bool {
        if inlining.contains(name) {
            error("'\(name)' contains itself: the syntax engine cannot follow a recursive view", at: call,
                  help: "render with the compiled engine (the default), which runs the widget's own code")
            return false
        }
        inlined += 1
        if inlined > Self.inlineBudget {
            if inlined == Self.inlineBudget + 1 {
                error("the views expand to more than \(Self.inlineBudget) inlined views", at: call,
                      help: "render with the compiled engine (the default), which runs the widget's own code")
            }
            return false
        }
        inlining.append(name)
        return true
    }

    static let inlineBudget = 20_000

    /// The view's own stored properties stay visible inside its helpers.
    static func isViewProperty(_ name: String, _ scope: Scope) -> Bool {
        scope.view?.properties.contains { $0.name == name } ?? false
    }

    mutating func bindParameters(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, scope: Scope, into inner: inout Scope) {
        let parameters = Array(function.signature.parameterClause.parameters)
        var arguments = Array(call.arguments)
        for parameter in parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = arguments.firstIndex(where: { ($0.label?.text ?? "_") == label }) {
                inner.names[name] = bound(arguments[index].expression, scope: scope)
                arguments.remove(at: index)
            } else if let value = parameter.defaultValue?.value {
                inner.names[name] = bound(value, scope: scope)
            } else {
                error("'\(function.name.text)(…)' without '\(label):'", at: call)
            }
        }
    }
}
