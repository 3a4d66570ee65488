import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive hold on a report folder for one `lockshot test` run, so that two runs given the same
/// `--report` (two terminals, two CI steps) never clear or write each other's artifacts (issue 28 L9).
///
/// `flock(2)` on `<folder>/.lockshot.lock`: the system releases it when the process ends, however it
/// ends, so a killed run never leaves a folder locked. The file itself stays (it is empty).
package final class FolderLock {
    package static let fileName = ".lockshot.lock"
    private let descriptor: Int32

    /// Takes the lock, creating the folder when needed.
    /// - Throws: `FolderLockError.busy` at once when another process holds it (no waiting).
    package init(_ folder: String) throws(FolderLockError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unusable(folder: folder, reason: "\(error)")
        }
        let path = folder + "/" + Self.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .unusable(folder: folder, reason: String(cString: strerror(errno))) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let reason = errno
            close(descriptor)
            if reason == EWOULDBLOCK { throw .busy(folder: folder) }
            throw .unusable(folder: folder, reason: String(cString: strerror(reason)))
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }  // closing releases the lock
}

package enum FolderLockError: Error, Sendable, CustomStringConvertible, Equatable {
    case busy(folder: String)
    case unusable(folder: String, reason: String)

    package var description: String {
        switch self {
        case .busy(let folder):
            "another lockshot run is writing the report folder \(folder); wait for it to finish, or give this run its own --report"
        case .unusable(let folder, let reason):
            "cannot lock the report folder \(folder): \(reason)"
        }
    }
}
