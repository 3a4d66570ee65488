import ArgumentParser
import FoundationEssentials
import LockshotLanguage
import LockshotCheck
import LockshotGolden

/// `--config FILE`: which `lockshot.json` a command reads.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("The project file (default: ./lockshot.json when present).", valueName: "file"))
    var config: String?
}

/// `lockshot.json` as the commands read it: the golden matrix, and the rule settings for `check`.
struct ProjectConfiguration {
    /// The matrix; paths in it are relative to the working directory (a `--config` file
    /// elsewhere has its own directory prepended to its relative paths).
    var golden: GoldenConfiguration
    /// The file read; nil when there was none and the defaults apply.
    var path: String?

    /// Reads `--config FILE`, else `./lockshot.json` when present; prints a located error and
    /// exits 2 when it is malformed or missing.
    static func load(_ option: ConfigOption) throws -> ProjectConfiguration {
        let path = option.config ?? "lockshot.json"
        guard FileManager.default.fileExists(atPath: path) else {
            if option.config == nil { return ProjectConfiguration(golden: GoldenConfiguration(), path: nil) }
            throw ExitStatus.badInput("\(path): no such file (given with --config)")
        }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(path: path, message: "cannot be read")
            }
            var golden = try GoldenConfiguration.parse(data, path: path)
            let directory = PathName.directory(of: path)
            if !directory.isEmpty && directory != "." {
                let resolve = { (p: String) in p.hasPrefix("/") ? p : PathName.join(directory, p) }
                golden.layouts = golden.layouts.map(resolve)
                golden.golden = resolve(golden.golden)
            }
            return ProjectConfiguration(golden: golden, path: path)
        } catch {
            throw ExitStatus.badInput("\(error)")
        }
    }

    /// `rules` with the file's `"rules"` applied; a bad entry is a located error (exit 2).
    func rules(_ rules: RuleSet = .standard) throws -> RuleSet {
        do {
            return try rules.configured(golden.rules.map { ($0.name, $0.level) })
        } catch {
            let setting = golden.rules.first { $0.name == error.name }
            let location = setting.flatMap { s in s.line.map { ":\($0)" + (s.column.map { ":\($0)" } ?? "") } } ?? ""
            throw ExitStatus.badInput("\(path ?? "lockshot.json")\(location): \(error.message)")
        }
    }
}
