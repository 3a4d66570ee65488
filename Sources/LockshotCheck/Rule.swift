import LockshotLanguage
import LockshotLayout

/// What a rule sees for one layout × preview × presentation × device.
package struct RuleContext: Sendable {
    /// The parsed layout (for rules that read the source, such as `raw-color`).
    package var document: Document
    /// The layout file as shown to the user.
    package var file: String
    /// The layout bound to one preview.
    package var activity: BoundActivity
    /// That preview laid out as one presentation on one device.
    package var presentation: LaidOutPresentation
    /// Device pixels per point the design is checked for (`pixel-grid`).
    package var scale: Double

    /// A context; `LayoutChecker` makes one per preview × presentation.
    package init(document: Document, file: String, activity: BoundActivity, presentation: LaidOutPresentation,
                scale: Double) {
        self.document = document
        self.file = file
        self.activity = activity
        self.presentation = presentation
        self.scale = scale
    }

    /// A finding of `rule` at `range`, tagged with this context's preview, presentation and device.
    package func finding(_ rule: some Rule, _ message: String, at range: SourceRange, help: String? = nil,
                        severity: Diagnostic.Severity? = nil) -> Finding {
        Finding(rule: rule.id, severity: severity ?? rule.severity, message: message, file: file, range: range,
                help: help, previews: activity.previewName.map { [$0] } ?? [],
                presentations: [presentation.presentation], device: presentation.device.label(for: presentation.presentation))
    }
}

/// What a whole-layout rule sees: the source, once per layout.
package struct DocumentContext: Sendable {
    /// The parsed layout, and its path as shown to the user.
    package var document: Document
    package var file: String
    package init(document: Document, file: String) {
        self.document = document
        self.file = file
    }
}

/// One design rule. Each rule is its own type whose doc comment cites its source (HIG,
/// ActivityKit documentation, WCAG).
package protocol Rule: Sendable {
    /// The stable id printed with every finding (`contrast`).
    var id: String { get }
    /// The default severity (SPEC §7).
    var severity: Diagnostic.Severity { get }
    /// One line for `docs/rules.md` and SARIF: what the rule catches.
    var summary: String { get }
    /// Findings for one preview × presentation (default: none).
    func check(_ context: RuleContext) -> [Finding]
    /// Findings about the layout source, independent of previews (default: none).
    func check(document: DocumentContext) -> [Finding]
}

extension Rule {
    /// No findings per presentation (a rule about the source).
    package func check(_ context: RuleContext) -> [Finding] { [] }
    /// No findings about the source (a rule about what is drawn).
    package func check(document: DocumentContext) -> [Finding] { [] }
}
