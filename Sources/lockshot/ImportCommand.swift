import ArgumentParser
import FoundationEssentials
import LockshotKit

/// `lockshot import swiftui FILE.swift… [-o LAYOUT.lockshot]`: a widget extension's SwiftUI as a layout.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", _superCommandName: Lockshot.name,
        abstract: "Write a layout from another source (SwiftUI widget code).",
        subcommands: [ImportSwiftUICommand.self]
    )
}

struct ImportSwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract: "Read SwiftUI Live Activity sources and write the equivalent layout.",
        discussion: """
        Finds ActivityConfiguration(for: X.self), the ActivityAttributes struct X with its ContentState,
        #Preview(…, as: …, using: …) { … } contentStates: { … }, the custom views, Color extensions and
        constants they use, and writes one canonical layout (docs/swift-sources.md). What cannot be
        translated is an error at its Swift file:line:column. Runs lockshot-swift (build it with `make swift`).
        render, check, test and gallery take .swift files (or a folder of them) directly.

        Examples:
          lockshot import swiftui Widgets/DeliveryLiveActivity.swift -o delivery.lockshot
          lockshot import swiftui Widgets/
        """
    )

    @Argument(help: "Swift files, or a directory of them (the widget extension's folder).")
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the layout here instead of standard output.")
    var output: String?

    func run() throws {
        let (imported, diagnostics) = SwiftSources.importLayout(files)
        DiagnosticPrinter().print(diagnostics)
        guard let imported, !imported.layout.isEmpty else { throw ExitStatus.badInputCode }  // the diagnostics say why
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(imported.layout.utf8)) else {
                throw ExitStatus.badInput("cannot write \(output)")
            }
        } else {
            FileHandleOutput.standardOutput.write(imported.layout)
        }
    }
}
