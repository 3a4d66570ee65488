import ArgumentParser
import Dispatch
import LockshotGolden
import LockshotKit
import Synchronization

extension TestCommand {
    /// Every `.lockshot` under the layout paths, sorted by path, described by the pipeline, with the
    /// parsed layouts for the workers. The files are parsed and checked on up to `jobs` threads (a
    /// pipeline each: planning is otherwise the run's longest serial step); problems print in path order.
    func describeLayouts(_ roots: [(path: String, root: String)],
                         jobs: Int) throws -> (layouts: [LayoutDescription], parsed: ParsedLayouts) {
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
        var failed = false
        for (file, result) in zip(files, results.withLock { $0 }) {
            switch result {
            case .success(let info):
                descriptions.append(LayoutDescription(
                    path: file.path, name: CaseNaming.layoutName(path: file.path, root: file.root),
                    previews: info.previews, presentations: info.presentations.map(\.rawValue),
                    fontFiles: info.fontFiles))
            case .failure(let error):
                DiagnosticPrinter().print(error.diagnostics)
                if error.diagnostics.isEmpty {
                    FileHandleOutput.standardError.write("error: \(file.path): the pipeline could not read it\n")
                }
                failed = true
            case nil:
                failed = true  // unreachable: every index is taken by one thread
            }
        }
        if failed { throw ExitCode(2) }
        return (descriptions, parsed.withLock { $0 })
    }
}
