import Foundation
import LockshotGolden
import LockshotRender

/// Renders each case as a small image whose pixels depend on the case id and a `version`,
/// so a test can make "the same" or "a changed" rendering.
struct FakeRenderer: CaseRenderer {
    var version: Int = 0
    /// Case ids whose pixels change with `version`; the others never change.
    var changing: Set<String>? = nil
    /// Case ids that throw.
    var failing: Set<String> = []

    func render(_ c: GoldenCase) throws -> [UInt8] {
        if failing.contains(c.id) { throw FakeError(message: "boom in \(c.id)") }
        var canvas = Canvas(width: 6, height: 4, fill: (UInt8(c.index * 40 % 256), 80, 160, 255))
        if changing?.contains(c.id) ?? true, version > 0 { canvas.set(version % 6, 1, (0, 0, 0, 255)) }
        return RawCodec.encode(canvas.image)
    }

    struct FakeError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// A renderer that returns different bytes on every call (for --check-determinism).
final class UnstableRenderer: CaseRenderer {
    private var calls = 0
    func render(_ c: GoldenCase) throws -> [UInt8] {
        calls += 1
        var canvas = Canvas(width: 4, height: 4)
        canvas.set(calls % 4, 0, (0, 0, 0, 255))
        return RawCodec.encode(canvas.image)
    }
}

enum Fixtures {
    static let layouts = [
        LayoutDescription(path: "layouts/alpha.lockshot", name: "alpha", previews: ["Short caption", "No caption"],
                          presentations: ["lockScreen", "compact", "minimal"]),
        LayoutDescription(path: "layouts/beta.lockshot", name: "beta", previews: ["Pager!"],
                          presentations: ["lockScreen", "expanded"]),
    ]

    static var cases: [GoldenCase] { CasePlanner.cases(layouts: layouts, devices: ["iphone-15-pro"], scales: [3]) }

    static let environment = GoldenEnvironment(lockshotVersion: "0.1.0", libraries: ["cairo": "1.16.0"],
                                               fonts: ["emoji": "fnv1a64:00000000000000aa"])

    static func runner(in directory: TemporaryDirectory, record: RecordMode = .missing, jobs: Int = 1,
                       filter: String? = nil, shard: Shard? = nil, prune: Bool = false, checkDeterminism: Bool = false,
                       tolerance: Tolerance = .exact, reportDirectory: String? = nil,
                       environment: GoldenEnvironment = Fixtures.environment,
                       renderer: @escaping @Sendable () -> any CaseRenderer = { FakeRenderer() }) -> GoldenRunner {
        let options = GoldenRunOptions(record: record, goldenDirectory: directory.file("golden"),
                                       reportDirectory: reportDirectory ?? directory.file("report"),
                                       filter: filter.map(CaseFilter.init), shard: shard, jobs: jobs,
                                       checkDeterminism: checkDeterminism, prune: prune)
        return GoldenRunner(configuration: GoldenConfiguration(tolerance: tolerance), options: options,
                            codec: RawCodec.codec, lockshotVersion: "0.1.0", environment: { environment },
                            makeRenderer: renderer)
    }
}

extension RunRecord {
    /// The record without what legitimately varies between runs (timings).
    var withoutTimings: RunRecord {
        var copy = self
        copy.seconds = 0
        copy.cases = copy.cases.map { var c = $0; c.milliseconds = 0; return c }
        return copy
    }
}

/// inode and modification time, to prove a file was not rewritten.
func fileIdentity(_ path: String) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
}
