import LockshotLanguage

/// Previews generated from a layout's attribute types (SPEC §7 "stress data"), so a design
/// is tried against the data that breaks designs: the longest plausible name, empty and
/// emoji-only text, a 500-character message, a missing image, right-to-left and CJK text.
///
/// Each case starts from the layout's first field preview (for dates, colors and numbers)
/// and replaces the attributes of one type; cases that would change nothing (an image case
/// for a layout without images) are left out, so a layout gets at most seven.
public enum StressData {
    /// The prefix of every stress preview's name.
    public static let prefix = "stress: "

    /// A 40-character name with accents and a hyphen.
    public static let longestName = "Marie-Cécile Zoë Łukasz-Šárka de la Peña"
    /// Emoji only, including a ZWJ family and a flag (one grapheme cluster each).
    public static let emojiOnly = "🎉🔥👾🍕👩‍👩‍👧‍👦🇯🇵"
    /// Exactly 500 characters of ordinary prose.
    public static let longMessage: String = {
        let sentence = "Running late, the train is stuck between stations again; save me a seat and order for me, "
            + "I will be there as soon as I can. "
        return String(String(repeating: sentence, count: 500 / sentence.count + 1).prefix(500))
    }()
    /// Hebrew and Arabic.
    public static let rightToLeft = "שלום, מה שלומך? مرحبا، كيف حالك؟"
    /// Japanese and Chinese.
    public static let cjk = "明日の朝九時に渋谷駅で会いましょう。我们明天见！"
    /// An image path that never exists.
    public static let missingImage = "stress/missing-image.png"

    /// The stress previews for `document`, named `stress: …`.
    public static func previews(for document: Document) -> [PreviewDecl] {
        let strings = document.attributes.filter { $0.type.name.name == "String" }
        let optionalStrings = strings.filter(\.type.isOptional)
        let images = document.attributes.filter { $0.type.name.name == "Image" }
        let base = baseFields(document)
        var cases: [(String, [(AttributeDecl, String)])] = []
        if !strings.isEmpty {
            cases.append(("longest name", strings.map { ($0, longestName) }))
            if !optionalStrings.isEmpty { cases.append(("empty optional text", optionalStrings.map { ($0, "") })) }
            cases.append(("emoji-only text", strings.map { ($0, emojiOnly) }))
            cases.append(("500-character message", strings.map { ($0, longMessage) }))
        }
        if !images.isEmpty { cases.append(("missing image", images.map { ($0, missingImage) })) }
        if !strings.isEmpty {
            cases.append(("right-to-left text", strings.map { ($0, rightToLeft) }))
            cases.append(("CJK text", strings.map { ($0, cjk) }))
        }
        return cases.map { name, overrides in
            var fields = base
            for (attribute, value) in overrides {
                let field = PreviewField(name: Identifier(attribute.name.name),
                                         value: Expr(.string(value.isEmpty ? [] : [.literal(value)])))
                if let index = fields.firstIndex(where: { $0.name.name == attribute.name.name }) {
                    fields[index] = field
                } else {
                    fields.append(field)
                }
            }
            return PreviewDecl(name: prefix + name, source: .fields(fields))
        }
    }

    /// The first preview written with fields, or nothing (attribute defaults).
    static func baseFields(_ document: Document) -> [PreviewField] {
        for preview in document.previews {
            if case .fields(let fields) = preview.source { return fields }
        }
        return []
    }
}
