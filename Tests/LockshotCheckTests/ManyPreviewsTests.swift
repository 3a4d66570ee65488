import Foundation
import LockshotCheck
import LockshotKit
import LockshotLanguage
import Testing

/// `check` over thousands of previews stays linear (issue 28, Low 8): each preview is bound from its
/// declaration, never looked up among all of them, and a finding seen in every preview is merged
/// with a set of the previews it lists. These tests check the results; docs/benchmarks.md has the times.
@Suite("many previews")
struct ManyPreviewsTests {
    @Test("a finding seen in 3,000 previews is one finding listing each preview once, in order")
    func mergedOnce() throws {
        var text = "activity P\nattributes { title: String }\nlockScreen { Text(title).font(.system(size: 9)).padding(14) }\n"
        for i in 0..<3_000 { text += "preview \"p\(i)\" { title: \"x\" }\n" }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).lockshot").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = CheckOptions()
        options.stress = false
        let report = try Pipeline.check(paths: [path], options: options)
        let small = report.findings.filter { $0.rule == "min-font-size" }
        #expect(small.count == 1)
        #expect(small.first?.previews == (0..<3_000).map { "p\($0)" })
    }
}
