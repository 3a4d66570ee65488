import LockshotCheck
import LockshotKit
import Testing

/// How findings read: the exact text, no color, as a person sees it.
@Suite struct RenderedTextTests {
    typealias S = CheckTestSupport

    @Test func aFindingReadsCompilerStyleWithCaretHelpAndWhereItOccurred() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(#39FF88)", previews: """
            preview "a" { name: "Maya" }
            preview "b" { name: "Sam" }
            """)
        let path = try S.write(source)
        let report = try Pipeline.check(paths: [path], options: CheckOptions(stress: false))
        let expected = """
            ── \(path) (2 previews × 1 presentation)
            \(path):10:61: warning: color literal '#39FF88' in 'Text'
            10 | Text(name).font(.custom("Pixel", size: 12)).foregroundColor(#39FF88)
               |                                                             ^~~~~~~
               = help: use the theme token 'accent', which has this value

            0 errors, 1 warning, 0 infos in 1 layout

            """
        #expect(report.text() == expected)
    }

    @Test func aRepeatedFindingListsItsPreviewsInANote() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 10)).foregroundColor(accent)", previews: """
            preview "a" { name: "Maya" }
            preview "b" { name: "Sam" }
            """)
        let report = try Pipeline.check(paths: [try S.write(source)], options: CheckOptions(stress: false))
        let text = report.text()
        #expect(text.contains("warning: 'Maya' is 10 pt; the HIG minimum is 11 pt"))
        #expect(text.contains("note: in preview 'a' · lockScreen · iphone-15-pro"))
        // pixel-grid's message does not quote the data, so both previews share one finding.
        #expect(text.contains("warning: LockshotPixel at 10 pt: one font pixel is 2.5 device pixels at @3x"))
        #expect(text.contains("note: in previews 'a', 'b' · lockScreen · iphone-15-pro"))
    }
}
