import Foundation
import LockshotTesting
import Testing

/// The golden suite from code (`GoldenSuite`, `assertGoldenSuite`): what `lockshot test` runs, without the CLI.
@Suite("GoldenSuite")
struct GoldenSuiteTests {
    /// A project with one layout (two previews; Lock Screen, compact and minimal) and its lockshot.json.
    static func project(devices: [String] = ["iphone-15-pro", "iphone-13"], color: String = "teal",
                        extra: [String: String] = [:]) throws -> String {
        let root = try CLI.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: root + "/designs", withIntermediateDirectories: true)
        try #"{ "layouts": ["designs"], "devices": [\#(devices.map { "\"\($0)\"" }.joined(separator: ", "))], "scales": [1], "golden": "goldens" }"#
            .write(toFile: root + "/lockshot.json", atomically: true, encoding: .utf8)
        try """
        activity Meter
        attributes { label: String }
        lockScreen { Text(label).foregroundStyle(.\(color)).padding(16) }
        compactLeading { Text("M") }
        compactTrailing { Text(label) }
        minimal { Text("M") }
        preview "short" { label: "Hi" }
        preview "long" { label: "A label long enough to need truncating somewhere" }
        """.write(toFile: root + "/designs/meter.lockshot", atomically: true, encoding: .utf8)
        for (name, text) in extra { try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8) }
        return root
    }

    static func suite(_ root: String) throws -> GoldenSuite {
        var configuration = try GoldenConfiguration.load(root: root)
        configuration.layouts = configuration.layouts.map { root + "/" + $0 }
        return try GoldenSuite(configuration: configuration)
    }

    static func options(_ root: String, _ record: RecordMode, filter: String? = nil) -> GoldenRunOptions {
        GoldenRunOptions(record: record, goldenDirectory: root + "/goldens", reportDirectory: root + "/report",
                         filter: filter.map(CaseFilter.init), jobs: 2)
    }

    @Test("lockshot.json's \"ios\" draws every case on that iOS and is recorded in the manifest; an unknown version stops the suite")
    func iosVersion() throws {
        let config = #"{ "layouts": ["designs"], "devices": ["iphone-15-pro"], "scales": [1], "golden": "goldens", "ios": "18" }"#
        let root = try Self.project(extra: ["lockshot.json": config])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try Self.suite(root)
        #expect(suite.ios == .ios18)
        let recorded = try suite.run(Self.options(root, .missing))
        #expect(recorded.cases.allSatisfy { $0.status == .recorded }, "\(recorded.cases.map(\.message))")
        let manifest = try String(contentsOfFile: root + "/goldens/manifest.json", encoding: .utf8)
        #expect(manifest.contains(#""ios" : "18""#), "\(manifest)")
        // The compact pill's narrowest sides are iOS 18's: (2 × 44.33 + 125.34) pt wide at 1×.
        let compact = try Data(contentsOf: URL(fileURLWithPath: root + "/goldens/meter/short/compact.iphone-15-pro@1x.png"))
        #expect(pngSize(compact)?.width == 214, "\(String(describing: pngSize(compact)))")
        try config.replacingOccurrences(of: "\"18\"", with: "\"17\"").write(toFile: root + "/lockshot.json", atomically: true, encoding: .utf8)
        #expect(throws: GoldenSuiteError.self) { try Self.suite(root) }
    }

    @Test("plans as lockshot test does: previews × presentations × devices, no island on an iPhone 13; records, passes, then fails with images")
    func planRecordPassFail() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try Self.suite(root)
        // 2 previews × (Lock Screen on both devices + compact and minimal on the island device only).
        #expect(suite.cases.count == 2 * (2 + 2))
        #expect(!suite.cases.contains { $0.device == "iphone-13" && $0.presentation != "lockScreen" })
        #expect(suite.cases.map(\.id).contains("meter/long/compact.iphone-15-pro@1x"))

        let recorded = try suite.run(Self.options(root, .missing))
        #expect(recorded.cases.allSatisfy { $0.status == .recorded }, "\(recorded.cases.map(\.message))")
        #expect(FileManager.default.fileExists(atPath: root + "/goldens/meter/short/lockScreen.iphone-13@1x.png"))
        let passed = try suite.run(Self.options(root, .never))
        #expect(!passed.hasFailures && passed.summary.passed == 8)

        let changed = try Self.project(color: "orange")
        defer { try? FileManager.default.removeItem(atPath: changed) }
        try FileManager.default.copyItem(atPath: root + "/goldens", toPath: changed + "/goldens")
        let failed = try Self.suite(changed).run(Self.options(changed, .never))
        let lockScreen = failed.cases.filter { $0.presentation == "lockScreen" }
        #expect(failed.hasFailures && lockScreen.count == 4 && lockScreen.allSatisfy { $0.status == .failed })
        #expect(failed.cases.filter { $0.presentation != "lockScreen" }.allSatisfy { $0.status == .passed })
        let diff = try #require(lockScreen.first?.diff)
        #expect(FileManager.default.fileExists(atPath: changed + "/report/" + diff))
    }

    @Test("refuses an unknown device, two layouts sharing goldens, a missing path and a filter matching nothing")
    func refusals() throws {
        let root = try Self.project(devices: ["iphone-15-pro", "iphone-99"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let device = #expect(throws: GoldenSuiteError.self) { try Self.suite(root) }
        #expect("\(device.map { "\($0)" } ?? "")".contains("unknown device 'iphone-99'"))

        let good = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: good) }
        let suite = try Self.suite(good)
        let filter = #expect(throws: GoldenSuiteError.self) { try suite.run(Self.options(good, .never, filter: "nothing/like/this")) }
        #expect("\(filter.map { "\($0)" } ?? "")".contains("no case matches --filter 'nothing/like/this'"))
        let missing = #expect(throws: GoldenSuiteError.self) { try GoldenSuite(paths: [good + "/designs/gone.lockshot"]) }
        #expect("\(missing.map { "\($0)" } ?? "")".hasSuffix("gone.lockshot: no such file or directory"))
        try FileManager.default.createDirectory(atPath: good + "/more", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: good + "/designs/meter.lockshot", toPath: good + "/more/meter.lockshot")
        let shared = #expect(throws: GoldenSuiteError.self) { try GoldenSuite(paths: [good + "/designs", good + "/more"]) }
        #expect("\(shared.map { "\($0)" } ?? "")".contains("would share the goldens of 'meter'"))
    }

    @Test("assertGoldenSuite records an issue per recorded case, then passes; paths resolve from the project")
    func assertSuite() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue("a first run records every golden, and says so") {
            let run = assertGoldenSuite(project: root, record: .missing)
            #expect(run?.cases.count == 8)
        } matching: { issue in
            issue.description.contains("recorded new golden")
        }
        let again = assertGoldenSuite(project: root, record: .never)
        #expect(again?.summary.passed == 8)
    }
}
