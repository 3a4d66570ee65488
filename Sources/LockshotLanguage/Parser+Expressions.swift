/// Expressions, with Swift's precedence: `||` < `&&` < comparison < `??` (right) < `...` < `+ -` < `* /` < prefix `! -` < postfix.
extension ParserCore {
    private enum Associativity { case left, right, none }

    private static let levels: [(operators: [BinaryOperator], associativity: Associativity)] = [
        ([.or], .left),
        ([.and], .left),
        ([.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual], .none),
        ([.nilCoalescing], .right),
        ([.closedRange, .halfOpenRange], .none),
        ([.add, .subtract], .left),
        ([.multiply, .divide, .remainder], .left),
    ]

    /// An operator's binding strength, weakest first: its index in `levels`.
    static func level(of op: BinaryOperator) -> Int {
        levels.firstIndex { $0.operators.contains(op) } ?? 0
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout ParserCore) -> T) -> T {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        return body(&self)
    }

    mutating func withTrailingClosures<T>(_ body: (inout ParserCore) -> T) -> T {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        return body(&self)
    }

    /// One expression; nil (with a diagnostic) when none could be read.
    mutating func parseExpression() -> Expr? {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxNestingDepth {
            reportTooDeep()
            skipRestOfExpression()
            return nil
        }
        guard let condition = parseBinary(minLevel: 0) else { return nil }
        return parseTernary(after: condition)
    }

    /// `condition ? a : b` (Swift's ternary binds more loosely than every binary operator, and nests to the right).
    private mutating func parseTernary(after condition: Expr) -> Expr? {
        guard at("?"), parenDepth > 0 || !current.followsNewline else { return condition }
        advance()
        guard let whenTrue = parseExpression() else { return condition }
        guard expect(":", "after the first branch of '? :'", help: "write 'condition ? a : b'") else { return condition }
        guard let whenFalse = parseExpression() else { return condition }
        return Expr(.ternary(condition, whenTrue, whenFalse), range: condition.range.union(whenFalse.range))
    }

    /// Operator chains build trees as deep as they are long (`a + a + …`, `!!!…`, `a.b.c…`), and later
    /// stages walk trees recursively; a chain counts against the nesting limit like parentheses do.
    private mutating func chainTooLong(_ length: Int) -> Bool {
        guard depth + length > Parser.maxNestingDepth else { return false }
        reportTooDeep()
        skipRestOfExpression()
        return true
    }

    /// Skips to the end of the current expression: a `,`, a closing bracket, or (outside parentheses) a new line.
    mutating func skipRestOfExpression() {
        while !atEnd && !at(",") && !at(")") && !at("}") && !at("]") && !(parenDepth == 0 && current.followsNewline) {
            skipGroup()
        }
    }

    /// The binary operator at the cursor and its level in `levels`. Outside parentheses an
    /// operator on a new line does not continue the expression (it is not how layouts are written).
    private func binaryOperator() -> (BinaryOperator, level: Int)? {
        guard case .symbol(let s) = current.kind, parenDepth > 0 || !current.followsNewline,
              let op = BinaryOperator(rawValue: s),
              let level = Self.levels.firstIndex(where: { $0.operators.contains(op) }) else { return nil }
        return (op, level)
    }

    /// Precedence climbing: one loop per call, recursing only for a tighter-binding right operand,
    /// so the stack grows with the number of precedence levels, not with the expression's length.
    private mutating func parseBinary(minLevel: Int) -> Expr? {
        guard var lhs = parseUnary() else { return nil }
        var lastNonAssociative: (BinaryOperator, level: Int)?
        var chain = 0
        while let (op, level) = binaryOperator(), level >= minLevel {
            chain += 1
            if chainTooLong(chain) { return lhs }
            if let (previous, previousLevel) = lastNonAssociative, previousLevel == level {
                error("'\(op.rawValue)' cannot follow '\(previous.rawValue)' without parentheses", current.range,
                      help: "add parentheses to say which comes first")
            }
            advance()
            let associativity = Self.levels[level].associativity
            guard let rhs = parseBinary(minLevel: level + 1) else { return lhs }
            if associativity == .right {
                // `a ?? b ?? c …` is collected in a loop and folded from the right, so a long chain
                // does not recurse once per operator.
                var operands = [lhs, rhs]
                var operators = [op]
                while let (next, nextLevel) = binaryOperator(), nextLevel == level {
                    if chainTooLong(chain + operators.count) { break }
                    advance()
                    guard let operand = parseBinary(minLevel: level + 1) else { break }
                    operators.append(next)
                    operands.append(operand)
                }
                var result = operands.removeLast()
                while let left = operands.popLast(), let next = operators.popLast() {
                    result = Expr(.binary(next, left, result), range: left.range.union(result.range))
                }
                lhs = result
                continue
            }
            lhs = Expr(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range))
            lastNonAssociative = associativity == .none ? (op, level) : nil
        }
        return lhs
    }

    /// Prefix `!` and `-`, collected in a loop (`!!!!…` must not recurse). `-` before a number
    /// literal folds into a negative literal.
    private mutating func parseUnary() -> Expr? {
        var prefixes: [(UnaryOperator, SourceRange)] = []
        while let op = current.isSymbol("!") ? UnaryOperator.not : current.isSymbol("-") ? UnaryOperator.negate : nil {
            prefixes.append((op, current.range))
            advance()
            if chainTooLong(prefixes.count) { return nil }
        }
        guard var expr = parsePostfix() else { return nil }
        while let (op, opRange) = prefixes.popLast() {
            let range = opRange.union(expr.range)
            if op == .negate, case .number(let value, let isInteger) = expr.kind {
                expr = Expr(.number(-value, isInteger: isInteger), range: range)
            } else {
                expr = Expr(.unary(op, expr), range: range)
            }
        }
        return expr
    }

    /// `.member` and `.method(arguments)` after an expression.
    private mutating func parsePostfix() -> Expr? {
        guard var expr = parsePrimary() else { return nil }
        var chain = 0
        while at("."), let name = peek(1).identifier, parenDepth > 0 || !current.followsNewline {
            chain += 1
            if chainTooLong(chain) { return expr }
            advance()
            advance()
            if at("(") && !current.followsNewline {
                let arguments = parseArguments()
                expr = Expr(.methodCall(expr, name, arguments: arguments), range: range(from: expr.range.start))
            } else {
                expr = Expr(.member(expr, name), range: range(from: expr.range.start))
            }
        }
        return expr
    }

    private mutating func parsePrimary() -> Expr? {
        let token = current
        switch token.kind {
        case .number(let value, let isInteger):
            advance()
            return Expr(.number(value, isInteger: isInteger), range: token.range)
        case .string(let pieces):
            advance()
            return Expr(.string(stringSegments(pieces)), range: token.range)
        case .color(let color):
            advance()
            return Expr(.color(color), range: token.range)
        case .identifier(let name):
            switch name {
            case "true", "false":
                advance()
                return Expr(.bool(name == "true"), range: token.range)
            case "nil":
                advance()
                return Expr(.nil, range: token.range)
            default:
                break
            }
            let next = peek(1)
            let opensCall = next.isSymbol("(") && !next.followsNewline
            // `Color.red.frame(width: 20)`: a color with a view modifier is a view, as in SwiftUI.
            if name == "Color", next.isSymbol("."), peek(2).identifier != nil, peek(3).isSymbol("."),
               let modifier = peek(4).identifier, modifier != "opacity", Schema.standard.modifier(named: modifier) != nil,
               peek(5).isSymbol("(") {
                let node = parseViewNode(trailingClosure: trailingClosuresAllowed, modifiersAcrossLines: parenDepth > 0)
                return node.map { Expr(.view($0), range: $0.range) }
            }
            if name.first?.isUppercase == true, opensCall || (trailingClosuresAllowed && next.isSymbol("{")) {
                let node = parseViewNode(trailingClosure: trailingClosuresAllowed, modifiersAcrossLines: parenDepth > 0)
                return node.map { Expr(.view($0), range: $0.range) }
            }
            advance()
            if opensCall {
                error("'\(name)' cannot be called", token.range,
                      help: "views and shapes start with an uppercase letter; methods follow a value, as in 'accent.opacity(0.5)'")
                skipGroup()
            }
            return Expr(.identifier(name), range: token.range)
        case .symbol("."):
            guard let name = peek(1).identifier else { break }
            advance()
            advance()
            var arguments: [Argument]?
            if at("(") && !current.followsNewline { arguments = parseArguments() }
            return Expr(.implicitMember(name, arguments: arguments), range: range(from: token.range.start))
        case .symbol("("):
            advance()
            parenDepth += 1
            let inner = withTrailingClosures { $0.parseExpression() }
            parenDepth -= 1
            guard var inner else {
                _ = accept(")")
                return nil
            }
            if !expect(")", "to close '('") {
                while !atEnd && !at(")") && !at("}") && !current.followsNewline { skipGroup() }
                _ = accept(")")
            }
            inner.range = range(from: token.range.start)
            return inner
        case .symbol("["):
            return parseArrayLiteral()
        case .symbol("\\"):
            advance()
            guard at("."), let name = peek(1).identifier, !current.followsNewline else {
                error("expected a key path such as '\\.self' after '\\', found \(current.quoted)", current.range)
                return nil
            }
            advance()
            advance()
            return Expr(.keyPath(name), range: range(from: token.range.start))
        default:
            break
        }
        error("expected an expression, found \(token.quoted)", token.range)
        if !at(")") && !at("}") && !at(",") && !atEnd { advance() }
        return nil
    }

    /// `[a, b, c]` (a trailing comma and line breaks are allowed, as in Swift).
    private mutating func parseArrayLiteral() -> Expr? {
        let open = current.range
        advance()
        parenDepth += 1
        defer { parenDepth -= 1 }
        var elements: [Expr] = []
        while !accept("]") {
            if atEnd || at("}") || at(")") {
                error("expected ']' to close the array literal, found \(current.quoted)", current.range,
                      notes: [.init(message: "'[' opened here", range: open)])
                return Expr(.array(elements), range: range(from: open.start))
            }
            if let element = withTrailingClosures({ $0.parseExpression() }) { elements.append(element) }
            if !accept(",") && !at("]") {
                error("expected ',' or ']' in the array literal, found \(current.quoted)", current.range)
                while !atEnd && !at(",") && !at("]") && !at("}") && !at(")") { skipGroup() }
                _ = accept(",")
            }
        }
        return Expr(.array(elements), range: range(from: open.start))
    }

    /// Turns lexed string pieces into segments, parsing each interpolation's tokens.
    private mutating func stringSegments(_ pieces: [Token.Piece]) -> [StringSegment] {
        var segments: [StringSegment] = []
        for piece in pieces {
            switch piece {
            case .literal(let text):
                // Adjacent literals (an interpolation between them failed to parse) are one, as printing
                // and parsing again would make them: the parse of a print is the same document.
                if case .literal(let before) = segments.last {
                    segments[segments.count - 1] = .literal(before + text)
                } else {
                    segments.append(.literal(text))
                }
            case .interpolation(let tokens, let range):
                var inner = ParserCore(tokens: tokens, file: file, depth: depth)
                inner.parenDepth = 1
                inner.reportedTooDeep = reportedTooDeep
                if inner.atEnd {
                    error("empty string interpolation", range, help: "write a value between '\\(' and ')'")
                } else if let expr = inner.parseExpression() {
                    var arguments: [Argument] = []
                    while inner.accept(",") {
                        guard let argument = inner.parseArgument() else { break }
                        arguments.append(argument)
                    }
                    segments.append(arguments.isEmpty ? .interpolation(expr) : .formattedInterpolation(expr, arguments))
                    if !inner.atEnd {
                        inner.error("expected ')' to end the interpolation, found \(inner.current.quoted)", inner.current.range)
                    }
                }
                diagnostics += inner.diagnostics
                reportedTooDeep = inner.reportedTooDeep
            }
        }
        return segments
    }
}
