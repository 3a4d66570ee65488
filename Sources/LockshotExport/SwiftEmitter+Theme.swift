import LockshotLanguage

/// Which integer theme tokens can be `CGFloat`s: a token like `margin = 14` that is only used as a length
/// reads better as `Theme.margin` than as `CGFloat(Theme.margin)`. A token used where Swift's `Int` matters
/// (division, remainder, text, conversions, line counts, ranges) stays an `Int`, as lockshot computes it.
extension SwiftEmitter {
    static func lengthThemeTokens(_ document: Document) -> Set<String> {
        var integerTokens = Set<String>()
        for entry in document.theme {
            if case .number(_, true) = entry.value.kind { integerTokens.insert(entry.name.name) }
        }
        guard !integerTokens.isEmpty else { return [] }
        var sensitive = Set<String>()

        func names(_ expr: Expr) -> [String] {
            var out: [String] = []
            visit(expr) { if case .identifier(let name) = $0.kind { out.append(name) } }
            return out
        }
        func visit(_ expr: Expr, _ body: (Expr) -> Void) {
            body(expr)
            switch expr.kind {
            case .string(let segments):
                for segment in segments {
                    switch segment {
                    case .literal: break
                    case .interpolation(let inner): visit(inner, body)
                    case .formattedInterpolation(let inner, let args):
                        visit(inner, body)
                        for arg in args { visit(arg.value, body) }
                    }
                }
            case .implicitMember(_, let args): for arg in args ?? [] { visit(arg.value, body) }
            case .member(let base, _): visit(base, body)
            case .methodCall(let base, _, let args):
                visit(base, body)
                for arg in args { visit(arg.value, body) }
            case .binary(_, let a, let b):
                visit(a, body)
                visit(b, body)
            case .unary(_, let operand): visit(operand, body)
            case .view(let node): visitNode(node, body)
            case .array(let items): for item in items { visit(item, body) }
            case .ternary(let c, let a, let b):
                visit(c, body)
                visit(a, body)
                visit(b, body)
            default: break
            }
        }
        func visitNode(_ node: ViewNode, _ body: (Expr) -> Void) {
            for arg in node.arguments { visit(arg.value, body) }
            for modifier in node.modifiers {
                for arg in modifier.arguments { visit(arg.value, body) }
                for statement in modifier.content ?? [] { visitStatement(statement, body) }
            }
            for statement in node.content ?? [] { visitStatement(statement, body) }
            for closure in node.labeledClosures { for statement in closure.body { visitStatement(statement, body) } }
            for segment in node.concatenated { visitNode(segment, body) }
        }
        func visitStatement(_ statement: Statement, _ body: (Expr) -> Void) {
            switch statement {
            case .view(let node): visitNode(node, body)
            case .conditional(let c):
                visit(c.condition, body)
                for s in c.thenBody { visitStatement(s, body) }
                for s in c.elseBody ?? [] { visitStatement(s, body) }
            }
        }
        func markSensitive(_ expr: Expr) {
            switch expr.kind {
            case .binary(let op, let a, let b) where [.divide, .remainder, .closedRange, .halfOpenRange].contains(op):
                sensitive.formUnion(names(a))
                sensitive.formUnion(names(b))
            case .string(let segments):
                for segment in segments {
                    if case .interpolation(let inner) = segment { sensitive.formUnion(names(inner)) }
                    if case .formattedInterpolation(let inner, _) = segment { sensitive.formUnion(names(inner)) }
                }
            case .view(let node) where Schema.conversions.contains(node.name.name):
                for arg in node.arguments { sensitive.formUnion(names(arg.value)) }
            default: break
            }
        }
        func markNode(_ node: ViewNode) {
            if ["Text", "ForEach"].contains(node.name.name) {
                for arg in node.arguments where arg.label == nil { sensitive.formUnion(names(arg.value)) }
            }
            for modifier in node.modifiers where ["lineLimit", "characterLimit", "id"].contains(modifier.name.name) {
                for arg in modifier.arguments { sensitive.formUnion(names(arg.value)) }
            }
        }
        func walkStatement(_ statement: Statement) {
            visitStatement(statement) { expr in
                markSensitive(expr)
                if case .view(let node) = expr.kind { markNode(node) }
            }
            // Views in statement position.
            func nodes(_ statement: Statement) {
                switch statement {
                case .view(let node):
                    markNode(node)
                    for s in node.content ?? [] { nodes(s) }
                    for closure in node.labeledClosures { closure.body.forEach(nodes) }
                    for modifier in node.modifiers { (modifier.content ?? []).forEach(nodes) }
                case .conditional(let c):
                    c.thenBody.forEach(nodes)
                    (c.elseBody ?? []).forEach(nodes)
                }
            }
            nodes(statement)
        }
        for region in document.regions { region.body.forEach(walkStatement) }
        for entry in document.theme { visit(entry.value) { markSensitive($0) } }
        // A token defined from another token follows it.
        for entry in document.theme where names(entry.value).contains(where: { sensitive.contains($0) }) {
            sensitive.insert(entry.name.name)
        }
        return integerTokens.subtracting(sensitive)
    }
}
