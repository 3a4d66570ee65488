import Testing
@testable import LockshotLanguage

/// Integer literals are exact up to 2^53 and errors beyond it, decided on the digits, never
/// after rounding through `Double`. Fractions and exponents only have to be finite.
@Suite("Integer literal limit")
struct IntegerLimitTests {
    static func lex(_ text: String) -> ([Token.Kind], [Diagnostic]) {
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(path: "t", text: text))
        return (tokens.map(\.kind).dropLast(), diagnostics)
    }

    @Test("integers up to 9007199254740992 are exact", arguments: [
        "9007199254740992", "9_007_199_254_740_992", "0009007199254740992", "9007199254740991", "0",
    ])
    func atTheLimit(text: String) {
        let (kinds, diagnostics) = Self.lex(text)
        #expect(diagnostics == [])
        let expected: Double = text == "0" ? 0 : text.hasSuffix("91") ? 9_007_199_254_740_991 : 9_007_199_254_740_992
        #expect(kinds == [.number(expected, isInteger: true)])
    }

    @Test("integers beyond 9007199254740992 are errors, even where Double rounds them back to the limit", arguments: [
        ("9007199254740993", "9007199254740993"),
        ("9_007_199_254_740_993", "9007199254740993"),
        ("0009007199254740993", "0009007199254740993"),
        ("9007199254740994", "9007199254740994"),
        ("10000000000000000", "10000000000000000"),
        ("90071992547409920", "90071992547409920"),
        ("18446744073709551617", "18446744073709551617"),
    ])
    func beyondTheLimit(text: String, shown: String) {
        let (kinds, diagnostics) = Self.lex("x = " + text)
        #expect(diagnostics.map(\.message) == ["integer literal '\(shown)' is too large"])
        #expect(diagnostics.first?.help == "the largest whole number is 9007199254740992")
        #expect(diagnostics.first.map { ($0.range.start.column, $0.range.end.column) } ?? (0, 0)
            == (5, 5 + text.count))
        #expect(kinds.last == .number(0, isInteger: true))
    }

    @Test("a negative literal is a minus and a literal, so -9007199254740993 is an error too")
    func negative() {
        #expect(Self.lex("-9007199254740993").1.map(\.message) == ["integer literal '9007199254740993' is too large"])
        #expect(Self.lex("-9007199254740992").1 == [])
    }

    @Test("fractions and exponents are not whole-number literals: they only need to be finite", arguments: [
        ("9007199254740993.0", nil),
        ("9007199254740993e0", nil),
        ("1e308", nil),
        ("1e309", "number literal '1e309' is too large"),
        ("1.5e400", "number literal '1.5e400' is too large"),
    ] as [(String, String?)])
    func nonIntegers(text: String, message: String?) {
        let (kinds, diagnostics) = Self.lex(text)
        #expect(diagnostics.map(\.message) == (message.map { [$0] } ?? []))
        if case .number(_, let isInteger) = kinds.first { #expect(!isInteger) } else { Issue.record("not a number") }
    }
}
