import LockshotLanguage

/// Prints diagnostics to standard error, compiler style, colored only on a terminal without NO_COLOR.
struct DiagnosticPrinter {
    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let location = diagnostic.file.map { "\($0):\(diagnostic.range.start.line):\(diagnostic.range.start.column): " } ?? ""
            var text = "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
            if let help = diagnostic.help { text += "  help: \(help)\n" }
            FileHandleOutput.standardError.write(text)
        }
    }
}
