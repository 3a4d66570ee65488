import ArgumentParser
import FoundationEssentials
import LockshotCommandLine
import LockshotGolden
import LockshotKit

/// `lockshot previews`: the sample content states lockshot draws for a widget without a `#Preview`, written as
/// `#Preview`s to edit and commit, so the designer's own states replace the generated ones.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews", _superCommandName: Lockshot.name,
        abstract: "Write the sample #Previews lockshot generates for a widget that has none.",
        discussion: """
        A widget without a #Preview (or a PreviewProvider, or a push payload beside it)
        is drawn from samples made from its own types, in previews named "Generated: …".
        This prints them as Swift #Preview macros, or writes them with --write, so they can
        be edited into the states to design for and committed beside the widget; from then
        on lockshot draws those instead. The same sources give the same text.

        Examples:
          lockshot previews .
          lockshot previews Widget/ --write Widget/LiveActivityPreviews.swift
        """
    )

    @ArgumentParser.Argument(help: "A widget's .swift file or folder, a project or a repository root.")
    var path = "."
    @Option(help: "The Swift file to write (it must not exist yet); without it, the text goes to standard output.")
    var write: String?
    @Option(help: "The target to use when several hold a Live Activity.")
    var target: String?

    func run() throws {
        guard FileManager.default.fileExists(atPath: path) else { throw ExitStatus.badInput("no such file or directory: \(path)") }
        if let write, FileManager.default.fileExists(atPath: write) {
            throw ExitStatus.badInput("\(write) exists; lockshot previews never overwrites a file: name a new one")
        }
        guard let result = SwiftSources.samplePreviews(path, target: target) else {
            throw ExitStatus.badInput("reading Swift needs lockshot-swift, which is not built; build it once with: \(SwiftSources.buildCommand)")
        }
        FileHandleOutput.standardError.write(result.errors)
        guard result.status == 0 else { throw ExitStatus.failed }
        if let write {
            _ = try AtomicFile.writeIfChanged(Array(result.output.utf8), to: write)
            FileHandleOutput.standardError.write("wrote \(write): edit its states and commit it; lockshot draws them from now on\n")
        } else {
            FileHandleOutput.standardOutput.write(result.output)
        }
    }
}
