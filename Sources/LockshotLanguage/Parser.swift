/// Parses `.lockshot` source into a `Document`.
///
/// A recovering recursive-descent parser: after an error it skips to the next
/// declaration or statement boundary and goes on, so one run reports every
/// error. It never traps, whatever the input: nesting deeper than
/// `maxNestingDepth` is reported instead of recursed into.
package enum Parser {
    /// How deeply views, `if`s and expressions may nest before the parser reports it and skips the rest.
    package static let maxNestingDepth = 200

    /// Parses a whole file. The document holds everything that parsed; the
    /// diagnostics (sorted by position) say what did not.
    /// - Complexity: O(n) in the length of the file.
    package static func parse(_ file: SourceFile) -> (Document, [Diagnostic]) {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var core = ParserCore(tokens: tokens, file: file)
        let document = core.parseDocument()
        let all = (lexerDiagnostics + core.diagnostics).enumerated()
            .sorted { ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset) }
            .map(\.element)
        return (document, all)
    }

    /// Parses one expression (used for payload values, tests and tools).
    package static func parseExpression(_ text: String, path: String = "<expression>") -> (Expr?, [Diagnostic]) {
        let file = SourceFile(path: path, text: text)
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var core = ParserCore(tokens: tokens, file: file)
        let expr = core.parseExpression()
        if !core.atEnd { core.error("unexpected \(core.current.quoted) after the expression", core.current.range) }
        return (expr, lexerDiagnostics + core.diagnostics)
    }
}

/// The parser's state: a cursor over tokens plus the diagnostics found so far.
struct ParserCore {
    var tokens: [Token]
    var index = 0
    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    /// Current nesting of views, `if`s and expressions.
    var depth = 0
    /// Inside parentheses a modifier or member may continue on the next line.
    var parenDepth = 0
    var reportedTooDeep = false
    /// False in an `if` condition, where `{` opens the body rather than a view's content.
    var trailingClosuresAllowed = true

    init(tokens: [Token], file: SourceFile, depth: Int = 0) {
        self.tokens = tokens.isEmpty ? [Token(.endOfFile, range: .none)] : tokens
        self.file = file
        self.depth = depth
    }

    // MARK: Cursor

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ ahead: Int) -> Token { tokens[min(index + ahead, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .endOfFile }
    var previousEnd: SourceLocation { index > 0 ? tokens[min(index - 1, tokens.count - 1)].range.end : current.range.start }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func at(_ symbol: String) -> Bool { current.isSymbol(symbol) }
    func atKeyword(_ word: String) -> Bool { current.identifier == word }

    /// Consumes `symbol` if it is next.
    mutating func accept(_ symbol: String) -> Bool {
        guard at(symbol) else { return false }
        advance()
        return true
    }

    /// Consumes `symbol` or reports that it is missing.
    @discardableResult
    mutating func expect(_ symbol: String, _ context: String, help: String? = nil) -> Bool {
        if accept(symbol) { return true }
        error("expected '\(symbol)' \(context), found \(current.quoted)", current.range, help: help)
        return false
    }

    mutating func error(_ message: String, _ range: SourceRange, help: String? = nil, notes: [Diagnostic.Note] = []) {
        // Right after a literal the lexer already reported, the parser's complaint is a consequence of it.
        if index > 0, tokens[min(index, tokens.count) - 1].isRecovered { return }
        diagnostics.append(Diagnostic(.error, message, file: file.path, at: range, code: "syntax", help: help, notes: notes))
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: max(start, previousEnd))
    }

    // MARK: Recovery

    /// Consumes one token, or a whole bracketed group when one opens here. Iterative, so
    /// arbitrarily deep input cannot exhaust the stack.
    mutating func skipGroup() {
        var balance = 0
        repeat {
            if at("(") || at("{") || at("[") { balance += 1 }
            if at(")") || at("}") || at("]") { balance -= 1 }
            advance()
        } while balance > 0 && !atEnd
    }

    /// Skips to where the next statement or field can start: a new line, a closing `}` or `,`, or end of file.
    mutating func recoverToLineStart(stopAtComma: Bool = false) {
        var first = true
        while !atEnd && !at("}") && !(stopAtComma && at(",")) && (first || !current.followsNewline) {
            if at(")") || at("]") { advance() } else { skipGroup() }
            first = false
        }
    }

    /// Reports (once per file) that nesting went too deep.
    mutating func reportTooDeep() {
        guard !reportedTooDeep else { return }
        reportedTooDeep = true
        error("nesting is too deep (more than \(Parser.maxNestingDepth) levels)", current.range,
              help: "split the layout into shallower views")
    }
}
