/// Decides which grapheme clusters are emoji, and which scalars a font need not cover.
///
/// Swift's `Character` already is an extended grapheme cluster (UAX #29), so ZWJ sequences,
/// flags, keycaps and skin-tone sequences arrive here as one `Character`.
enum GraphemeClassifier {
    /// True when `character` should be drawn from the color emoji font before any other:
    /// emoji presentation characters and sequences (VS16, ZWJ sequences, skin tones, flags, keycaps, tag sequences).
    static func prefersEmojiFont(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        var hasEmojiScalar = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false                     // text presentation selector
            case 0xFE0F, 0x20E3: return true              // emoji presentation selector, keycap
            case 0x1F1E6...0x1F1FF: return true           // regional indicators (flags)
            case 0x1F3FB...0x1F3FF: return true           // skin-tone modifiers
            case 0xE0020...0xE007F: return true           // tag sequences (subdivision flags)
            default: break
            }
            if scalar.properties.isEmoji && scalar.value > 0x7F { hasEmojiScalar = true }
        }
        if first.properties.isEmojiPresentation { return true }
        // A ZWJ sequence of emoji (e.g. ❤️‍🔥 without selectors) is an emoji.
        return hasEmojiScalar && scalars.contains { $0.value == 0x200D }
    }

    /// True when `character` could plausibly be in the emoji font at all (so the ~10 MB font is
    /// only opened for characters that need it).
    static func mayBeEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isEmoji }
    }

    /// Scalars a font need not have a glyph for: ZWJ, variation selectors and other default ignorables.
    static func isIgnorableForCoverage(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// True for clusters that separate words (line breaking happens after them).
    static func isBreakingSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline && character != "\u{00A0}" && character != "\u{202F}"
            && character != "\u{2007}"
    }

    /// True for Chinese and Japanese clusters (ideographs, kana, CJK punctuation, full-width forms), between
    /// which a line may break without a space (UAX #14 class ID, simplified). Hangul uses spaces and is not here.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first?.value else { return false }
        switch first {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation and small kana that must not start a line (kinsoku shori, simplified).
    static func cannotStartLine(_ character: Character) -> Bool {
        "、。，．：；？！）」』】〕〉》〗〙〛ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・…‥,.:;?!)]}%".contains(character)
    }

    /// Opening brackets that must not end a line.
    static func cannotEndLine(_ character: Character) -> Bool {
        "（「『【〔〈《〖〘〚([{".contains(character)
    }

    /// True when a scalar of `character` is unassigned in Unicode (General_Category Cn) or private-use (Co):
    /// no font on iOS draws it, so it is a missing glyph whatever a fallback font has at that code point.
    /// Noncharacters count as unassigned. The Unicode version is the Swift runtime's, fixed per toolchain.
    static func isUndrawable(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .unassigned, .privateUse: true
            default: false
            }
        }
    }
}
