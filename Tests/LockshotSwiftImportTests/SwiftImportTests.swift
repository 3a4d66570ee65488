import Foundation
import LockshotLanguage
import LockshotSwiftImport
import Testing

/// One activity around `view` (the body of `struct V: View` with `let context`), plus `extra` declarations.
func widgetSource(_ view: String, state: String = "var count: Int\n        var eta: Date", attributes: String = "var name: String",
                  extra: String = "") -> String {
    """
    import ActivityKit
    import SwiftUI
    struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            \(state)
        }
        \(attributes)
    }
    struct V: View {
        let context: ActivityViewContext<A>
        var body: some View {
            \(view)
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: A.self) { context in
                V(context: context)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("L") }
                } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") }
            }
        }
    }
    \(extra)
    """
}

func importText(_ source: String) -> (layout: String, diagnostics: [Diagnostic]) {
    let result = SwiftImporter.importSources([SwiftSource(path: "W.swift", text: source)])
    let imported = SwiftImporter.imported(result, layoutDirectory: ".")
    return (imported.layout, imported.diagnostics.map(\.diagnostic))
}

/// The lock screen region's body as printed.
func lockScreen(_ layout: String) -> String {
    guard let start = layout.range(of: "lockScreen {\n") else { return "" }
    let rest = layout[start.upperBound...]
    guard let end = rest.range(of: "\n}\n") else { return String(rest) }
    return String(rest[..<end.lowerBound])
}

@Suite("Swift import")
struct SwiftImportTests {
    @Test("ActivityAttributes properties become attributes, ContentState's the state block; the configuration's regions become regions")
    func stateAndAttributes() {
        let (layout, diagnostics) = importText(widgetSource("Text(\"\\(context.attributes.name): \\(context.state.count)\")"))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(layout.contains("attributes {\n  name: String\n}\n\nstate {\n  count: Int\n  eta: Date\n}"))
        #expect(lockScreen(layout) == "  Text(\"\\(name): \\(count)\")")
        #expect(layout.contains("compactLeading {\n  Text(\"a\")\n}"))
        #expect(layout.contains("expanded {\n  leading {\n    Text(\"L\")\n  }\n}"))
    }

    @Test("context.isStale and @Environment(\\.isLuminanceReduced) become the layout's isStale and isLuminanceReduced")
    func environment() {
        let source = widgetSource("Text(context.isStale ? \"old\" : \"new\").opacity(dimmed ? 0.5 : 1)")
            .replacingOccurrences(of: "let context: ActivityViewContext<A>",
                                  with: "let context: ActivityViewContext<A>\n    @Environment(\\.isLuminanceReduced) var dimmed")
        let (layout, diagnostics) = importText(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lockScreen(layout) == "  Text(isStale ? \"old\" : \"new\")\n    .opacity(isLuminanceReduced ? 0.5 : 1)")
    }

    @Test("a custom view is inlined: stored properties bound to the arguments, defaults used, body as the view")
    func customViewInlined() {
        let extra = """
        struct Badge: View {
            let title: String
            var tint: Color = .blue
            var body: some View {
                Text(title).foregroundStyle(tint)
            }
        }
        """
        let (layout, diagnostics) = importText(widgetSource("HStack { Badge(title: \"x\\(context.state.count)\"); Badge(title: \"y\", tint: .red).bold() }",
                                                            extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lockScreen(layout) == """
              HStack {
                Text("x\\(count)")
                  .foregroundStyle(.blue)
                Text("y")
                  .foregroundStyle(.red)
                  .bold()
              }
            """)
    }

    @Test("@ViewBuilder properties and functions are inlined with their parameters; if let becomes an if with the value")
    func helpers() {
        let source = widgetSource("VStack { header; row(\"Count\", value: context.state.count) }", state: "var count: Int\n        var note: String?")
            .replacingOccurrences(of: "    var body: some View {", with: """
                @ViewBuilder var header: some View {
                    if let note = context.state.note { Text(note) } else { Text("none") }
                }
                func row(_ title: String, value: Int) -> some View { Text("\\(title) \\(value)") }
                var body: some View {
            """)
        let (layout, diagnostics) = importText(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lockScreen(layout) == """
              VStack {
                if note != nil {
                  Text(note)
                } else {
                  Text("none")
                }
                Text("\\(\"Count\") \\(count)")
              }
            """)
    }

    @Test("Color extensions and static constants used by the views become theme tokens; unused ones do not")
    func theme() {
        let extra = """
        extension Color { static let brand = Color(hex: 0x112233); static let unused = Color.red }
        enum Style { static let gap: CGFloat = 6 }
        """
        let (layout, diagnostics) = importText(widgetSource("HStack(spacing: Style.gap) { Text(\"a\").foregroundStyle(.brand); Text(\"b\").foregroundStyle(Color.brand) }",
                                                            extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(layout.contains("theme {\n  brand = #112233\n  gap = 6\n}"))
        #expect(lockScreen(layout).contains("HStack(spacing: gap)"))
        #expect(lockScreen(layout).contains(".foregroundStyle(brand)"))
        #expect(!layout.contains("unused"))
    }

    @Test("#Preview content states become previews: statics by name, dates relative to now as ISO 8601 at 09:41")
    func previews() {
        let extra = """
        extension A { static var sample: A { A(name: "Pizza") } }
        extension A.ContentState { static var early: Self { .init(count: 1, eta: .now + 20 * 60) } }
        #Preview("Lock", as: .content, using: A.sample) { W() } contentStates: {
            A.ContentState.early
            A.ContentState(count: 2, eta: Date().addingTimeInterval(-90))
        }
        """
        let (layout, diagnostics) = importText(widgetSource("Text(context.state.eta, style: .timer)", extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(layout.contains("preview \"early\" {\n  name: \"Pizza\"\n  count: 1\n  eta: \"2026-01-01T10:01:00Z\"\n}"))
        #expect(layout.contains("preview \"Lock 2\" {\n  name: \"Pizza\"\n  count: 2\n  eta: \"2026-01-01T09:39:30Z\"\n}"))
    }

    @Test("a ClosedRange<Date> field becomes two Date attributes and a range wherever it is read")
    func dateRange() {
        let extra = """
        #Preview("P", as: .content, using: A(name: "n")) { W() } contentStates: {
            A.ContentState(window: Date.now...Date.now + 300)
        }
        """
        let (layout, diagnostics) = importText(widgetSource("ProgressView(timerInterval: context.state.window, countsDown: true)",
                                                            state: "var window: ClosedRange<Date>", extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(layout.contains("windowStart: Date\n  windowEnd: Date"))
        #expect(lockScreen(layout) == "  ProgressView(timerInterval: windowStart...windowEnd, countsDown: true)")
        #expect(layout.contains("windowStart: \"2026-01-01T09:41:00Z\"\n  windowEnd: \"2026-01-01T09:46:00Z\""))
    }

    @Test("'// lockshot: skip' leaves out a view, a modifier, or every use of a view type")
    func skip() {
        let extra = """
        // lockshot: skip
        struct Fancy: View { var body: some View { Text("fancy") } }
        """
        let view = """
        VStack {
                    // lockshot: skip
                    AsyncImage(url: URL(string: "https://example.com"))
                    Text("kept")
                        // lockshot: skip
                        .privacySensitive()
                        .bold()
                    Fancy()
                }
        """
        let (layout, diagnostics) = importText(widgetSource(view, extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lockScreen(layout) == "  VStack {\n    Text(\"kept\")\n      .bold()\n  }")
    }

    @Test("the checker's findings on the imported layout point at the Swift file:line:column, with what to do")
    func checkerFindingsLocatedInSwift() throws {
        let (layout, diagnostics) = importText(widgetSource("Text(\"a\").fnt(.title)"))
        #expect(layout.isEmpty)
        let finding = try #require(diagnostics.first { $0.message.contains("fnt") })
        #expect(finding.file == "W.swift")
        #expect(finding.range.start.line == 13)
        #expect(finding.range.start.column == 19)
        #expect(finding.help?.contains("did you mean 'font'") == true)
        #expect(finding.help?.contains("lockshot: skip") == true)
    }

    @Test("no ActivityConfiguration, or no ActivityAttributes struct for it, is a located error")
    func missingPieces() {
        let none = importText("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n")
        #expect(none.diagnostics.first?.message.contains("no 'ActivityConfiguration(for:)'") == true)
        let source = widgetSource("Text(\"a\")").replacingOccurrences(of: "for: A.self", with: "for: B.self")
        let noAttributes = importText(source)
        let error = noAttributes.diagnostics.first { $0.message.contains("struct B: ActivityAttributes") }
        #expect(error?.range.start.line == 18)
    }

    /// `// expect-error@+N:COL text` in each file under Tests/swift-widgets/untranslatable: an error
    /// at that line and column of that file whose message contains `text`; and no layout.
    @Test("each untranslatable construct is a located error in its fixture", arguments: untranslatableFixtures())
    func untranslatable(fixture: String) throws {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var expectations: [(line: Int, column: Int, text: String)] = []
        for (index, line) in lines.enumerated() {
            guard let marker = line.range(of: "// expect-error@+") else { continue }
            let spec = line[marker.upperBound...]
            let parts = spec.split(separator: " ", maxSplits: 1)
            let numbers = parts[0].split(separator: ":").compactMap { Int($0) }
            guard numbers.count == 2, parts.count == 2 else { continue }
            expectations.append((index + 1 + numbers[0], numbers[1], String(parts[1])))
        }
        #expect(!expectations.isEmpty)
        let result = SwiftImporter.importFiles([fixture])
        let imported = SwiftImporter.imported(result, layoutDirectory: ".")
        #expect(imported.layout.isEmpty, "an untranslatable construct must not give a layout")
        let diagnostics = imported.diagnostics.map(\.diagnostic)
        for e in expectations {
            #expect(diagnostics.contains {
                $0.severity == .error && $0.file == fixture && $0.range.start.line == e.line && $0.range.start.column == e.column
                    && $0.message.contains(e.text) && $0.help != nil
            }, "expected \(e.line):\(e.column) '\(e.text)', got \(diagnostics.map { "\($0.range.start): \($0.message)" })")
        }
    }
}

func untranslatableFixtures() -> [String] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("swift-widgets/untranslatable").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
}
