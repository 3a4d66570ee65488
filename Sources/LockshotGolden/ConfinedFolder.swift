import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that paths read from untrusted input must stay inside: a run record from a CI shard
/// or a downloaded report (`report merge`, `test --accept --from`), a request to `lockshot serve`.
/// docs/threat-model.md says which inputs are untrusted.
///
/// A path is refused, before anything is read or written, when it is empty, absolute, has a `..`
/// or empty component, a NUL or another control character, or when a symbolic link on the way
/// (the file itself included) leads out of the folder's real path. The folder itself may be a
/// link: it is the project's configuration, not the record's.
package struct ConfinedFolder: Sendable, Hashable {
    /// The folder, absolute and lexically normalised.
    package let path: String

    package init(_ path: String) {
        self.path = ConfinedFolder.normalised(ConfinedFolder.absolute(path))
    }

    /// `relative` (as a record or request gives it) as an absolute path inside the folder.
    /// - Throws: `PathEscape` naming what is wrong with it.
    package func resolve(_ relative: String) throws(PathEscape) -> String {
        if relative.isEmpty { throw PathEscape(path: relative, reason: "it is empty") }
        if relative.hasPrefix("/") { throw PathEscape(path: relative, reason: "it is absolute") }
        if relative.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw PathEscape(path: relative, reason: "it holds a control character")
        }
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "..": throw PathEscape(path: relative, reason: "it climbs out with '..'")
            case "": throw PathEscape(path: relative, reason: "it has an empty component")
            // `.` alone names the folder itself, not a file in it (found by `scripts/fuzz record`).
            case ".": throw PathEscape(path: relative, reason: "it has a '.' component")
            default: continue
            }
        }
        let target = path + "/" + relative
        try checkLinks(target, shown: relative)
        return target
    }

    /// `candidate` (absolute, or relative to the working directory) when it lies inside the
    /// folder; the form a record keeps a golden's path in.
    /// - Throws: `PathEscape` when it lies elsewhere or climbs with `..`.
    package func contain(_ candidate: String) throws(PathEscape) -> String {
        if candidate.split(separator: "/").contains("..") {
            throw PathEscape(path: candidate, reason: "it climbs out with '..'")
        }
        let absolute = ConfinedFolder.normalised(ConfinedFolder.absolute(candidate))
        guard absolute.hasPrefix(path + "/") else {
            throw PathEscape(path: candidate, reason: "it is not inside \(path)")
        }
        return try resolve(String(absolute.dropFirst(path.count + 1)))
    }

    /// The deepest part of `target` that exists (the file itself when it does) must resolve,
    /// links followed, inside the folder's real path.
    private func checkLinks(_ target: String, shown: String) throws(PathEscape) {
        guard let root = ConfinedFolder.realPath(path) else { return }  // nothing below a missing folder exists
        var probe = target
        while probe.count > path.count {
            var info = stat()
            if lstat(probe, &info) == 0 {
                guard let real = ConfinedFolder.realPath(probe), real == root || real.hasPrefix(root + "/") else {
                    throw PathEscape(path: shown, reason: "a symbolic link leads out of \(path)")
                }
                return
            }
            probe = String(probe[..<(probe.lastIndex(of: "/") ?? probe.startIndex)])
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `.` and empty components dropped, `..` applied (textually).
    static func normalised(_ absolute: String) -> String {
        var parts: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// A path from untrusted input that would leave its folder.
package struct PathEscape: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "'\(Escaping.terminal(path))' is refused: \(reason)" }
}
