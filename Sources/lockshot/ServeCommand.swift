import ArgumentParser
import FoundationEssentials
import LockshotKit
import LockshotLanguage
#if canImport(Glibc)
import Glibc
#endif

/// `lockshot serve`: checks its arguments, then runs `lockshot-serve` (built beside `lockshot`)
/// in this process's place, so the server's dependencies never load for other commands.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", _superCommandName: Lockshot.name, abstract: ServeArguments.abstract, discussion: ServeArguments.discussion)

    @OptionGroup var arguments: ServeArguments

    func run() throws {
        let tool = Self.serveTool()
        guard let tool, FileManager.default.isExecutableFile(atPath: tool) else {
            throw ExitStatus.badInput("""
                'lockshot serve' runs the lockshot-serve tool, which is not built\(tool.map { " (looked for \($0))" } ?? "")
                  = help: build it with 'make build' or 'swift build -c release --product lockshot-serve'
                """)
        }
        let argv = [tool] + arguments.commandLine
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(tool, &cArguments)
        throw ExitStatus.badInput("cannot run \(tool): \(String(cString: strerror(errno)))")
    }

    /// `$LOCKSHOT_SERVE`, else `lockshot-serve` in the directory of the running `lockshot`.
    static func serveTool() -> String? {
        if let path = ProcessInfo.processInfo.environment["LOCKSHOT_SERVE"], !path.isEmpty { return path }
        guard let executable = Subprocess.currentExecutable() else { return nil }
        return PathName.directory(of: executable) + "/lockshot-serve"
    }
}
