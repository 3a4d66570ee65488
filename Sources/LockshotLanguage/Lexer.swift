/// Turns source text into tokens with ranges.
///
/// Never fails: a malformed literal or a stray character becomes a diagnostic
/// and lexing goes on, so the parser still sees the rest of the file.
package struct Lexer {
    /// How deeply string interpolations may nest (`"\("\("…")")"`) before the lexer gives up on them.
    package static let maxInterpolationDepth = 32
    /// The largest integer a literal may hold: beyond it `Double` loses whole numbers.
    static let maxExactInteger = 9_007_199_254_740_992.0
    /// `maxExactInteger` written out, for comparing literals digit by digit: parsing one
    /// into a `Double` first would round 9007199254740993 down to the limit and accept it.
    static let maxExactIntegerDigits = "9007199254740992"

    private let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    // Column cache: counting characters only since the last location keeps lexing O(n)
    // even when a whole file sits on one line.
    private var cachedOffset = 0
    private var cachedColumn = 1
    private var diagnostics: [Diagnostic] = []
    /// Set when an interpolation nested too deeply: the enclosing strings then close without
    /// reporting themselves unterminated, so the input gets one diagnostic rather than dozens.
    private var abandonedInterpolation = false

    private init(file: SourceFile) {
        self.file = file
        self.bytes = Array(file.text.utf8)
    }

    /// Splits a file into tokens; the last token is always `.endOfFile`.
    /// - Complexity: O(n) in the length of the file.
    package static func tokenize(_ file: SourceFile) -> ([Token], [Diagnostic]) {
        var lexer = Lexer(file: file)
        let (tokens, _) = lexer.lexTokens(interpolationDepth: 0)
        return (tokens, lexer.diagnostics)
    }

    // MARK: Positions

    private mutating func location(_ offset: Int) -> SourceLocation {
        guard offset >= lineStart else { return file.location(ofOffset: offset) }
        if cachedOffset < lineStart || cachedOffset > offset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        if offset > cachedOffset {
            cachedColumn += String(decoding: bytes[cachedOffset..<offset], as: UTF8.self).count
            cachedOffset = offset
        }
        return SourceLocation(offset: offset, line: line, column: cachedColumn)
    }

    private mutating func range(_ start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: location(position))
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    /// Whether a byte starts a line break: `\n`, or `\r` alone or as the start of `\r\n`.
    private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Moves one byte on, counting lines as `SourceFile` does: `\r\n`, `\n` and a lone `\r`
    /// each end one line.
    private mutating func advance() {
        guard position < bytes.count else { return }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek(1) != UInt8(ascii: "\n")) {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private mutating func error(_ message: String, _ range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, file: file.path, at: range, code: "syntax", help: help))
    }

    // MARK: Tokens

    /// Lexes until end of file, or — inside an interpolation — until its closing `)`.
    /// Returns the tokens and whether the interpolation was closed.
    private mutating func lexTokens(interpolationDepth: Int) -> ([Token], closed: Bool) {
        var tokens: [Token] = []
        var parenDepth = 0
        let inInterpolation = interpolationDepth > 0
        while true {
            let sawNewline = skipTrivia(stopAtNewline: inInterpolation)
            let start = location(position)
            guard let byte = peek() else {
                tokens.append(Token(.endOfFile, range: SourceRange(start: start, end: start), followsNewline: sawNewline))
                return (tokens, false)
            }
            if inInterpolation, isLineBreak(byte) {
                tokens.append(Token(.endOfFile, range: SourceRange(start: start, end: start)))
                return (tokens, false)
            }
            if inInterpolation, byte == UInt8(ascii: ")"), parenDepth == 0 {
                tokens.append(Token(.endOfFile, range: SourceRange(start: start, end: start)))
                advance()
                return (tokens, true)
            }
            guard var token = lexToken(byte, start: start, interpolationDepth: interpolationDepth) else { continue }
            token.followsNewline = sawNewline
            if token.isSymbol("(") { parenDepth += 1 }
            if token.isSymbol(")") { parenDepth -= 1 }
            tokens.append(token)
        }
    }

    /// Skips white space and comments; returns whether a line break was crossed.
    private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stopAtNewline { return sawNewline }
                sawNewline = true
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let b = peek(), !isLineBreak(b) { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                if skipBlockComment() { sawNewline = true }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// Skips a (nestable) block comment; returns whether it spanned a line break.
    private mutating func skipBlockComment() -> Bool {
        let start = location(position)
        let startLine = line
        advance(); advance()
        var depth = 1
        while depth > 0 {
            guard let byte = peek() else {
                error("unterminated comment", SourceRange(start: start, end: start.advanced(by: 2)),
                      help: "close it with '*/'")
                return line != startLine
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1; advance(); advance()
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; advance(); advance()
            } else {
                advance()
            }
        }
        return line != startLine
    }

    /// Longest first, each with its bytes (compared without walking a `String` per candidate).
    private static let symbols: [(text: String, bytes: [UInt8])] = [
        "..<", "...", "??", "==", "!=", "&&", "||", "<=", ">=",
        "(", ")", "{", "}", "[", "]", ",", ":", ".", "=", "?", "!", "+", "-", "*", "/", "<", ">", ";",
        "%", "\\",
    ].map { ($0, Array($0.utf8)) }

    private mutating func lexToken(_ byte: UInt8, start: SourceLocation, interpolationDepth: Int) -> Token? {
        if isIdentifierStart(byte) {
            let from = position
            while let b = peek(), isIdentifierStart(b) || isDigit(b) { advance() }
            return Token(.identifier(String(decoding: bytes[from..<position], as: UTF8.self)), range: range(start))
        }
        if isDigit(byte) { return lexNumber(start: start) }
        if byte == UInt8(ascii: "\"") { return lexString(start: start, interpolationDepth: interpolationDepth) }
        if byte == UInt8(ascii: "#") { return lexColor(start: start) }
        for symbol in Self.symbols where symbol.bytes[0] == byte && matches(symbol.bytes) {
            for _ in symbol.bytes { advance() }
            return Token(.symbol(symbol.text), range: range(start))
        }
        // Unknown characters: one run of them is one error (a line of 8,000 `@` is one message, not
        // 8,000 with an excerpt each), skipping whole scalars so the message quotes them intact.
        let from = position
        var count = 0
        repeat {
            advance()
            while let b = peek(), b & 0xC0 == 0x80 { advance() }
            count += 1
        } while peek().map(isUnknownStart) == true
        let run = String(decoding: bytes[from..<position], as: UTF8.self)
        if count == 1 {
            error("unexpected character '\(run)'", range(start))
        } else {
            let shown = run.count > 20 ? String(run.prefix(20)) + "…" : run
            error("\(count) unexpected characters '\(shown)'", range(start))
        }
        return nil
    }

    /// A byte no token or trivia starts with (the start of an unexpected character).
    private func isUnknownStart(_ b: UInt8) -> Bool {
        if isIdentifierStart(b) || isDigit(b) || b == UInt8(ascii: "\"") || b == UInt8(ascii: "#") || b & 0xC0 == 0x80 { return false }
        if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || isLineBreak(b) { return false }
        return !Self.symbols.contains { $0.bytes[0] == b }
    }

    private func matches(_ symbol: [UInt8]) -> Bool {
        var index = position
        for b in symbol {
            guard index < bytes.count, bytes[index] == b else { return false }
            index += 1
        }
        return true
    }

    private func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_")
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    // MARK: Literals

    private mutating func lexNumber(start: SourceLocation) -> Token {
        var text = ""
        var isInteger = true
        func digits(_ lexer: inout Lexer, into text: inout String) {
            while let b = lexer.peek(), lexer.isDigit(b) || b == UInt8(ascii: "_") {
                if b != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(b))) }
                lexer.advance()
            }
        }
        digits(&self, into: &text)
        // `1...5` is a range, not `1.` followed by `..5`: a fraction needs a digit after the dot.
        if peek() == UInt8(ascii: "."), let next = peek(1), isDigit(next) {
            isInteger = false
            text.append("."); advance()
            digits(&self, into: &text)
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if let d = peek(signed ? 2 : 1), isDigit(d) {
                isInteger = false
                text.append("e"); advance()
                if signed, let s = peek() { text.append(Character(UnicodeScalar(s))); advance() }
                digits(&self, into: &text)
            }
        }
        // Letters glued to a number (`12pt`) are one bad literal, not a number and a name.
        if let b = peek(), isIdentifierStart(b) {
            let from = position
            while let c = peek(), isIdentifierStart(c) || isDigit(c) { advance() }
            let suffix = String(decoding: bytes[from..<position], as: UTF8.self)
            error("invalid number literal '\(text)\(suffix)'", range(start), help: "numbers are in points and take no unit")
            return Token(.number(0, isInteger: isInteger), range: range(start))
        }
        // Whole numbers are compared exactly, on their digits; other numbers only need to be finite.
        let significant = text.drop { $0 == "0" }
        let limit = Self.maxExactIntegerDigits
        let tooLargeInteger = isInteger
            && (significant.count > limit.count || (significant.count == limit.count && significant > limit[...]))
        let value = Double(text) ?? .infinity
        if !value.isFinite || tooLargeInteger {
            error(isInteger ? "integer literal '\(text)' is too large" : "number literal '\(text)' is too large",
                  range(start), help: "the largest whole number is \(Self.maxExactIntegerDigits)")
            return Token(.number(0, isInteger: isInteger), range: range(start))
        }
        return Token(.number(value, isInteger: isInteger), range: range(start))
    }

    private mutating func lexColor(start: SourceLocation) -> Token {
        advance()
        let from = position
        while let b = peek(), isIdentifierStart(b) || isDigit(b) { advance() }
        let digits = Array(bytes[from..<position])
        let text = String(decoding: digits, as: UTF8.self)
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit), let value = UInt32(text, radix: 16) else {
            error("invalid color literal '#\(text)'", range(start), help: "write a color as #RGB, #RRGGBB or #RRGGBBAA")
            return Token(.color(.black), range: range(start))
        }
        let color: RGBA
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            color = RGBA(hex: (r * 17) << 16 | (g * 17) << 8 | (b * 17))
        case 6:
            color = RGBA(hex: value)
        default:
            color = RGBA(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
        return Token(.color(color), range: range(start))
    }

    private mutating func lexString(start: SourceLocation, interpolationDepth: Int) -> Token {
        advance()
        var pieces: [Token.Piece] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { pieces.append(.literal(String(decoding: text, as: UTF8.self))); text.removeAll() }
        }
        while true {
            guard let byte = peek(), !isLineBreak(byte) else {
                error("unterminated string literal", SourceRange(start: start, end: start.advanced(by: 1)),
                      help: "close it with '\"' on the same line")
                flush()
                var token = Token(.string(pieces), range: range(start))
                token.isRecovered = true
                return token
            }
            if byte == UInt8(ascii: "\"") {
                advance()
                flush()
                return Token(.string(pieces), range: range(start))
            }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte); advance()
                continue
            }
            let escapeStart = location(position)
            advance()
            guard let escaped = peek(), !isLineBreak(escaped) else { continue }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(escaped)
            case UInt8(ascii: "u"): lexUnicodeEscape(escapeStart, into: &text)
            case UInt8(ascii: "("):
                flush()
                let openRange = range(escapeStart)
                if interpolationDepth + 1 > Self.maxInterpolationDepth {
                    error("string interpolations are nested too deeply", openRange,
                          help: "at most \(Self.maxInterpolationDepth) levels are allowed")
                    abandonedInterpolation = true
                    skipToEndOfLine()
                    return Token(.string(pieces), range: range(start))
                }
                let (tokens, closed) = lexTokens(interpolationDepth: interpolationDepth + 1)
                if !closed {
                    if !abandonedInterpolation {
                        error("unterminated string interpolation", openRange, help: "close it with ')'")
                    }
                    if interpolationDepth == 0 { abandonedInterpolation = false }
                    pieces.append(.interpolation(tokens, range(escapeStart)))
                    var token = Token(.string(pieces), range: range(start))
                    token.isRecovered = true
                    return token
                }
                pieces.append(.interpolation(tokens, range(escapeStart)))
            default:
                let shown = String(decoding: [escaped], as: UTF8.self)
                error("invalid escape sequence '\\\(shown)'", range(escapeStart),
                      help: "use \\n, \\t, \\\", \\\\, \\u{…} or \\( … )")
            }
        }
    }

    private mutating func lexUnicodeEscape(_ escapeStart: SourceLocation, into text: inout [UInt8]) {
        guard peek() == UInt8(ascii: "{") else {
            error("invalid unicode escape", range(escapeStart), help: "write it as \\u{1F4F8}")
            return
        }
        advance()
        let from = position
        while let b = peek(), isHexDigit(b) { advance() }
        let digits = String(decoding: bytes[from..<position], as: UTF8.self)
        guard peek() == UInt8(ascii: "}"), (1...8).contains(digits.count),
              let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            if peek() == UInt8(ascii: "}") { advance() }
            error("invalid unicode escape", range(escapeStart), help: "write a scalar value as \\u{1F4F8}")
            return
        }
        advance()
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func skipToEndOfLine() {
        while let b = peek(), !isLineBreak(b) { advance() }
    }
}

extension SourceLocation {
    /// The location `count` bytes further on the same line (for one-character ranges).
    func advanced(by count: Int) -> SourceLocation {
        SourceLocation(offset: offset + count, line: line, column: column + count)
    }
}
