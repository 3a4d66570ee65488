/// One fuzzing step over the whole language pipeline, for a libFuzzer harness
/// (`LLVMFuzzerTestOneInput` calls it with the fuzzer's bytes) and for tests.
package enum LanguageFuzzing {
    /// Loads `bytes` as a layout, checks it, renders its diagnostics, prints it
    /// canonically and parses the print again.
    ///
    /// Traps only on a broken invariant the fuzzer should report: the canonical
    /// print of whatever parsed must parse back to an equal document.
    package static func exercise(_ bytes: [UInt8]) {
        let loaded = LayoutLoader.load(path: "fuzz.lockshot", bytes: bytes)
        guard let document = loaded.document, let file = loaded.file else { return }
        // A directory that does not exist: payload and font files are reported missing, never read.
        let checked = Checker.check(document, file: file, layoutDirectory: "/nonexistent-lockshot-fuzz")
        _ = DiagnosticRenderer(files: [file], width: 80).render(loaded.diagnostics + checked)
        _ = DiagnosticRenderer.json(checked)
        let printed = Printer.print(document)
        let (reparsed, _) = Parser.parse(SourceFile(path: "print.lockshot", text: printed))
        precondition(reparsed == document, "canonical print does not round-trip")
    }

    /// Parses `bytes` as an ActivityKit payload and reads its preview fields, as a
    /// `preview "…" from "payload.json"` does. Never traps: every input is data.
    package static func exercisePayload(_ bytes: [UInt8]) {
        guard case .success(let json) = JSONParser.parse(bytes) else { return }
        _ = PayloadLoader.fields(fromJSON: json, path: "fuzz.json", reference: .none, layoutFile: "fuzz.lockshot")
        _ = json.serialized(indent: 2)
    }
}
