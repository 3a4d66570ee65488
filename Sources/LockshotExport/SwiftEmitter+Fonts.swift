import LockshotLanguage

/// The layout's `fonts { Pager = "LockshotPixel" }` as a `Fonts` constant per family
/// (`static let pager = "LockshotPixel"`), used as `.custom(Fonts.pager, size: 12)`: the views read as the
/// layout does, the value is the family name SwiftUI needs, and `lockshot import swiftui` recovers the block.
extension SwiftEmitter {
    /// The Swift name of a layout font family's constant: its first letter lowercased (`Pager` → `pager`).
    static func fontConstant(_ family: String) -> String {
        let lowered = family.prefix(1).lowercased() + family.dropFirst()
        return swiftKeywords.contains(lowered) ? family : lowered
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "self", "super", "throw", "throws", "true", "try", "any", "some",
    ]
}

extension SwiftUIExporter {
    static func fontsSource(_ emitter: SwiftEmitter) -> String {
        var lines = ["/// The layout's font families, by the name each registers under (what `.custom(_:size:)` needs).",
                     "private enum Fonts {"]
        for font in emitter.document.fonts {
            let family = font.family.name
            lines.append("    static let \(SwiftEmitter.fontConstant(family)) = \(SwiftEmitter.quote(emitter.fontFamilies[family] ?? family))")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
