import LockshotLanguage

/// The one normalisation the round trip allows: a preview's fields in attribute declaration order.
///
/// A preview's fields are named, so their order carries nothing (the binder looks each up by name), and the Swift
/// that `lockshot export` writes cannot keep it: a memberwise initializer takes its arguments in the order the
/// properties are declared, and the canvas fields (`now:`, `appearance:`) go in the constant's doc comment.
/// Both sides of the comparison are put in this order, then printed by the `Printer`; everything else
/// (values, names, regions, modifiers, their order) is compared as printed.
enum PreviewFieldOrder {
    static func normalised(_ document: Document, order attributes: [AttributeDecl]) -> Document {
        var copy = document
        let declared = attributes.map(\.name.name)
        let reserved = Schema.standard.reservedPreviewKeys.map(\.name)
        func rank(_ name: String) -> Int {
            if let i = declared.firstIndex(of: name) { return i }
            if let i = reserved.firstIndex(of: name) { return declared.count + i }
            return declared.count + reserved.count
        }
        for p in copy.previews.indices {
            guard case .fields(let fields) = copy.previews[p].source else { continue }
            let sorted = fields.enumerated().sorted { a, b in
                let (ra, rb) = (rank(a.element.name.name), rank(b.element.name.name))
                return ra != rb ? ra < rb : a.offset < b.offset
            }.map(\.element)
            copy.previews[p].source = .fields(sorted)
        }
        return copy
    }

    /// `text` parsed, its preview fields in the order `attributes` declares them, printed.
    static func printed(_ text: String, path: String, order attributes: [AttributeDecl]) -> String {
        let document = Parser.parse(SourceFile(path: path, text: text)).0
        return Printer.print(normalised(document, order: attributes))
    }
}
