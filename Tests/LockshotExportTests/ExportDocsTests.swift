import Foundation
@testable import LockshotExport
import Testing

/// docs/export.md shows the current mapping table and the current Flick pinned-snap export
/// (`LOCKSHOT_RECORD=failed` rewrites the marked sections, and the test fails until run again).
@Suite struct ExportDocsTests {
    static let docs = Swiftc.repository.appendingPathComponent("docs/export.md")

    static func replacing(_ text: String, marker: String, with body: String) -> String {
        let begin = "<!-- \(marker):begin -->\n", end = "<!-- \(marker):end -->"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            return text
        }
        return text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: body)
    }

    @Test func docsShowTheMappingTableAndTheFlickExport() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        var expected = Self.replacing(text, marker: "export-table", with: SwiftUIMapping.markdownTable())
        let files = try BundledLayouts.export("flick-pinned-snap")
        for name in ["FlickPinnedSnapAttributes.swift", "FlickPinnedSnapLiveActivity.swift", "FlickPinnedSnapPreviews.swift"] {
            var body = try #require(files.first { $0.path == name }?.text)
            if name.hasSuffix("Previews.swift") {
                let states = body.components(separatedBy: "\n\n    /// \"no caption\"").first ?? body
                let firstPreview = body.components(separatedBy: "\n#Preview(").dropFirst().first.map { "#Preview(" + $0 } ?? ""
                body = states + "\n\n    // …\n}\n\n" + firstPreview + "\n// …\n"
            }
            expected = Self.replacing(expected, marker: "example:\(name)", with: "```swift\n" + body + "```\n")
        }
        if ExportGoldenTests.record, text != expected {
            try Data(expected.utf8).write(to: Self.docs)
            Issue.record("docs/export.md: recorded; review the diff and run again without LOCKSHOT_RECORD")
            return
        }
        #expect(text == expected, "docs/export.md is stale: run LOCKSHOT_RECORD=failed swift test --filter ExportDocsTests")
    }
}
