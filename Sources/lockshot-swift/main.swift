import Foundation
import LockshotLanguage
import LockshotSwiftImport

/// `lockshot-swift import [--json] FILE.swift|DIR …`: a widget extension's SwiftUI as a lockshot layout.
///
/// Prints the canonical layout on stdout and diagnostics (file:line:column in the Swift sources) on
/// stderr; with `--json`, one `ImportedLayout` object (layout, source map, diagnostics) that `lockshot`
/// reads when it is given `.swift` files. Exit status: 0 imported, 1 errors in the sources, 2 bad invocation.
let usage = "usage: lockshot-swift import [--json] FILE.swift|DIRECTORY …"
var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "import" else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
arguments.removeFirst()
let json = arguments.contains("--json")
let paths = arguments.filter { $0 != "--json" }
if paths.isEmpty || paths.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let result = SwiftImporter.importFiles(paths)
let first = result.files.first ?? paths[0]
let directory = (first as NSString).deletingLastPathComponent
let imported = SwiftImporter.imported(result, layoutDirectory: directory.isEmpty ? "." : directory)
let failed = imported.layout.isEmpty
if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(imported)) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
} else {
    let diagnostics = imported.diagnostics.map(\.diagnostic)
    var files: [SourceFile] = []
    for path in Set(diagnostics.compactMap(\.file)) {
        if let data = FileManager.default.contents(atPath: path) {
            files.append(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
        }
    }
    if !diagnostics.isEmpty {
        let text = DiagnosticRenderer(files: files, color: false).render(diagnostics)
        FileHandle.standardError.write(Data(text.utf8))
    }
    FileHandle.standardOutput.write(Data(imported.layout.utf8))
}
exit(failed ? 1 : 0)
