import Foundation
import LockshotLanguage
import LockshotProject
import LockshotSwiftImport

/// `lockshot-swift import [--json] FILE.swift|DIR …`: a widget extension's SwiftUI as a lockshot layout.
/// `lockshot-swift compile [--json] [--now SECONDS] [--module NAME=DIR …] FILE.swift|DIR …`: the same, by compiling the
/// widget's own Swift against lockshot's SwiftUI for Linux (and the app's own modules from their source folders) and
/// running its previews (WidgetCompiler).
///
/// `lockshot-swift targets [--json] [--target NAME] PATH`: the project model of PATH (a repository root, an `.xcodeproj`,
/// `.xcworkspace`, `project.yml`, `Package.swift`, an Expo app or a folder inside a project) — every target, and for
/// the Live Activity's, each file with why it is compiled (`lockshot targets`).
///
/// `compile` given such a path compiles exactly the target Xcode would build (`--target NAME`, `$LOCKSHOT_TARGET` or
/// `"target"` in the nearest `lockshot.json` chooses among several).
///
/// Prints the canonical layout on stdout and diagnostics (file:line:column in the Swift sources) on
/// stderr; with `--json`, one `ImportedLayout` object (layout, source map, diagnostics) that `lockshot`
/// reads when it is given `.swift` files. Exit status: 0 imported, 1 errors in the sources, 2 bad invocation.
let usage = "usage: lockshot-swift import|compile [--json] [--now SECONDS] [--geometry KEY=WxH …] [--module NAME=DIR …] [--stress] "
    + "[--target NAME] FILE.swift|DIRECTORY|PROJECT …\n       lockshot-swift targets [--json] [--target NAME] PATH"
    + "\n       lockshot-swift previews [--target NAME] FILE.swift|DIRECTORY|PROJECT"
    + "\n       lockshot-swift sandbox"
var arguments = Array(CommandLine.arguments.dropFirst())
// `sandbox`: what widget programs run in on this machine (`lockshot doctor` prints it); status 1 without a sandbox.
if arguments == ["sandbox"] {
    print(Sandbox.current.description + "; " + ProcessCeiling.describe(processes: ProgramLimits.fromEnvironment(ProcessInfo.processInfo.environment).processes))
    exit(Sandbox.current.bwrap == nil ? 1 : 0)
}
guard let command = arguments.first, ["import", "compile", "targets", "previews"].contains(command) else {
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
var targetName = ProcessInfo.processInfo.environment["LOCKSHOT_TARGET"].flatMap { $0.isEmpty ? nil : $0 }
if let index = arguments.firstIndex(of: "--target") {
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    targetName = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
}
var paths = arguments
if paths.isEmpty || paths.contains(where: { $0.hasPrefix("-") }) || (["targets", "previews"].contains(command) && paths.count != 1) {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
// `lockshot.json` beside the input may name the project and the target ({"project": "ios/App.xcodeproj", "target": "Widget"}).
if paths.count == 1, let configuration = ProjectConfiguration.nearest(to: paths[0]) {
    targetName = targetName ?? configuration.target
    if let project = configuration.project, configuration.folder == ProjectConfiguration.absolute(paths[0]) { paths = [project] }
}
let model = paths.count == 1 && command != "import" ? ProjectModel.load(path: paths[0], cacheDirectory: WidgetCompiler.defaultCacheDirectory) : nil
if command == "targets" {
    let base = FileManager.default.currentDirectoryPath
    let found = model ?? ProjectModel(input: ProjectConfiguration.absolute(paths[0]))
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        FileHandle.standardOutput.write((try? encoder.encode(found.report(chosen: targetName))) ?? Data("{}".utf8))
        FileHandle.standardOutput.write(Data("\n".utf8))
    } else {
        FileHandle.standardOutput.write(Data(found.explanation(relativeTo: base).utf8))
    }
    if case .failure(let problem) = found.choose(targetName), model != nil {
        FileHandle.standardError.write(Data("\(problem.file.map(ProjectModel.display) ?? paths[0]): error: \(problem.message)\n".utf8))
        if let help = problem.help { FileHandle.standardError.write(Data("  help: \(help)\n".utf8)) }
        exit(targetName == nil && found.widgetTargets.count > 1 ? 0 : 1)
    }
    exit(0)
}
let first = paths[0]
// `previews`: the sample #Previews lockshot draws for a widget without any, as a file to edit and commit.
if command == "previews" {
    var files = paths
    if let model {
        switch model.choose(targetName) {
        case .success(let target): files = target.sources.map(\.path)
        case .failure(let problem):
            FileHandle.standardError.write(Data("\(problem.file.map(ProjectModel.display) ?? first): error: \(problem.message)\n".utf8))
            exit(1)
        }
    }
    let (read, problems) = SwiftImporter.readSources(files)
    guard problems.isEmpty, let samples = PreviewSuggestion.samples(read) else {
        let message = "\(first): error: no sample previews can be made from these sources "
            + "(no ActivityConfiguration whose attributes they declare, or a type lockshot cannot construct)\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }
    // Once written they are the author's previews: named without the generated marker.
    let authored = samples.replacingOccurrences(of: "#Preview(\"\(PreviewSuggestion.generatedPrefix): ", with: "#Preview(\"")
    FileHandle.standardOutput.write(Data(authored.utf8))
    exit(0)
}
let imported: ImportedLayout
if command == "compile" {
    // This binary's real place (an installed `bin/lockshot-swift` is a link into `lib/lockshot/`, where the host library
    // and its modules are), also when started by name from PATH.
    let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                         ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
    // The host library for this toolchain: beside this binary, or built into the cache for a toolchain other than
    // the installing one.
    let host = WidgetCompiler.hostDirectory(beside: executable.deletingLastPathComponent().path,
                                            cacheDirectory: WidgetCompiler.defaultCacheDirectory)
    var compiler = WidgetCompiler(buildDirectory: (try? host.get()) ?? executable.deletingLastPathComponent().path,
                                  cacheDirectory: WidgetCompiler.defaultCacheDirectory)
    compiler.modules = modules
    let layoutDirectory = ProjectConfiguration.layoutDirectory(of: first)
    compiler.limits = ProgramLimits.configured(near: layoutDirectory, environment: ProcessInfo.processInfo.environment)
    compiler.timeout = Double(compiler.limits.seconds)
    if case .failure(let problem) = host {
        imported = ImportedLayout(layout: "", files: [], mappings: [], diagnostics: [ImportedLayout.Problem(problem)])
    } else if let model {
        switch model.choose(targetName) {
        case .success(let target):
            imported = compiler.layout(target: target, layoutDirectory: layoutDirectory, now: now, geometry: geometry, stress: stress)
        case .failure(let problem):
            imported = ImportedLayout(layout: "", files: [], mappings: [], diagnostics: [
                ImportedLayout.Problem(Diagnostic(.error, problem.message, file: problem.file.map(ProjectModel.display), at: .none,
                                                  code: "project", help: problem.help))])
        }
    } else {
        imported = compiler.layout(paths: paths, layoutDirectory: layoutDirectory, now: now, geometry: geometry, stress: stress)
    }
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
