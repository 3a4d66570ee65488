import Foundation
import Testing
@testable import LockshotLanguage

/// Payload files must be well-formed UTF-8 and their `\u` escapes whole scalars:
/// nothing may reach a preview as U+FFFD without a diagnostic.
@Suite("Payload encoding")
struct PayloadEncodingTests {
    static let reference = SourceRange(start: .init(offset: 20, line: 3, column: 21), end: .init(offset: 40, line: 3, column: 41))

    /// A fresh directory holding `files`, removed by the caller.
    static func directory(_ files: [String: [UInt8]]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-payload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
        return url
    }

    static func fields(_ bytes: [UInt8]) throws -> ([PreviewField], [Diagnostic]) {
        let folder = try directory(["p.json": bytes])
        defer { try? FileManager.default.removeItem(at: folder) }
        return PayloadLoader.fields(fromJSONFile: folder.appendingPathComponent("p.json").path,
                                    reference: reference, layoutFile: "l.lockshot")
    }

    @Test("invalid UTF-8 in a payload is an error at the from-string naming the byte offset", arguments: [
        (Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8), 14, "0xE9"),   // Latin-1 é
        (Array(#"{"t": "a"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), 8, "0xC3"),    // bad continuation
        (Array(#"{"t": ""#.utf8) + [0xE0, 0x80, 0x80] + Array(#""}"#.utf8), 7, "0xE0"), // overlong
        (Array(#"{"t": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8), 7, "0xED"), // encoded surrogate
        (Array("{\n\"t\": \"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""}"#.utf8), 8, "0xF4"), // above U+10FFFF
        (Array(#"{"t": 1} "#.utf8) + [0xF0, 0x9F], 9, "0xF0"),                     // cut short, outside a string
    ] as [([UInt8], Int, String)])
    func invalidUTF8(bytes: [UInt8], offset: Int, byte: String) throws {
        let (fields, diagnostics) = try Self.fields(bytes)
        #expect(fields.isEmpty)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == "payload")
        #expect(diagnostic.range == Self.reference)
        #expect(diagnostic.file == "l.lockshot")
        #expect(diagnostic.message.contains("is not valid UTF-8"))
        #expect(diagnostic.message.contains("invalid byte \(byte) at byte offset \(offset)"))
        #expect(!diagnostic.message.contains("\u{FFFD}"))
    }

    @Test("the JSON parser refuses invalid UTF-8 as an encoding failure with its offset, line and column")
    func parserEncodingFailure() {
        let bytes = Array("{\"a\": \"x\",\r\n \"b\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        guard case .failure(let failure) = JSONParser.parse(bytes) else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(failure.kind == .encoding)
        #expect(failure.offset == 19)
        #expect((failure.line, failure.column) == (2, 8))
    }

    @Test("a layout previewing a non-UTF-8 payload gets one payload error on its from-string")
    func throughTheChecker() throws {
        let layout = "activity T\nattributes { title: String }\nlockScreen { Text(title) }\npreview \"x\" from \"p.json\"\n"
        let folder = try Self.directory([
            "t.lockshot": Array(layout.utf8),
            "p.json": Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = LayoutLoader.loadChecked(path: folder.appendingPathComponent("t.lockshot").path)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["payload"])
        #expect(errors.first?.message.hasSuffix("is not valid UTF-8: invalid byte 0xE9 at byte offset 14 (line 1, column 15)") == true)
        #expect(errors.first?.help == "JSON payloads must be UTF-8; save the file as UTF-8")
        // `from "p.json"`: line 4, the string after `from`.
        #expect(errors.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (4, 18))
    }

    @Test("unpaired surrogate escapes are errors at the escape", arguments: [
        (#""\ud800""#, 2),              // high, then the end of the string
        (#""ab\ud800x""#, 4),           // high, then a character
        (#""\ud800\u0041""#, 2),        // high, then an escape that is not a low surrogate (overflowed and trapped before)
        (#""\ud800\ud800""#, 2),        // high, then another high
        (#""\ud800\n""#, 2),            // high, then another kind of escape
        (#""\udc00""#, 2),              // low on its own
        (#""\ud83d\udcf8\udfff""#, 14), // a good pair, then a stray low
        (#"["\uDBFF"]"#, 3),            // uppercase hex
    ])
    func loneSurrogates(text: String, column: Int) {
        guard case .failure(let failure) = JSONParser.parse(Array(text.utf8)) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(failure.message.hasPrefix("unpaired surrogate '\\u"))
        #expect(failure.kind == .syntax)
        #expect((failure.line, failure.column) == (1, column))
    }

    @Test("a payload with an unpaired surrogate is a payload error, not a U+FFFD field")
    func loneSurrogateInPayload() throws {
        let (fields, diagnostics) = try Self.fields(Array(#"{"aps": {"content-state": {"title": "caf\udce9"}}}"#.utf8))
        #expect(fields.isEmpty)
        #expect(diagnostics.map(\.code) == ["payload"])
        #expect(diagnostics.first?.message.contains("is not valid JSON: unpaired surrogate '\\udce9' in string at 1:41") == true)
        #expect(diagnostics.first?.range == Self.reference)
    }

    @Test("surrogate pairs at the edges of the code space still decode")
    func surrogatePairs() throws {
        #expect(try JSONParser.parse(Array(#""\ud800\udc00\uDBFF\uDFFF\uFFFF""#.utf8)).get()
            == .string("\u{10000}\u{10FFFF}\u{FFFF}"))
    }

    @Test("\\u escapes take exactly four hex digits, with no sign", arguments: [
        #""\u+041""#, #""\u-000""#, #""\u 41""#, #""\u004""#, #""\ud800\u+c00""#,
    ])
    func strictHexEscapes(text: String) {
        if case .success = JSONParser.parse(Array(text.utf8)) { Issue.record("accepted \(text)") }
    }

    @Test("\\u0000 is data: it decodes to U+0000 and reaches the preview field, printable as \\0")
    func nulIsData() throws {
        #expect(try JSONParser.parse(Array(#""a\u0000b""#.utf8)).get() == .string("a\u{0}b"))
        let (fields, diagnostics) = try Self.fields(Array(#"{"aps": {"content-state": {"title": "a\u0000b"}}}"#.utf8))
        #expect(diagnostics == [])
        #expect(fields.map(\.value.kind) == [.string([.literal("a\u{0}b")])])
        // The field prints back as lockshot source the lexer reads to the same string.
        let printed = Printer.expression(try #require(fields.first).value)
        #expect(printed == #""a\0b""#)
        #expect(Parser.parseExpression(printed).0?.kind == .string([.literal("a\u{0}b")]))
    }
}

@Suite("Payload numbers and byte order mark")
struct PayloadNumberTests {
    @Test("RFC 8259 numbers only", arguments: [
        ("0", true), ("-0", true), ("12", true), ("1.5", true), ("-2e3", true), ("1E+2", true), ("0.25e-1", true),
        ("9007199254740992", true), ("01", false), (".5", false), ("1.", false), ("+1", false), ("1e", false),
        ("--1", false), ("1e400", false), ("9007199254740993", false), ("-90071992547409930", false),
    ])
    func numbers(text: String, valid: Bool) {
        let result = JSONParser.parse(Array("{\"n\": \(text)}".utf8))
        if case .success = result { #expect(valid, "\(text) was accepted") } else { #expect(!valid, "\(text) was refused") }
    }

    @Test("a UTF-8 byte order mark before the payload is accepted")
    func byteOrderMark() {
        let result = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        guard case .success(let value) = result else { Issue.record("refused: \(result)"); return }
        #expect(value["a"] == .number(1))
    }
}

extension PayloadNumberTests {
    @Test("a key given twice in one object is a warning; the last value is used")
    func duplicateKeys() throws {
        let json = try JSONParser.parse(Array(#"{"aps": {"content-state": {"title": "a", "title": "b"}}}"#.utf8)).get()
        let (fields, diagnostics) = PayloadLoader.fields(fromJSON: json, path: "p.json", reference: .none, layoutFile: "x.lockshot")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.contains("sets 'title' twice") == true)
        guard case .string(let segments)? = fields.first?.value.kind else { Issue.record("\(fields)"); return }
        #expect(segments == [.literal("b")])
    }
}
