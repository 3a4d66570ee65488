import ArgumentParser
import FoundationEssentials
import LockshotCheck
import LockshotKit
import LockshotLanguage
import LockshotLayout

extension DiagnosticRenderer.Format: ArgumentWord {}
extension Diagnostic.Severity: ArgumentWord {}

/// `lockshot check`: the design rules of SPEC §7 over layouts and their stress data.
struct CheckCommand: ParsableCommand {
    // Every command's configuration is built at start to route the arguments, so the rule list is
    // written out rather than read from RuleSet.standard (HelpLayoutTests keeps the two equal).
    static let configuration = CommandConfiguration(
        commandName: "check", _superCommandName: Lockshot.name,
        abstract: "Check layouts against the design rules (size, overflow, contrast, …).",
        discussion: """
        Runs every rule over every preview × presentation of each layout, plus
        generated stress previews (longest name, empty and emoji-only text, a
        500-character message, a missing image, right-to-left and CJK text).
        A finding seen in several previews is printed once, listing them.
        Rules: presentation-size, overflow, truncation, missing-glyph, missing-asset,
        contrast, min-font-size, pixel-grid, payload-size, raw-color, timer-width,
        timer-alignment, unmapped-symbol, minimum-scale, content-state
        (docs/rules.md).

        ./lockshot.json (or --config FILE) may switch rules off or change their
        severity: "rules": { "contrast": "off", "minimum-scale": "warning" }.
        Without a path, its "layouts" are checked. --severity hides findings
        below a level; hidden findings are counted per rule but do not set the
        status. Text shows errors and warnings by default (--severity info lists
        the infos too); json and sarif hold every finding.

        Text goes to standard error, --format json or sarif to standard output.
        Exit status: 0 no error-level finding (with --strict: no warning either);
        1 errors found; 2 a layout cannot be parsed, or a bad path or flag.

        Examples:
          lockshot check layouts/
          lockshot check layouts/pager2077.lockshot --strict
          lockshot check --severity warning
          lockshot check layouts/ --format sarif > lockshot.sarif
          lockshot check layouts/ --config ci/lockshot.json
          lockshot check layouts/ --device iphone-15-pro-max --no-stress
        """
    )

    @ArgumentParser.Argument(help: "Layout files, or directories searched for *.lockshot (default: lockshot.json's \"layouts\").")
    var paths: [String] = []
    @OptionGroup var configuration: ConfigOption
    @Option(help: "The lowest severity shown: error, warning or info (default: warning for text, whose infos are counted per rule; info for json and sarif).")
    var severity: Diagnostic.Severity?
    @Option(help: "text, json or sarif.")
    var format: DiagnosticRenderer.Format = .text
    @Flag(help: "Exit 1 on warnings too.")
    var strict = false
    @OptionGroup var target: DeviceOptions
    @Flag(help: "Skip the generated stress previews.")
    var noStress = false

    func run() throws {
        let project = try ProjectConfiguration.load(configuration)
        var paths = self.paths
        if paths.isEmpty {
            guard project.path != nil else {
                throw ExitStatus.badInput("give a layout file or a directory, e.g. 'lockshot check layouts/' "
                    + "(or a lockshot.json with \"layouts\")")
            }
            paths = project.golden.layouts.filter { FileManager.default.fileExists(atPath: $0) }
            if paths.isEmpty {
                throw ExitStatus.badInput("none of the layouts in \(project.path ?? "lockshot.json") exist: "
                    + project.golden.layouts.joined(separator: ", "))
            }
        }
        let options = CheckOptions(device: target.profile, scale: target.scale, stress: !noStress, rules: try project.rules())
        var report: CheckReport
        do {
            report = try Pipeline.check(paths: paths, options: options)
            report.minimumSeverity = severity ?? (format == .text ? .warning : .info)
        } catch {
            throw ExitStatus.badInput(error.diagnostics)
        }
        let stderr = FileHandleOutput.standardError
        switch format {
        case .text:
            stderr.write(report.text(color: stderr.allowsColor))
        case .json, .sarif:
            if !report.loadErrors.isEmpty { DiagnosticPrinter().print(report.loadErrors) }
            FileHandleOutput.standardOutput.write(report.output(format, toolVersion: LockshotVersion.string))
            stderr.write(report.summary + "\n")
        }
        let status = report.exitStatus(strict: strict)
        if status != 0 { throw ExitStatus.status(status) }
    }
}
