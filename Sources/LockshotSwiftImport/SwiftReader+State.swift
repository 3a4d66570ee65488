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

extension SwiftReader {
    /// `/// "from a push", from the push payload fixtures/snap-start.json` on a preview constant (how `lockshot export`
    /// writes a layout's `preview "from a push" from "fixtures/snap-start.json"`): the payload's path.
    func payloadPath(of e: ExprSyntax, type: String) -> String? {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        let name = m.declName.baseName.text
        let owner = m.base?.trimmedDescription ?? type
        let candidates = [owner + "." + name, type + "." + name, (attributesType ?? "") + "." + owner + "." + name]
        guard let found = candidates.lazy.compactMap({ self.declarations.statics[$0] }).first else { return nil }
        var node: Syntax? = Syntax(found.expr)
        while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
        guard let variable = node else { return nil }
        let marker = ", from the push payload "
        for piece in variable.leadingTrivia {
            guard case .docLineComment(let text) = piece, let found = text.range(of: marker) else { continue }
            let path = text[found.upperBound...].trimmingCharacters(in: .whitespaces)
            return path.isEmpty ? nil : path
        }
        return nil
    }
}

extension SwiftReader {
    /// `Text(s.characterLimit(20)).lineLimit(1)`: the Swift cannot say where the layout's `.characterLimit` was in
    /// the chain (it applies to the string, wherever written), so it goes where layouts write it, beside its sibling:
    /// right after `.lineLimit(…)` when the chain has one (`.lineLimit(1).characterLimit(20)`), else first.
    static func characterLimitAfterLineLimit(_ node: inout ViewNode) {
        guard node.name.name == "Text", node.modifiers.last?.name.name == "lineLimit",
              let index = node.modifiers.firstIndex(where: { $0.name.name == "characterLimit" }),
              index < node.modifiers.count - 1 else { return }
        let limit = node.modifiers.remove(at: index)
        node.modifiers.append(limit)
    }
}

extension SwiftReader {
    /// `/// "not there"; lockshot's test expects: ["missing-asset"]` on a preview constant (how `lockshot export`
    /// writes a preview's `expect:`): that field.
    func expectFields(_ value: ExprSyntax) -> [PreviewField] {
        var node: Syntax? = Syntax(value)
        while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
        guard let variable = node else { return [] }
        let marker = "; lockshot's test expects: "
        for piece in variable.leadingTrivia {
            guard case .docLineComment(let text) = piece, let found = text.range(of: marker) else { continue }
            var rest = text[found.upperBound...]
            if let end = rest.range(of: "; the canvas sets the rest:") { rest = rest[..<end.lowerBound] }
            guard let parsed = Parser.parseExpression(String(rest)).0 else { return [] }
            let r = range(of: variable)
            return [PreviewField(name: Identifier("expect", range: r), value: Self.flatten(parsed, to: r), range: r)]
        }
        return []
    }
}
