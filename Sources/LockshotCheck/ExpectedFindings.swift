import LockshotLanguage

/// One preview's findings sorted by its `expect: [...]`: the expected warnings and infos are
/// counted rather than reported, and an expected finding that did not occur is an error
/// (rule `expect`), so a preview that shows a fallback on purpose keeps guarding it.
struct ExpectedFindings {
    var unexpected: [Finding]
    var expected: [Finding]
    var unmet: [Finding]

    init(_ findings: [Finding], preview: PreviewDecl?, file: String, rules: RuleSet) {
        let expectations = preview?.expectations ?? []
        let codes = Set(expectations.map(\.code))
        unexpected = findings.filter { $0.severity == .error || !codes.contains($0.rule) }
        expected = findings.filter { $0.severity != .error && codes.contains($0.rule) }
        let produced = Set(findings.map(\.rule))
        // A rule switched off finds nothing: not finding it is no news.
        let off = Set(rules.rules.compactMap { rule in
            if let configured = rule as? ConfiguredRule, configured.override == nil { return rule.id }
            return nil
        })
        var seen: Set<String> = []
        unmet = expectations.filter { !produced.contains($0.code) && !off.contains($0.code) && seen.insert($0.code).inserted }
            .map { code, range in
                Finding(rule: "expect", severity: .error,
                        message: "preview '\(preview?.name ?? "")' expects '\(code)', which did not occur",
                        file: file, range: range,
                        help: "the fallback this preview shows is gone, or the expectation is stale: remove '\(code)' from 'expect'",
                        previews: preview.map { [$0.name] } ?? [])
            }
    }
}
