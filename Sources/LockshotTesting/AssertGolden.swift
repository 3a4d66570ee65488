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
///   - tolerance: exact by default.
public func assertGolden(
    layout: String, preview: String? = nil, presentation: Presentation = .lockScreen, device: Device = .default,
    scale: Int = 3, golden: String? = nil, record: RecordMode? = nil, tolerance: Tolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message = verifyGolden(layout: layout, preview: preview, presentation: presentation, device: device,
                               scale: scale, golden: golden, record: record, tolerance: tolerance, filePath: filePath)
    if let message {
        recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// `assertGolden` without the assertion: the failure message, or nil when the image matches.
/// Goldens are written as the record mode says (a recording returns a message too).
public func verifyGolden(
    layout: String, preview: String? = nil, presentation: Presentation = .lockScreen, device: Device = .default,
    scale: Int = 3, golden: String? = nil, record: RecordMode? = nil, tolerance: Tolerance = .exact,
    filePath: StaticString = #filePath
) -> String? {
    let directory = TestPaths.directory(of: filePath)
    let target = LockshotPreview(layout: layout, preview: preview, presentation: presentation, device: device)
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
    let mode: RecordMode
    do { mode = try record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) } catch {
        return "\(error)"
    }
    let actual: [UInt8]
    do { actual = try Pipeline().render(target.request(scale: scale, relativeTo: directory)).data } catch {
        return "\(c.id): cannot render: " + error.diagnostics.map(\.message).joined(separator: "; ")
    }
    return GoldenCheck(mode: mode, tolerance: tolerance).check(id: c.id, actual: actual, goldenPath: goldenPath)
}

/// The record-mode decision of one golden (`GoldenRecorder`), worded for a test failure.
struct GoldenCheck {
    var mode: RecordMode
    var tolerance: Tolerance

    /// Compares `actual` with the golden at `goldenPath`, writing it as the mode says.
    /// - Returns: nil when it matches; otherwise what happened, naming the case. Recording
    ///   returns a message too (swift-snapshot-testing's convention).
    func check(id: String, actual: [UInt8], goldenPath: String) -> String? {
        let verifier = GoldenVerifier(comparator: ImageComparator(tolerance: tolerance), codec: .png)
        switch GoldenRecorder(mode: mode, verifier: verifier).record(actual, goldenPath: goldenPath, drawingDiff: false) {
        case .passed: return nil
        case .recorded(true, _, _): return "\(id): no golden was found; recorded \(goldenPath). Check the image, then re-run."
        case .recorded(false, let reason, _): return "\(id): re-recorded \(goldenPath) (\(reason ?? "changed")). Re-run the test."
        case .failed(let failure, _, _): return "\(id): \(failure.message)"
        case .missing: return "\(id): no golden at \(goldenPath) (record mode 'never'); record it with LOCKSHOT_RECORD=missing"
        case .writeFailed(let error): return "\(id): \(error)"
        }
    }
}
