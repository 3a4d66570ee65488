#if canImport(Glibc)
import Glibc  // exit
#endif
import ArgumentParser
import LockshotKit
import LockshotRender

/// The `lockshot` command: render and verify iOS Live Activity designs.
struct Lockshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Render and verify iOS Live Activity designs, without a Mac.",
        discussion: """
        Examples:
          lockshot render layouts/flick-snap.lockshot --preview "just sent" -o out.png
          lockshot render layouts/pager2077.lockshot \\
              --all-previews --all-presentations -o preview/
          lockshot check layouts/
          lockshot test
          lockshot diff expected.png actual.png -o diff.png
          lockshot gallery . --out preview     (in an app's repository)
          lockshot targets                     (which files, and why)

        Exit status: 0 success; 1 the run found something (a golden mismatch, an
        error-level rule, images that differ); 2 the input or the invocation is wrong.
        """,
        version: LockshotVersion.string,
        subcommands: [
            RenderCommand.self, CheckCommand.self, TestCommand.self, DiffCommand.self,
            GalleryCommand.self, ReportCommand.self, DevicesCommand.self, FontsCommand.self,
            ServeCommand.self, ExportCommand.self, ImportCommand.self, TargetsCommand.self, PreviewsCommand.self,
            DoctorCommand.self,
        ]
    )
}

extension Lockshot {
    /// The tool's name. Every subcommand names it as its `_superCommandName`: parsed on its own
    /// (below), a subcommand's usage and help then still read "lockshot render", and argument-parser
    /// skips the completion-script probe it otherwise runs first (two more reflected parses, 9 % of a
    /// render's instructions). `--generate-completion-script` is refused there and so goes through the
    /// whole tree, which answers it.
    static let name = "lockshot"

    /// The command line parsed by the subcommand it names, when that succeeds; else by the whole tree.
    ///
    /// `Lockshot.parseAsRoot()` first walks every subcommand's configuration and tries the
    /// completion-script flags against the whole tree before it reaches `render`'s own arguments, and
    /// each of those steps reflects over types the parse never needs again (docs/benchmarks.md).
    /// Entering at the named subcommand gives the same command; anything it does not accept, `--help`
    /// included, goes through the full parse, so errors and help name the whole path ("lockshot render").
    static func parseSubcommandFirst() throws -> ParsableCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first,
           let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
           let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
           isCommand(type(of: command), in: subcommand) {  // not argument-parser's help command
            return command
        }
        return try parseAsRoot()
    }

    private static func isCommand(_ type: ParsableCommand.Type, in tree: ParsableCommand.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(tree) || tree.configuration.subcommands.contains { isCommand(type, in: $0) }
    }
}

/// Runs `Lockshot`, mapping argument-parser's usage errors (64) to SPEC §6's status 2.
@main
enum Main {
    static func main() {
        // `--version` alone answers before argument parsing, which scans the binary's protocol conformances.
        if CommandLine.arguments.dropFirst() == ["--version"] { print(LockshotVersion.string); return }
        do {
            var command = try Lockshot.parseSubcommandFirst()
            // Before the first drawing call would end the process from inside a stub: a located message, status 2.
            if command is DrawingCommand, let missing = GraphicsLibraries.missing() {
                FileHandleOutput.standardError.write(GraphicsLibraries.message(missing) + "\n")
                exit(ExitStatus.badInputCode.rawValue)
            }
            try command.run()
        } catch let status as ExitCode {
            // A command's own status carries no message: exit(3) directly (it flushes standard output),
            // skipping argument-parser's message builder, which reflects over the whole command.
            exit(status.rawValue)
        } catch {
            let code = Lockshot.exitCode(for: error)
            if code == .validationFailure {
                let message = Lockshot.fullMessage(for: error)
                FileHandleOutput.standardError.write(message + "\n")
                Lockshot.exit(withError: ExitStatus.badInputCode)
            }
            Lockshot.exit(withError: error)
        }
    }
}
