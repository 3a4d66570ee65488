import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzzing step over a run record from elsewhere (`scripts/fuzz record`, and the tests that replay
/// its corpus): the bytes of a `run.json` as a CI shard or a downloaded report would give them.
package enum RecordFuzzing {
    /// A report folder and a golden folder in a fresh temporary directory, each with a symbolic link
    /// that leads out (`out → /`), so records naming `out/etc/passwd` meet a real link.
    private static let folders: (report: ConfinedFolder, golden: ConfinedFolder) = {
        let root = FileManager.default.temporaryDirectory.path + "/lockshot-fuzz-record-\(getpid())"
        for name in ["report", "golden"] {
            try? FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
            _ = symlink("/", root + "/" + name + "/out")
        }
        return (ConfinedFolder(root + "/report"), ConfinedFolder(root + "/golden"))
    }()

    /// Decodes `bytes` as a run record and runs what `report merge` and `test --accept --from` do with it
    /// before touching a file, then renders its reports.
    ///
    /// Traps only on a broken guarantee of docs/threat-model.md: a path that passed confinement lies
    /// outside its folder, a shard count is walked, one run's record merges with itself, or a report
    /// carries a control character to a terminal or an XML reader.
    package static func exercise(_ bytes: [UInt8]) {
        guard let record = try? JSONDecoder().decode(RunRecord.self, from: Data(bytes)) else { return }
        let (report, golden) = folders
        for c in record.cases {
            if (try? RunMerger.confineCase(c, in: report, record: "run.json")) != nil {
                for path in [c.expected, c.actual, c.diff].compactMap({ $0 }) {
                    inside(try? report.resolve(path), report)
                }
            }
            if let accepted = try? golden.contain(c.golden) { inside(accepted, golden) }
            precondition(!Escaping.terminal(c.id).unicodeScalars.contains { $0.value == 0x1B }, "an ESC reaches the terminal")
        }
        // A shard count is never enumerated: at most a few missing shards are named, at once.
        if let missing = try? RunMerger.missingShards([record]) { precondition(missing.count <= 20, "a shard count was walked") }
        if record.settings.shard != nil {
            precondition((try? RunMerger.checkOneRun([record, record], paths: ["a/run.json", "b/run.json"])) == nil,
                         "a shard merged with itself")
        }
        let junit = JUnitReport.render(record)
        precondition(!junit.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" },
                     "a control character in JUnit XML")
        _ = HTMLReport.render(record)
        _ = MarkdownReport.render(record, linkBase: "https://example.invalid/report/")
    }

    private static func inside(_ path: String?, _ folder: ConfinedFolder) {
        guard let path else { return }
        precondition(ConfinedFolder.normalised(path).hasPrefix(folder.path + "/"), "a confined path lies outside its folder")
        if let real = ConfinedFolder.realPath(path), let root = ConfinedFolder.realPath(folder.path) {
            precondition(real.hasPrefix(root + "/") || real == root, "a confined path leads out through a link")
        }
    }
}
