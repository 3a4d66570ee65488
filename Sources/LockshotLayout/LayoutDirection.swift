/// SwiftUI's `LayoutDirection`: an iPhone set to a right-to-left language mirrors every layout.
package enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight, rightToLeft

    /// Languages written right to left (ISO 639 codes, as the first part of a locale identifier):
    /// Arabic, Sorani Kurdish, Dhivehi, Persian, Hebrew (and its old code), Kashmiri, Pashto, Sindhi,
    /// Uyghur, Urdu, Yiddish.
    static let rightToLeftLanguages: Set<String> = ["ar", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"]

    /// The direction of the language of `identifier` (`ar_SA`, `he`, `de-DE`, `zh_Hans_CN`).
    package static func of(_ identifier: String) -> LayoutDirection {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}

extension LaidOutPresentation {
    /// The presentation as a right-to-left layout draws it: every frame mirrored across the presentation's
    /// vertical centre line (an `HStack`'s first child on the right, `.leading` alignment on the right, the
    /// compact island's leading region on the right of the camera), and text aligned to its leading edge on
    /// the right. Glyphs are not mirrored (the text engine orders each line by the bidirectional algorithm),
    /// nor are images, shapes and fills (SwiftUI flips them only when asked to).
    package func mirrored() -> LaidOutPresentation {
        var copy = self
        let width = size.width
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func flip(_ node: LaidOutNode) -> LaidOutNode {
            var node = node
            node.frame = flip(node.frame)
            if case .text(var text) = node.kind {
                text.alignment = switch text.alignment {
                case .leading: .trailing
                case .trailing: .leading
                case .center: .center
                }
                node.kind = .text(text)
            }
            node.children = node.children.map(flip)
            return node
        }
        copy.root = flip(root)
        copy.slots = slots.mapValues(flip)
        copy.sensorGap = sensorGap.map(flip)
        return copy
    }
}
