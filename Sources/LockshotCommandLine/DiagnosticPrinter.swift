import LockshotLanguage

/// Prints diagnostics to standard error, compiler style with a caret excerpt of the source,
/// colored only on a terminal without NO_COLOR. Prints each distinct diagnostic once per run.
package final class DiagnosticPrinter {
    package init() {}
    private var printed = Set<Diagnostic>()
    private var files: [String: SourceFile] = [:]

    package func print(_ diagnostics: [Diagnostic]) {
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

extension Diagnostic {
    /// The diagnostic with a note naming the preview it came from, for runs that render many.
    /// (Binding covers every region, so a problem may belong to another presentation than the
    /// one being drawn: the note names only the preview.)
    package func noting(preview: String?) -> Diagnostic {
        var copy = self
        copy.notes.append(Note(message: "in preview '\(preview ?? "default")'"))
        return copy
    }
}
