import Foundation
import LockshotGolden
import LockshotKit
import LockshotLayout
@_spi(Internals) import SnapshotTesting

/// Asserts that a layout's preview renders like its golden image; records an issue otherwise.
///
/// Works in Swift Testing (an `Issue`) and XCTest (`XCTFail`). Goldens default to
/// `__Goldens__/<layout>/<preview-slug>/<presentation>.<device>@<scale>x.png` beside the test
/// file. Recording follows swift-snapshot-testing: writing a golden also fails the test, so
/// a freshly recorded image is looked at before it is trusted.
///
/// On a failure, `expected.png`, `actual.png` and `diff.png` go to
/// `$LOCKSHOT_ARTIFACTS/<case id>/` (default: the package's `.build/lockshot-artifacts`), the
/// message names them, and they are attached to the test (Swift Testing's `Attachment`;
/// `XCTAttachment` under XCTest on Apple platforms), so CI systems and IDEs show them.
///
/// ```swift
/// @Test func pinnedSnap() {
///     assertGolden(layout: "../../layouts/flick-pinned-snap.lockshot", preview: "short caption")
/// }
/// ```
/// - Parameters:
///   - layout: the `.lockshot` file, relative to the test file's directory (or absolute).
///   - preview: the preview's name; nil: the first.
///   - golden: a `.png` path, or a directory holding goldens in lockshot's layout; relative
///     to the test file's directory. nil: `__Goldens__` beside the test file.
///   - record: nil: `LOCKSHOT_RECORD`, else `never` when `CI` is set, else `missing`.
///   - presentation: Lock Screen, compact, minimal or expanded.
///   - device: the device whose sizes apply.
///   - scale: device pixels per point.
///   - tolerance: exact by default.
///   - fileID: the calling test's, for the issue.
///   - filePath: the calling test's: relative paths resolve from its directory.
///   - line: the calling test's, for the issue.
///   - column: the calling test's, for the issue.
public func assertGolden(
    layout: String, preview: String? = nil, presentation: Presentation = .lockScreen, device: Device = .default,
    scale: Int = 3, golden: String? = nil, record: RecordMode? = nil, tolerance: Tolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let outcome = goldenOutcome(layout: layout, preview: preview, presentation: presentation, device: device,
                                scale: scale, golden: golden, record: record, tolerance: tolerance, filePath: filePath)
    guard var message = outcome.message else { return }
    if let artifacts = outcome.artifacts {
        message += artifacts.images.publish(directory: artifacts.directory, fileID: "\(fileID)", filePath: "\(filePath)",
                                            line: Int(line), column: Int(column))
    }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertGolden` without the assertion: the failure message, or nil when the image matches.
/// Goldens are written as the record mode says (a recording returns a message too). On a
/// failure the expected, actual and diff images are written to the artifacts directory
/// (`LOCKSHOT_ARTIFACTS`, else the package's `.build/lockshot-artifacts`) and the message
/// names them; only `assertGolden` attaches them to the test.
public func verifyGolden(
    layout: String, preview: String? = nil, presentation: Presentation = .lockScreen, device: Device = .default,
    scale: Int = 3, golden: String? = nil, record: RecordMode? = nil, tolerance: Tolerance = .exact,
    filePath: StaticString = #filePath
) -> String? {
    let outcome = goldenOutcome(layout: layout, preview: preview, presentation: presentation, device: device,
                                scale: scale, golden: golden, record: record, tolerance: tolerance, filePath: filePath)
    guard let message = outcome.message else { return nil }
    guard let artifacts = outcome.artifacts else { return message }
    return message + artifacts.images.writeListing(into: artifacts.directory)
}

/// What a golden check found: the message (nil: it matches) and, for a failure, the images
/// to publish with the directory they go to.
func goldenOutcome(
    layout: String, preview: String?, presentation: Presentation, device: Device,
    scale: Int, golden: String?, record: RecordMode?, tolerance: Tolerance, filePath: StaticString
) -> (message: String?, artifacts: (images: GoldenArtifacts, directory: String)?) {
    let directory = TestPaths.directory(of: filePath)
    let layoutPath = TestPaths.resolve(layout, against: directory)
    let layoutName = URL(fileURLWithPath: layoutPath).deletingPathExtension().lastPathComponent
    let c = GoldenCase(layout: layoutName, layoutPath: layoutPath,
                       preview: preview ?? "", previewSlug: CaseNaming.slug(preview ?? "default"),
                       presentation: presentation.rawValue, device: device.id, scale: scale)
    let goldenPath: String
    if let golden, golden.hasSuffix(".png") {
        goldenPath = TestPaths.resolve(golden, against: directory)
    } else {
        let root = TestPaths.resolve(golden ?? "__Goldens__", against: directory)
        goldenPath = root + "/" + c.goldenRelativePath
    }
    let environment = ProcessInfo.processInfo.environment
    let mode: RecordMode
    do { mode = try record ?? RecordMode.fromEnvironment(environment) } catch {
        return ("\(error)", nil)
    }
    // The case renders as in `lockshot test` and `serve`: one request per golden case.
    let actual: [UInt8]
    do {
        let request = try RenderRequest(golden: c)
        do { actual = try Pipeline().render(request).data } catch {
            return ("\(c.id): cannot render: " + error.diagnostics.map(\.message).joined(separator: "; "), nil)
        }
    } catch {
        return ("\(c.id): cannot render: \(error)", nil)
    }
    let result = GoldenCheck(mode: mode, tolerance: tolerance).check(id: c.id, actual: actual, goldenPath: goldenPath)
    guard let message = result.message else { return (nil, nil) }
    let artifactDirectory = GoldenArtifacts.root(environment: environment, nearPath: directory) + "/" + c.id
    return (message, result.artifacts.map { ($0, artifactDirectory) })
}

/// The record-mode decision of one golden (`GoldenRecorder`), worded for a test failure.
struct GoldenCheck {
    var mode: RecordMode
    var tolerance: Tolerance

    /// Compares `actual` with the golden at `goldenPath`, writing it as the mode says.
    /// - Returns: nil when it matches; otherwise what happened, naming the case, and for a
    ///   failed or missing golden the images to publish. Recording returns a message too
    ///   (swift-snapshot-testing's convention).
    func check(id: String, actual: [UInt8], goldenPath: String) -> (message: String?, artifacts: GoldenArtifacts?) {
        let verifier = GoldenVerifier(comparator: ImageComparator(tolerance: tolerance), codec: .png)
        switch GoldenRecorder(mode: mode, verifier: verifier).record(actual, goldenPath: goldenPath, drawingDiff: true) {
        case .passed: return (nil, nil)
        case .recorded(true, _, _): return ("\(id): no golden was found; recorded \(goldenPath). Check the image, then re-run.", nil)
        case .recorded(false, let reason, _): return ("\(id): re-recorded \(goldenPath) (\(reason ?? "changed")). Re-run the test.", nil)
        case .failed(let failure, let verification, let expected):
            let diff = verification.diff.flatMap { try? ImageCodec.png.encodeDiff($0) }
            return ("\(id): \(failure.message)", GoldenArtifacts(expected: expected, actual: actual, diff: diff))
        case .missing:
            return ("\(id): no golden at \(goldenPath) (record mode 'never'); record it with LOCKSHOT_RECORD=missing",
                    GoldenArtifacts(expected: nil, actual: actual, diff: nil))
        case .writeFailed(let error): return ("\(id): \(error)", nil)
        }
    }
}
