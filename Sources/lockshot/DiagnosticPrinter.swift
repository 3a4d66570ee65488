import LockshotLanguage

/// Prints diagnostics to standard error, compiler style with a caret excerpt of the source,
/// colored only on a terminal without NO_COLOR. Prints each distinct diagnostic once per run.
final class DiagnosticPrinter {
    private var printed = Set<Diagnostic>()
    private var files: [String: SourceFile] = [:]

    func print(_ diagnostics: [Diagnostic]) {
        let fresh = diagnostics.filter { printed.insert($0).inserted }
        guard !fresh.isEmpty else { return }
        for path in Set(fresh.compactMap(\.file)) where files[path] == nil {
            files[path] = LayoutLoader.load(path: path).file
        }
        let renderer = DiagnosticRenderer(files: Array(files.values),
                                          color: FileHandleOutput.standardError.allowsColor)
        FileHandleOutput.standardError.write(renderer.render(fresh))
    }
}
