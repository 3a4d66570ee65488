import Dispatch
import LockshotGolden
import LockshotLanguage
import Synchronization

extension GoldenSuite {
    /// Every `.lockshot` under the layout roots, sorted by path, described by the pipeline, with the
    /// parsed layouts for the workers. The files are parsed and checked on up to `jobs` threads (a
    /// pipeline each: planning is otherwise the run's longest serial step); diagnostics keep path order.
    static func describe(_ roots: [(path: String, root: String)],
                         jobs: Int) throws(GoldenSuiteError) -> (layouts: [LayoutDescription], parsed: ParsedLayouts) {
        let files = roots.flatMap { directory, root in LayoutFinder.layouts(in: directory).map { (path: $0, root: root) } }
        let results = Mutex([Result<LayoutInfo, PipelineError>?](repeating: nil, count: files.count))
        let parsed = Mutex(ParsedLayouts())
        let threads = max(1, min(jobs, files.count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let pipeline = Pipeline()
            for index in stride(from: thread, to: files.count, by: threads) {
                let result = Result { () throws(PipelineError) in try pipeline.inspect(layoutPath: files[index].path) }
                results.withLock { $0[index] = result }
            }
            let layouts = pipeline.parsedLayouts
            parsed.withLock { $0.merge(layouts) }
        }
        var descriptions: [LayoutDescription] = []
        var diagnostics: [Diagnostic] = []
        var unreadable: [String] = []
        for (file, result) in zip(files, results.withLock { $0 }) {
            switch result {
            case .success(let info):
                descriptions.append(LayoutDescription(
                    path: file.path, name: CaseNaming.layoutName(path: file.path, root: file.root),
                    previews: info.previews, presentations: info.presentations.map(\.rawValue),
                    fontFiles: info.fontFiles))
            case .failure(let error):
                // Every unreadable file is named, by its own diagnostics or, when it has none, by this one.
                diagnostics += error.diagnostics.isEmpty ? [Self.unreadable(file.path)] : error.diagnostics
                unreadable.append(file.path)
            case nil:
                diagnostics.append(Self.unreadable(file.path))  // unreachable: every index is taken by one thread
                unreadable.append(file.path)
            }
        }
        if !unreadable.isEmpty { throw .unreadableLayouts(diagnostics, paths: unreadable) }
        return (descriptions, parsed.withLock { $0 })
    }

    private static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.error, "the pipeline could not read this layout", file: path, at: .none, code: "unreadable")
    }
}

/// Finds layout files.
package enum LayoutFinder {
    /// `path` without `./` in front or `/` at the end, so paths given differently compare equal.
    package static func normalized(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p.isEmpty ? "." : p
    }

    /// `.lockshot` files under `directory` (recursively, skipping hidden entries), sorted; a
    /// `.lockshot` file path is returned as is.
    package static func layouts(in directory: String) -> [String] {
        if directory.hasSuffix(".lockshot") { return [directory] }
        if SwiftSources.isSwiftInput(directory) { return SwiftSources.targetLayouts(directory) }
        // A directory's layouts as `check` and `serve` find them; none when it is missing, holds none,
        // or is not a directory.
        return (try? Pipeline.layoutFiles(at: directory)).map { $0 == [directory] ? [] : $0 } ?? []
    }
}
