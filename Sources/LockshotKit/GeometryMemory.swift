import FoundationEssentials
import LockshotGolden
import LockshotLanguage
import LockshotLayout

/// The `GeometryReader` sizes a compiled widget's layout settled on, kept between runs in the user's cache
/// (`$XDG_CACHE_HOME/lockshot/geometry/`, by the layout's absolute path): the next run passes them to the widget's
/// first run, so an unchanged widget is run once, not twice. A remembered size that no longer fits (the code or the
/// device changed) is found as any other mismatch and corrected by one more run; the pictures are the same either
/// way, since a reader's frame does not depend on what it draws.
package enum GeometryMemory {
    /// At most this many sizes per layout are kept (keys of previews since renamed accumulate otherwise).
    static let limit = 4096

    static func file(for path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let cache = PathName.userCache(environment) else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return cache + "/geometry/" + Fingerprint.fnv1a64(Array(absolute.utf8)).dropFirst("fnv1a64:".count) + ".json"
    }

    static func read(_ path: String) -> [String: Size] {
        guard let file = file(for: path), let data = FileManager.default.contents(atPath: file),
              let stored = try? JSONDecoder().decode([String: [Double]].self, from: data), stored.count <= limit else { return [:] }
        var sizes: [String: Size] = [:]
        for (key, value) in stored where value.count == 2 && value.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            sizes[key] = Size(width: value[0], height: value[1])
        }
        return sizes
    }

    /// Forgets what was settled for `path` (the next run starts from the widget's own guesses).
    package static func forget(_ path: String) {
        if let file = file(for: path) { try? FileManager.default.removeItem(atPath: file) }
    }

    /// Best effort: a cache that cannot be written only costs the next run its second pass.
    static func write(_ path: String, _ sizes: [String: Size]) {
        guard let file = file(for: path), sizes.count <= limit else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(sizes.mapValues { [$0.width, $0.height] }) else { return }
        let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = file + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        _ = try? FileManager.default.removeItem(atPath: file)
        _ = try? FileManager.default.moveItem(atPath: temporary, toPath: file)
    }
}
