import ArgumentParser
import FoundationEssentials
import LockshotCommandLine
import LockshotKit

/// `lockshot targets`: which targets of a repository hold a Live Activity, and exactly what lockshot compiles for
/// each, with the reason every file is in (read by `lockshot-swift`, which owns the project model).
struct TargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets", _superCommandName: Lockshot.name,
        abstract: "Explain which target of a project lockshot draws, and every file it compiles.",
        discussion: """
        PATH is a repository root, an .xcodeproj, .xcworkspace, XcodeGen project.yml,
        Package.swift, an Expo app, or a folder inside a project (default: the current
        folder). Every target is listed; for the one with a Live Activity, each Swift
        file with why it is compiled (a build phase, a synchronized folder, an exception
        set, a package), the modules compiled first, the resources, the build settings
        applied (Debug, as Xcode's canvas builds) and what was left out and why.

        Exit status 0 when one target (or the one --target names) draws a Live Activity,
        or several do and none was named; 1 when none does or --target names none; 2 for bad input.

        Examples:
          lockshot targets
          lockshot targets ios/App.xcodeproj --target LiveActivityExtension
          lockshot targets . --json
        """
    )

    @ArgumentParser.Argument(help: "A repository root, project, workspace, project.yml, Package.swift or folder.")
    var path = "."
    @Option(help: "The target to draw when several hold a Live Activity.")
    var target: String?
    @Flag(help: "Print the project model as JSON.")
    var json = false

    func run() throws {
        guard FileManager.default.fileExists(atPath: path) else { throw ExitStatus.badInput("no such file or directory: \(path)") }
        guard let result = SwiftSources.explainTargets(path, target: target, json: json) else {
            throw ExitStatus.badInput("reading projects needs lockshot-swift, which is not built; build it once with: \(SwiftSources.buildCommand)")
        }
        FileHandleOutput.standardOutput.write(result.output)
        FileHandleOutput.standardError.write(result.errors)
        if result.status != 0 { throw ExitStatus.failed }
    }
}
