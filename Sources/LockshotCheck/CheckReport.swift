import LockshotLanguage
import LockshotLayout

/// The result of `lockshot check` over one or more layouts: deduplicated findings, the
/// summary, the exit status and the text/JSON/SARIF forms.
public struct CheckReport: Sendable {
    /// One result per layout file, in the order checked.
    public var layouts: [LayoutCheckResult]
    /// Every finding of every layout at or above `minimumSeverity`, deduplicated (`FindingCollector.merge`).
    public var findings: [Finding]
    /// Every finding, shown or not.
    public private(set) var allFindings: [Finding]
    /// Findings below this are hidden (`--severity`): not printed, not counted in the status,
    /// only counted in the summary.
    public var minimumSeverity: Diagnostic.Severity = .info {
        didSet { findings = allFindings.filter { $0.severity >= minimumSeverity } }
    }
    /// Findings previews declared with `expect:`: counted, not reported.
    public var expectedCount: Int { layouts.map(\.expectedCount).reduce(0, +) }
    /// Findings hidden by `minimumSeverity`.
    public var hiddenCount: Int { allFindings.count - findings.count }

    /// A report over `layouts`; their findings are merged here.
    public init(layouts: [LayoutCheckResult]) {
        self.layouts = layouts
        self.allFindings = FindingCollector.merge(layouts.flatMap(\.findings))
        self.findings = allFindings
    }

    /// Deduplicated findings per severity.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    public var infoCount: Int { findings.filter { $0.severity == .info }.count }
    /// Layouts that could not be parsed or checked.
    public var failedLayouts: [LayoutCheckResult] { layouts.filter(\.failedToLoad) }

    /// 2 when a layout cannot be parsed or a preview cannot be bound; 1 when there is an error-level finding (or, with
    /// `strict`, a warning); else 0 (SPEC §6).
    public func exitStatus(strict: Bool) -> Int32 {
        if !failedLayouts.isEmpty { return 2 }
        // A preview value or argument binding refused (`bad-value`, `missing-value`, …): the input is wrong.
        if findings.contains(where: { $0.severity == .error && Binder.inputErrorCodes.contains($0.rule) }) { return 2 }
        if errorCount > 0 || strict && warningCount > 0 { return 1 }
        return 0
    }

    /// `3 errors, 5 warnings, 12 infos in 3 layouts`.
    public var summary: String {
        let count = Self.count
        var counts = [count(errorCount, "error"), count(warningCount, "warning"), count(infoCount, "info")]
        if minimumSeverity == .error { counts.removeLast(2) } else if minimumSeverity == .warning { counts.removeLast() }
        var line = counts.joined(separator: ", ") + " in " + count(layouts.count, "layout")
        if hiddenCount > 0 {
            // Per rule, most first: "168 infos not shown: 160 truncation, 8 pixel-grid; --severity info lists them".
            let hidden = allFindings.filter { $0.severity < minimumSeverity }
            let rules = Dictionary(grouping: hidden, by: \.rule).map { ($0.key, $0.value.count) }
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map { "\($0.1) \($0.0)" }
            let lowest = hidden.map(\.severity).min() ?? .info
            line += " (\(hiddenCount) below \(minimumSeverity.rawValue) not shown: \(rules.joined(separator: ", ")); "
                + "--severity \(lowest.rawValue) lists them)"
        }
        if expectedCount > 0 { line += ", \(expectedCount) expected (the previews' 'expect:')" }
        if !failedLayouts.isEmpty {
            let errors = loadErrors.filter { $0.severity == .error }.count
            line += " (\(count(failedLayouts.count, "layout")) could not be checked: \(count(errors, "error")) in the source)"
        }
        return line
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Load diagnostics of layouts that could not be checked.
    public var loadErrors: [Diagnostic] { failedLayouts.flatMap(\.loadDiagnostics) }

    /// Compiler-style text grouped per file, each finding with a caret excerpt and a note naming
    /// the previews and presentations it occurred in, then the summary line.
    public func text(color: Bool = false, width: Int? = nil) -> String {
        let renderer = DiagnosticRenderer(files: layouts.compactMap(\.file) + layouts.flatMap(\.sources), color: color, width: width)
        var out = ""
        for layout in layouts {
            let diagnostics = layout.failedToLoad
                ? layout.loadDiagnostics
                : findings.filter { layout.owns($0.file) }.map { $0.diagnostic() }
            let checked = layout.failedToLoad
                ? "could not be checked"
                : Self.count(layout.previews.count, "preview") + " × "
                    + Self.count(layout.presentations.count, "presentation")
            out += "── \(layout.path) (\(checked))\n"
            out += diagnostics.isEmpty ? "no findings\n" : renderer.render(diagnostics)
            out += "\n"
        }
        let elsewhere = findings.filter { finding in !layouts.contains { $0.owns(finding.file) } }
        out += renderer.render(elsewhere.map { $0.diagnostic() })
        return out + summary + "\n"
    }

    /// One JSON object: `tool`, `version`, `layouts` (path, activity previews, presentations,
    /// load diagnostics), `findings` (the diagnostic fields plus `rule`, `previews`,
    /// `presentations`, `device`) and `summary` (`errors`, `warnings`, `infos` of the findings;
    /// `layouts`; `unchecked` layouts and their `sourceErrors`, the parse and checker errors).
    public func json(toolVersion: String) -> String {
        let layoutObjects: [JSONValue] = layouts.map { layout in
            .object([
                ("path", .string(layout.path)),
                ("checked", .bool(!layout.failedToLoad)),
                ("previews", .array(layout.previews.map(JSONValue.string))),
                ("presentations", .array(layout.presentations.map { .string($0.rawValue) })),
                ("diagnostics", .array(layout.failedToLoad ? layout.loadDiagnostics.map(DiagnosticRenderer.jsonObject) : [])),
            ])
        }
        let findingObjects: [JSONValue] = findings.map { finding in
            guard case .object(var members) = DiagnosticRenderer.jsonObject(finding.diagnostic()) else { return .null }
            members.removeAll { $0.0 == "notes" }
            members.insert(("rule", .string(finding.rule)), at: 0)
            members.append(("previews", .array(finding.previews.map(JSONValue.string))))
            members.append(("presentations", .array(finding.presentations.map { .string($0.rawValue) })))
            members.append(("device", finding.device.map(JSONValue.string) ?? .null))
            return .object(members)
        }
        let root: JSONValue = .object([
            ("tool", .string("lockshot")),
            ("version", .string(toolVersion)),
            ("layouts", .array(layoutObjects)),
            ("findings", .array(findingObjects)),
            ("summary", .object([
                ("errors", .number(Double(errorCount))),
                ("warnings", .number(Double(warningCount))),
                ("infos", .number(Double(infoCount))),
                ("layouts", .number(Double(layouts.count))),
                ("expected", .number(Double(expectedCount))),
                ("unchecked", .number(Double(failedLayouts.count))),
                ("sourceErrors", .number(Double(loadErrors.filter { $0.severity == .error }.count))),
            ])),
        ])
        return root.serialized() + "\n"
    }

    /// A SARIF 2.1.0 log: every finding (its previews and presentations in the message), and the
    /// load errors of layouts that could not be checked.
    public func sarif(toolVersion: String) -> String {
        DiagnosticRenderer.sarif(loadErrors + findings.map { $0.diagnostic(contextInMessage: true) },
                                 toolVersion: toolVersion)
    }

    /// The report in `format` (text without color).
    package func output(_ format: DiagnosticRenderer.Format, toolVersion: String, color: Bool = false) -> String {
        switch format {
        case .text: text(color: color)
        case .json: json(toolVersion: toolVersion)
        case .sarif: sarif(toolVersion: toolVersion)
        }
    }
}
