/// One fuzzing step over lockshot's own reading of a widget's Swift (`scripts/fuzz swift`, and the tests
/// that replay its corpus): what runs on third-party sources before `swiftc` sees them. A compile error
/// in the input is fine; a crash of lockshot is not.
package enum SwiftFrontEndFuzzing {
    /// Translates `bytes` as one `.swift` file (the syntax engine, `--engine translate`), prepares it
    /// for `swiftc` (`WidgetRewriter`: `#Preview`s, `@main`, SwiftData macros, `#if` regions) and makes the
    /// `#Preview` a widget without one is offered and the samples it is drawn from (`PreviewSuggestion`).
    ///
    /// Traps only on a broken guarantee: the rewrite moves a line (compile errors and traps would then
    /// point at the wrong line of the user's file), or names a preview function twice.
    package static func exercise(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let source = SwiftSource(path: "Widget.swift", text: text)
        _ = SwiftImporter.importSources([source])
        // `readSources` refuses such a file before anything parses it (`SwiftSource.bracketLimit`).
        guard source.bracketProblem == nil else { return }
        let rewriter = WidgetRewriter(sources: [source])
        // Swift ends a line at `\n`, `\r\n` and a lone `\r`.
        func lines(_ text: String) -> Int {
            let bytes = Array(text.utf8)
            return bytes.indices.filter { bytes[$0] == 10 || (bytes[$0] == 13 && ($0 + 1 == bytes.count || bytes[$0 + 1] != 10)) }.count
        }
        precondition(lines(rewriter.texts[0]) == lines(text), "the rewrite moved a line")
        precondition(Set(rewriter.previewFunctions).count == rewriter.previewFunctions.count, "a preview function named twice")
        // The `#Preview` the "no #Preview" diagnostic offers points into the file.
        if let suggestion = PreviewSuggestion.make([source]) {
            precondition(suggestion.text.hasPrefix("#Preview(") && suggestion.range.start.offset <= suggestion.range.end.offset
                         && suggestion.range.end.offset <= text.utf8.count && suggestion.range.start.line >= 1, "a suggestion outside the file")
        }
        // The generated samples a widget without a preview is drawn from: deterministic `#Preview`s, or none.
        if let samples = PreviewSuggestion.samples([source]) {
            precondition(samples.contains("#Preview(\"\(PreviewSuggestion.generatedPrefix): "), "samples without a generated preview")
            precondition(samples == PreviewSuggestion.samples([source]), "samples that differ between two runs")
        }
    }
}
