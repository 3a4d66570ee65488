import LockshotLanguage

/// One attribute of a layout as a preview gives it: what `lockshot serve`'s data editor shows and edits.
public struct PreviewFieldValue: Sendable, Hashable {
    public var name: String
    /// As declared: `String?`, `[Int]`, `Date`.
    public var type: String
    /// Declared in `state { }` (ActivityKit's `ContentState`) rather than `attributes { }`.
    public var isState: Bool
    /// The preview's value in the layout language (`"Gate B12"`, `42`, `true`), nil when it gives none.
    public var value: String?
    /// The attribute's default, nil when it has none.
    public var defaultValue: String?
}

extension Pipeline {
    /// The attributes of the layout at `layoutPath` with the values `preview` (nil: the first) gives them.
    /// - Throws: `PipelineError` when the layout has errors or has no such preview.
    public func previewFields(layoutPath: String, preview: String?) throws(PipelineError) -> [PreviewFieldValue] {
        let (document, file) = try load(layoutPath)
        var fields: [PreviewField] = []
        if case .fields(let list)? = try previewDecl(preview, in: document, file: file)?.source { fields = list }
        return document.attributes.map { attribute in
            PreviewFieldValue(name: attribute.name.name, type: attribute.type.spelling, isState: attribute.isState,
                              value: fields.last { $0.name.name == attribute.name.name }.map { Printer.expression($0.value) },
                              defaultValue: attribute.defaultValue.map(Printer.expression))
        }
    }

    /// `preview` with `values` (name → a value in the layout language) in place of its own fields.
    /// - Throws: `PipelineError` naming a value that does not parse, or a payload preview (edit its JSON).
    func edited(_ preview: PreviewDecl?, with values: [String: String], file: SourceFile) throws(PipelineError) -> PreviewDecl? {
        guard !values.isEmpty else { return preview }
        var fields: [PreviewField] = []
        switch preview?.source {
        case .fields(let list)?: fields = list
        case .payload(let path, _)?:
            throw PipelineError([Diagnostic(.error, "preview '\(preview?.name ?? "")' reads \(path): edit the payload's JSON",
                                            file: file.path, at: .none, code: "preview")])
        case nil: break
        }
        for (name, text) in values.sorted(by: { $0.key < $1.key }) {
            let (expr, problems) = Parser.parseExpression(text)
            guard let expr, problems.isEmpty else {
                throw PipelineError([Diagnostic(.error, "'\(text)' is not a value for '\(name)'", file: file.path, at: .none,
                                                code: "bad-value", help: "write it as a preview does: \"text\", 42, 1.5, true, nil")])
            }
            let field = PreviewField(name: Identifier(name), value: expr)
            if let index = fields.lastIndex(where: { $0.name.name == name }) { fields[index] = field } else { fields.append(field) }
        }
        return PreviewDecl(name: preview?.name ?? "edited", source: .fields(fields), range: preview?.range ?? .none)
    }
}
