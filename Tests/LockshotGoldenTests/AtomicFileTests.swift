import Foundation
import LockshotGolden
import Testing

/// SPEC §11: a write never leaves a half-written file, never replaces a directory, and an
/// unchanged file is left alone.
@Suite struct AtomicFileTests {
    private func inode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }

    private func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    @Test func replacesAFileThroughARenameAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.file("out.png")
        try AtomicFile.write([1, 2, 3], to: path)
        let first = try inode(path)
        try AtomicFile.write([4, 5, 6], to: path)
        #expect(AtomicFile.read(path) == [4, 5, 6])
        #expect(try inode(path) != first, "a changed file is replaced by a new one, not rewritten in place")
        #expect(try leftovers(in: directory.path).isEmpty)
    }

    @Test func leavesAFileThatAlreadyHoldsTheBytesAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.file("same.png")
        try AtomicFile.write([7, 7, 7], to: path)
        let before = try inode(path)
        #expect(try AtomicFile.writeIfChanged([7, 7, 7], to: path) == false)
        try AtomicFile.write([7, 7, 7], to: path)
        #expect(try inode(path) == before)
        #expect(try AtomicFile.writeIfChanged([7, 7, 8], to: path) == true, "same size, other bytes")
        #expect(AtomicFile.read(path) == [7, 7, 8])
    }

    @Test func createsMissingFoldersAndNamesAFileInTheWay() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try AtomicFile.write([1], to: directory.file("a/b/c/out.png"))
        #expect(AtomicFile.read(directory.file("a/b/c/out.png")) == [1])

        try AtomicFile.write([1], to: directory.file("blocker"))
        #expect {
            try AtomicFile.write([2], to: directory.file("blocker/deeper/out.png"))
        } throws: { error in
            "\(error)".contains("blocker is a file, not a folder")
        }
        #expect(throws: FileWriteError.self) { try AtomicFile.write([2], to: directory.path) }
    }

    @Test func writesThroughADevice() throws {
        try AtomicFile.write([1, 2, 3], to: "/dev/null")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: "/dev/null", isDirectory: &isDirectory) && !isDirectory.boolValue)
    }

    @Test func dotSegmentsNameTheSameFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try AtomicFile.write([9], to: directory.path + "/./sub/./plain.png")
        #expect(AtomicFile.read(directory.file("sub/plain.png")) == [9])
        #expect(try leftovers(in: directory.file("sub")).isEmpty)
    }
}
