import Foundation
import LockshotGolden
import Testing

@Suite("Report folder lock")
struct FolderLockTests {
    @Test("a second run on the same report folder is refused at once; after the first ends it may go")
    func exclusive() throws {
        let folder = NSTemporaryDirectory() + "lockshot-lock-" + UUID().uuidString + "/report"
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        var first: FolderLock? = try FolderLock(folder)
        #expect(first != nil)
        #expect(throws: FolderLockError.busy(folder: folder)) { _ = try FolderLock(folder) }
        let other = try FolderLock(folder + "-other")  // another folder is not held
        withExtendedLifetime(other) {}
        first = nil
        _ = try FolderLock(folder)
    }

    @Test("a lock file that is a symbolic link is not followed")
    func symlink() throws {
        let base = NSTemporaryDirectory() + "lockshot-lock-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/report", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/report/" + FolderLock.fileName, withDestinationPath: base + "/target")
        #expect(throws: FolderLockError.self) { _ = try FolderLock(base + "/report") }
        #expect(!FileManager.default.fileExists(atPath: base + "/target"), "nothing is created through the link")
    }
}
