import LockshotCheck
import LockshotKit
import LockshotLanguage
import Testing

/// A preview's `expect:` and `lockshot.json`'s rule settings, through `lockshot check`'s pipeline.
@Suite struct ExpectationAndSettingsTests {
    typealias S = CheckTestSupport

    static let fallback = S.layout("""
        HStack {
          Text(name).font(.custom("Pixel", size: 12))
          Image(artwork ?? "app-icon").resizable().frame(width: 20, height: 20)
        }
        .padding(16)
        """, attributes: "name: String\n  artwork: Image?", previews: """
        preview "fallback" { name: "a", artwork: "gone.png", expect: ["missing-asset"] }
        preview "undeclared" { name: "a", artwork: "gone.png" }
        preview "stale" { name: "a", expect: ["missing-asset"] }
        """)

    @Test("expected findings are counted, not reported; the same finding in a preview that does not expect it is")
    func expectedAreCounted() throws {
        let report = try S.check(Self.fallback)
        let missing = report.findings.filter { $0.rule == "missing-asset" }
        #expect(missing.count == 1)
        #expect(missing.first?.previews == ["undeclared"], "\(missing.map(\.previews))")
        #expect(report.expectedCount == 1)
        #expect(report.summary.hasSuffix("1 expected (the previews' 'expect:')"), "\(report.summary)")
    }

    @Test("an expected finding that did not occur is an error at the code in expect:")
    func unmetIsAnError() throws {
        let report = try S.check(Self.fallback)
        let unmet = try #require(report.findings.first { $0.rule == "expect" })
        #expect(unmet.severity == .error)
        #expect(unmet.message == "preview 'stale' expects 'missing-asset', which did not occur")
        #expect(unmet.range.start.line == 20)
        #expect(unmet.range.start.column == 39)
        #expect(report.exitStatus(strict: false) == 1)
    }

    @Test("stress previews do not inherit the first preview's expect:")
    func stressDoesNotInherit() throws {
        let report = try S.check(Self.fallback, stress: true)
        #expect(!report.findings.contains { $0.rule == "expect" && $0.previews.contains { $0.hasPrefix("stress") } })
    }

    @Test("every rule can be expected: the language's list of codes holds every rule id")
    func codesCoverTheRules() {
        for id in RuleSet.standard.ids { #expect(Schema.expectableCodes.contains(id), "\(id)") }
    }

    @Test("a rule set off finds nothing (nor do the binder's diagnostics of its code); another severity replaces the rule's")
    func ruleSettings() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 8))")
        let path = try S.write(source)
        let off = try RuleSet.standard.configured([("min-font-size", "off")])
        let quiet = try Pipeline.check(paths: [path], options: CheckOptions(stress: false, rules: off))
        #expect(!quiet.findings.contains { $0.rule == "min-font-size" })
        let raised = try Pipeline.check(paths: [path], options: CheckOptions(stress: false,
            rules: try RuleSet.standard.configured([("min-font-size", "error")])))
        #expect(raised.findings.first { $0.rule == "min-font-size" }?.severity == .error)
        #expect(raised.exitStatus(strict: false) == 1)

        let image = S.layout("Image(\"gone.png\")")
        let noAsset = try Pipeline.check(paths: [try S.write(image)], options: CheckOptions(stress: false,
            rules: try RuleSet.standard.configured([("missing-asset", "off")])))
        #expect(!noAsset.findings.contains { $0.rule == "missing-asset" }, "\(noAsset.findings.map(\.message))")
    }

    @Test("unknown rules and levels in settings get a did you mean", arguments: [
        ("contrst", "off", "unknown rule 'contrst'; did you mean 'contrast'?"),
        ("contrast", "warn", "rule 'contrast' cannot be set to 'warn'; did you mean 'warning'?"),
    ])
    func badSettings(name: String, level: String, message: String) {
        do {
            _ = try RuleSet.standard.configured([(name, level)])
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("--severity hides findings below it from the list, the status and the counts, and says how many")
    func minimumSeverity() throws {
        var report = try S.check(S.layout("Text(name).font(.custom(\"Pixel\", size: 8))"))
        #expect(report.warningCount > 0)
        report.minimumSeverity = .error
        #expect(report.warningCount == 0)
        #expect(report.hiddenCount > 0)
        #expect(report.summary.contains("below error not shown"), "\(report.summary)")
    }
}
