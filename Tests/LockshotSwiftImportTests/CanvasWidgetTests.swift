import Foundation
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotTesting
import LockshotTestSupport
import Testing

/// `Canvas` and `GraphicsContext` (issue 26): a renderer's fills, strokes and labels are drawn where its code
/// put them, for the size the layout gives the canvas. `AnyLayout` draws the stack it holds; a custom `Layout`
/// compiles and is named in a warning.
@Suite("Canvas and Layout in compiled widgets", .serialized, .tags(.swiftc), .slow)
struct CanvasWidgetTests {
    static let source = CompiledWidgetTests.compiled + "/DoseCanvasActivity.swift"

    init() throws {
        try #require(CompiledWidgetTests.hostBuilt, "build lockshot's SwiftUI first: swift build --product LockshotWidgetHost (make test does)")
    }

    @Test("the renderer runs with the canvas's laid-out size: its paths, anchored labels, layers and transforms")
    func drawnForTheLaidOutSize() throws {
        var request = RenderRequest(layoutPath: Self.source, preview: "Dose", presentation: .lockScreen)
        request.scale = 2
        let (_, laidOut) = try Pipeline().layOut(request)
        let nodes = laidOut.root.allNodes
        let canvas = try #require(nodes.first {
            if case .annotation(_, let value) = $0.kind { return value.hasPrefix("lockshot-geometry:") }
            return false
        }).frame
        #expect(abs(canvas.width - 339) < 0.01 && abs(canvas.height - 70) < 0.01, "the canvas is the lock screen's width less padding: \(canvas)")
        // The renderer ran again for that size: the "now" line at 55 % of the width, the helper's curve (drawn
        // through a copy of the context) from the bottom left.
        let paths = nodes.compactMap { node -> String? in
            guard case .styledShape(let styled) = node.kind, case .path(let data) = styled.shape else { return nil }
            return data.svg
        }
        #expect(paths.contains("M 186.45 0 L 186.45 70"), "\(paths)")
        #expect(paths.contains { $0.hasPrefix("M 0 70 C 50.85 70") }, "\(paths)")
        func label(_ text: String) throws -> Rect {
            let node = try #require(nodes.first { if case .text(let t) = $0.kind { return t.text == text } else { return false } }, "\(text)")
            return Rect(x: node.frame.minX - canvas.minX, y: node.frame.minY - canvas.minY, width: node.frame.width, height: node.frame.height)
        }
        // Anchors: the time's bottom centre on the line's top; "end" at the bottom trailing corner; the turned
        // label's centre at the translated origin.
        let time = try label("9:41\u{202F}AM"), end = try label("end"), turned = try label("effect")
        #expect(abs(time.midX - 186.45) < 0.01 && abs(time.maxY) < 0.01, "\(time)")
        #expect(abs(end.maxX - 339) < 0.01 && abs(end.maxY - 70) < 0.01, "\(end)")
        #expect(abs(turned.midX - 333) < 0.01 && abs(turned.midY - 21) < 0.01, "\(turned)")
    }

    @Test("Text(timerInterval:pauseTime:) rests at its pause: 8:30 of a 10-minute timer paused 90 s in")
    func pausedTimer() throws {
        var request = RenderRequest(layoutPath: Self.source, preview: "Dose", presentation: .compact)
        request.scale = 2
        let (_, laidOut) = try Pipeline().layOut(request)
        let texts = laidOut.root.allNodes.compactMap { node -> String? in if case .text(let t) = node.kind { t.displayedText } else { nil } }
        #expect(texts.contains("8:30"), "\(texts)")
    }

    @Test("check: labels pinned at a point are not overflow, and no finding points into lockshot's own sources")
    func checked() throws {
        let report = try Pipeline.check(paths: [Self.source])
        #expect(!report.layouts[0].failedToLoad, "\(report.loadErrors.map(\.message))")
        #expect(!report.findings.contains { $0.rule == "overflow" }, "\(report.findings.map(\.message))")
        #expect(!report.findings.contains { $0.file?.contains("Sources/WidgetHost") == true },
                "\(report.findings.map { "\($0.file ?? ""): \($0.message)" })")
    }

    @Test("the canvas widget renders like its goldens", arguments: [Presentation.lockScreen, .expanded])
    func goldens(presentation: Presentation) {
        let failure = verifyGolden(layout: Self.source, preview: "Dose", presentation: presentation, scale: 2,
                                   golden: CompiledWidgetTests.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("AnyLayout draws the stack layout the state chose; a custom Layout is a located warning, its subviews in a column")
    func layouts() throws {
        let loaded = SwiftSources.load(path: CompiledWidgetTests.compiled + "/TagsLayoutActivity.swift", engine: .compile)
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        #expect(text.contains("if lockshotPreview == 0 {\n    HStack(spacing: 8) {"), "\(text)")
        #expect(text.contains("} else if lockshotPreview == 1 {\n    VStack(alignment: .leading, spacing: 4) {"), "\(text)")
        let warning = try #require(loaded.diagnostics.first { $0.message.contains("custom Layout 'TagFlow'") }, "\(loaded.diagnostics)")
        #expect(warning.severity == .warning && warning.range.start.line == 48, "\(warning.range.start.line)")
    }
}
