import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A widget's incremental build (issue 38): one folder per widget — its files, flags and lockshot's library, not
/// their contents — where the rewritten sources keep their names and, when unchanged, their modification times, so
/// that swiftc's incremental driver recompiles only what an edit touched. An edit of one of a 28-file widget's views
/// compiles in about 0.3 s where the whole module (`-wmo`) takes 0.6–0.9 s here.
///
/// The compiled program is then copied into the content-keyed cache as before; this folder only speeds up making it.
/// A process holds the folder with `flock(2)` while it builds; another process building the same widget at that
/// moment compiles the whole module in a folder of its own instead of waiting.
struct IncrementalWorkspace: ~Copyable {
    let folder: String
    private let lock: Int32

    /// Holds the widget's folder under `root`, or nil when another process is building in it (or it cannot be made).
    init?(root: String, identity: String) {
        folder = root + "/" + identity
        guard (try? FileManager.default.createDirectory(atPath: folder + "/build", withIntermediateDirectories: true)) != nil
        else { return nil }
        guard let descriptor = Self.hold(folder) else { return nil }
        lock = descriptor
        // Marks it used, for pruning.
        _ = utimes(folder, nil)
    }

    deinit { close(lock) }  // closing releases the lock

    /// Writes `files` into the folder — a file whose text is unchanged is left as it is, a file no longer given is
    /// removed — and the driver's map of where each file's object and dependencies go. Returns the inputs' paths.
    func write(_ files: [(name: String, text: String)]) throws -> [String] {
        let manager = FileManager.default
        var paths: [String] = []
        var map: [String: [String: String]] = ["": ["swift-dependencies": folder + "/build/module.swiftdeps"]]
        for (name, text) in files {
            let path = folder + "/" + name
            let data = Data(text.utf8)
            if manager.contents(atPath: path) != data {
                // swiftc's driver tells a changed input by its modification time in whole seconds: a file edited again
                // within the second of its last build would be taken as unchanged (measured: the old program, drawn
                // again). A rewritten file is dated at least a second after its previous date.
                let previous = WidgetCompiler.modified(path)
                try data.write(to: URL(fileURLWithPath: path))
                let date = max(Date().timeIntervalSince1970, previous.rounded(.down) + 1)
                try manager.setAttributes([.modificationDate: Date(timeIntervalSince1970: date)], ofItemAtPath: path)
            }
            let stem = folder + "/build/" + (name as NSString).deletingPathExtension
            map[path] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
            paths.append(path)
        }
        let wanted = Set(files.map(\.name))
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".swift") && !wanted.contains(name) {
            try? manager.removeItem(atPath: folder + "/" + name)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(map).write(to: URL(fileURLWithPath: mapPath))
        return paths
    }

    var mapPath: String { folder + "/build/output-file-map.json" }
    var program: String { folder + "/widget" }

    /// swiftc's arguments for `flags` (a whole-module compile's) made incremental: batch jobs on every core, every
    /// file's errors reported (the driver goes on after a failing job).
    func arguments(_ flags: [String], inputs: [String]) -> [String] {
        flags.filter { $0 != "-wmo" }
            + ["-incremental", "-output-file-map", mapPath, "-enable-batch-mode", "-continue-building-after-errors",
               "-j", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))", "-o", program]
            + inputs
    }

    /// Forgets what was built (the next build compiles every file): after a failure swiftc did not locate in a file.
    func reset() {
        try? FileManager.default.removeItem(atPath: folder + "/build")
        try? FileManager.default.createDirectory(atPath: folder + "/build", withIntermediateDirectories: true)
    }

    /// The folder's lock, taken without waiting; nil when another process holds it.
    private static func hold(_ folder: String) -> Int32? {
        let descriptor = open(folder + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return nil }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Keeps the `count` most recently used workspaces under `root` (and any another process is building in).
    static func prune(_ root: String, keeping count: Int) {
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).filter { $0.allSatisfy(\.isHexDigit) }
        guard entries.count > count else { return }
        let dated = entries.map { ($0, WidgetCompiler.modified(root + "/" + $0)) }.sorted { $0.1 > $1.1 }
        for (name, _) in dated.dropFirst(count) {
            guard let descriptor = hold(root + "/" + name) else { continue }
            try? manager.removeItem(atPath: root + "/" + name)
            close(descriptor)
        }
    }
}
