import LockshotLanguage

extension Binder {
    /// Binding diagnostics that mean the input is wrong (exit status 2) rather than the picture
    /// imperfect: the renderer refuses to draw, `check` skips the preview.
    package static let inputErrorCodes: Set<String> = ["unknown-name", "type", "arguments", "unsupported-payload",
                                                      "preview", "syntax", "payload", "bad-value", "missing-value",
                                                      "unknown-preview"]

    /// Binds `document` to `preview`, reading the payload file of a `preview "x" from "p.json"`
    /// relative to `environment.layoutDirectory`. Diagnostics have `file` set to the layout's path.
    ///
    /// A payload that cannot be read or has the wrong shape binds nothing: the result holds only
    /// the payload's diagnostics (code `payload`), so `hasInputErrors` is true.
    /// - Complexity: O(size of the document + size of the payload).
    package static func bind(_ document: Document, file: SourceFile, preview: PreviewDecl?,
                            environment: BindingEnvironment, assets: AssetProvider) -> BoundActivity {
        var payloadFields: [PreviewField]? = nil
        if let preview, case .payload(let path, let range) = preview.source {
            let (fields, problems) = PayloadLoader.fields(fromJSONFile: environment.layoutDirectory + "/" + path,
                                                          reference: range, layoutFile: file.path)
            if problems.contains(where: { $0.severity == .error }) {
                return BoundActivity(activityName: document.activityName?.name ?? "", previewName: preview.name,
                                     sourcePath: file.path, diagnostics: problems.map { $0.located(in: file.path) })
            }
            payloadFields = fields
        }
        var activity = preview.map { bind(document, file: file, chosen: $0, environment: environment, assets: assets,
                                          payloadFields: payloadFields) }
            ?? bind(document, file: file, preview: nil, environment: environment, assets: assets, payloadFields: payloadFields)
        activity.diagnostics = activity.diagnostics.map { $0.located(in: file.path) }
        return activity
    }
}

extension BoundActivity {
    /// True when a diagnostic says the input is wrong (`Binder.inputErrorCodes`), not merely the picture imperfect.
    package var hasInputErrors: Bool {
        diagnostics.contains { $0.severity == .error && Binder.inputErrorCodes.contains($0.code) }
    }
}
