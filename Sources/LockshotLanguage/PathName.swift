/// Path arithmetic on plain strings, as `NSString`'s path methods do it: FoundationEssentials, which
/// lockshot imports instead of Foundation (its ICU and Objective-C bridging cost every process
/// start, docs/benchmarks.md), has no `NSString`. Only `/` separates; nothing touches the disk.
package enum PathName {
    /// lockshot's folder in the user's cache: `$XDG_CACHE_HOME/lockshot`, else `~/.cache/lockshot`; nil without either.
    package static func userCache(_ environment: [String: String]) -> String? {
        guard let base = environment["XDG_CACHE_HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? environment["HOME"].map({ $0 + "/.cache" })
        else { return nil }
        return base + "/lockshot"
    }

    /// `directory/component`: one `/` between them, none when `directory` is empty.
    package static func join(_ directory: String, _ component: String) -> String {
        if directory.isEmpty { return component }
        if component.isEmpty { return directory }
        let head = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let tail = component.hasPrefix("/") ? String(component.dropFirst()) : component
        return head + "/" + tail
    }

    /// The path without its last component: `a/b/c` → `a/b`, `c` → ``, `/c` → `/`.
    package static func directory(of path: String) -> String {
        let trimmed = stripTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return stripTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component: `a/b/c.png` → `c.png`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = stripTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return trimmed == "/" ? "/" : String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last component without its dot (`png`), or `` when it has none.
    package static func `extension`(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without the last component's extension: `a/b.c.png` → `a/b.c`.
    package static func deletingExtension(of path: String) -> String {
        let ext = `extension`(of: path)
        guard !ext.isEmpty else { return stripTrailingSlashes(path) }
        return String(stripTrailingSlashes(path).dropLast(ext.count + 1))
    }

    /// `.` and `..` components resolved and repeated slashes folded: `/a/./b/../c/` → `/a/c` (no links followed).
    package static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else if part != ".." || !path.hasPrefix("/") { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    private static func stripTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1 && result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
