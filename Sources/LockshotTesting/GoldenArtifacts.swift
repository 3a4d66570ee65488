import Foundation
import LockshotGolden
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest) && canImport(ObjectiveC)
import XCTest
#endif

/// The images of a failed golden comparison, written where a CI job can upload them and
/// attached to the running test so IDEs and CI systems that show attachments show them.
///
/// Written to `$LOCKSHOT_ARTIFACTS/<case>/` (like swift-snapshot-testing's
/// `SNAPSHOT_ARTIFACTS`); without it, to `<package>/.build/lockshot-artifacts/<case>/` when
/// the test file lies in a Swift package, else to the system temporary directory.
struct GoldenArtifacts {
    /// File name → PNG bytes, in the order expected, actual, diff (the ones that exist).
    var images: [(name: String, bytes: [UInt8])]

    /// The images of a comparison: the golden's bytes (nil when there is none), the new
    /// render, and the diff when pixels were compared.
    init(expected: [UInt8]?, actual: [UInt8], diff: [UInt8]?) {
        images = []
        if let expected { images.append(("expected.png", expected)) }
        images.append(("actual.png", actual))
        if let diff { images.append(("diff.png", diff)) }
    }

    /// The environment variable naming the artifacts directory.
    static let environmentKey = "LOCKSHOT_ARTIFACTS"

    /// The artifacts root: `LOCKSHOT_ARTIFACTS`, else `.build/lockshot-artifacts` of the Swift
    /// package holding `nearPath` (a test file or directory), else the temporary directory's
    /// `lockshot-artifacts`.
    static func root(environment: [String: String], nearPath: String?) -> String {
        if let path = environment[environmentKey], !path.isEmpty { return path }
        if let nearPath, let package = packageRoot(containing: nearPath) {
            return package + "/.build/lockshot-artifacts"
        }
        return NSTemporaryDirectory().replacingOccurrences(of: "//", with: "/")
            .trimmingTrailingSlash + "/lockshot-artifacts"
    }

    /// Where the swift-snapshot-testing strategy puts a failure's images, which knows no case
    /// name: `<root>/snapshots/<test>/<hash of the new image>/`, the root found from the
    /// working directory (`swift test` runs in the package).
    static func snapshotDirectory(environment: [String: String], actual: [UInt8]) -> String {
        var test = "outside-a-test"
        #if canImport(Testing)
        if let current = Test.current { test = current.name }
        #endif
        let safe = String(test.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: a stable folder per distinct image
        for byte in actual { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return root(environment: environment, nearPath: FileManager.default.currentDirectoryPath)
            + "/snapshots/" + safe + "/" + String(hash, radix: 16)
    }

    /// The nearest directory at or above `path` holding a `Package.swift`.
    static func packageRoot(containing path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardized
        let manager = FileManager.default
        for _ in 0..<32 {
            if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// Writes the images into `directory`, replacing a previous failure's images there.
    /// - Returns: the paths written, in order; the message names them.
    /// - Throws: `FileWriteError`.
    func write(into directory: String) throws -> [String] {
        for stale in ["expected.png", "actual.png", "diff.png"] where !images.contains(where: { $0.name == stale }) {
            try? FileManager.default.removeItem(atPath: directory + "/" + stale)
        }
        return try images.map { image in
            let path = directory + "/" + image.name
            try AtomicFile.write(image.bytes, to: path)
            return path
        }
    }

    /// Writes the images into `directory`; returns the lines that name them, for the
    /// failure message (or says why they could not be written).
    func writeListing(into directory: String) -> String {
        do {
            let paths = try write(into: directory)
            return "\n" + zip(images, paths).map { "  \($0.0.name.dropLast(4)): \($0.1)" }.joined(separator: "\n")
        } catch {
            return "\n  (the images could not be written: \(error))"
        }
    }

    /// Writes the images and attaches them; returns the lines to append to the failure message.
    func publish(directory: String, fileID: String, filePath: String, line: Int, column: Int) -> String {
        let listing = writeListing(into: directory)
        attach(fileID: fileID, filePath: filePath, line: line, column: column)
        return listing
    }

    /// Attaches the images to the current test: Swift Testing's `Attachment`, or
    /// `XCTAttachment` under XCTest on Apple platforms (swift-corelibs-xctest on Linux has no
    /// attachments, so XCTest tests there get the files and the message only).
    func attach(fileID: String, filePath: String, line: Int, column: Int) {
        #if canImport(Testing) && compiler(>=6.2)  // Attachment is API from Swift 6.2 on
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            for image in images { Attachment.record(image.bytes, named: image.name, sourceLocation: location) }
            return
        }
        #endif
        #if canImport(XCTest) && canImport(ObjectiveC)
        // XCTest runs synchronous tests on the main thread; activities need a test context there.
        guard Thread.isMainThread else { return }
        let images = images.map { (name: $0.name, data: Data($0.bytes)) }
        MainActor.assumeIsolated {
            XCTContext.runActivity(named: "lockshot golden images") { activity in
                for image in images {
                    let attachment = XCTAttachment(data: image.data, uniformTypeIdentifier: "public.png")
                    attachment.name = image.name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
        }
        #endif
    }
}

extension String {
    fileprivate var trimmingTrailingSlash: String {
        hasSuffix("/") && count > 1 ? String(dropLast()) : self
    }
}
