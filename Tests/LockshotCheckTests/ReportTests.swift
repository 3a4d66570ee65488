import Foundation
import LockshotCheck
import LockshotKit
import LockshotLanguage
import LockshotLayout
import Testing

/// Deduplication, the report's forms and the command's exit statuses (through the Pipeline API).
@Suite struct ReportTests {
    typealias S = CheckTestSupport

    private func finding(_ message: String, preview: String, presentation: Presentation, line: Int = 3) -> Finding {
        let at = SourceLocation(offset: line * 10, line: line, column: 5)
        return Finding(rule: "contrast", severity: .warning, message: message, file: "a.lockshot",
                       range: SourceRange(start: at, end: at), previews: [preview], presentations: [presentation])
    }

    @Test func mergeJoinsTheSameProblemAcrossPreviewsAndPresentations() {
        let merged = FindingCollector.merge([
            finding("low", preview: "a", presentation: .expanded),
            finding("low", preview: "b", presentation: .lockScreen),
            finding("low", preview: "a", presentation: .lockScreen),
            finding("other", preview: "a", presentation: .lockScreen),
            finding("low", preview: "a", presentation: .lockScreen, line: 1),
        ])
        #expect(merged.count == 3)
        #expect(merged.map(\.range.start.line) == [1, 3, 3])
        let low = merged[1]
        #expect(low.message == "low")
        #expect(low.previews == ["a", "b"])
        #expect(low.presentations == [.lockScreen, .expanded])
        #expect(low.diagnostic().notes.first?.message == "in previews 'a', 'b' · lockScreen, expanded")
    }

    @Test func aProblemInEveryPreviewIsReportedOnce() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 14))", previews: """
            preview "one" { name: "Maya" }
            preview "two" { name: "Sam" }
            """)
        let findings = try S.findings("pixel-grid", in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.previews == ["one", "two"])
    }

    private func report() throws -> CheckReport {
        try S.check(S.layout("Text(name).font(.custom(\"Pixel\", size: 14)).foregroundColor(#39FF88)\nImage(\"gone.png\")"))
    }

    @Test func jsonIsValidAndCarriesEveryField() throws {
        let report = try report()
        let text = report.json(toolVersion: "9.9.9")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "9.9.9")
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        let first = try #require(findings.first)
        for key in ["rule", "severity", "message", "file", "line", "column", "previews", "presentations", "device"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == report.errorCount)
        #expect(summary["layouts"] as? Int == 1)
    }

    @Test func sarifIsValidWithRulesLevelsAndLocations() throws {
        let report = try report()
        let text = report.sarif(toolVersion: "9.9.9")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let ruleIDs = Set(results.compactMap { $0["ruleId"] as? String })
        #expect(ruleIDs.isSuperset(of: ["pixel-grid", "raw-color", "missing-asset"]))
        #expect(results.contains { $0["level"] as? String == "error" })
        let located = results.first { $0["ruleId"] as? String == "raw-color" }
        #expect((located?["locations"] as? [Any])?.isEmpty == false)
        let message = (located?["message"] as? [String: Any])?["text"] as? String
        #expect(message?.contains("'#39FF88'") == true)
    }

    @Test func textGroupsPerFileWithCaretsAndEndsWithTheSummary() throws {
        let report = try report()
        let text = report.text()
        #expect(text.contains("── "))
        #expect(text.contains(":10:61: warning: color literal '#39FF88'"))
        #expect(text.contains("^"))
        #expect(report.errorCount == 1 && report.warningCount == 2 && report.infoCount == 0)
        let summary = "1 error, 2 warnings, 0 infos in 1 layout"
        #expect(text.hasSuffix(summary + "\n"), "\(text.suffix(80))")
    }

    @Test func exitStatusFollowsSeverityAndStrict() throws {
        let clean = try S.check(S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(ink)"))
        #expect(clean.findings.filter { $0.severity != .info }.isEmpty, "\(clean.findings.map(\.message))")
        #expect(clean.exitStatus(strict: true) == 0)

        let warnings = try S.check(S.layout("Text(name).font(.custom(\"Pixel\", size: 14)).foregroundColor(ink)"))
        #expect(warnings.errorCount == 0 && warnings.warningCount > 0)
        #expect(warnings.exitStatus(strict: false) == 0)
        #expect(warnings.exitStatus(strict: true) == 1)

        let errors = try S.check(S.layout("Image(\"gone.png\")"))
        #expect(errors.exitStatus(strict: false) == 1)

        let broken = try S.check("activity Broken\nlockScreen { Text(\"x\" }\n")
        #expect(broken.exitStatus(strict: false) == 2)
        #expect(broken.failedLayouts.count == 1)
        #expect(broken.summary.hasSuffix("in 1 layout (1 layout could not be checked: 1 error in the source)"),
                "\(broken.summary)")
    }

    @Test func aDirectoryIsSearchedForLayoutsAndAMissingPathIsAnInputError() throws {
        let directory = try S.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try S.layout("Text(name)").write(toFile: directory + "/b.lockshot", atomically: true, encoding: .utf8)
        try S.layout("Text(name)").write(toFile: directory + "/sub/a.lockshot", atomically: true, encoding: .utf8)
        try "not a layout".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(try Pipeline.layoutFiles(at: directory) == [directory + "/b.lockshot", directory + "/sub/a.lockshot"])
        #expect(throws: PipelineError.self) { try Pipeline.layoutFiles(at: directory + "/nothing-here") }
    }

    @Test func theBundledLayoutsParseAndCheck() throws {
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("layouts").path
        let report = try Pipeline.check(paths: [layouts])
        #expect(report.layouts.count >= 3)
        #expect(report.failedLayouts.isEmpty)
        #expect(report.layouts.allSatisfy { $0.previews.contains { $0.hasPrefix(StressData.prefix) } })
    }
}
