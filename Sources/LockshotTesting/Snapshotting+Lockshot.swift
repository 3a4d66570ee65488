import Foundation
import LockshotGolden
import LockshotKit
import LockshotLayout
@_spi(Internals) import SnapshotTesting

extension Snapshotting where Value == LockshotPreview, Format == Data {
    /// Renders a lockshot preview to PNG at @3x and compares it with lockshot's comparator,
    /// so `assertSnapshot(of:as:)` works on Linux, where swift-snapshot-testing has no image
    /// strategy of its own.
    ///
    /// ```swift
    /// assertSnapshot(of: LockshotPreview(layout: path, preview: "short caption"), as: .lockshotImage)
    /// ```
    public static var lockshotImage: Snapshotting { lockshotImage() }

    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - tolerance: exact by default.
    ///   - layoutDirectory: resolves relative layout paths; nil: the working directory. Pass
    ///     the test file's directory (from `#filePath`) to stay independent of where tests run.
    public static func lockshotImage(scale: Int = 3, tolerance: Tolerance = .exact,
                                     layoutDirectory: String? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .lockshotPNG(tolerance: tolerance)) { (preview: LockshotPreview) -> Data in
            do {
                return Data(try Pipeline().render(preview.request(scale: scale, relativeTo: layoutDirectory)).data)
            } catch {
                recordRenderFailure("\(error)", preview)
                return Data()
            }
        }
    }

    private static func recordRenderFailure(_ reason: String, _ preview: LockshotPreview) {
        recordIssue("cannot render \(preview.layout) preview '\(preview.preview ?? "(first)")' "
                    + "\(preview.presentation.rawValue): \(reason)",
                    fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
}

extension Diffing where Value == Data {
    /// Compares PNG bytes with lockshot's comparator (pixelmatch, exact by default): sizes,
    /// then pixels, with the numbers in the message and the diff image attached.
    public static func lockshotPNG(tolerance: Tolerance = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            if reference == new { return nil }
            if new.isEmpty { return ("the image could not be rendered (see the issue above)", []) }
            let verification = GoldenVerifier(comparator: ImageComparator(tolerance: tolerance), codec: .png)
                .verify(expected: [UInt8](reference), expectedPath: "the reference image", actual: [UInt8](new))
            guard let failure = verification.failure else { return nil }
            let diffBytes = verification.diff.flatMap { try? ImageCodec.png.encodeDiff($0) }
            var attachments: [DiffAttachment] = [.data(new, name: "actual.png"), .data(reference, name: "expected.png")]
            if let diffBytes { attachments.append(.data(Data(diffBytes), name: "diff.png")) }
            // swift-snapshot-testing attaches these only under Xcode; elsewhere (Linux, `swift test`)
            // lockshot writes them to LOCKSHOT_ARTIFACTS and attaches them through Swift Testing.
            let images = GoldenArtifacts(expected: [UInt8](reference), actual: [UInt8](new), diff: diffBytes)
            let environment = ProcessInfo.processInfo.environment
            let directory = GoldenArtifacts.snapshotDirectory(environment: environment, actual: [UInt8](new))
            let message = failure.message + images.writeListing(into: directory)
            if environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil {
                images.attach(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            }
            return (message, attachments)
        }
    }
}
