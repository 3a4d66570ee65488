import FoundationEssentials

/// Goldens that no case produced (a renamed preview, a deleted layout).
package enum OrphanFinder {
    /// Every `.png` under `goldenDirectory` (recursively) whose path is not in `produced`,
    /// sorted. Paths are `goldenDirectory + "/" + relative`, the form cases use.
    package static func orphans(goldenDirectory: String, produced: Set<String>) -> [String] {
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
        let path = reportDirectory + "/" + RunRecord.fileName
        // A run whose cases all passed lists no artifact: decoding its record would cost more than the run's slowest case.
        guard let bytes = AtomicFile.read(path), mayListArtifacts(bytes) else { return }
        guard let previous = try? RunRecord.load(path: path) else { return }
        let folder = ConfinedFolder(reportDirectory)
        for c in previous.cases {
            // Never through a symbolic link out of the report (a `cases` link to elsewhere), never with `..`.
            for artifact in [c.expected, c.actual, c.diff].compactMap({ $0 }) {
                guard let path = try? folder.resolve(artifact) else { continue }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Temporary files `AtomicFile` left in `directory` (a run killed mid-write: `.name.png.N.tmp`),
    /// older than `age` seconds so another run's writes in progress are left alone.
    static func removeStaleTemporaries(in directory: String, olderThan age: Double = 60) {
        let cutoff = Date().addingTimeInterval(-age)
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? [] {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let parts = name.dropFirst().dropLast(4).split(separator: ".")
            guard parts.count >= 2, UInt64(parts.last!) != nil else { continue }
            let path = directory + "/" + relative
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  modified < cutoff else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Whether a run record's JSON has an `"expected"`, `"actual"` or `"diff"` string anywhere (a case's
    /// artifacts are under those keys; a value spelled the same only costs the full decode).
    static func mayListArtifacts(_ json: [UInt8]) -> Bool {
        let keys: [[UInt8]] = [Array("\"expected\"".utf8), Array("\"actual\"".utf8), Array("\"diff\"".utf8)]
        let quote = UInt8(ascii: "\"")
        return json.withUnsafeBufferPointer { bytes in
            for start in bytes.indices where bytes[start] == quote {
                for key in keys where start + key.count <= bytes.count {
                    if key.indices.allSatisfy({ bytes[start + $0] == key[$0] }) { return true }
                }
            }
            return false
        }
    }
}
