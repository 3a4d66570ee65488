import LockshotLanguage

/// Previews generated from a layout's attribute types (SPEC §7 "stress data"), so a design
/// is tried against the data that breaks designs: the longest plausible name, empty and
/// emoji-only text, a 500-character message, a missing image, right-to-left and CJK text,
/// and — when the layout reads them — a stale and an Always-On context.
///
/// Each case starts from the layout's first field preview (for dates, colors and numbers)
/// and replaces the attributes of one type; cases that would change nothing (an image case
/// for a layout without images) are left out, so a layout gets at most nine.
package enum StressData {
    /// The prefix of every stress preview's name.
    package static let prefix = StressText.prefix

    /// Findings a stress preview makes on purpose (the missing image's fallback): lockshot's own
    /// test data, so never reported (issue 27 #8).
    static func deliberate(_ previewName: String?) -> Set<String> {
        previewName == prefix + "missing image" ? ["missing-asset"] : []
    }
    /// A 40-character name with accents and a hyphen.
    package static let longestName = StressText.longestName
    /// Emoji only, including a ZWJ family and a flag (one grapheme cluster each).
    package static let emojiOnly = StressText.emojiOnly
    /// Exactly 500 characters of ordinary prose.
    package static let longMessage = StressText.longMessage
    /// Hebrew and Arabic.
    package static let rightToLeft = StressText.rightToLeft
    /// Japanese and Chinese.
    package static let cjk = StressText.cjk
    /// An image path that never exists.
    package static let missingImage = "stress/missing-image.png"

    /// The stress previews for `document`, named `stress: …`.
    package static func previews(for document: Document) -> [PreviewDecl] {
        let strings = document.attributes.filter { $0.type.name.name == "String" }
        let optionalStrings = strings.filter(\.type.isOptional)
        let images = document.attributes.filter { $0.type.name.name == "Image" }
        let base = baseFields(document)
        var cases: [(String, [(String, Expr)])] = []
        func text(_ attributes: [AttributeDecl], _ value: String) -> [(String, Expr)] {
            attributes.map { attribute in
                let string = Expr(.string(value.isEmpty ? [] : [.literal(value)]))
                // A `[String]` attribute gets the stress text as its one element (none for the empty case).
                return (attribute.name.name, attribute.type.isArray ? Expr(.array(value.isEmpty ? [] : [string])) : string)
            }
        }
        if !strings.isEmpty {
            cases.append(("longest name", text(strings, longestName)))
            if !optionalStrings.isEmpty { cases.append(("empty optional text", text(optionalStrings, ""))) }
            cases.append(("emoji-only text", text(strings, emojiOnly)))
            cases.append(("500-character message", text(strings, longMessage)))
        }
        if !images.isEmpty { cases.append(("missing image", text(images, missingImage))) }
        if !strings.isEmpty {
            cases.append(("right-to-left text", text(strings, rightToLeft)))
            cases.append(("CJK text", text(strings, cjk)))
        }
        // Branches on the environment are only seen when some preview takes them.
        let printed = Printer.print(document)
        if printed.contains("isStale") { cases.append(("stale", [("isStale", Expr(.bool(true)))])) }
        if printed.contains("isLuminanceReduced") {
            cases.append(("Always-On", [("isLuminanceReduced", Expr(.bool(true)))]))
        }
        return cases.map { name, overrides in
            var fields = base
            for (name, value) in overrides {
                let field = PreviewField(name: Identifier(name), value: value)
                if let index = fields.firstIndex(where: { $0.name.name == name }) {
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
            if case .fields(let fields) = preview.source { return fields.filter { $0.name.name != "expect" } }
        }
        return []
    }
}
