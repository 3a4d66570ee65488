import Foundation
import LockshotLanguage
import LockshotSwiftImport

/// `lockshot-swift import [--json] FILE.swift|DIR …`: a widget extension's SwiftUI as a lockshot layout.
/// `lockshot-swift compile [--json] [--now SECONDS] [--module NAME=DIR …] FILE.swift|DIR …`: the same, by compiling the
/// widget's own Swift against lockshot's SwiftUI for Linux (and the app's own modules from their source folders) and
/// running its previews (WidgetCompiler).
///
/// Prints the canonical layout on stdout and diagnostics (file:line:column in the Swift sources) on
/// stderr; with `--json`, one `ImportedLayout` object (layout, source map, diagnostics) that `lockshot`
/// reads when it is given `.swift` files. Exit status: 0 imported, 1 errors in the sources, 2 bad invocation.
let usage = "usage: lockshot-swift import|compile [--json] [--now SECONDS] [--geometry KEY=WxH …] [--module NAME=DIR …] [--stress] "
    + "FILE.swift|DIRECTORY …"
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, command == "import" || command == "compile" else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
arguments.removeFirst()
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
var now: Double?
if let index = arguments.firstIndex(of: "--now") {
    guard index + 1 < arguments.count, let seconds = Double(arguments[index + 1]) else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    now = seconds
    arguments.removeSubrange(index...index + 1)
}
let stress = arguments.contains("--stress")
arguments.removeAll { $0 == "--stress" }
var geometry: [String] = []
while let index = arguments.firstIndex(of: "--geometry") {
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    geometry.append(arguments[index + 1])
    arguments.removeSubrange(index...index + 1)
}
var modules: [SourceModule] = []
while let index = arguments.firstIndex(of: "--module") {
    guard index + 1 < arguments.count, let module = SourceModule(argument: arguments[index + 1]) else {
        FileHandle.standardError.write(Data((usage + "\n--module takes NAME=DIR: a module name and its source folder\n").utf8))
        exit(2)
    }
    modules.append(module)
    arguments.removeSubrange(index...index + 1)
}
let paths = arguments
if paths.isEmpty || paths.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
var isDirectory: ObjCBool = false
let first = paths[0]
let directory = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && isDirectory.boolValue
    ? first : (first as NSString).deletingLastPathComponent
let imported: ImportedLayout
if command == "compile" {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var compiler = WidgetCompiler(buildDirectory: executable.deletingLastPathComponent().path,
                                  cacheDirectory: WidgetCompiler.defaultCacheDirectory)
    compiler.modules = modules
    imported = compiler.layout(paths: paths, layoutDirectory: directory.isEmpty ? "." : directory, now: now, geometry: geometry, stress: stress)
} else {
    let result = SwiftImporter.importFiles(paths)
    let firstFile = ((result.files.first ?? paths[0]) as NSString).deletingLastPathComponent
    imported = SwiftImporter.imported(result, layoutDirectory: firstFile.isEmpty ? "." : firstFile)
}
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
