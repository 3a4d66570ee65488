import FoundationEssentials

/// Goldens that no case produced (a renamed preview, a deleted layout).
public enum OrphanFinder {
    /// Every `.png` under `goldenDirectory` (recursively) whose path is not in `produced`,
    /// sorted. Paths are `goldenDirectory + "/" + relative`, the form cases use.
    public static func orphans(goldenDirectory: String, produced: Set<String>) -> [String] {
        var found: [String] = []
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: goldenDirectory)) ?? [] {
            guard relative.hasSuffix(".png") else { continue }
            let path = goldenDirectory + "/" + relative
            if !produced.contains(path) { found.append(path) }
        }
        return found.sorted()
    }

    /// After pruning, removes directories left empty between each file and `goldenDirectory`
    /// (never `goldenDirectory` itself).
    static func removeEmptyDirectories(above files: [String], goldenDirectory: String) {
        let root = URL(fileURLWithPath: goldenDirectory).standardized.path
        for file in files {
            var directory = URL(fileURLWithPath: file).deletingLastPathComponent().standardized
            while directory.path.hasPrefix(root + "/"),
                  (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: directory)
                directory = directory.deletingLastPathComponent()
            }
        }
    }
}

/// Removes the artifacts a previous run left in a report directory — only the files its run
/// record lists, so a `--report` pointing at a directory with other content never loses any.
enum ArtifactCleaner {
    static func removeArtifacts(ofPreviousRunIn reportDirectory: String) {
        guard let previous = try? RunRecord.load(path: reportDirectory + "/" + RunRecord.fileName) else { return }
        for c in previous.cases {
            for artifact in [c.expected, c.actual, c.diff].compactMap({ $0 }) where !artifact.contains("..") {
                try? FileManager.default.removeItem(atPath: reportDirectory + "/" + artifact)
            }
        }
    }
}
