import Foundation
import LockshotGolden
#if canImport(Glibc)
import Glibc
#endif

/// Maps a raw (percent-encoded) request path below `/files/` to a regular file inside the served
/// directory, or refuses it: `..`, `.`, empty or hidden components, absolute paths, encoded
/// slashes or backslashes, NUL, and anything whose real path (symlinks resolved) leaves the directory.
package struct SafePath: Sendable {
    /// The served directory, real path.
    package let root: String

    package init(root: String) {
        self.root = SafePath.realPath(root) ?? FileWatcher.absolute(root)
    }

    /// The file `rawRelative` names (percent-encoded, no leading slash), or nil.
    package func resolve(rawRelative: String) -> String? {
        let lowered = rawRelative.lowercased()
        for bad in ["%2f", "%5c", "%00", "\\", "%25"] where lowered.contains(bad) { return nil }
        guard !rawRelative.isEmpty, !rawRelative.hasPrefix("/"),
              let decoded = rawRelative.removingPercentEncoding, !decoded.contains("\0") else { return nil }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") }) else { return nil }
        guard (try? ConfinedFolder(root).resolve(decoded)) != nil,
              let real = SafePath.realPath(root + "/" + decoded), real.hasPrefix(root + "/") else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
