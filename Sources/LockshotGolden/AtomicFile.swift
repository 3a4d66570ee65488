import FoundationEssentials
#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
#endif

/// File writes that never leave a half-written file (SPEC §11) and never touch unchanged files.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file in the same directory, then renames it over `path`
    /// (atomic on POSIX file systems). Creates missing parent directories.
    /// - Throws: `FileWriteError` naming the path.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        // A device or a pipe (`-o /dev/stdout`) is written through; renaming over it would replace it.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw FileWriteError(path: path, reason: "it is a directory") }
            try writeThrough(bytes, to: path)
            return
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.deletingLastPathComponent()
        // Foundation's message for a folder that cannot be made is "error 512"; name the cause.
        var ancestor = directory
        while ancestor.path != "/" {
            var isFolder = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                guard isFolder else {
                    throw FileWriteError(path: path, reason: "\(ancestor.path) is a file, not a folder")
                }
                break
            }
            ancestor = ancestor.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try Data(bytes).write(to: temporary)
                // rename(2) replaces the target atomically; Foundation's replaceItemAt may copy.
                guard rename(temporary.path, url.path) == 0 else {
                    throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
        } catch let error as FileWriteError {
            throw error
        } catch {
            throw FileWriteError(path: path, reason: "\(error)")
        }
    }

    private static func writeThrough(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { posixWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
            }
            offset += n
        }
    }

    /// Writes only when the file does not already hold exactly `bytes`.
    /// - Returns: true when the file was written.
    @discardableResult
    public static func writeIfChanged(_ bytes: [UInt8], to path: String) throws -> Bool {
        if let existing = read(path), existing == bytes { return false }
        try write(bytes, to: path)
        return true
    }

    /// The file's bytes, or nil when it does not exist or cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}

/// A file could not be written.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// What the system said.
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}
