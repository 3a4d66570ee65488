import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path rules for files a layout may read (SPEC §11): relative to the layout, inside the project tree.
///
/// Pure path logic, separate from decoding so it can be tested without images.
struct AssetResolver {
    /// The project tree's root, canonical (absolute, symlinks resolved); nil means "the layout's own directory".
    var projectRoot: String?
    var allowOutsideProject: Bool

    enum Resolution: Equatable {
        /// A canonical absolute path to read.
        case file(String)
        /// A built-in asset name.
        case builtin(String)
        case outside(String)
    }

    /// Where `name`, written in a layout in `directory`, points.
    func resolve(_ name: String, relativeTo directory: String) -> Resolution {
        if let builtin = BuiltinAssets.name(fromID: name) { return .builtin(builtin) }
        if !name.contains("/"), !name.contains("."), BuiltinAssets.isBuiltin(name) { return .builtin(name) }
        let base = Self.absolute(directory)
        let isAbsolute = name.hasPrefix("/")
        let path = Self.canonical(isAbsolute ? name : base + "/" + name)
        guard !allowOutsideProject else { return .file(path) }
        if isAbsolute { return .outside(path) }
        let root = projectRoot.map(Self.canonical) ?? Self.canonical(base)
        let inside = root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        return inside ? .file(path) : .outside(path)
    }

    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `path` absolute, with `.`/`..` collapsed and symlinks resolved (so a link cannot escape the tree).
    static func canonical(_ path: String) -> String {
        // realpath(3) answers for a file that exists in one call; URL's walk stats every component twice.
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: absolute(path)).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
