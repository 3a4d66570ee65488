import LockshotLanguage
import LockshotLayout

/// One design-rule finding (SPEC §7): which rule, how bad, what, where, and in which
/// previews, presentations and device it showed.
public struct Finding: Sendable, Hashable {
    /// The rule id (`contrast`, `truncation`, …), or a binding/layout diagnostic code passed through.
    public var rule: String
    /// The rule's default severity unless the rule decided otherwise (`missing-asset` without fallback).
    public var severity: Diagnostic.Severity
    /// Short, lower-case, compiler style, quoting the data.
    public var message: String
    /// The layout file, as shown to the user.
    public var file: String?
    /// The view or modifier the finding is about (line:column in the layout).
    public var range: SourceRange
    /// One line of advice.
    public var help: String?
    /// Previews it occurred in, in the order met (stress cases are named `stress: …`).
    public var previews: [String]
    /// Presentations it occurred in; empty for findings about the whole layout (`raw-color`).
    public var presentations: [Presentation]
    /// The device id the rules ran for.
    public var device: String?

    /// A finding; rules usually make one with `RuleContext.finding(_:_:at:help:severity:)`.
    public init(rule: String, severity: Diagnostic.Severity, message: String, file: String? = nil,
                range: SourceRange = .none, help: String? = nil, previews: [String] = [],
                presentations: [Presentation] = [], device: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.help = help
        self.previews = previews
        self.presentations = presentations
        self.device = device
    }

    /// Where the finding showed, for people: `preview 'a', 'b' · lockScreen, compact · iphone-15-pro`.
    public var context: String {
        var parts: [String] = []
        if !previews.isEmpty {
            parts.append((previews.count == 1 ? "preview " : "previews ")
                         + previews.map { "'\($0)'" }.joined(separator: ", "))
        }
        if !presentations.isEmpty { parts.append(presentations.map(\.rawValue).joined(separator: ", ")) }
        if let device { parts.append(device) }
        return parts.joined(separator: " · ")
    }

    /// The finding as a diagnostic (code = rule id) for the text, JSON and SARIF renderers.
    /// - Parameter contextInMessage: append the context to the message (for SARIF, which has no
    ///   place for it); otherwise the context becomes a note.
    public func diagnostic(contextInMessage: Bool = false) -> Diagnostic {
        let context = self.context
        if contextInMessage {
            let message = context.isEmpty ? self.message : "\(self.message) [\(context)]"
            return Diagnostic(severity, message, file: file, at: range, code: rule, help: help)
        }
        let notes = context.isEmpty ? [] : [Diagnostic.Note(message: "in " + context)]
        return Diagnostic(severity, message, file: file, at: range, code: rule, help: help, notes: notes)
    }

    /// A binding or layout diagnostic as a finding.
    public init(_ diagnostic: Diagnostic, preview: String?, presentation: Presentation?, device: String?) {
        self.init(rule: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message,
                  file: diagnostic.file, range: diagnostic.range, help: diagnostic.help,
                  previews: preview.map { [$0] } ?? [], presentations: presentation.map { [$0] } ?? [],
                  device: device)
    }
}
