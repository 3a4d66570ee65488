/// The texts `lockshot check` puts into every string a design shows (its stress data), shared by the
/// layout checker (`StressData`, which writes them into a layout's attributes) and lockshot's SwiftUI
/// for Linux (which writes them into a compiled widget's own `ContentState`).
package enum StressText {
    /// The prefix of every stress preview's name.
    package static let prefix = "stress: "
    /// A 40-character name with accents and a hyphen.
    package static let longestName = "Marie-Cécile Zoë Łukasz-Šárka de la Peña"
    /// Emoji only, including a ZWJ family and a flag (one grapheme cluster each).
    package static let emojiOnly = "🎉🔥👾🍕👩‍👩‍👧‍👦🇯🇵"
    /// Exactly 500 characters of ordinary prose.
    package static let longMessage: String = {
        let sentence = "Running late, the train is stuck between stations again; save me a seat and order for me, "
            + "I will be there as soon as I can. "
        return String(String(repeating: sentence, count: 500 / sentence.count + 1).prefix(500))
    }()
    /// Hebrew and Arabic.
    package static let rightToLeft = "שלום, מה שלומך? مرحبا، كيف حالك؟"
    /// Japanese and Chinese.
    package static let cjk = "明日の朝九時に渋谷駅で会いましょう。我们明天见！"

    /// The text cases, named as their stress previews are.
    package static let cases: [(name: String, text: String)] = [
        ("longest name", longestName), ("emoji-only text", emojiOnly), ("500-character message", longMessage),
        ("right-to-left text", rightToLeft), ("CJK text", cjk),
    ]
}
