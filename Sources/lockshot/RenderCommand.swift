import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc  // stat
#endif
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout

extension Presentation: ArgumentWord {}
extension OutputFormat: ArgumentWord {}
extension FrameStyle: ArgumentWord {}
extension Appearance: ArgumentWord {}
extension DynamicTypeSize: ArgumentWord {}

/// `lockshot render`: one layout to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand, DrawingCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", _superCommandName: Lockshot.name,
        abstract: "Render a layout's presentations to PNG, SVG or PDF.",
        discussion: """
        With one preview and one presentation, -o names the file (default:
        <layout>.<presentation>.<format> in the current directory). With
        --all-previews or --all-presentations, -o names a directory and files are
        named <layout>/<preview>/<presentation>.<device>@<scale>x.<format>. The
        format follows the -o extension unless --format says otherwise. -o may name
        a device or pipe (-o /dev/stdout).

        Exit status: 0 written; 1 written, but an error-level problem was reported
        (a missing image with no fallback, a character no font has, content cut
        at 160 pt); 2 nothing written: the layout, a preview value or a flag is wrong.

        Examples:
          lockshot render layouts/flick-snap.lockshot --preview "just sent" -o out.png
          lockshot render layouts/flick-pinned-snap.lockshot \\
              --all-previews --all-presentations -o preview/
          lockshot render layouts/pager2077.lockshot \\
              --presentation expanded --scale 2 --format svg -o pager.svg
          lockshot render layouts/flick-snap.lockshot \\
              --frame device --now 2026-01-02T10:00:00Z -o in-context.png
          lockshot render layouts/workout.lockshot --dump-layout json > layout.json
        """
    )

    enum DumpFormat: String, ArgumentWord { case json }

    @ArgumentParser.Argument(help: "The .lockshot layout file.")
    var layout: String

    @Option(help: "The preview to render (default: the first).")
    var preview: String?
    @Flag(help: "Render every preview.")
    var allPreviews = false
    @Option(help: "lockScreen, compact, minimal, expanded or small (the Apple Watch Smart Stack; default: lockScreen).")
    var presentation: Presentation?
    @Flag(help: "Render every presentation the layout defines.")
    var allPresentations = false
    @OptionGroup var target: DeviceOptions
    @Option(help: "png, svg or pdf (default: the -o file's extension, else png).")
    var format: OutputFormat?
    @Option(help: "none: the presentation alone; device: in context on the screen.")
    var frame: FrameStyle = .none
    @Option(help: "dark or light (default: the preview's, else dark).")
    var appearance: Appearance?
    @Option(help: "The render clock, ISO 8601; overrides the preview's now: (default: the preview's, else 2026-01-01T09:41:00Z).")
    var now: String?
    @Option(help: "The reader's Dynamic Type size: text styles and .custom(_:size:) fonts scale with it (default: large).")
    var dynamicType: DynamicTypeSize = .large
    @Flag(inversion: .prefixedNo, help: "Render the activity as stale (context.isStale), whatever the preview says.")
    var stale: Bool?
    @Flag(inversion: .prefixedNo, help: "Render in Always-On (isLuminanceReduced: dimmed, dark), whatever the preview says.")
    var alwaysOn: Bool?
    @Option(name: [.short, .customLong("output")], help: "Output file, or directory for several images.")
    var output: String?
    @Option(help: "Print the laid-out tree to standard output (json).")
    var dumpLayout: DumpFormat?
    @Flag(help: "Re-render whenever the layout file changes.")
    var watch = false
    @Flag(help: "Overlay frames, baselines, padding, the sensor gap and the 160 pt line.")
    var debug = false
    @Option(help: "Lock screen corner radius in points (Apple does not publish it; default \(Int(Device.lockScreenCornerRadiusEstimate))).")
    var cornerRadius: Double?
    @Flag(help: "Allow images and fonts outside the layout's directory.")
    var allowOutsideFiles = false

    /// The format of an `-o` file named `*.png`, `*.svg` or `*.pdf`.
    private var outputExtensionFormat: OutputFormat? {
        guard let output, !output.hasSuffix("/") else { return nil }
        return OutputFormat(rawValue: PathName.extension(of: output).lowercased())
    }

    /// An existing directory, device or pipe (written into or through, whatever its name).
    static func isDirectoryOrSpecial(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    }

    /// `--format`, else what the `-o` file's extension says, else PNG.
    private var resolvedFormat: OutputFormat { format ?? outputExtensionFormat ?? .png }

    func validate() throws {
        if let output, !allPreviews, !allPresentations, !output.hasSuffix("/"), !Self.isDirectoryOrSpecial(output) {
            let ext = PathName.extension(of: output)
            if !ext.isEmpty, outputExtensionFormat == nil {
                throw ValidationError("-o \(output): lockshot writes .png, .svg or .pdf files, not .\(ext).")
            }
        }
        if let format, let implied = outputExtensionFormat, implied != format {
            throw ValidationError("-o \(output ?? "") names a .\(implied.rawValue) file but --format is \(format.rawValue); "
                + "change one of them.")
        }
        if preview != nil && allPreviews {
            throw ValidationError("--preview and --all-previews exclude each other; pass one.")
        }
        if presentation != nil && allPresentations {
            throw ValidationError("--presentation and --all-presentations exclude each other; pass one.")
        }
        if let cornerRadius, !(0...80).contains(cornerRadius) {
            throw ValidationError("--corner-radius must be between 0 and 80 points.")
        }
    }

    func run() throws {
        if watch {
            try Watcher(path: layout).run { renderOnce() }
        } else {
            let status = renderOnce()
            if status != 0 { throw ExitStatus.status(status) }
        }
    }

    /// Renders everything asked for; returns the exit status.
    private func renderOnce() -> Int32 {
        let pipeline = Pipeline()
        let reporter = DiagnosticPrinter()
        do {
            let info = try pipeline.inspect(layoutPath: layout)
            let previews: [String?]
            if allPreviews {
                previews = info.previews.isEmpty ? [nil] : info.previews
            } else if let preview {
                guard info.previews.contains(preview) else {
                    let hint = Suggestion.closest(to: preview, in: info.previews).map { " Did you mean '\($0)'?" } ?? ""
                    FileHandleOutput.standardError.write(
                        "error: \(layout) has no preview '\(preview)'.\(hint) Previews: \(info.previews.map { "\"\($0)\"" }.joined(separator: ", "))\n")
                    return 2
                }
                previews = [preview]
            } else {
                previews = [info.previews.first]
            }
            let presentations: [Presentation]
            if allPresentations {
                presentations = info.presentations
            } else {
                let chosen = presentation ?? .lockScreen
                guard info.presentations.contains(chosen) else {
                    FileHandleOutput.standardError.write(
                        "error: \(layout) defines no \(chosen.rawValue) presentation; "
                        + (info.presentations.isEmpty ? "it has no regions (lockScreen, compactLeading, …) at all.\n"
                            : "it defines \(info.presentations.map(\.rawValue).joined(separator: ", ")).\n"))
                    return 2
                }
                presentations = [chosen]
            }
            let batch = previews.count * presentations.count > 1
            var status: Int32 = 0
            let deviceProfile = target.profile
            var dumps: [String] = []
            let expectations = pipeline.expectations(layoutPath: layout)
            var expectedCount = 0
            for previewName in previews {
                let expects = previewName.flatMap { expectations[$0] }
                var produced = Set<String>()
                defer {
                    if let expects {
                        reporter.print(ExpectationOutcome.unmet(expects.codes, produced: produced,
                                                                allPresentations: presentations == info.presentations)
                            .map { expects.unmetDiagnostic($0, severity: .warning) })
                    }
                }
                for kind in presentations {
                    var request = RenderRequest(
                        layoutPath: layout, preview: previewName, presentation: kind, device: deviceProfile,
                        scale: target.scale, format: resolvedFormat, frame: frame, appearance: appearance, now: now,
                        debugOverlay: debug, allowOutsideFiles: allowOutsideFiles, includeLayoutDump: dumpLayout != nil,
                        lockScreenCornerRadius: cornerRadius, isStale: stale, isLuminanceReduced: alwaysOn)
                    request.pngCompression = .fast  // a preview: encoded 4× faster, same pixels (docs/benchmarks.md)
                    request.dynamicTypeSize = dynamicType
                    let result = try pipeline.render(request)
                    let outcome = ExpectationOutcome(result.diagnostics, expecting: expects?.codes ?? [])
                    produced.formUnion(outcome.produced)
                    expectedCount += outcome.expected.count
                    reporter.print(batch ? outcome.unexpected.map { $0.noting(preview: previewName) }
                                         : outcome.unexpected)
                    if result.diagnostics.contains(where: { $0.severity == .error }) { status = 1 }
                    if let dump = result.layoutDump { dumps.append(dump) }
                    if dumpLayout != nil && output == nil { continue }
                    let path = outputPath(preview: previewName ?? info.activityName, presentation: kind,
                                          device: deviceProfile, batch: batch)
                    if let input = result.inputFiles.first(where: { sameFile($0, path) }) {
                        FileHandleOutput.standardError.write(
                            "error: -o \(path) is \(input), which this render reads; name another file.\n")
                        return 2
                    }
                    try AtomicFile.write(result.data, to: path)
                    if FileHandleOutput.standardError.isTerminal {
                        FileHandleOutput.standardError.write("wrote \(path) (\(result.pixelWidth)×\(result.pixelHeight) px)\n")
                    }
                }
            }
            if expectedCount > 0 {
                FileHandleOutput.standardError.write("note: \(expectedCount) expected finding\(expectedCount == 1 ? "" : "s") "
                    + "not shown (the preview's 'expect:')\n")
            }
            if !dumps.isEmpty {
                FileHandleOutput.standardOutput.write(dumps.count == 1 ? dumps[0] + "\n" : "[\n" + dumps.joined(separator: ",\n") + "\n]\n")
            }
            return status
        } catch let error as PipelineError {
            reporter.print(error.diagnostics)
            return 2
        } catch {
            FileHandleOutput.standardError.write("error: \(error)\n")
            return 2
        }
    }

    private func outputPath(preview: String, presentation: Presentation, device: Device, batch: Bool) -> String {
        let ext = resolvedFormat.rawValue
        if batch {
            let directory = output ?? "."
            return directory + "/" + OutputNaming.relativePath(layout: layout, preview: preview, presentation: presentation,
                                                              device: device, scale: target.scale, fileExtension: ext)
        }
        if let output {
            var isDirectory = false
            if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory) {
                return output + (output.hasSuffix("/") ? "" : "/") + OutputNaming.relativePath(
                    layout: layout, preview: preview, presentation: presentation, device: device, scale: target.scale, fileExtension: ext)
            }
            return output
        }
        return "\(OutputNaming.layoutName(layout)).\(presentation.rawValue).\(ext)"
    }
}
