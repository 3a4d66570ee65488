import LockshotLanguage

/// A preview's `expect: [...]` applied to what a render reported: the expected findings are
/// counted instead of printed, and an expected finding that did not occur is named.
package struct ExpectationOutcome: Sendable {
    /// Diagnostics to print: every error, and warnings and infos the preview did not expect.
    package var unexpected: [Diagnostic]
    /// Warnings and infos the preview expected (counted, not printed).
    package var expected: [Diagnostic]
    /// The codes the diagnostics held, expected or not (to find unmet expectations over several renders).
    package var produced: Set<String>

    /// Sorts `diagnostics` by the preview's expected `codes`.
    package init(_ diagnostics: [Diagnostic], expecting codes: [String]) {
        unexpected = diagnostics.filter { $0.severity == .error || !codes.contains($0.code) }
        expected = diagnostics.filter { $0.severity != .error && codes.contains($0.code) }
        produced = Set(diagnostics.map(\.code))
    }

    /// Codes rendering itself reports (the rest come from `lockshot check`'s rules only): a
    /// render can tell whether these happened.
    package static let renderCodes: Set<String> = bindingCodes.union([
        "presentation-size", "missing-region", "no-island", "missing-glyph", "font",
    ])

    /// Codes found while binding a preview, before any presentation: every render of the
    /// preview reports them.
    package static let bindingCodes: Set<String> = ["missing-asset", "unmapped-symbol", "no-effect", "synthetic-bold", "unknown-name"]

    /// Of `expected`, the codes a render should have reported but none of `produced` holds.
    /// - Parameter allPresentations: every presentation of the preview was rendered; otherwise
    ///   only codes found while binding (the same in every presentation) can be judged.
    package static func unmet(_ expected: [String], produced: Set<String>, allPresentations: Bool) -> [String] {
        expected.filter { code in
            (allPresentations ? renderCodes : bindingCodes).contains(code) && !produced.contains(code)
        }
    }
}

/// What one preview expects, and where each code is written.
package struct PreviewExpectations: Sendable {
    /// The preview's name.
    package var preview: String
    /// Its expected codes, each once, in written order.
    package var codes: [String]
    /// The layout file, and where each code is written in it.
    package var file: String
    package var ranges: [String: SourceRange]

    /// "preview 'x' expects 'missing-asset', which did not occur", at the code in `expect:`.
    package func unmetDiagnostic(_ code: String, severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(severity, "preview '\(preview)' expects '\(code)', which did not occur", file: file,
                   at: ranges[code] ?? .none, code: "expect",
                   help: "the fallback this preview shows is gone, or the expectation is stale: remove '\(code)' from 'expect'")
    }
}

extension Pipeline {
    /// Preview name → what it expects, for the previews of the layout at `path` that declare
    /// an `expect:` (empty when the file does not parse: rendering reports that).
    package static func expectations(layoutPath path: String) -> [String: PreviewExpectations] {
        guard let document = LayoutLoader.load(path: path).document else { return [:] }
        return expectations(of: document, path: path)
    }

    /// The same, from this pipeline's parse of the layout when it has one (`inspect` made it):
    /// the file is read and parsed once.
    package func expectations(layoutPath path: String) -> [String: PreviewExpectations] {
        parsedLayouts.expectations(layoutPath: path)
    }

    static func expectations(of document: Document, path: String) -> [String: PreviewExpectations] {
        var result: [String: PreviewExpectations] = [:]
        for preview in document.previews where !preview.expectedCodes.isEmpty {
            var ranges: [String: SourceRange] = [:]
            for (code, range) in preview.expectations where ranges[code] == nil { ranges[code] = range }
            result[preview.name] = PreviewExpectations(preview: preview.name, codes: preview.expectedCodes, file: path,
                                                       ranges: ranges)
        }
        return result
    }
}
