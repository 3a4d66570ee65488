import Foundation
@_spi(Internals) import SnapshotTesting

/// Runs a project's whole golden suite — what `lockshot test` runs — and records one issue per case
/// that fails, is missing, could not be rendered or was recorded (a fresh golden is looked at first,
/// as in swift-snapshot-testing).
///
/// The project's `lockshot.json` (its layout folders, devices, scales, tolerance and masks) is read
/// from `project`, relative to the test file's directory; its paths resolve from there, never from
/// the working directory. The run record and the failures' images go to
/// `$LOCKSHOT_ARTIFACTS/suite` (default: the package's `.build/lockshot-artifacts/suite`), and each
/// issue names the case's images.
///
/// ```swift
/// @Test func designs() {
///     assertGoldenSuite(project: "../..")
/// }
/// ```
/// - Parameters:
///   - project: the folder holding `lockshot.json`, relative to the test file's directory (or absolute).
///   - record: nil: `LOCKSHOT_RECORD`, else `never` when `CI` is set, else `missing`.
///   - filter: only cases whose id contains it, or matches it as a glob (as `lockshot test --filter`).
///   - fileID: the calling test's, for the issues.
///   - filePath: the calling test's: `project` resolves from its directory.
///   - line: the calling test's, for the issues.
///   - column: the calling test's, for the issues.
/// - Returns: the run record, for further checks.
@discardableResult
public func assertGoldenSuite(
    project: String = ".", record: RecordMode? = nil, filter: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> RunRecord? {
    func fail(_ message: String) { recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    let root = TestPaths.resolve(project, against: TestPaths.directory(of: filePath))
    let environment = ProcessInfo.processInfo.environment
    do {
        var configuration = try GoldenConfiguration.load(root: root)
        configuration.layouts = configuration.layouts.map { TestPaths.resolve($0, against: root) }
        configuration.golden = TestPaths.resolve(configuration.golden, against: root)
        let suite = try GoldenSuite(configuration: configuration)
        let reportDirectory = GoldenArtifacts.root(environment: environment, nearPath: root) + "/suite"
        let options = GoldenRunOptions(
            record: try record ?? RecordMode.fromEnvironment(environment), goldenDirectory: configuration.golden,
            reportDirectory: reportDirectory, filter: filter.map(CaseFilter.init),
            jobs: ProcessInfo.processInfo.activeProcessorCount)
        let run = try suite.run(options)
        try? run.writeReports(to: reportDirectory)
        for c in run.cases where c.status != .passed {
            let images = [c.expected, c.actual, c.diff].compactMap { $0 }.map { reportDirectory + "/" + $0 }
            fail((c.message ?? c.id) + (images.isEmpty ? "" : "\n  " + images.joined(separator: "\n  ")))
        }
        return run
    } catch {
        fail("\(root): the golden suite cannot run: \(error)")
        return nil
    }
}
