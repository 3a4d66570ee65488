import Foundation
import LockshotCheck
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotSwiftImport
import LockshotTesting
import LockshotTestSupport
import Testing

/// `.swift` inputs compiled with swiftc against lockshot's SwiftUI for Linux and run (issue 26): the
/// widget's own enums, `switch`, helpers, inits and formatters decide what is drawn.
@Suite("compiled Swift widgets", .serialized, .tags(.swiftc), .slow)
struct CompiledWidgetTests {
    static let corpus = SwiftWidgetCorpusTests.corpus
    static let compiled = corpus + "/compiled"

    static func load(_ relative: String) -> LoadedLayout {
        SwiftSources.load(path: compiled + "/" + relative, engine: .compile)
    }

    /// lockshot's SwiftUI for Linux, built beside lockshot-swift (`make test` builds it before `swift test`; building
    /// it from inside `swift test` would wait for the package's build lock).
    static var hostBuilt: Bool {
        guard let tool = SwiftSources.tool() else { return false }
        let directory = URL(fileURLWithPath: tool).resolvingSymlinksInPath().deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: directory + "/libLockshotWidgetHost.so")
    }

    /// An empty folder of its own for a test to write a widget into (the test removes it).
    static func scratchFolder(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    init() throws {
        try #require(Self.hostBuilt, "build lockshot's SwiftUI first: swift build --product LockshotWidgetHost (make test does)")
    }

    @Test("the transit widget — app enums with switch, computed state, helpers on the Widget, its own view init — renders like its goldens")
    func transitGoldens() {
        #expect(SwiftSources.tool() != nil, "lockshot-swift is not built: \(SwiftSources.buildCommand)")
        let source = Self.compiled + "/TransitActivity.swift"
        for preview in ["onTime", "late", "cancelled"] {
            let failure = verifyGolden(layout: source, preview: preview, presentation: .lockScreen, scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
        for (preview, presentation) in [("late", Presentation.expanded), ("onTime", .compact), ("cancelled", .minimal)] {
            let failure = verifyGolden(layout: source, preview: preview, presentation: presentation, scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test("what the Swift computed is what the layout holds: switch cases, formatters at the render clock, optional chaining")
    func valuesFromSwift() throws {
        let loaded = Self.load("TransitActivity.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics)")
        let document = try #require(loaded.document)
        #expect(document.previews.map(\.name) == ["onTime", "late", "cancelled", "TransitActivity-push-delayed"])
        let text = Printer.print(document)
        // `switch status` with a `where` clause, a DateFormatter at 09:41 + 14 min, percent formatting.
        #expect(text.contains("Text(\"12 min late\")"))
        #expect(text.contains("Text(\"+\"") == false, "the 'where minutes >= 10' case wins for 12 minutes")
        #expect(text.contains("Text(\"09:55\")"))
        #expect(text.contains("Text(\"42% full\")"))
        #expect(text.contains("Text(\"Cancelled · signal failure at Zoo\")"))
        // `context.isStale` was read: each preview draws both ways, chosen by the layout's `isStale`.
        #expect(text.contains("if isStale {"))
        // The badge's own init cut the line name to three characters; helpers on the Widget ran.
        #expect(text.contains("Text(\"M10\")") && text.contains("Text(\"in 14 min\")"))
    }

    @Test("a stale render follows context.isStale in the widget's code")
    func stale() throws {
        let pipeline = Pipeline()
        func render(stale: Bool) throws -> [UInt8] {
            var request = RenderRequest(layoutPath: Self.compiled + "/TransitActivity.swift", preview: "onTime", presentation: .lockScreen)
            request.scale = 1
            request.isStale = stale
            return try pipeline.render(request).data
        }
        #expect(try render(stale: false) != render(stale: true))
    }

    @Test("every view and modifier the kitchen-sink widget uses is accepted by the layout language, with no finding above info")
    func schemaAgrees() throws {
        let loaded = Self.load("KitchenSinkActivity.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        #expect(!loaded.diagnostics.contains { $0.severity >= .warning }, "\(loaded.diagnostics.map(\.message))")
        var options = CheckOptions()
        options.stress = false  // its own previews: the stress texts make its tags too tall, as stress data should
        let report = try Pipeline.check(paths: [Self.compiled + "/KitchenSinkActivity.swift"], options: options)
        let serious = report.findings.filter { $0.severity >= .warning }
        #expect(serious.isEmpty, "\(serious.map(\.message))")
    }

    @Test("a trap in the widget's code is an error at its line naming the preview", arguments: [0])
    func trap(_: Int) throws {
        let loaded = Self.load("errors/Trap.swift")
        #expect(!loaded.succeeded)
        let error = try #require(loaded.diagnostics.first { $0.code == "swift-trap" }, "\(loaded.diagnostics)")
        #expect(error.file?.hasSuffix("errors/Trap.swift") == true)
        #expect(error.range.start.line == 16 && error.range.start.column == 13)
        #expect(error.message.contains("preview 'Score'") && error.message.contains("Unexpectedly found nil"))
    }

    @Test("findings about a view name the Swift file the view is in, not the file holding the preview")
    func findingsNameTheViewsFile() throws {
        let report = try Pipeline.check(paths: [Self.compiled + "/Gate"])
        let slot = try #require(report.findings.first { $0.message.contains("'compactTrailing' content is 70") },
                                "\(report.findings.map(\.message))")
        #expect(slot.file?.hasSuffix("Gate/GateViews.swift") == true && slot.range.start.line == 28 && slot.range.start.column == 17,
                "\(slot.file ?? "nil"):\(slot.range.start.line):\(slot.range.start.column)")
        let text = report.text()
        #expect(text.contains("28 |                 Text(\"Gate \\(context.state.gate)\").frame(width: 70)"), "the excerpt is the view's line:\n\(text)")
    }

    @Test("app files: one importing only Foundation uses its formatters as on iOS; a model wires state through Combine")
    func appFiles() throws {
        let loaded = Self.load("Gate")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        #expect(text.contains("Boarding closes in 25 minutes (25:00)"), "\(text)")
        // PassthroughSubject → map → removeDuplicates → receive(on:) → sink → @Published, synchronously; the text is
        // `(Text("✈︎ ").foregroundStyle(.orange) + Text(…).bold()).font(.caption2)`: each segment keeps its own style,
        // the whole-text modifiers go on a Group around the concatenation.
        #expect(text.contains("Text(\"✈︎ \").foregroundStyle(.orange) + Text(\"GATE B12 NOW BOARDING\").bold()\n    }\n    .font(.caption2)"),
                "\(text)")
    }

    @Test("a trap on check's stress data is one warning at the trapping line, naming the stress texts; the rest is checked")
    func trapOnStressData() throws {
        let report = try Pipeline.check(paths: [Self.compiled + "/Gate"])
        #expect(!report.layouts[0].failedToLoad, "\(report.loadErrors.map(\.message))")
        let traps = report.findings.filter { $0.rule == "swift-trap" }
        let trap = try #require(traps.first, "\(report.findings.map(\.message))")
        #expect(traps.count == 1 && trap.severity == .warning)
        #expect(trap.file?.hasSuffix("Gate/GateActivity.swift") == true && trap.range.start.line == 20, "\(trap.range.start)")
        #expect(trap.message.contains("arithmetic overflow") && trap.message.contains("rowWeight(_:)")
                && trap.message.contains("'longest name'"), "\(trap.message)")
    }

    @Test("a trap that prints no message (an arithmetic overflow) in a preview is an error at the line, from the backtrace")
    func silentTrapInPreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-trap-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.copyItem(atPath: Self.compiled + "/Gate", toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let preview = folder + "/GatePreview.swift"
        let text = try String(contentsOfFile: preview, encoding: .utf8).replacingOccurrences(of: "seat: \"14C\"", with: "seat: \"114C\"")
        try text.write(toFile: preview, atomically: true, encoding: .utf8)
        let loaded = SwiftSources.load(path: folder, engine: .compile)
        #expect(!loaded.succeeded)
        let error = try #require(loaded.diagnostics.first { $0.code == "swift-trap" }, "\(loaded.diagnostics)")
        #expect(error.severity == .error && error.file?.hasSuffix("GateActivity.swift") == true && error.range.start.line == 20)
        #expect(error.message.contains("arithmetic overflow") && error.message.contains("preview 'Boarding'"), "\(error.message)")
    }

    @Test("a compile error is reported at the user's file:line:column, as swiftc found it")
    func compileError() throws {
        let loaded = Self.load("errors/Broken.swift")
        #expect(!loaded.succeeded)
        let errors = loaded.diagnostics.filter { $0.code == "swift-compile" }
        #expect(errors.contains { $0.file?.hasSuffix("errors/Broken.swift") == true && $0.range.start.line == 14 && $0.message.contains("expected ')'") },
                "\(errors.map { "\($0.range.start): \($0.message)" })")
    }

    @Test("GeometryReader: its content is drawn with the frame the layout gives it (a second run of the widget)")
    func geometryReader() throws {
        let pipeline = Pipeline()
        for (preview, fraction) in [("Charging 1", 0.35), ("Charging 2", 0.72)] {
            var request = RenderRequest(layoutPath: Self.compiled + "/ChargingActivity.swift", preview: preview, presentation: .lockScreen)
            request.scale = 2
            let (_, laidOut) = try pipeline.layOut(request)
            let readers = laidOut.root.allNodes.filter {
                if case .annotation(_, let value) = $0.kind { return value.hasPrefix("lockshot-geometry:") }
                return false
            }
            let reader = try #require(readers.first)
            #expect(readers.count == 1 && abs(reader.frame.width - 339) < 0.01 && abs(reader.frame.height - 10) < 0.01,
                    "the bar takes the lock screen's width less the padding: \(reader.frame)")
            // The green fill is `proxy.size.width * fraction` wide.
            let fill = reader.frame.width * fraction
            #expect(laidOut.root.allNodes.contains { abs($0.frame.width - fill) < 0.01 && abs($0.frame.height - 10) < 0.01 },
                    "a \(fill) pt fill for \(preview)")
        }
        for (preview, presentation) in [("Charging 1", Presentation.lockScreen), ("Charging 2", .expanded), ("Charging 2", .minimal)] {
            let failure = verifyGolden(layout: Self.compiled + "/ChargingActivity.swift", preview: preview, presentation: presentation,
                                       scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test("the widget formats as an iPhone in en_US by default, and in lockshot.json's locale: currency, dates, numbers, Text(date, style:)")
    func locale() throws {
        let source = Self.compiled + "/ShiftPayActivity.swift"
        let american = Self.load("ShiftPayActivity.swift")
        let americanText = Printer.print(try #require(american.document, "\(american.diagnostics)"))
        // Foundation on Linux alone gives `¤1,234.50`, `1 Jan 2026 at 3:00 PM` and `US$` (en_001).
        for expected in ["\"$1,234.50\"", "\"€1,234.50\"", "\"12,500\"", "\"Jan 1, 2026 at 3:00\u{202F}PM\"", "\"January 1, 2026\"",
                         "\"en_US · mi\""] {
            #expect(americanText.contains(expected), "\(expected) in \(americanText)")
        }
        let folder = try Self.scratchFolder("locale")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: source, toPath: folder + "/ShiftPayActivity.swift")
        try Data(#"{ "locale": "de_DE" }"#.utf8).write(to: URL(fileURLWithPath: folder + "/lockshot.json"))
        let german = SwiftSources.load(path: folder + "/ShiftPayActivity.swift", engine: .compile)
        let germanText = Printer.print(try #require(german.document, "\(german.diagnostics)"))
        for expected in ["\"1.234,50\u{A0}€\"", "\"12.500\"", "\"1. Jan. 2026, 15:00\"", "\"1. Januar 2026\"", "\"de_DE · km\""] {
            #expect(germanText.contains(expected), "\(expected) in \(germanText)")
        }
        for (locale, layout) in [("en_US", source), ("de_DE", folder + "/ShiftPayActivity.swift")] {
            let failure = verifyGolden(layout: layout, preview: "Shift", presentation: .lockScreen, scale: 2,
                                       golden: Self.corpus + "/golden/locale-" + locale)
            #expect(failure == nil, "\(failure ?? "")")
        }
        try Data(#"{ "locale": "de_XX" }"#.utf8).write(to: URL(fileURLWithPath: folder + "/lockshot.json"))
        let unknown = SwiftSources.load(path: folder + "/ShiftPayActivity.swift", engine: .compile)
        #expect(unknown.diagnostics.contains { $0.message.hasPrefix("unknown locale 'de_XX'") && $0.file?.hasSuffix("lockshot.json") == true },
                "\(unknown.diagnostics.map(\.message))")
    }

    @Test("scaleEffect(x:anchor:) keeps its axis and anchor: a progress fill starts at the track's leading edge, as tall as the track")
    func scaledProgressFill() throws {
        let loaded = Self.load("DeliveryBarActivity.swift")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        #expect(text.contains(".scaleEffect(x: 0.4, y: 1, anchor: .leading)"), "\(text)")
        #expect(text.contains(".rotationEffect(.degrees(-10), anchor: .bottomLeading)") || text.contains("anchor: .bottomLeading"), "\(text)")
        #expect(!loaded.diagnostics.contains { $0.message.contains("scaleEffect") }, "\(loaded.diagnostics.map(\.message))")
        let failure = verifyGolden(layout: Self.compiled + "/DeliveryBarActivity.swift", preview: "On the way",
                                   presentation: .lockScreen, scale: 2, golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("Text(\"key\") in the target's string tables: German (a .stringsdict plural before the .strings) and Arabic (right to left) from .lproj tables, Japanese from an .xcstrings")
    func localizedStrings() throws {
        let source = Self.compiled + "/Localized"
        let english = SwiftSources.load(path: source, engine: .compile)
        let englishText = Printer.print(try #require(english.document, "\(english.diagnostics)"))
        for expected in ["Text(\"Your order is on its way\")", "Text(\"Arrives in 12 min\")", "Text(\"3 stops before yours\")",
                         "Text(\"Courier\")", "Text(\"#1042\")"] {
            #expect(englishText.contains(expected), "\(expected) in \(englishText)")
        }
        let translations = [("de_DE", ["Deine Bestellung ist unterwegs", "Ankunft in 12 Min.", "Noch 3 Stopps bis zu dir", "Kurier", "12 Min."]),
                            ("ja_JP", ["ご注文の商品は配達中です", "あと12分で到着", "あと3件の配達先", "配達員", "12分"]),
                            // Arabic: drawn right to left (the layout mirrored, each line ordered by the bidi algorithm).
                            ("ar_SA", ["طلبك في الطريق", "يصل خلال 12 دقيقة", "3 محطات قبل محطتك", "المندوب", "12 د"])]
        for (locale, texts) in translations {
            let folder = try Self.scratchFolder("strings-" + locale)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.copyItem(atPath: source, toPath: folder + "/Localized")
            try Data("{ \"locale\": \"\(locale)\" }".utf8).write(to: URL(fileURLWithPath: folder + "/lockshot.json"))
            let loaded = SwiftSources.load(path: folder + "/Localized", engine: .compile)
            let text = Printer.print(try #require(loaded.document, "\(loaded.diagnostics)"))
            for expected in texts { #expect(text.contains("Text(\"\(expected)\")"), "\(locale): \(expected) in \(text)") }
            // A string value stays as it is: the order number is not a key.
            #expect(text.contains("Text(\"#1042\")"))
            let failure = verifyGolden(layout: folder + "/Localized", preview: "Courier", presentation: .lockScreen, scale: 2,
                                       golden: Self.corpus + "/golden/strings-" + locale)
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test("GeometryReaders in every preview settle in one more run of the widget, and take the frame offered whatever their content")
    func geometrySettlesOnce() throws {
        let pipeline = Pipeline()
        let layout = Self.compiled + "/ReadingBarsActivity.swift"
        GeometryMemory.forget(layout)
        for preview in ["Rising", "Falling", "Flat"] {
            for presentation in [Presentation.lockScreen, .expanded, .compact] {
                let (_, laidOut) = try pipeline.layOut(RenderRequest(layoutPath: layout, preview: preview, presentation: presentation))
                let readers = laidOut.root.allNodes.filter {
                    if case .annotation(_, let value) = $0.kind { return value.hasPrefix("lockshot-geometry:") }
                    return false
                }
                #expect(readers.count == (presentation == .compact ? 0 : 1))
                for reader in readers {
                    // The bars were first drawn for a 100 pt guess: the reader stays 14 pt high, as `.frame(height: 14)` says.
                    #expect(abs(reader.frame.height - 14) < 0.01, "\(preview) \(presentation): \(reader.frame)")
                    // Its bars, drawn for the reader's real height: none reaches above or below it.
                    let bars = laidOut.root.allNodes.filter {
                        $0.frame.width < reader.frame.width / 3 && $0.frame.minX >= reader.frame.minX - 0.01
                            && $0.frame.maxX <= reader.frame.maxX + 0.01 && $0.frame.maxY > reader.frame.minY
                            && $0.frame.minY < reader.frame.maxY + 30
                    }
                    #expect(bars.count >= 6 && bars.allSatisfy { $0.frame.minY >= reader.frame.minY - 0.01 && $0.frame.maxY <= reader.frame.maxY + 0.01 },
                            "\(preview) \(presentation): \(bars.map(\.frame))")
                }
            }
        }
        // A first run, then one with the sizes of all six readers: not one more run per preview.
        #expect(pipeline.widgetRuns == 2)
        // The next run starts from the sizes settled on (kept in the user's cache): one run, the same layout.
        let again = Pipeline()
        for preview in ["Rising", "Falling", "Flat"] {
            for presentation in [Presentation.lockScreen, .expanded, .compact] {
                let request = RenderRequest(layoutPath: layout, preview: preview, presentation: presentation)
                #expect(try again.layOut(request).presentation.root == pipeline.layOut(request).presentation.root)
            }
        }
        #expect(again.widgetRuns == 1)
        let failure = verifyGolden(layout: layout, preview: "Falling", presentation: .lockScreen, scale: 2, golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("Path and custom Shapes: a sparkline in a GeometryReader, a triangle, a trimmed arc, a tag behind text")
    func pathsAndCustomShapes() throws {
        let loaded = Self.load("GlucoseActivity.swift")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
        // The sparkline's points follow the readings across the width the layout gave the reader.
        let pipeline = Pipeline()
        var request = RenderRequest(layoutPath: Self.compiled + "/GlucoseActivity.swift", preview: "Glucose 1", presentation: .lockScreen)
        request.scale = 2
        let (_, laidOut) = try pipeline.layOut(request)
        let paths = laidOut.root.allNodes.compactMap { node -> (Rect, PathData)? in
            guard case .styledShape(let styled) = node.kind, case .path(let data) = styled.shape else { return nil }
            return (node.frame, data)
        }
        let sparkline = try #require(paths.first { $0.1.commands.count == 10 }, "\(paths.map(\.1.svg))")
        guard case .line(let last) = sparkline.1.commands.last! else { Issue.record("the sparkline ends in a line"); return }
        #expect(abs(last.x - sparkline.0.width) < 0.01, "the last reading is at the reader's right edge: \(last.x) of \(sparkline.0.width)")
        #expect(Printer.print(document).contains("Path(\"M 0 "), "custom shapes are recorded as Path views")
        for (preview, presentation) in [("Glucose 1", Presentation.lockScreen), ("Glucose 2", .lockScreen), ("Glucose 1", .expanded),
                                        ("Glucose 1", .compact), ("Glucose 1", .minimal)] {
            let failure = verifyGolden(layout: Self.compiled + "/GlucoseActivity.swift", preview: preview, presentation: presentation,
                                       scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
        // The tag behind "in range" is the text's background for the contrast rule (no 1:1 finding).
        let report = try Pipeline.check(paths: [Self.compiled + "/GlucoseActivity.swift"])
        #expect(!report.findings.contains { $0.rule == "contrast" }, "\(report.findings.map(\.message))")
    }

    @Test("Swift Charts: points over a band with dashed rules, a fixed y scale, hour marks; a line and area with default axes")
    func charts() throws {
        let loaded = Self.load("GlucoseChartActivity.swift")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        for label in ["7 AM", "8 AM", "9 AM", "100", "200", "300"] {
            #expect(text.contains("Text(\"\(label)\")"), "axis label \(label)")
        }
        // The chart's views point at the user's `Chart {` line, not at lockshot's sources.
        let report = try Pipeline.check(paths: [Self.compiled + "/GlucoseChartActivity.swift"])
        #expect(report.findings.allSatisfy { $0.file?.hasSuffix("GlucoseChartActivity.swift") ?? true }, "\(report.findings.map { $0.file ?? "" })")
        #expect(!report.findings.contains { $0.severity >= .warning }, "\(report.findings.map(\.message))")
        // 18 readings: 18 points in the island's chart; in range of the y scale 40…300 on a 70 pt chart.
        var request = RenderRequest(layoutPath: Self.compiled + "/GlucoseChartActivity.swift", preview: "Glucose chart", presentation: .expanded)
        request.scale = 2
        let (_, laidOut) = try Pipeline().layOut(request)
        let dots = laidOut.root.allNodes.filter { node in
            let shape: ShapeKind? = switch node.kind {
            case .shape(let kind, _, _, _): kind
            case .styledShape(let styled): styled.shape
            default: nil
            }
            guard case .path(let data)? = shape else { return false }
            return data.commands.count == 6  // a circle: move, four curves, close
        }
        #expect(dots.count == 18, "\(dots.count) points")
        for presentation in [Presentation.lockScreen, .expanded] {
            let failure = verifyGolden(layout: Self.compiled + "/GlucoseChartActivity.swift", preview: "Glucose chart",
                                       presentation: presentation, scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test("a widget without a #Preview is drawn from samples of its own types, named as generated, with a warning holding the #Preview to paste")
    func noPreview() throws {
        let loaded = Self.load("errors/NoPreview.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        #expect(document.previews.map(\.name) == ["Generated: Quiet"])
        #expect(Printer.print(document).contains("Text(\"3\")"), "the sample's count, not a zero")
        let warning = try #require(loaded.diagnostics.first { $0.code == "generated-preview" })
        #expect(warning.severity == .warning && warning.message.contains("'Generated: …'"))
        #expect(warning.range.start.line == 12, "at the widget's ActivityConfiguration")
        #expect(warning.notes.first?.message.contains("QuietAttributes.ContentState(count: 3)") == true, "\(warning.notes)")
    }

    @Test("generated samples fill the design: one per case of the state's enum, optionals present, arrays of three, the same text every time")
    func generatedSamples() throws {
        let source = try String(contentsOfFile: Self.compiled + "/Parcel/ParcelActivity.swift", encoding: .utf8)
        let samples = try #require(PreviewSuggestion.samples([SwiftSource(path: "ParcelActivity.swift", text: source)]))
        #expect(samples == PreviewSuggestion.samples([SwiftSource(path: "ParcelActivity.swift", text: source)]), "deterministic")
        for stage in ["packed", "inTransit", "outForDelivery", "delivered"] {
            #expect(samples.contains("#Preview(\"Generated: Parcel (\(stage))\"") && samples.contains("stage: .\(stage)"), "\(stage): \(samples)")
        }
        #expect(samples.contains("eta: .now.addingTimeInterval(15 * 60)"), "a date after the clock, so timers run")
        let optional = """
            import ActivityKit
            struct TripAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var driverName: String?; var stops: [String]; var startedAt: Date; var progress: Double }
            }
            struct TripWidget: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: TripAttributes.self) { _ in EmptyView() } } }
            """
        let trip = try #require(PreviewSuggestion.samples([SwiftSource(path: "Trip.swift", text: optional)]))
        #expect(trip.contains("driverName: \"Maya Chen\", stops: [\"Stop 1\", \"Stop 2\", \"Stop 3\"], "
                              + "startedAt: .now.addingTimeInterval(-5 * 60), progress: 0.62"), "\(trip)")
    }

    @Test("the #Preview the diagnostic offers, pasted at the end of the widget's file, compiles and draws")
    func suggestedPreviewDraws() throws {
        let directory = try Self.scratchFolder("lockshot-suggest")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The parcel widget without its payloads: two activities, an enum, a date, attributes with properties.
        let source = try String(contentsOfFile: Self.compiled + "/Parcel/ParcelActivity.swift", encoding: .utf8)
        let file = directory + "/ParcelActivity.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let first = SwiftSources.load(path: file, engine: .compile)
        let note = try #require(first.diagnostics.first { $0.code == "generated-preview" }?.notes.first?.message)
        let preview = try #require(note.split(separator: "\n", maxSplits: 1).last.map(String.init))
        #expect(preview.contains("ParcelAttributes.ContentState(stage: .packed, stopsAway: 3, eta: .now.addingTimeInterval(15 * 60))"))
        try (source + "\n" + preview + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let pasted = SwiftSources.load(path: file, engine: .compile)
        #expect(pasted.succeeded, "\(pasted.diagnostics.map(\.message))")
        let text = Printer.print(try #require(pasted.document))
        #expect(text.contains("Text(\"Parcel name\")") && text.contains("Text(\"On its way\")"), "\(text)")
    }

    @Test("previews of home-screen widgets only: the activity is drawn from generated samples beside them, with the #Preview to paste")
    func homeScreenPreviewOnly() throws {
        let loaded = Self.load("errors/HomeScreenPreviewOnly.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        #expect(loaded.document?.previews.map(\.name) == ["Generated: Tank"])
        let warning = try #require(loaded.diagnostics.first { $0.code == "generated-preview" }, "\(loaded.diagnostics.map(\.message))")
        #expect(warning.severity == .warning)
        #expect(warning.notes.first?.message.contains("TankAttributes.ContentState(litres: 3)") == true,
                "the same #Preview to start from: \(warning.notes)")
        #expect(warning.range.start.line == 14, "at the activity's ActivityConfiguration")
    }

    @Test("position(x:y:), alignmentGuide closures, SwiftUICore.Color and Color(Color) compile and draw; data over ActivityKit's 4 KB is drawn and fails check")
    func placementAndPayload() throws {
        let path = Self.compiled + "/ScoreboardActivity.swift"
        let loaded = SwiftSources.load(path: path, engine: .compile)
        #expect(loaded.succeeded, "the oversized preview is still drawn: \(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        #expect(text.contains(".position(x: 60, y: 20)"), "\(text)")
        #expect(text.contains(".alignmentGuide(.top, height: 0.5)") && text.contains(".alignmentGuide(.trailing, width: 0.5)"),
                "d.height / 2 and d[.trailing] - d.width / 2 as their linear forms: \(text)")
        #expect(text.contains(".fill(.orange)"), "Color(isLate ? .orange : .blue): \(text)")
        let report = try Pipeline.check(paths: [path])
        let payload = try #require(report.findings.first { $0.rule == "payload-size" }, "\(report.findings.map(\.message))")
        #expect(payload.severity == .error && payload.message.contains("5381 bytes"), "the program's own JSON of the crest: \(payload.message)")
        #expect(payload.range.start.line == 51, "at the #Preview")
        #expect(!report.findings.contains { $0.rule == "overflow" }, "a badge moved onto the corner by its guide is placed on purpose")
    }

    @Test("AlarmKit (iOS 26): generic AlarmAttributes<Metadata> draw each mode of AlarmPresentationState; the activity is named Alarm; glass draws a tinted material with a rim")
    func alarmKit() throws {
        let loaded = Self.load("AlarmActivity.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        #expect(document.activityName?.name == "Alarm", "AlarmAttributes<TeaMetadata> without its generic argument")
        #expect(document.previews.map(\.name) == ["Tea 1", "Tea 2", "Tea 3"])
        let text = Printer.print(document)
        #expect(text.contains("Text(\"Steeping\")") && text.contains("Text(\"Paused\")") && text.contains("Text(\"Tea is ready\")"),
                "the presentation's title per mode, through Text(LocalizedStringResource): \(text)")
        #expect(text.contains("Text(\"1:45\")"), "paused: 180 s less 75 elapsed: \(text)")
        #expect(text.contains("Text(timerInterval:"), "counting down: \(text)")
        #expect(text.contains(".fill(.thinMaterial)") && text.contains(".stroke("), "the bell's glass: \(text)")
    }

    @Test("older and app-side APIs: iOS 16.0's contentState and update(using:), AlertConfiguration, enablement updates, an image kept as PNG data and read back, UIImage() as nothing, .background(), string measuring, a custom ProgressViewStyle")
    func legacyAPIs() throws {
        let loaded = Self.load("Legacy")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        #expect(text.contains("Image(\"Assets.xcassets/Badge.imageset/badge.png\")"), "the PNG data drew its asset: \(text)")
        #expect(text.contains("EmptyView()"), "UIImage() draws nothing: \(text)")
        #expect(text.contains(".frame(width: 44"), "4 characters at 20 pt, 0.55 em each: \(text)")
        #expect(text.contains("Text(\"25%\")") && text.contains("ProgressView(value: 0.25, total: 1)"),
                "the app's ProgressViewStyle drew its body from the configuration: \(text)")
    }

    @Test("older previews: a PreviewProvider's previewContext states, one preview per distinct state, drawn by a private widget of an @main bundle")
    func previewProvider() throws {
        let loaded = Self.load("EggTimerActivity.swift")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        #expect(document.previews.map(\.name) == ["TimerLiveActivity 1", "TimerLiveActivity 2"])
        let text = Printer.print(document)
        #expect(text.contains("Text(\"Soft-boiled eggs\")") && text.contains("Text(\"Done\")"))
        #expect(text.contains(".activityBackgroundTint(.indigo)"), "UIColor.systemIndigo through Color(uiColor:)")
        #expect(text.contains("Image(systemName: \"timer\")"), "UIImage(systemName:) through Image(uiImage:)")
    }

    @Test("asset catalogs: a colour set's dark appearance (hex and 0–255 components), an image set's @3x file, UIColor(named:), generated symbols")
    func assetCatalog() throws {
        let loaded = Self.load("Brand")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        #expect(!loaded.diagnostics.contains { $0.severity >= .warning }, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        #expect(text.contains("Image(\"Assets.xcassets/Cover.imageset/cover@3x.jpg\")"))
        #expect(text.contains(".foregroundStyle(#E6E6E6)"), "Ink: grey 230 of 255")
        #expect(text.contains(".fill(Color(red: 1, green: 0.624, blue: 0.039))"), "Brand's dark appearance")
        let failure = verifyGolden(layout: Self.compiled + "/Brand", preview: "Brand", presentation: .lockScreen, scale: 2,
                                   golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
        // Xcode's symbol names: lower camel case, a trailing "Color"/"Image" dropped, digits and keywords escaped.
        #expect(WidgetCompiler.symbolName("Brand", dropping: "Color") == "brand")
        #expect(WidgetCompiler.symbolName("AccentColor", dropping: "Color") == "accent")
        #expect(WidgetCompiler.symbolName("brand-primary light", dropping: "Color") == "brandPrimaryLight")
        #expect(WidgetCompiler.symbolName("HeroImage", dropping: "Image") == "hero")
        #expect(WidgetCompiler.symbolName("3D badge", dropping: "Image") == "_3DBadge")
        #expect(WidgetCompiler.symbolName("default", dropping: "Color") == "`default`")
        #expect(WidgetCompiler.symbolName("Color", dropping: "Color") == nil)
    }

    @Test("a push payload beside the widget is a preview, decoded into the app's own types as ActivityKit decodes it")
    func pushPayload() throws {
        let loaded = Self.load("TransitActivity.swift")
        let text = Printer.print(try #require(loaded.document))
        // `status: .delayed(minutes: 25)` from `{"delayed": {"minutes": 25}}`; the departure as seconds since 2001: 09:46.
        #expect(text.contains("Text(\"25 min late\")") && text.contains("Text(\"09:46\")") && text.contains("Text(\"90% full\")"))
        let failure = verifyGolden(layout: Self.compiled + "/TransitActivity.swift", preview: "TransitActivity-push-delayed",
                                   presentation: .lockScreen, scale: 2, golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a push payload that does not decode is an error naming it and the missing key")
    func badPayload() throws {
        let loaded = Self.load("errors/BadPayload")
        #expect(!loaded.succeeded)
        let error = try #require(loaded.diagnostics.first { $0.code == "payload" }, "\(loaded.diagnostics.map(\.message))")
        #expect(error.message.contains("'wrong-shape'") && error.message.contains("count"), "\(error.message)")
    }

    @Test("a widget without #Preview is drawn from the start payloads beside it, each by the activity its attributes-type names")
    func payloadsWithoutPreview() throws {
        let loaded = Self.load("Parcel")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        #expect(Set(document.previews.map(\.name)) == ["parcel-next-stop", "parcel-out-for-delivery", "return-label"])
        let text = Printer.print(document)
        // The widget's own switch ran on each payload's state; the attributes came from the payload.
        #expect(text.contains("Text(\"Next stop is yours\")") && text.contains("Text(\"3 stops away\")"))
        #expect(text.contains("Text(\"Headphones\")"))
        // The expanded regions came from a `@DynamicIslandExpandedContentBuilder` helper, its `if` included.
        #expect(text.contains("  trailing {") && text.contains("  bottom {"), "\(text)")
        // The returns payload was drawn by the other activity, not decoded into the parcel's types.
        #expect(text.contains("Text(\"Return to Maple & Co\")") && text.contains("Text(\"Code RX-4471\")"))
        let report = try Pipeline.check(paths: [Self.compiled + "/Parcel"])
        #expect(report.failedLayouts.isEmpty && !report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.message))")
    }

    @Test("a SiriKit IntentConfiguration home-screen widget beside the activity: the intent classes generated from its .intentdefinition")
    func intentDefinition() throws {
        let loaded = Self.load("Garden")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        // The activity switched on the generated `Bed` enum.
        #expect(text.contains("Text(\"Tomatoes · 3 sprinklers\")"), "\(text)")
        // Without the definition, the generated class is missing, and the help says where it comes from.
        let directory = try Self.scratchFolder("lockshot-intents")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Self.compiled + "/Garden/GardenWidget.swift", toPath: directory + "/GardenWidget.swift")
        let bare = SwiftSources.load(path: directory, engine: .compile)
        let missing = try #require(bare.diagnostics.first { $0.message.contains("SelectGardenIntent") }, "\(bare.diagnostics.map(\.message))")
        #expect(missing.help?.contains(".intentdefinition") == true, "\(missing.help ?? "")")
        // A definition no Xcode would write still generates Swift that compiles (the widget declares `Soil` itself).
        let hostile = try PropertyListSerialization.data(fromPropertyList: IntentDefinitionTests.hostile, format: .xml, options: 0)
        try hostile.write(to: URL(fileURLWithPath: directory + "/Hostile.intentdefinition"))
        try (String(contentsOfFile: directory + "/GardenWidget.swift", encoding: .utf8)
            .replacingOccurrences(of: "intent.bed = .herbs", with: "intent.bed = .herbs; intent.soil = .clay")
            + "\nenum Soil: Int { case clay = 1 }\n").write(toFile: directory + "/GardenWidget.swift", atomically: true, encoding: .utf8)
        let generated = SwiftSources.load(path: directory, engine: .compile)
        #expect(generated.succeeded, "\(generated.diagnostics.map(\.message))")
    }

    @Test("an app file reading SQLite (import SQLite3, as the SDK has it) runs against the system's SQLite")
    func sqlite() throws {
        let loaded = Self.load("Ledger")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        #expect(text.contains("Text(\"3 bills unpaid\")") && text.contains("Text(\"$107.34\")"), "\(text)")
    }

    @Test("payloads that fit two activities, name one they do not fit, or hold a bare value: located errors, never a guess or a trap")
    func ambiguousPayloads() throws {
        let directory = try Self.scratchFolder("lockshot-payloads")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Self.compiled + "/Parcel/ParcelActivity.swift", toPath: directory + "/ParcelActivity.swift")
        let payloads = [
            // Every key of both activities, and no attributes-type: either could draw it.
            "both": #"{"aps": {"content-state": {"stage": "packed", "stopsAway": 2, "eta": 0, "dropOffBy": 0, "code": "A1"}, "#
                + #""attributes": {"carrier": "C", "parcelName": "P", "shop": "S"}}}"#,
            // Names the returns activity but holds a parcel's state: not drawn by the parcel's views instead.
            "misnamed": #"{"aps": {"attributes-type": "ReturnAttributes", "content-state": {"stage": "packed", "stopsAway": 2, "eta": 0}, "#
                + #""attributes": {"carrier": "C", "parcelName": "P"}}}"#,
            "bare": #"{"aps": {"attributes-type": "ParcelAttributes", "content-state": 5, "attributes": null}}"#,
            // Not a payload at all (a bundle resource with the word in it): passed over.
            "resource": #"{"note": "content-state is a payload's key"}"#,
        ]
        for (name, text) in payloads { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/\(name).json")) }
        let loaded = SwiftSources.load(path: directory, engine: .compile)
        #expect(!loaded.succeeded)
        let messages = loaded.diagnostics.filter { $0.code == "payload" }.map(\.message)
        #expect(messages.contains { $0.contains("'both' decodes into ParcelAttributes and ReturnAttributes") }, "\(messages)")
        #expect(messages.contains { $0.contains("'misnamed' does not decode into ReturnAttributes") }, "\(messages)")
        #expect(messages.contains { $0.contains("'bare' does not decode into ParcelAttributes") }, "\(messages)")
        #expect(!messages.contains { $0.contains("'resource'") } && messages.count == 3, "\(messages)")
    }

    @Test("an update payload (no aps.attributes) beside a widget without #Preview is an error at the activity, not a picture")
    func updatePayloadWithoutPreview() throws {
        let loaded = Self.load("errors/UpdateOnly")
        #expect(!loaded.succeeded)
        let error = try #require(loaded.diagnostics.first { $0.code == "payload" }, "\(loaded.diagnostics.map(\.message))")
        #expect(error.message.contains("'kettle-update'") && error.message.contains("no aps.attributes"), "\(error.message)")
        #expect(error.file?.hasSuffix("KettleActivity.swift") == true && error.range.start.line == 14, "at ActivityConfiguration")
    }

    @Test("check's stress data goes through the widget's own ContentState: its strings take the stress texts, its enums keep theirs")
    func stressThroughContentState() throws {
        let report = try Pipeline.check(paths: [Self.compiled + "/TransitActivity.swift"])
        let stressed = report.findings.filter { $0.previews.contains { $0.hasPrefix("stress: ") } }
        // The stops' names (strings in `stopsLeft`) are cut under the stress texts; the status enum still decodes.
        #expect(stressed.contains { $0.rule == "truncation" && $0.message.contains("Marie-Cécile") }, "\(stressed.map(\.message))")
        let names = Set(report.findings.flatMap(\.previews).filter { $0.hasPrefix("stress: ") })
        #expect(names.isSuperset(of: ["stress: longest name", "stress: CJK text"]), "\(names)")
        // Rendering draws only the widget's own previews.
        let loaded = Self.load("TransitActivity.swift")
        #expect(loaded.document?.previews.contains { $0.name.hasPrefix("stress: ") } == false)
    }

    @Test("a widget whose target includes the app's SwiftData models (@Model, @Attribute, @Relationship, #Predicate) compiles and draws")
    func swiftDataModels() throws {
        let loaded = Self.load("Workout")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(try #require(loaded.document))
        #expect(text.contains("Text(\"Deadlift\")") && text.contains("Text(\"Set 3 of 5\")"))
        let failure = verifyGolden(layout: Self.compiled + "/Workout", preview: "Lift", presentation: .lockScreen, scale: 2,
                                   golden: Self.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a second run reuses the compiled widget (no recompile) and gives the same layout")
    func cached() throws {
        let first = Self.load("TransitActivity.swift"), second = Self.load("TransitActivity.swift")
        #expect(first.document == second.document)
        #expect(first.document.map(Printer.print) == second.document.map(Printer.print))
    }

    @Test("edits compile incrementally and each is drawn: within a second of the last build, across files, after an error")
    func incrementalEdits() throws {
        let folder = try Self.scratchFolder("incremental")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let activity = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct BadgeAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var count: Int }
            }

            struct BadgeActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: BadgeAttributes.self) { context in
                        Badge(count: context.state.count).padding()
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Badge(count: context.state.count) }
                        } compactLeading: { Text("B") } compactTrailing: { Text("\\(context.state.count)") } minimal: { Text("B") }
                    }
                }
            }

            #Preview("Badge", as: .content, using: BadgeAttributes()) {
                BadgeActivity()
            } contentStates: {
                BadgeAttributes.ContentState(count: 3)
            }
            """
        try Data(activity.utf8).write(to: URL(fileURLWithPath: folder + "/BadgeActivity.swift"))
        func badge(_ body: String) throws {
            let text = "import SwiftUI\n\nstruct Badge: View {\n    var count: Int\n    var body: some View {\n        \(body)\n    }\n}\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/Badge.swift"))
        }
        func drawn() -> (text: String, diagnostics: [Diagnostic]) {
            let loaded = SwiftSources.load(path: folder, engine: .compile)
            return (loaded.document.map(Printer.print) ?? "", loaded.diagnostics)
        }
        // Three edits of one view's file in quick succession (swiftc's driver dates inputs in whole seconds).
        for word in ["first", "second", "third"] {
            try badge("Text(\"\\(count) \(word)\")")
            let (text, diagnostics) = drawn()
            #expect(text.contains("Text(\"3 \(word)\")"), "\(word): \(text) \(diagnostics.map(\.message))")
        }
        // An error is located in the edited file; the fix is drawn.
        try badge("Text(count +)")
        let broken = drawn()
        let error = try #require(broken.diagnostics.first { $0.code == "swift-compile" }, "\(broken.diagnostics.map(\.message))")
        #expect(error.file?.hasSuffix("Badge.swift") == true && error.range.start.line == 6, "\(error.file ?? ""):\(error.range.start.line)")
        try badge("Text(\"fixed \\(count)\")")
        #expect(drawn().text.contains("Text(\"fixed 3\")"))
        // A change of the view's interface recompiles the file that uses it.
        let widened = "import SwiftUI\n\nstruct Badge: View {\n    var count: Int\n    var unit = \"pts\"\n"
            + "    var body: some View {\n        Text(\"\\(count) \\(unit)\")\n    }\n}\n"
        try Data(widened.utf8).write(to: URL(fileURLWithPath: folder + "/Badge.swift"))
        try Data(activity.replacingOccurrences(of: "Badge(count: context.state.count).padding()",
                                               with: "Badge(count: context.state.count, unit: \"goals\").padding()").utf8)
            .write(to: URL(fileURLWithPath: folder + "/BadgeActivity.swift"))
        let widenedText = drawn().text
        #expect(widenedText.contains("Text(\"3 goals\")") && widenedText.contains("Text(\"3 pts\")"), "\(widenedText)")
    }

    @Test("a widget that opts in to the Smart Stack draws its content a second time with activityFamily == .small")
    func smallFamily() throws {
        let loaded = Self.load("ParkingWatchActivity.swift")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        #expect(Presentation.defined(by: document) == [.lockScreen, .compact, .minimal, .expanded, .small])
        let text = Printer.print(document)
        let small = try #require(text.range(of: "small {"), "\(text)")
        // The small branch of the widget's `switch family` (its Label), not the lock screen's street name.
        let smallText = String(text[small.lowerBound...])
        #expect(smallText.contains("Bay \\(") || smallText.contains("\"Bay C14\""), "\(smallText)")
        #expect(smallText.contains("parkingsign.circle.fill") && !smallText.contains("Valencia Street"), "\(smallText)")
        for presentation in [Presentation.small, .lockScreen] {
            let failure = verifyGolden(layout: Self.compiled + "/ParkingWatchActivity.swift", preview: "Meter", presentation: presentation,
                                       scale: 2, golden: Self.corpus + "/golden")
            #expect(failure == nil, "\(failure ?? "")")
        }
        // Without `supplementalActivityFamilies([.small])` there is no small presentation.
        let transit = try #require(Self.load("TransitActivity.swift").document)
        #expect(!Presentation.defined(by: transit).contains(.small))
    }

    @Test("a widget's random numbers are one fixed stream: randomElement, Double.random, Bool.random, shuffled, UUID() and a Set's order give the same picture on every run")
    func randomIsDeterministic() throws {
        let first = try #require(Self.load("BokehActivity.swift").document.map(Printer.print))
        let second = try #require(Self.load("BokehActivity.swift").document.map(Printer.print))
        #expect(first == second)
        // Random, not constant: the six circles are not all one colour or all at one place.
        let offsets = first.components(separatedBy: "\n").filter { $0.contains(".offset(") }
        #expect(offsets.count == 6 && Set(offsets).count > 1, "\(first)")
    }

    @Test("a circular ProgressView keeps its currentValueLabel, drawn in the ring; the document prints and parses again")
    func circularProgressCurrentValueLabel() throws {
        let loaded = Self.load("RingTimerActivity.swift")
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        let compact = try #require(text.range(of: "compactLeading {"))
        #expect(text[compact.lowerBound...].contains("currentValueLabel: {")
                && text[compact.lowerBound...].contains("Image(systemName: \"pause.fill\")"), "\(text)")
        #expect(text.contains("Text(\"½\")"), "\(text)")
        let reparsed = Parser.parse(SourceFile(path: "ring.lockshot", text: text)).1
        #expect(reparsed.filter { $0.severity == .error }.isEmpty, "\(reparsed.map(\.message))")
        // `DynamicIsland.contentMargins(_:_:for:)` reaches the layout, which lays the island out with it.
        #expect(text.contains(".contentMargins([.top, .leading, .bottom], 6, for: .compactLeading)")
                && text.contains(".contentMargins(.trailing, 32, for: .expanded)"), "\(text)")
        // The bordered button's background is named once, at the modifier, not dropped silently.
        let unsupported = loaded.diagnostics.filter { $0.message.contains(".buttonStyle(.borderedProminent)") }
        #expect(unsupported.count == 1 && unsupported.first?.severity == .warning, "\(loaded.diagnostics.map(\.message))")
    }

    @Test("a ViewModifier's content sees the environment its body gives it; a value set on one view stays off its siblings")
    func modifierEnvironment() throws {
        let loaded = Self.load("WatchEnvironmentActivity.swift")
        let text = Printer.print(try #require(loaded.document, "\(loaded.diagnostics.map(\.message))"))
        let small = try #require(text.range(of: "\nsmall {"), "\(text)")
        let lock = try #require(text.range(of: "lockScreen {"))
        let lockText = String(text[lock.lowerBound..<small.lowerBound]), smallText = String(text[small.lowerBound...])
        // The key the modifier sets from activityFamily: the watch's height is the short, smaller one.
        #expect(smallText.contains("Text(\"6.4 m\")") && smallText.contains(".font(.title3)"), "\(smallText)")
        #expect(lockText.contains("Text(\"High tide 6.4 m\")") && lockText.contains(".font(.title)"), "\(lockText)")
        // `.environment(\\.onWatch, true)` on the first badge only; `isActivityUpdateReduced` is false (drawn synchronised).
        for region in [lockText, smallText] {
            let first = try #require(region.range(of: "badge: watch")), second = try #require(region.range(of: "badge: phone"))
            #expect(first.lowerBound < second.lowerBound, "\(region)")
        }
    }
}
