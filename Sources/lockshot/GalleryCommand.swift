import ArgumentParser
import FoundationEssentials
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout

/// `lockshot gallery`: documentation images of every preview × presentation.
struct GalleryCommand: ParsableCommand, DrawingCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", _superCommandName: Lockshot.name,
        abstract: "Write every preview × presentation of layouts as images, with an index.",
        discussion: """
        Files are named <layout>/<preview-slug>/<presentation>.<format> under
        --out, and a file whose content did not change is not rewritten, so
        documentation builds see no churn. Exit status 1 when a render reported an
        error-level problem (the images are still written), 2 for bad input. Gallery images of a rendered layout that
        no preview produces any more (a preview renamed or removed) are deleted:
        only files named <layout>/<slug>/<presentation>.png|svg; other files under
        --out are left alone. The index groups images by layout and
        preview, with captions.

        Examples:
          lockshot gallery layouts --out preview --index markdown,html
          lockshot gallery layouts/pager2077.lockshot --out img --format png,svg
          lockshot gallery layouts --out img --device iphone-15-pro-max --scale 2
        """
    )

    enum IndexFormat: String, CaseIterable { case markdown, html }
    enum ImageFormat: String, CaseIterable { case png, svg }

    @ArgumentParser.Argument(help: "A .lockshot file or a directory of them.")
    var input: String
    @Option(help: "Output directory.")
    var out: String
    @Option(help: "Image formats, comma-separated: png, svg.")
    var format = "png"
    @Option(help: "Indexes to write, comma-separated: markdown, html.")
    var index = "markdown"
    @OptionGroup var target: DeviceOptions

    var imageFormats: [ImageFormat] { list(format).compactMap(ImageFormat.init(rawValue:)) }
    var indexFormats: [IndexFormat] { list(index).compactMap(IndexFormat.init(rawValue:)) }

    private func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if let bad = list(format).first(where: { ImageFormat(rawValue: $0) == nil }) {
            throw ValidationError("--format takes png and/or svg, comma-separated (got '\(bad)').")
        }
        if imageFormats.isEmpty { throw ValidationError("--format needs png and/or svg.") }
        if let bad = list(index).first(where: { IndexFormat(rawValue: $0) == nil }) {
            throw ValidationError("--index takes markdown and/or html, comma-separated (got '\(bad)').")
        }
    }

    func run() throws {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw ExitStatus.badInput("\(input): no such file or directory")
        }
        // Layouts are named relative to the directory given, or to the file's own directory.
        let parent = PathName.directory(of: input)
        let root = isDirectory ? input : (parent.isEmpty ? "." : parent)
        let paths = LayoutFinder.layouts(in: input)
        guard !paths.isEmpty else {
            throw ExitStatus.badInput("no .lockshot files in \(input)")
        }
        let profile = target.profile
        let pipeline = Pipeline()
        var entries: [GalleryEntry] = []
        var written = 0, unchanged = 0, removed = 0
        var sawError = false
        var reported = Set<String>()  // every render repeats the layout's warnings: print each once
        var expectedCount = 0, unmetCount = 0
        do {
            for path in paths {
                let info = try pipeline.inspect(layoutPath: path)
                let expectations = pipeline.expectations(layoutPath: path)
                let layout = CaseNaming.layoutName(path: path, root: root)
                let previews: [String?] = info.previews.isEmpty ? [nil] : info.previews
                let slugs = CaseNaming.uniqueSlugs(previews.map { $0 ?? "default" })
                for (preview, slug) in zip(previews, slugs) {
                    let expects = preview.flatMap { expectations[$0] }
                    var produced = Set<String>()
                    defer {
                        // A preview that shows a fallback on purpose says so; the fallback gone is worth a warning.
                        if let expects {
                            let unmet = ExpectationOutcome.unmet(expects.codes, produced: produced,
                                                                 allPresentations: profile.island != nil)
                            unmetCount += unmet.count
                            DiagnosticPrinter().print(unmet.map { expects.unmetDiagnostic($0, severity: .warning) })
                        }
                    }
                    for presentation in info.presentations where profile.island != nil || presentation == .lockScreen {
                        var files: [String] = []
                        var size = (0, 0)
                        for kind in imageFormats {
                            let request = RenderRequest(layoutPath: path, preview: preview, presentation: presentation,
                                                        device: profile, scale: target.scale, format: kind == .png ? .png : .svg)
                            let result = try pipeline.render(request)
                            if result.diagnostics.contains(where: { $0.severity == .error }) { sawError = true }
                            let outcome = ExpectationOutcome(result.diagnostics, expecting: expects?.codes ?? [])
                            produced.formUnion(outcome.produced)
                            let key = { (d: Diagnostic) in "\(d.file ?? ""):\(d.range.start.line):\(d.range.start.column): \(d.message)" }
                            expectedCount += outcome.expected.filter { reported.insert(key($0)).inserted }.count
                            DiagnosticPrinter().print(outcome.unexpected.filter { reported.insert(key($0)).inserted }
                                .map { $0.noting(preview: preview) })
                            let relative = "\(layout)/\(slug)/\(presentation.rawValue).\(kind.rawValue)"
                            if try LockshotGolden.AtomicFile.writeIfChanged(result.data, to: out + "/" + relative) {
                                written += 1
                            } else {
                                unchanged += 1
                            }
                            files.append(relative)
                            if kind == .png || size == (0, 0) { size = (result.pixelWidth, result.pixelHeight) }
                        }
                        entries.append(GalleryEntry(layout: layout, preview: preview ?? "", presentation: presentation.rawValue,
                                                    files: files, pixelWidth: size.0, pixelHeight: size.1))
                    }
                }
            }
            removed = try removeStale(keeping: Set(entries.flatMap(\.files)), layouts: Set(entries.map(\.layout)))
            for kind in indexFormats {
                let (name, text) = kind == .markdown ? ("index.md", GalleryIndex.markdown(entries))
                    : ("index.html", GalleryIndex.html(entries))
                if try LockshotGolden.AtomicFile.writeIfChanged(Array(text.utf8), to: out + "/" + name) {
                    written += 1
                } else {
                    unchanged += 1
                }
            }
        } catch let error as PipelineError {  // typed by the pipeline; file writes throw others
            throw ExitStatus.badInput(error.diagnostics)
        } catch {
            throw ExitStatus.badInput("\(error)")
        }
        FileHandleOutput.standardOutput.write("\(out): \(entries.count) images, \(written) file\(written == 1 ? "" : "s") written, \(unchanged) unchanged"
            + (removed > 0 ? ", \(removed) stale removed" : "")
            + (expectedCount > 0 ? ", \(expectedCount) expected finding\(expectedCount == 1 ? "" : "s") not shown" : "")
            + (unmetCount > 0 ? ", \(unmetCount) expected finding\(unmetCount == 1 ? "" : "s") missing" : "") + "\n")
        if sawError { throw ExitStatus.failed }
    }

    /// `<slug>/<presentation>.<png|svg>`: the shape of what gallery writes under a layout's folder.
    static func isGalleryImage(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let name = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return name.count == 2 && Presentation(rawValue: String(name[0])) != nil
            && ImageFormat(rawValue: String(name[1])) != nil
    }

    /// Deletes images under `out/<layout>/` for the given layouts that this run did not produce,
    /// then the folders left empty. Returns how many files went.
    private func removeStale(keeping produced: Set<String>, layouts: Set<String>) throws -> Int {
        let manager = FileManager.default
        var removed = 0
        for layout in layouts.sorted() {
            let base = out + "/" + layout
            guard let relatives = try? manager.subpathsOfDirectory(atPath: base) else { continue }
            var folders: [String] = []
            for relative in relatives.sorted() {
                let path = base + "/" + relative
                var isFolder = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder { folders.append(path); continue }
                guard Self.isGalleryImage(relative), !produced.contains(layout + "/" + relative) else { continue }
                try manager.removeItem(atPath: path)
                removed += 1
            }
            for folder in folders.reversed() where (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                try manager.removeItem(atPath: folder)
            }
        }
        return removed
    }
}
