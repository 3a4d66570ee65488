import Testing
@testable import LockshotLanguage

@Suite("Lexer")
struct LexerTests {
    static func kinds(_ text: String) -> [Token.Kind] {
        Lexer.tokenize(SourceFile(path: "t", text: text)).0.map(\.kind).dropLast()
    }

    @Test("colors: #RGB, #RRGGBB and #RRGGBBAA", arguments: [
        ("#FFF", RGBA(red: 1, green: 1, blue: 1)),
        ("#0A0A1A", RGBA(hex: 0x0A0A1A)),
        ("#00000080", RGBA(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
        ("#abc", RGBA(hex: 0xAABBCC)),
    ])
    func colors(text: String, expected: RGBA) {
        #expect(Self.kinds(text) == [.color(expected)])
    }

    @Test("a number before '...' is an integer, not a fraction")
    func rangeAfterNumber() {
        #expect(Self.kinds("1...5") == [.number(1, isInteger: true), .symbol("..."), .number(5, isInteger: true)])
        #expect(Self.kinds("0.06 1_000 2e3") == [.number(0.06, isInteger: false), .number(1000, isInteger: true),
                                                 .number(2000, isInteger: false)])
    }

    @Test("escapes decode; comments (nested) vanish")
    func escapesAndComments() {
        #expect(Self.kinds(#""a\n\t\"\\\u{1F4F8}" /* x /* y */ z */ // tail"#)
            == [.string([.literal("a\n\t\"\\📸")])])
    }

    @Test("operators are read longest first")
    func operators() {
        #expect(Self.kinds("?? ... == != && || <= >= ! < >").compactMap { kind -> String? in
            if case .symbol(let s) = kind { return s }
            return nil
        } == ["??", "...", "==", "!=", "&&", "||", "<=", ">=", "!", "<", ">"])
    }

    @Test("ranges count columns in characters, not bytes")
    func columnsInCharacters() {
        let (tokens, _) = Lexer.tokenize(SourceFile(path: "t", text: "\"é👨‍👩‍👧\" x"))
        #expect(tokens[1].range.start.column == 6)
        #expect(tokens[1].range.start.line == 1)
    }

    @Test("malformed literals are diagnosed at their start, and lexing goes on", arguments: [
        ("\"abc", "unterminated string literal", 1),
        ("/* abc", "unterminated comment", 1),
        ("x #12", "invalid color literal '#12'", 3),
        ("\"\\q\"", "invalid escape sequence '\\q'", 2),
        ("\"\\u{110000}\"", "invalid unicode escape", 2),
        ("x ^ y", "unexpected character '^'", 3),
        ("12pt", "invalid number literal '12pt'", 1),
    ])
    func malformed(text: String, message: String, column: Int) {
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(path: "t", text: text))
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.range.start.column == column)
        #expect(tokens.last?.kind == .endOfFile)
    }

    @Test("a line break is remembered on the next token")
    func newlines() {
        let (tokens, _) = Lexer.tokenize(SourceFile(path: "t", text: "a b\n c /* \n */ d"))
        #expect(tokens.map(\.followsNewline) == [false, false, true, true, false])
    }
}
