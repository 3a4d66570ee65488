import LockshotLanguage
import SwiftSyntax

/// `private enum Fonts { static let pager = "LockshotPixel" }` (how `lockshot export` writes a layout's
/// `fonts { Pager = "LockshotPixel" }`): a constant naming one of lockshot's embedded families is the layout's
/// font family, named by the constant with its first letter uppercased; `.custom(Fonts.pager, size: 12)`
/// reads as `.custom("Pager", size: 12)`.
extension SwiftReader {
    /// The layout family a `Fonts.x` constant declares, nil when it is not one (then it is its string value).
    func fontFamily(key: String) -> String? {
        guard key.hasPrefix("Fonts."), let (value, _) = declarations.statics[key],
              let literal = value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              Checker.embeddedFontFamilies.contains(text) else { return nil }
        let name = String(key.dropFirst("Fonts.".count))
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The `fonts { }` block: every `Fonts` constant naming an embedded family, in declaration order.
    func fontDecls() -> [FontDecl] {
        declarations.statics.keys.compactMap { key -> (FontDecl, Int)? in
            guard let family = fontFamily(key: key), let (value, _) = declarations.statics[key],
                  let literal = value.as(StringLiteralExprSyntax.self),
                  let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
            let r = range(of: value)
            return (FontDecl(family: Identifier(family, range: r), source: text, range: r), r.start.offset)
        }
        .sorted { $0.1 < $1.1 }
        .map(\.0)
    }
}
