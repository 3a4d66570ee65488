import Foundation
import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    /// `lockshot export` documents a layout's `state { }` block on the `ContentState` it becomes
    /// (``/// The layout's `state { }`: …``). Without static attributes that comment is all that tells
    /// `state { a: Int }` from `attributes { a: Int }` (both are all content state), so the import keeps the block.
    static func documentsStateBlock(_ attributes: StructDeclSyntax) -> Bool {
        attributes.memberBlock.members.contains { member in
            guard let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" else { return false }
            return nested.leadingTrivia.contains { piece in
                if case .docLineComment(let text) = piece { return text.contains("`state { }`") }
                return false
            }
        }
    }
}

extension SwiftReader {
    /// `artwork: "sunset.jpg", // fixtures/sunset.jpg`: `lockshot export` names an image preview's App Group file
    /// by the last component of the layout's path and keeps the path in the comment; the preview reads the path.
    static func layoutImagePath(_ value: Expr, _ argument: LabeledExprSyntax) -> Expr {
        guard case .string(let segments) = value.kind, segments.count == 1, case .literal(let name) = segments[0] else { return value }
        for piece in argument.trailingTrivia {
            guard case .lineComment(let text) = piece else { continue }
            let path = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if path.contains("/"), path.split(separator: "/").last.map(String.init) == name {
                return Expr(.string([.literal(path)]), range: value.range)
            }
        }
        return value
    }
}
