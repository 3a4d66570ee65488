/// View bodies: views with modifier chains, and `if` / `else`.
extension ParserCore {
    /// `{ statements }`; one nesting level.
    mutating func parseStatementBlock(_ owner: String, skippingParameter: Bool = false) -> [Statement] {
        let open = current.range
        guard at("{") else {
            error("expected '{' after '\(owner)', found \(current.quoted)", current.range)
            recoverToLineStart()
            return []
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxNestingDepth {
            reportTooDeep()
            skipGroup()
            return []
        }
        advance()
        if skippingParameter {  // `name in`, already read by `closureParameter()`
            advance()
            advance()
        }
        var body: [Statement] = []
        while !at("}") {
            if atEnd {
                error("expected '}' to close '\(owner)'", current.range,
                      notes: [.init(message: "'\(owner)' opened here", range: open)])
                return body
            }
            let before = index
            if let statement = parseStatement() { body.append(statement) }
            if index == before { advance() }
        }
        advance()
        return body
    }

    mutating func parseStatement() -> Statement? {
        if accept(";") { return nil }
        if atKeyword("if") { return parseIf().map(Statement.conditional) }
        if let name = current.identifier, name.first?.isUppercase == true {
            guard var node = parseViewNode(trailingClosure: true, modifiersAcrossLines: true) else { return nil }
            // `Text("a") + Text(b).bold()`: text concatenation in view position.
            while at("+") {
                advance()
                guard let next = current.identifier, next.first?.isUppercase == true else {
                    error("expected a 'Text' after '+', found \(current.quoted)", current.range,
                          help: "'+' joins texts: Text(\"a\") + Text(b)")
                    recoverToLineStart()
                    break
                }
                guard let segment = parseViewNode(trailingClosure: false, modifiersAcrossLines: true) else { break }
                node.concatenated.append(segment)
                node.range = node.range.union(segment.range)
            }
            return .view(node)
        }
        if at("."), let name = peek(1).identifier {
            error("modifier '.\(name)' must follow a view", current.range.union(peek(1).range),
                  help: "attach it to the view it changes")
            recoverToLineStart()
            return nil
        }
        let help = current.identifier
            .flatMap { Suggestion.closest(to: $0, in: Schema.standard.views.map(\.name)) }
            .map { "did you mean '\($0)'?" }
        error("expected a view or 'if', found \(current.quoted)", current.range, help: help)
        recoverToLineStart()
        return nil
    }

    /// `if condition { … } [else if … | else { … }]`.
    mutating func parseIf() -> IfStatement? {
        let start = current.range.start
        advance()
        guard !at("{") else {
            error("expected a condition after 'if'", current.range, help: "write 'if caption { … }'")
            _ = parseStatementBlock("if")
            return nil
        }
        let condition = withoutTrailingClosures { $0.parseExpression() }
        guard let condition, at("{") else {
            if condition != nil { error("expected '{' after the 'if' condition, found \(current.quoted)", current.range) }
            recoverToLineStart()
            if at("{") { skipGroup() }
            return nil
        }
        let thenBody = parseStatementBlock("if")
        var elseBody: [Statement]?
        if atKeyword("else") {
            advance()
            if atKeyword("if") {
                depth += 1
                defer { depth -= 1 }
                if depth > Parser.maxNestingDepth {
                    reportTooDeep()
                    recoverToLineStart()
                } else if let nested = parseIf() {
                    elseBody = [.conditional(nested)]
                }
            } else {
                elseBody = parseStatementBlock("else")
            }
        }
        return IfStatement(condition: condition, thenBody: thenBody, elseBody: elseBody, range: range(from: start))
    }

    /// `Name(arguments) { content } .modifier(…) …`; the caller has checked that a name is next.
    mutating func parseViewNode(trailingClosure: Bool, modifiersAcrossLines: Bool) -> ViewNode? {
        let start = current.range.start
        guard let name = current.identifier else { return nil }
        let nameRange = current.range
        advance()
        var arguments: [Argument] = []
        var hasCall = false
        // `Color.red` as a view is `Color(.red)`, as SwiftUI's static colors are views.
        if name == "Color", at("."), !current.followsNewline, let member = peek(1).identifier {
            let memberStart = current.range.start
            advance()
            advance()
            let value = Expr(.implicitMember(member, arguments: nil), range: range(from: memberStart))
            arguments = [Argument(value: value, range: value.range)]
            hasCall = true
        } else if at("(") && !current.followsNewline {
            arguments = parseArguments()
            hasCall = true
        }
        var content: [Statement]?
        var parameter: Identifier?
        var contentLabel: String?
        if trailingClosure && at("{") {
            // `Button { action } label: { … }`: the action is code a still never runs; the label is the view.
            let afterFirst = indexAfterGroup(from: index)
            let labelToken = tokens[min(afterFirst, tokens.count - 1)]
            if name == "Button", let label = labelToken.identifier, !labelToken.followsNewline || label == "label",
               tokens[min(afterFirst + 1, tokens.count - 1)].isSymbol(":"),
               tokens[min(afterFirst + 2, tokens.count - 1)].isSymbol("{") {
                index = afterFirst + 2
                contentLabel = label
            }
            parameter = closureParameter()
            content = parseStatementBlock(name, skippingParameter: parameter != nil)
            hasCall = true
        }
        // More labeled trailing closures: `Label { … } icon: { … }`. A statement never starts
        // with `name: {`, so one may follow on the next line, as Swift allows.
        var labeled: [LabeledClosure] = []
        while trailingClosure, content != nil, let label = current.identifier, label.first?.isLowercase == true,
              peek(1).isSymbol(":"), peek(2).isSymbol("{") {
            let closureStart = current.range.start
            let labelIdentifier = Identifier(label, range: current.range)
            advance()
            advance()
            let body = parseStatementBlock(label)
            labeled.append(LabeledClosure(label: labelIdentifier, body: body, range: range(from: closureStart)))
        }
        // A Button's first closure before a labeled one is its action, wherever the label was found (on the next
        // line, or past a group recovery had to close): the same tree as `Button { … } label: { … }` above, so the
        // canonical print, which writes them on one line, reads back the same (a find of `scripts/fuzz layout`).
        if name == "Button", contentLabel == nil, content != nil, !labeled.isEmpty {
            let label = labeled.removeFirst()
            content = label.body
            contentLabel = label.label.name
        }
        if !hasCall {
            error("expected '(' after view '\(name)'", nameRange, help: "write '\(name)()'")
        }
        let modifiers = parseModifierChain(trailingClosure: trailingClosure, acrossLines: modifiersAcrossLines)
        var node = ViewNode(name: Identifier(name, range: nameRange), arguments: arguments, content: content,
                        modifiers: modifiers, range: range(from: start), closureParameter: parameter,
                        contentLabel: contentLabel)
        node.labeledClosures = labeled
        return node
    }

    /// `{ name in` or `{ _ in` at the cursor: the closure's parameter (the cursor stays at `{`).
    func closureParameter() -> Identifier? {
        guard at("{"), let name = peek(1).identifier, peek(2).identifier == "in" else { return nil }
        return Identifier(name, range: peek(1).range)
    }

    /// The index just past the bracketed group opening at `start` (without moving the cursor).
    func indexAfterGroup(from start: Int) -> Int {
        var balance = 0
        var i = start
        repeat {
            let token = tokens[min(i, tokens.count - 1)]
            if token.kind == .endOfFile { return i }
            if token.isSymbol("(") || token.isSymbol("{") || token.isSymbol("[") { balance += 1 }
            if token.isSymbol(")") || token.isSymbol("}") || token.isSymbol("]") { balance -= 1 }
            i += 1
        } while balance > 0
        return i
    }

    /// `.name(arguments) { content }` repeated; modifiers may start on the following lines.
    ///
    /// Each modifier wraps the view once more, and later stages walk that tree recursively, so a
    /// chain counts against the nesting limit like braces do (content inside a modifier too).
    mutating func parseModifierChain(trailingClosure: Bool, acrossLines: Bool) -> [Modifier] {
        var modifiers: [Modifier] = []
        var tooDeep = false
        while at("."), let name = peek(1).identifier, acrossLines || !current.followsNewline {
            let start = current.range.start
            if !tooDeep && depth + modifiers.count + 1 > Parser.maxNestingDepth {
                reportTooDeep()
                tooDeep = true
            }
            advance()
            let nameRange = current.range
            advance()
            let wrapped = modifiers.count
            depth += wrapped
            defer { depth -= wrapped }
            var arguments: [Argument] = []
            if at("(") && !current.followsNewline {
                if tooDeep { skipGroup() } else { arguments = parseArguments() }
            }
            var content: [Statement]?
            if trailingClosure && at("{") && !current.followsNewline {
                if tooDeep { skipGroup() } else { content = parseStatementBlock(".\(name)") }
            }
            guard !tooDeep else { continue }
            modifiers.append(Modifier(name: Identifier(name, range: nameRange), arguments: arguments,
                                      content: content, range: range(from: start)))
        }
        return modifiers
    }

    /// `label: value` or `value`: one argument of a call or of a string interpolation.
    mutating func parseArgument() -> Argument? {
        let start = current.range.start
        var label: Identifier?
        if let name = current.identifier, peek(1).isSymbol(":") {
            label = Identifier(name, range: current.range)
            advance()
            advance()
        }
        guard let value = parseExpression() else { return nil }
        return Argument(label: label, value: value, range: range(from: start))
    }

    /// `( label: value, value, … )`.
    mutating func parseArguments() -> [Argument] {
        let open = current.range
        advance()
        parenDepth += 1
        defer { parenDepth -= 1 }
        return withTrailingClosures { core in
            var arguments: [Argument] = []
            while !core.at(")") {
                if core.atEnd || core.at("}") {
                    core.error("expected ')' to close the argument list, found \(core.current.quoted)", core.current.range,
                               notes: [.init(message: "'(' opened here", range: open)])
                    return arguments
                }
                if let argument = core.parseArgument() { arguments.append(argument) }
                if !core.accept(",") && !core.at(")") {
                    if !core.atEnd && !core.at("}") {
                        core.error("expected ',' or ')' in the argument list, found \(core.current.quoted)", core.current.range)
                    }
                    while !core.atEnd && !core.at(",") && !core.at(")") && !core.at("}") { core.skipGroup() }
                    _ = core.accept(",")
                }
            }
            core.advance()
            return arguments
        }
    }
}
