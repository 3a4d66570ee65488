import ArgumentParser
import FoundationEssentials
import LockshotExport
import LockshotKit

/// `lockshot export`: the layout as the code an app ships.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", _superCommandName: Lockshot.name,
        abstract: "Export a layout as the code the app ships.",
        subcommands: [ExportSwiftUICommand.self]
    )
}

/// `lockshot export swiftui LAYOUT [-o DIR] [--check]`.
struct ExportSwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract: "Write the SwiftUI Live Activity (attributes, widget, previews) a layout describes.",
        discussion: """
        Writes <Activity>Attributes.swift, <Activity>LiveActivity.swift, <Activity>Previews.swift,
        LockshotSupport.swift, the LockshotPixel fonts the layout uses and a README saying where each
        file goes (docs/export.md). Exporting twice gives identical bytes.

        Exit status: 0 written (with --check: the directory holds exactly what the layout exports);
        1 with --check, the committed files differ (a unified diff is printed); 2 the layout cannot be
        exported (a located diagnostic says why; nothing is written).

        Examples:
          lockshot export swiftui layouts/flick-pinned-snap.lockshot -o ios/FlickWidget/Generated
          lockshot export swiftui --check layouts/flick-pinned-snap.lockshot -o ios/FlickWidget/Generated
        """
    )

    @ArgumentParser.Argument(help: "The layout file.")
    var layout: String
    @Option(name: .shortAndLong, help: "The output directory (default: the current directory).")
    var output: String = "."
    @Flag(help: "Write nothing; exit 1 with a unified diff when the files in the output directory differ.")
    var check = false

    func run() throws {
        let files: [ExportedFile]
        do {
            files = try SwiftUIExporter.export(layoutAt: layout, lockshotVersion: LockshotVersion.string)
        } catch {
            throw ExitStatus.badInput(error.diagnostics)
        }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        if check {
            let differences = ExportCheck.differences(files, in: directory)
            if differences.isEmpty {
                FileHandleOutput.standardOutput.write("\(output): up to date with \(layout)\n")
                return
            }
            FileHandleOutput.standardOutput.write(differences.joined())
            FileHandleOutput.standardError.write(
                "\(output) differs from what \(layout) exports: run `lockshot export swiftui \(layout) -o \(output)` and commit\n")
            throw ExitCode.failure
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files {
                let url = directory.appendingPathComponent(file.path)
                if FileManager.default.contents(atPath: url.path).map({ [UInt8]($0) }) == file.contents { continue }
                try Data(file.contents).write(to: url, options: .atomic)
                FileHandleOutput.standardOutput.write("wrote \(url.relativePath)\n")
            }
        } catch {
            throw ExitStatus.badInput("cannot write to '\(output)': \(error)")
        }
    }
}
