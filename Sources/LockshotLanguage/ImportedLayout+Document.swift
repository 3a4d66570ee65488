/// A layout made from Swift sources — by the translator (`lockshot-swift import`) or by running the
/// widget's own code compiled against lockshot's SwiftUI (`lockshot-swift compile`) — as the text,
/// source map and diagnostics `lockshot` reads.
extension ImportedLayout {
    /// Bits of a range's offset below the file index: ranges of a document made from several Swift
    /// files keep the file's index in the offset's high bits (`offset >> 32`).
    package static let fileShift = 32

    /// The file index and the plain Swift range of a range in such a document.
    package static func origin(of range: SourceRange) -> (file: Int, range: SourceRange) {
        let file = range.start.offset >> fileShift
        let mask = (1 << fileShift) - 1
        var plain = range
        plain.start.offset &= mask
        plain.end.offset &= mask
        return (file, plain)
    }

    /// Prints `document` (ranges in `files`, as `origin(of:)` reads them), maps every node of the
    /// printed text back to its Swift range and runs the checker, whose findings are located in the
    /// Swift too. With an error among the diagnostics the layout is empty.
    package init(document: Document?, diagnostics: [Diagnostic], files: [String], layoutDirectory: String) {
        var diagnostics = diagnostics
        var text = ""
        var mappings: [Mapping] = []
        if let document, !diagnostics.contains(where: { $0.severity == .error }) {
            text = Printer.print(document)
            let file = SourceFile(path: "import.lockshot", text: text)
            let (reparsed, parseProblems) = Parser.parse(file)
            for (layout, swift) in zip(reparsed.allRanges, document.allRanges) {
                let (index, plain) = Self.origin(of: swift)
                mappings.append(Mapping(layout: layout, file: index, origin: plain))
            }
            let map = ImportedLayout(layout: text, files: files, mappings: mappings, diagnostics: []).origins()
            func locate(_ d: Diagnostic) -> Diagnostic {
                var copy = d
                if let (index, range) = map.origin(of: d.range), index < files.count {
                    copy.file = files[index]
                    copy.range = range
                } else {
                    copy.file = files.first
                    copy.range = .none
                }
                if d.code == "unknown-name" || d.code == "arguments" {
                    copy.help = (copy.help.map { $0 + "; " } ?? "")
                        + "lockshot cannot draw this: rewrite it, or mark the view '// lockshot: skip'"
                }
                return copy
            }
            diagnostics += parseProblems.map { d in
                var copy = locate(d)
                copy.message = "internal: the imported layout does not parse: " + d.message
                return copy
            }
            diagnostics += Checker.check(reparsed, file: file, layoutDirectory: layoutDirectory).map(locate)
            if diagnostics.contains(where: { $0.severity == .error }) { text = "" }
        }
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }  // an inlined view repeats its findings
        self.init(layout: text, files: files, mappings: text.isEmpty ? [] : mappings,
                  diagnostics: diagnostics.map(Problem.init))
    }
}
