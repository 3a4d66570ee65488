import LockshotLanguage

/// A rule switched off, or its findings given another severity (`lockshot.json`'s `"rules"`).
struct ConfiguredRule: Rule {
    let base: any Rule
    /// nil: off.
    let override: Diagnostic.Severity?

    var id: String { base.id }
    var severity: Diagnostic.Severity { override ?? base.severity }
    var summary: String { base.summary }

    func check(_ context: RuleContext) -> [Finding] { adjust(base.check(context)) }
    func check(document: DocumentContext) -> [Finding] { adjust(base.check(document: document)) }

    private func adjust(_ findings: [Finding]) -> [Finding] {
        guard let override else { return [] }
        return findings.map { finding in
            var finding = finding
            if finding.rule == base.id { finding.severity = override }
            return finding
        }
    }
}

/// A `"rules"` entry names no rule, or sets a level other than off/error/warning/info.
public struct RuleSettingError: Error, Sendable, CustomStringConvertible {
    /// The rule name as written.
    public var name: String
    public var message: String
    public var description: String { message }
}

extension RuleSet {
    /// The levels a `"rules"` entry may set.
    package static let settingLevels = ["off", "error", "warning", "info"]

    /// This set with rules switched off (`"off"`) or their findings' severity replaced
    /// (`"error"`, `"warning"`, `"info"`). A switched-off rule stays in the set, finding nothing,
    /// so the binder's diagnostics of the same code stay silent too.
    /// - Throws: `RuleSettingError` for an unknown rule (with "did you mean") or level.
    public func configured(_ settings: [(name: String, level: String)]) throws(RuleSettingError) -> RuleSet {
        var overrides: [String: Diagnostic.Severity?] = [:]
        for (name, level) in settings {
            guard ids.contains(name) else {
                let hint = Suggestion.closest(to: name, in: ids).map { "did you mean '\($0)'? " } ?? ""
                throw RuleSettingError(name: name, message: "unknown rule '\(name)'; \(hint)rules are "
                                       + ids.joined(separator: ", "))
            }
            if level == "off" {
                overrides[name] = .some(nil)
            } else if let severity = Diagnostic.Severity(rawValue: level) {
                overrides[name] = .some(severity)
            } else {
                let closest = Self.settingLevels.first { !level.isEmpty && $0.hasPrefix(level.lowercased()) }
                    ?? Suggestion.closest(to: level, in: Self.settingLevels)
                let hint = closest.map { "did you mean '\($0)'? " } ?? ""
                throw RuleSettingError(name: name, message: "rule '\(name)' cannot be set to '\(level)'; \(hint)"
                                       + "use " + Self.settingLevels.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        return RuleSet(rules: rules.map { rule in
            guard let override = overrides[rule.id] else { return rule }
            return ConfiguredRule(base: rule, override: override)
        })
    }
}
