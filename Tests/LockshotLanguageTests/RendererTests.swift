import Testing
@testable import LockshotLanguage

@Suite("Diagnostic rendering")
struct RendererTests {
    static let file = SourceFile(path: "layouts/x.lockshot", text: "lockScreen {\n  Text(\"a\").fnt(1)\n}\n")
    static let diagnostic = Diagnostic(
        .error, "unknown modifier 'fnt'", file: "layouts/x.lockshot",
        at: SourceRange(start: .init(offset: 25, line: 2, column: 13), end: .init(offset: 28, line: 2, column: 16)),
        code: "unknown-name", help: "did you mean 'font'?",
        notes: [.init(message: "the view is here", range: SourceRange(start: .init(offset: 15, line: 2, column: 3),
                                                                     end: .init(offset: 19, line: 2, column: 7)))])

    @Test("compiler style: location, excerpt, caret underline, help, notes")
    func text() {
        let rendered = DiagnosticRenderer(files: [Self.file]).render([Self.diagnostic])
        #expect(rendered == """
        layouts/x.lockshot:2:13: error: unknown modifier 'fnt'
        2 |   Text("a").fnt(1)
          |             ^~~
          = help: did you mean 'font'?
        layouts/x.lockshot:2:3: note: the view is here
        2 |   Text("a").fnt(1)
          |   ^~~~

        """)
    }

    @Test("ANSI color only when asked")
    func color() {
        #expect(!DiagnosticRenderer(files: [Self.file]).render(Self.diagnostic).contains("\u{1B}["))
        #expect(DiagnosticRenderer(files: [Self.file], color: true).render(Self.diagnostic).contains("\u{1B}[1;31merror"))
    }

    @Test("long lines are cut around the caret at a fixed width")
    func width() {
        let long = String(repeating: "x", count: 200) + " BAD " + String(repeating: "y", count: 200)
        let file = SourceFile(path: "w", text: long)
        let d = Diagnostic(.error, "bad", file: "w",
                           at: SourceRange(start: .init(offset: 201, line: 1, column: 202), end: .init(offset: 204, line: 1, column: 205)))
        let lines = DiagnosticRenderer(files: [file], width: 60).render(d).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 60 || $0.hasPrefix("w:") })
        let excerpt = lines[1], caret = lines[2]
        let caretColumn = caret.distance(from: caret.startIndex, to: caret.firstIndex(of: "^") ?? caret.endIndex)
        #expect(Array(excerpt)[caretColumn...].prefix(3) == ["B", "A", "D"])
    }

    @Test("JSON: one object per diagnostic with positions and help")
    func json() {
        let json = DiagnosticRenderer.json([Self.diagnostic])
        #expect(json.contains(#""severity": "error""#))
        #expect(json.contains(#""code": "unknown-name""#))
        #expect(json.contains(#""line": 2"#) && json.contains(#""column": 13"#) && json.contains(#""endColumn": 16"#))
        #expect(json.contains(#""help": "did you mean 'font'?""#))
        #expect(json.hasPrefix("[") && json.hasSuffix("]\n"))
    }

    @Test("SARIF 2.1.0: version, rule ids, levels and regions")
    func sarif() {
        let warning = Diagnostic(.info, "text truncated", file: "a.lockshot", at: .none, code: "truncation")
        let sarif = DiagnosticRenderer.sarif([Self.diagnostic, warning], toolVersion: "0.1.0")
        #expect(sarif.contains(#""version": "2.1.0""#))
        #expect(sarif.contains(#""id": "unknown-name""#) && sarif.contains(#""id": "truncation""#))
        #expect(sarif.contains(#""level": "error""#) && sarif.contains(#""level": "note""#))
        #expect(sarif.contains(#""startLine": 2"#) && sarif.contains(#""uri": "layouts/x.lockshot""#))
        #expect(sarif.contains(#""relatedLocations""#))
    }

    @Test("suggestions: close names only, case-insensitive first")
    func suggestions() {
        #expect(Suggestion.closest(to: "fnt", in: ["font", "frame"]) == "font")
        #expect(Suggestion.closest(to: "vstack", in: ["HStack", "VStack"]) == "VStack")
        #expect(Suggestion.closest(to: "banana", in: ["font", "frame"]) == nil)
        #expect(Suggestion.editDistance("paddign", "padding") == 1)
    }
}

@Suite("Diagnostic rendering, wide characters")
struct WideCharacterRendererTests {
    @Test("the caret lines up under text after emoji and CJK, which take two cells")
    func wide() {
        let text = "Text(\"📸 東京\").fnt()"
        let file = SourceFile(path: "w", text: text)
        // 'fnt' starts at character column 14 (1-based).
        let d = Diagnostic(.error, "unknown modifier 'fnt'", file: "w",
                           at: SourceRange(start: .init(offset: 0, line: 1, column: 14), end: .init(offset: 0, line: 1, column: 17)))
        let lines = DiagnosticRenderer(files: [file]).render(d).split(separator: "\n")
        // "1 | " prefix is 4 cells; before 'fnt' come 13 characters, 3 of them wide: 16 cells.
        #expect(lines[2] == "  | " + String(repeating: " ", count: 16) + "^~~")
    }
}

@Suite("Diagnostic rendering, formats")
struct FormatTests {
    @Test("each --format gives its own form", arguments: DiagnosticRenderer.Format.allCases)
    func formats(format: DiagnosticRenderer.Format) {
        let out = DiagnosticRenderer(files: [RendererTests.file]).output([RendererTests.diagnostic], format: format, toolVersion: "1")
        switch format {
        case .text: #expect(out.hasPrefix("layouts/x.lockshot:2:13: error: unknown modifier 'fnt'\n"))
        case .json: #expect(out.hasPrefix("[\n  {\n    \"severity\": \"error\""))
        case .sarif: #expect(out.contains("\"version\": \"2.1.0\""))
        }
    }
}
