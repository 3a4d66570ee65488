import ArgumentParser
import FoundationEssentials
import LockshotFontBuilder

/// `lockshot fonts`: the embedded pixel font's build.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts", _superCommandName: Lockshot.name,
        abstract: "Build the embedded LockshotPixel font from its glyph grids.",
        subcommands: [FontsBuildCommand.self]
    )
}

/// `lockshot fonts build [--fonts-dir fonts] [--check]`.
struct FontsBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile fonts/LockshotPixel/*.glyphs into TrueType and regenerate the embedded copy.",
        discussion: """
        Writes fonts/build/LockshotPixel-Regular.ttf, fonts/build/LockshotPixel-Bold.ttf and
        Sources/LockshotFontData/EmbeddedFonts.swift (beside fonts/). Files whose bytes are
        already right are not rewritten. The grid format is described in fonts/README.md.

        Examples:
          lockshot fonts build
          lockshot fonts build --check        # in CI: exit 1 if the committed outputs are stale
        """
    )

    @Option(name: .customLong("fonts-dir"), help: "The fonts/ directory of a lockshot checkout.")
    var fontsDirectory = "fonts"

    @Flag(help: "Write nothing; exit 1 if any output differs from what the grids build.")
    var check = false

    func validate() throws {
        var isDirectory = false
        let grids = URL(fileURLWithPath: fontsDirectory).appendingPathComponent(FontBuilder.familyName).path
        guard FileManager.default.fileExists(atPath: grids, isDirectory: &isDirectory), isDirectory else {
            throw ValidationError("no glyph grids at '\(grids)': run from the lockshot checkout or pass --fonts-dir <path to fonts/>")
        }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: fontsDirectory, isDirectory: true)
        let outputs: [FontBuildOutput]
        do {
            outputs = try FontBuilder.outputs(fontsDirectory: directory)
        } catch let error as FontSourceError {
            FileHandleOutput.standardError.write("\(error)\n")  // located already: `file:line: error: …`
            throw ExitStatus.badInputCode
        }
        if check {
            let stale = FontBuilder.staleOutputs(outputs)
            for output in stale {
                FileHandleOutput.standardError.write("out of date: \(output.url.relativePath)\n")
            }
            if !stale.isEmpty {
                FileHandleOutput.standardError.write("run `lockshot fonts build` and commit the result\n")
                throw ExitCode.failure
            }
            FileHandleOutput.standardOutput.write("fonts are up to date\n")
            return
        }
        let written = try FontBuilder.write(outputs)
        for output in outputs {
            let state = written.contains(output) ? "wrote" : "unchanged"
            FileHandleOutput.standardOutput.write("\(state) \(output.url.relativePath) (\(output.bytes.count) bytes)\n")
        }
    }
}
