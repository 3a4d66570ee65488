/// One lexical unit of a `.lockshot` file, with where it was written.
package struct Token: Sendable, Equatable {
    /// What was read.
    package enum Kind: Sendable, Equatable {
        case identifier(String)
        /// Integer and floating literals; `isInteger` remembers which was written.
        case number(Double, isInteger: Bool)
        /// A string literal, already split into text and `\( … )` interpolations.
        case string([Piece])
        case color(RGBA)
        /// Operators and punctuation, spelled as written: `(`, `??`, `...`, `==`.
        case symbol(String)
        case endOfFile
    }

    /// A piece of a string literal as the lexer sees it: text, or the tokens of an interpolation.
    package enum Piece: Sendable, Equatable {
        case literal(String)
        /// The tokens between `\(` and `)`, ending with `.endOfFile` at the closing parenthesis.
        case interpolation([Token], SourceRange)
    }

    /// What was read.
    package var kind: Kind
    /// Where it was written.
    package var range: SourceRange
    /// True when a line break separates this token from the previous one
    /// (preview fields and statements may be separated by line breaks alone).
    package var followsNewline: Bool
    /// True when the lexer already reported this token as malformed and guessed where it ends
    /// (an unterminated string swallows the rest of its line). The parser does not pile a
    /// second error onto the token that follows it.
    package var isRecovered: Bool = false

    /// Creates a token.
    package init(_ kind: Kind, range: SourceRange, followsNewline: Bool = false) {
        self.kind = kind
        self.range = range
        self.followsNewline = followsNewline
    }

    /// True for the symbol `text`.
    package func isSymbol(_ text: String) -> Bool {
        if case .symbol(let s) = kind { return s == text }
        return false
    }

    /// The identifier's name, if this is one.
    package var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// The token as quoted in diagnostics: `'fnt'`, `'}'`, `end of file`.
    package var quoted: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(let value, let isInteger): isInteger ? "'\(Int(exactly: value).map(String.init) ?? "\(value)")'" : "'\(value)'"
        case .string: "string literal"
        case .color: "color literal"
        case .symbol(let s): "'\(s)'"
        case .endOfFile: "end of file"
        }
    }
}
