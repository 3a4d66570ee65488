import Foundation
import LockshotGolden
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotSwiftImport
import LockshotTesting
import Testing

/// The corpus under Tests/swift-widgets: widget sources written as apps write them, each imported to
/// its committed layout (Tests/swift-widgets/imported/) and rendered from the Swift itself, through
/// `lockshot-swift`, like its goldens (Tests/swift-widgets/golden/).
@Suite("Swift widget corpus")
struct SwiftWidgetCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let corpus = root + "/Tests/swift-widgets"

    struct Widget: Sendable, CustomTestStringConvertible {
        var source: String
        var previews: [String]
        var island: Presentation
        var testDescription: String { source }
        var name: String { source.hasSuffix(".swift") ? String(source.dropLast(6)) : source }
    }

    static let widgets: [Widget] = [
        Widget(source: "DeliveryActivity.swift", previews: ["preparing", "onTheWay"], island: .expanded),
        Widget(source: "RideShareActivity.swift", previews: ["onTheWay", "arrived"], island: .expanded),
        Widget(source: "WorkoutActivity.swift", previews: ["Run 1", "Run 2"], island: .compact),
        Widget(source: "ScoreActivity.swift", previews: ["thirdQuarter", "overtime", "final"], island: .expanded),
        Widget(source: "Parking", previews: ["halfway", "endingSoon"], island: .minimal),
        Widget(source: "KitchenTimerActivity.swift", previews: ["Simmer 1", "Simmer 2"], island: .compact),
    ]

    @Test("a corpus widget imports without errors to its committed layout", arguments: widgets)
    func importsToCommittedLayout(widget: Widget) throws {
        let result = SwiftImporter.importFiles([Self.corpus + "/" + widget.source])
        let imported = SwiftImporter.imported(result, layoutDirectory: Self.corpus)
        let errors = imported.diagnostics.filter { $0.severity == "error" }
        #expect(errors.isEmpty, "\(errors.map { "\($0.start): \($0.message)" })")
        let expectedPath = Self.corpus + "/imported/" + widget.name + ".lockshot"
        guard let data = FileManager.default.contents(atPath: expectedPath) else {
            try FileManager.default.createDirectory(atPath: Self.corpus + "/imported", withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: expectedPath, contents: Data(imported.layout.utf8)))
            Issue.record("recorded \(expectedPath); check it, then re-run")
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == imported.layout)
        // The layout's previews are the #Preview content states, in order.
        let (document, _) = Parser.parse(SourceFile(path: expectedPath, text: imported.layout))
        #expect(document.previews.map(\.name) == widget.previews)
    }

    @Test("a corpus widget renders from its Swift like its goldens", arguments: widgets)
    func rendersLikeGoldens(widget: Widget) {
        let source = Self.corpus + "/" + widget.source
        #expect(SwiftSources.tool() != nil, "lockshot-swift is not built: \(SwiftSources.buildCommand)")
        for preview in widget.previews {
            let failure = verifyGolden(layout: source, preview: preview, presentation: .lockScreen, scale: 2,
                                       golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
        let failure = verifyGolden(layout: source, preview: widget.previews[0], presentation: widget.island, scale: 2,
                                   golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a stale and an Always-On render of a corpus widget follow context.isStale and isLuminanceReduced")
    func staleAndAlwaysOn() throws {
        let pipeline = Pipeline()
        func render(_ source: String, preview: String, stale: Bool = false, alwaysOn: Bool = false) throws -> [UInt8] {
            var request = RenderRequest(layoutPath: Self.corpus + "/" + source, preview: preview, presentation: .lockScreen)
            request.scale = 1
            request.isStale = stale
            request.isLuminanceReduced = alwaysOn
            return try pipeline.render(request).data
        }
        #expect(try render("Parking", preview: "halfway") != render("Parking", preview: "halfway", stale: true))
        #expect(try render("WorkoutActivity.swift", preview: "Run 1") != render("WorkoutActivity.swift", preview: "Run 1", alwaysOn: true))
    }
}
