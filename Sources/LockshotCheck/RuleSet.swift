import LockshotLanguage

/// The rules `lockshot check` runs, in reporting order.
public struct RuleSet: Sendable {
    /// The rules, in reporting order.
    package var rules: [any Rule]

    /// A set of `rules` (e.g. `RuleSet.standard` minus one, to switch a rule off).
    package init(rules: [any Rule]) { self.rules = rules }

    /// Every rule of SPEC §7.
    public static let standard = RuleSet(rules: [
        PresentationSizeRule(), OverflowRule(), TruncationRule(), MissingGlyphRule(), MissingAssetRule(),
        ContrastRule(), MinFontSizeRule(), PixelGridRule(), PayloadSizeRule(), RawColorRule(), TimerWidthRule(),
        TimerAlignmentRule(), UnmappedSymbolRule(), MinimumScaleRule(), ContentStateRule(),
    ])

    /// The ids of the rules, in order.
    public var ids: [String] { rules.map(\.id) }

    /// Findings of every rule for one preview × presentation.
    package func check(_ context: RuleContext) -> [Finding] {
        rules.flatMap { $0.check(context) }
    }

    /// Findings of every rule about the layout source.
    package func check(document: DocumentContext) -> [Finding] {
        rules.flatMap { $0.check(document: document) }
    }
}
