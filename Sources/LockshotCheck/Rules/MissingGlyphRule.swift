import LockshotLanguage
import LockshotLayout

/// `missing-glyph` (error): a character that neither the text's font, Noto Color Emoji nor
/// GNU Unifont covers; it is drawn as a missing-glyph box.
///
/// Source: SPEC §5 (the fallback chain); on a device the system's fallback would draw some
/// glyph, so a box here means the design cannot be judged for that text.
package struct MissingGlyphRule: Rule {
    package init() {}
    package var id: String { "missing-glyph" }
    package var severity: Diagnostic.Severity { .error }
    package var summary: String { "a character no font in the chain covers" }

    package func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (visit, text) in TreeWalk.texts(context.presentation.root) {
            for character in text.measured.missingCharacters {
                let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                findings.append(context.finding(
                    self, "no font covers '\(character)' (\(scalars.joined(separator: " "))) in "
                        + "'\(TruncationRule.excerpt(text.text))'",
                    at: visit.node.range,
                    help: "tried '\(text.font.family)', Noto Color Emoji and Unifont; use a font that covers it"))
            }
        }
        return findings
    }
}
