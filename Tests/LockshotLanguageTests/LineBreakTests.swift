import Foundation
import Testing
@testable import LockshotLanguage

/// `\r\n` (Windows), `\n` (Unix) and a lone `\r` (classic Mac) are each one line break,
/// for line numbers, excerpts and wherever the language cares about line ends.
@Suite("Line breaks")
struct LineBreakTests {
    static func file(_ text: String) -> SourceFile { SourceFile(path: "t.lockshot", text: text) }

    @Test("each of \\n, \\r\\n and a lone \\r ends one line", arguments: [
        ("a\nbc\nd", [0, 2, 5]),
        ("a\r\nbc\r\nd", [0, 3, 7]),
        ("a\rbc\rd", [0, 2, 5]),
        ("a\r\nb\rc\nd\n\re", [0, 3, 5, 7, 9, 10]),
        ("a\r\r\nb", [0, 2, 4]),
        ("a\r", [0, 2]),
        ("\r\n", [0, 2]),
    ])
    func lineStarts(text: String, starts: [Int]) {
        #expect(Self.file(text).lineStarts == starts)
    }

    @Test("locations and line text in a CR-only file")
    func crOnlyLocations() {
        let file = Self.file("ab\rcdé\rfg")
        #expect(file.location(ofOffset: 3).description == "2:1")
        #expect(file.location(ofOffset: 8).description == "3:1")
        #expect(file.location(ofOffset: 9).description == "3:2")
        #expect(file.location(ofOffset: 2).description == "1:3") // the \r itself ends line 1
        #expect((1...3).map { String(file.line($0)) } == ["ab", "cdé", "fg"])
    }

    @Test("CRLF stays one break and is never part of the line's text")
    func crlfLocations() {
        let file = Self.file("ab\r\ncd\r\n\r\nef")
        #expect(file.lineStarts.count == 4)
        #expect(file.location(ofOffset: 4).description == "2:1")
        #expect(file.location(ofOffset: 10).description == "4:1")
        #expect((1...4).map { String(file.line($0)) } == ["ab", "cd", "", "ef"])
    }

    @Test("lexer positions agree with the line table for every token", arguments: [
        "a b\nc\r\nd\re /* x\ry\r\nz */ f // g\rh\r\"s\"\r\r\ni",
        "\r\r\r x",
        "\"é\\(a\rb\" c",
    ])
    func lexerAgreesWithLineTable(text: String) {
        let file = Self.file(text)
        let (tokens, _) = Lexer.tokenize(file)
        for token in tokens {
            #expect(token.range.start == file.location(ofOffset: token.range.start.offset))
            #expect(token.range.end == file.location(ofOffset: token.range.end.offset))
        }
    }

    @Test("a lone \\r is a line break to the lexer wherever \\n is", arguments: ["\n", "\r", "\r\n"])
    func lexerBreaks(br: String) {
        // Separates tokens and is remembered on the next one.
        let (tokens, _) = Lexer.tokenize(Self.file("a\(br)b"))
        #expect(tokens.map(\.followsNewline) == [false, true, false])
        #expect(tokens[1].range.start.description == "2:1")
        // Ends a line comment.
        #expect(LexerTests.kinds("a // c\(br)b") == [.identifier("a"), .identifier("b")])
        // Ends a string literal, which is then unterminated, and lexing goes on on the next line.
        let (inString, diagnostics) = Lexer.tokenize(Self.file("\"abc\(br)x"))
        #expect(diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(inString.map(\.kind).dropLast() == [.string([.literal("abc")]), .identifier("x")])
        #expect(inString[1].range.start.description == "2:1")
        // Ends an interpolation.
        let (interpolated, problems) = Lexer.tokenize(Self.file("\"\\(a\(br)b"))
        #expect(problems.map(\.message).contains("unterminated string interpolation"))
        #expect(interpolated.dropLast().last?.kind == .identifier("b"))
        #expect(interpolated.dropLast().last?.range.start.description == "2:1")
    }

    @Test("a lone \\r separates attribute entries like \\n")
    func attributeEntries() {
        for br in ["\n", "\r", "\r\n"] {
            let (document, diagnostics) = parse("attributes { a: String \(br) b: Int }\(br)minimal { Circle() }\(br)")
            #expect(diagnostics == [], "break \(br.debugDescription)")
            #expect(document.attributes.map(\.name.name) == ["a", "b"])
        }
    }

    @Test("a whole layout reads the same with \\n, \\r\\n or \\r line ends")
    func wholeLayout() throws {
        let original = try #require(Fixtures.text("valid/spec-flick.lockshot"))
        let (reference, referenceDiagnostics) = parse(original)
        #expect(referenceDiagnostics == [])
        let unix = original.replacingOccurrences(of: "\r\n", with: "\n")
        for br in ["\r", "\r\n"] {
            let text = unix.replacingOccurrences(of: "\n", with: br)
            let file = Self.file(text)
            let (document, diagnostics) = Parser.parse(file)
            #expect(diagnostics == [], "break \(br.debugDescription)")
            #expect(Printer.print(document) == Printer.print(reference))
            #expect(file.lineStarts.count == Self.file(unix).lineStarts.count)
            // Line numbers of the declarations match the \n version.
            #expect(document.attributes.map(\.range.start.line) == reference.attributes.map(\.range.start.line))
            #expect(document.previews.map(\.range.start.line) == reference.previews.map(\.range.start.line))
        }
    }

    @Test("diagnostics in a CR-only file name the right line and quote it")
    func crOnlyDiagnostic() {
        let text = "minimal {\r  Circle()\r  x ^ y\r}\r"
        let file = Self.file(text)
        let (_, diagnostics) = Parser.parse(file)
        let caret = diagnostics.first { $0.message == "unexpected character '^'" }
        #expect(caret?.range.start.description == "3:5")
        let rendered = caret.map { DiagnosticRenderer(files: [file]).render($0) } ?? ""
        #expect(rendered.hasPrefix("t.lockshot:3:5: error: unexpected character '^'\n3 |   x ^ y\n  |     ^\n"))
        #expect(!rendered.contains("\r"))
    }
}
