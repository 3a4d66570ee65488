import Foundation
import LockshotLanguage
@testable import LockshotSwiftImport
import LockshotTestSupport
import Testing

/// What `scripts/fuzz swift` found in lockshot's reading of third-party Swift (issue 28), and its kept corpus.
@Suite("Swift front end under fuzzing")
struct SwiftFrontEndFuzzTests {
    @Test("every kept input replays without a trap")
    func replay() throws {
        for input in try keptFuzzCorpus("swift", minimum: 2) { SwiftFrontEndFuzzing.exercise(input.bytes) }
    }

    @Test("a view whose body uses itself twice is an error at each use (it doubled per level until memory ran out)")
    func selfInliningView() {
        let (_, diagnostics) = importText(widgetSource("Loop(n: 1)", extra: """
            struct Loop: View {
                let n: Int
                var body: some View { VStack { Loop(n: n); Loop(n: n) } }
            }
            """))
        let errors = diagnostics.filter { $0.message.contains("'Loop' contains itself") }
        #expect(errors.count == 2, "\(diagnostics.map(\.message))")
        #expect(Set(errors.map(\.range.start.column)).count == 2)
    }

    @Test("a helper property or a constant property that names itself is an error, not a stack overflow")
    func selfReferencingProperty() {
        let (_, diagnostics) = importText(widgetSource("header", extra: """
            extension V {
                var header: some View { VStack { Text("a"); header } }
                var total: Int { total + 1 }
            }
            """))
        #expect(diagnostics.contains { $0.message.contains("'header' contains itself") }, "\(diagnostics.map(\.message))")
    }

    @Test("views each using the next twice stop at the inlining budget, with one error")
    func exponentialViews() {
        var extra = ""
        for level in 0..<14 {
            extra += "struct V\(level): View { var body: some View { HStack { V\(level + 1)(); V\(level + 1)() } } }\n"
        }
        extra += "struct V14: View { var body: some View { Text(\"leaf\") } }\n"
        let (_, diagnostics) = importText(widgetSource("V0()", extra: extra))
        #expect(diagnostics.filter { $0.message.contains("more than \(SwiftReader.inlineBudget) inlined views") }.count == 1,
                "\(diagnostics.map(\.message))")
    }

    @Test("brackets nested past the limit are refused at their line and column before swift-syntax parses them")
    func nestedBrackets() throws {
        let text = "import SwiftUI\nlet x = a" + String(repeating: "[", count: 40) + "s)\n"
        let problem = try #require(SwiftSource(path: "Deep.swift", text: text).bracketProblem)
        #expect(problem.file == "Deep.swift")
        #expect(problem.range.start.line == 2 && problem.range.start.column == 10 + SwiftSource.bracketLimit)
        #expect(SwiftImporter.importSources([SwiftSource(path: "Deep.swift", text: text)]).document == nil)
        #expect(SwiftSource(path: "Fine.swift", text: "let grid = [[1, 2], [3, 4]]\n").bracketProblem == nil)
    }

    @Test("the rewrite for swiftc keeps every line where it was, with CR, CRLF and LF endings")
    func rewriteKeepsLines() {
        for ending in ["\n", "\r\n", "\r"] {
            let text = ["import SwiftUI", "@main", "struct Bundle: WidgetBundle {", "var body: some Widget { W() }", "}", ""]
                .joined(separator: ending)
            let rewritten = WidgetRewriter(sources: [SwiftSource(path: "B.swift", text: text)]).texts[0]
            #expect(rewritten.utf8.count == text.utf8.count)
            #expect(rewritten.components(separatedBy: ending).count == text.components(separatedBy: ending).count)
            #expect(!rewritten.contains("@main"))
        }
    }

    @Test("os(iOS) in #if and #elseif conditions becomes true, in place; other platforms and os(iOS) outside #if stay")
    func iOSConditions() {
        let text = """
            #if os(iOS) || os(macOS)
            let a = 1
            #elseif !os( iOS )
            let b = "os(iOS)"
            #endif
            #if os(watchOS)
            let c = 2
            #endif
            #Preview("P", as: .content, using: A()) { W() } contentStates: {
            #if os(iOS)
                A.ContentState()
            #endif
            }
            """
        let rewritten = WidgetRewriter(sources: [SwiftSource(path: "P.swift", text: text)]).texts[0]
        #expect(rewritten == """
            #if true    || os(macOS)
            let a = 1
            #elseif !true     
            let b = "os(iOS)"
            #endif
            #if os(watchOS)
            let c = 2
            #endif
            @MainActor func __lockshotPreview_0_0() -> LockshotPreview { LockshotPreview(stateNames: [], line: 9, column: 1, "P", as: .content, using: A()) { W() } contentStates: {
            #if true   
                A.ContentState()
            #endif
            } }
            """)
    }
}
