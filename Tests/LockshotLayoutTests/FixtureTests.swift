import Foundation
import LockshotLanguage
import LockshotLayout
import Testing

/// The layout fixture corpus: one `.lockshot` file per behaviour in `Fixtures/`.
///
/// A fixture is a layout whose header comments set the case up and whose trailing
/// `/* expect … */` block holds the expected tree, one node per line, indented by depth:
/// `kind x y width height`, plus `"displayed text"` and `truncated` for text and
/// `source fallback` for images. Header keys (all optional):
/// `// propose: W x H` (`nil` for unspecified; the lock screen region laid out alone),
/// `// presentation: lockScreen|compact|minimal|expanded` (instead of `propose`),
/// `// preview: NAME`, `// scale: N` + `// expect-ops:` lines checked against lowering.
/// Set `LOCKSHOT_RECORD=failed` (or `all`), the golden suite's variable, to write the actual tree into a fixture
/// that differs; the test then fails, as swift-snapshot-testing's record mode does: review the diff and run again.
@Suite struct FixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".lockshot") }.sorted()
    }()

    @Test func corpusIsLargeEnough() {
        #expect(Self.names.count >= 60)
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let fixture = try #require(Fixture(text: text), "\(name): no /* expect */ block")
        let actual = try fixture.run(name: name)
        if ["failed", "all"].contains(ProcessInfo.processInfo.environment["LOCKSHOT_RECORD"]), actual != fixture.expected {
            try fixture.replacingExpected(with: actual).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("\(name): recorded the actual tree; review the diff and run again without LOCKSHOT_RECORD")
            return
        }
        #expect(actual == fixture.expected, """

            ── \(name) ──
            input:
            \(fixture.source)
            expected:
            \(fixture.expected)
            actual:
            \(actual)
            """)
    }
}

/// One parsed fixture file.
struct Fixture {
    var source: String
    var expected: String
    var header: [String: String]

    init?(text: String) {
        guard let start = text.range(of: "/* expect\n"), let end = text.range(of: "*/", range: start.upperBound..<text.endIndex)
        else { return nil }
        source = String(text[..<start.lowerBound])
        expected = String(text[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines)
        header = [:]
        for line in source.split(separator: "\n") where line.hasPrefix("// ") {
            let parts = line.dropFirst(3).split(separator: ":", maxSplits: 1)
            if parts.count == 2 {
                header[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
    }

    func replacingExpected(with actual: String) -> String {
        source + "/* expect\n" + actual + "\n*/\n"
    }

    func run(name: String) throws -> String {
        let file = SourceFile(path: name, text: source)
        let (document, parseDiagnostics) = Parser.parse(file)
        let errors = parseDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map(\.message))")
        let activity = Binder.bind(document, file: file, preview: header["preview"],
                                   environment: BindingEnvironment(layoutDirectory: "."), assets: FakeAssets())
        var lines: [String] = []
        let root: LaidOutNode
        if let presentation = header["presentation"].flatMap(Presentation.init(rawValue:)) {
            let laidOut = PresentationLayout.layout(activity, presentation: presentation, device: .iPhone15Pro,
                                                    measurer: FakeMeasurer())
            lines.append("presentation \(num(laidOut.size.width)) \(num(laidOut.size.height))")
            root = laidOut.root
            for child in root.children { render(child, depth: 1, into: &lines) }
            for d in laidOut.diagnostics where d.code == "presentation-size" { lines.append(d.severity == .error ? "! \(d.code)" : "! \(d.code) \(d.severity.rawValue)") }
        } else {
            let proposal = parseProposal(header["propose"] ?? "nil x nil")
            let view = activity.regions[.lockScreen] ?? BoundView(id: 0, kind: .empty)
            root = LayoutEngine.layout(view, proposal: proposal, measurer: FakeMeasurer())
            render(root, depth: 0, into: &lines)
        }
        for d in activity.diagnostics where d.code == "missing-asset" { lines.append("! \(d.code) \(d.severity.rawValue)") }
        return lines.joined(separator: "\n")
    }

    func parseProposal(_ text: String) -> ProposedSize {
        let parts = text.split(separator: "x").map { $0.trimmingCharacters(in: .whitespaces) }
        func value(_ s: String) -> Double? { s == "nil" ? nil : (s == "inf" ? .infinity : Double(s)) }
        return ProposedSize(width: parts.first.flatMap(value), height: parts.count > 1 ? value(parts[1]) : nil)
    }

    func render(_ node: LaidOutNode, depth: Int, into lines: inout [String]) {
        let f = node.frame
        var line = String(repeating: "  ", count: depth)
            + "\(node.kind.name) \(num(f.minX)) \(num(f.minY)) \(num(f.width)) \(num(f.height))"
        switch node.kind {
        case .text(let t):
            line += " \"\(t.displayedText.replacingOccurrences(of: "\n", with: "⏎"))\""
            if t.truncated { line += " truncated" }
        case .image(let i):
            line += " \(i.source ?? "none")"
            if i.fallback { line += " fallback" }
        default: break
        }
        lines.append(line)
        for child in node.children { render(child, depth: depth + 1, into: &lines) }
    }

    func num(_ v: Double) -> String {
        guard v.isFinite else { return "inf" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
