@testable import LockshotLanguage
import Testing

/// Every input costs its size (issue 28, Medium 4): a long run of invalid characters is one error,
/// a file with thousands of problems lists the first ones and counts the rest, an excerpt of a
/// megabyte-long line is cut around its caret.
@Suite("linear inputs")
struct LinearInputTests {
    static func checked(_ text: String) -> [Diagnostic] {
        LayoutLoader.checked(LayoutLoader.load(path: "long.lockshot", bytes: Array(text.utf8)), layoutDirectory: ".").diagnostics
    }

    @Test("25,000 invalid characters in a row are one error quoting the start of the run")
    func invalidRun() {
        let diagnostics = Self.checked("activity A\nlockScreen { " + String(repeating: "@", count: 25_000) + " Text(\"a\") }\n")
        let errors = diagnostics.filter { $0.code == "syntax" }
        #expect(errors.count == 1)
        #expect(errors.first?.message == "25000 unexpected characters '" + String(repeating: "@", count: 20) + "…'")
        #expect(Self.checked("activity A\nlockScreen { Text(\"a\") @ }\n").contains { $0.message == "unexpected character '@'" })
    }

    @Test("a file with 5,000 problems lists the first 200 and counts the rest")
    func capped() {
        let diagnostics = Self.checked("activity A\nlockScreen {\n" + String(repeating: "Text(name)\n", count: 5_000) + "}\n")
        #expect(diagnostics.filter { $0.code == "unknown-name" }.count == 200)
        #expect(diagnostics.contains { $0.code == "too-many" && $0.message == "and 4800 more problems in this file, not listed" })
    }

    @Test("the excerpt of an error on a 1 MB line is a window around the caret")
    func windowedExcerpt() {
        let prefix = String(repeating: "x ", count: 500_000)
        let text = "activity A\nlockScreen { Text(\"\(prefix)\") @ }\n"
        let file = SourceFile(path: "long.lockshot", text: text)
        let error = try? #require(Self.checked(text).first { $0.message.contains("unexpected character") })
        let rendered = DiagnosticRenderer(files: [file], color: false, width: 100).render(error.map { [$0] } ?? [])
        #expect(rendered.count < 1_000, "\(rendered.count) characters")
        #expect(rendered.contains("@") && rendered.contains("^"))
    }
}
