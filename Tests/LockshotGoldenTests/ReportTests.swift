import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LockshotGolden
import Testing

@Suite("reports from the run record")
struct ReportTests {
    /// A run with one pass, one failure (with a message full of XML specials) and one error.
    static func sampleRecord(in directory: TemporaryDirectory) throws -> RunRecord {
        _ = Fixtures.runner(in: directory).run(Fixtures.cases)
        let changing: Set<String> = [Fixtures.cases[1].id]
        let failing: Set<String> = [Fixtures.cases[2].id]
        return Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 1, changing: changing, failing: failing) })
            .run(Fixtures.cases)
    }

    /// Counts elements and collects attributes while parsing; fails on malformed XML.
    final class Collector: NSObject, XMLParserDelegate {
        var testcases: [String] = []
        var failures: [String] = []
        var errors = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "testcase" { testcases.append(attributes["name"] ?? "") }
            if name == "failure" { failures.append(attributes["message"] ?? "") }
            if name == "error" { errors += 1 }
        }
    }

    @Test("JUnit XML is well-formed, has one testcase per case and failures naming their case")
    func junit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let record = try Self.sampleRecord(in: directory)
        let xml = JUnitReport.render(record)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "JUnit XML must parse: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.testcases == Fixtures.cases.map(\.id))
        #expect(collector.failures.count == 1)
        #expect(collector.failures.first?.hasPrefix(Fixtures.cases[1].id + ": pixels differ") == true)
        #expect(collector.errors == 1)
    }

    @Test("the HTML report shows failing cases with relative image paths and a slider, no network")
    func html() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let record = try Self.sampleRecord(in: directory)
        try ReportWriter.write(record, to: directory.file("report"))
        let html = try String(contentsOfFile: directory.file("report/index.html"), encoding: .utf8)
        let id = Fixtures.cases[1].id
        #expect(html.contains("src=\"cases/\(id)/expected.png\""))
        #expect(html.contains("src=\"cases/\(id)/diff.png\""))
        #expect(html.contains("type=\"range\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("8 cases: 6 passed, 1 failed, 1 errors"))
        for artifact in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: directory.file("report/cases/\(id)/\(artifact).png")))
        }
    }

    @Test("the Markdown summary lists failing cases with a re-run command")
    func markdown() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let markdown = MarkdownReport.render(try Self.sampleRecord(in: directory))
        #expect(markdown.hasPrefix("## lockshot golden images: ❌ 2 failing\n"))
        #expect(markdown.contains("| `\(Fixtures.cases[1].id)` | failed | pixels differ: 1 pixel differs"))
        #expect(markdown.contains("lockshot test --filter \"\(Fixtures.cases[1].id)\""))
    }

    @Test("a run record survives a JSON round trip")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let record = try Self.sampleRecord(in: directory)
        try ReportWriter.write(record, to: directory.file("out"))
        #expect(try RunRecord.load(path: directory.file("out/run.json")) == record)
        #expect(throws: RunRecordError.self) { try RunRecord.load(path: directory.file("nope/run.json")) }
    }

    @Test("a new run removes the previous run's artifacts, and only those")
    func staleArtifacts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let record = try Self.sampleRecord(in: directory)
        try ReportWriter.write(record, to: directory.file("report"))
        try AtomicFile.write([1], to: directory.file("report/keep-me.txt"))
        let clean = Fixtures.runner(in: directory, renderer: { FakeRenderer(version: 0) }).run(Fixtures.cases)
        #expect(clean.summary.failures == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.file("report/cases/\(Fixtures.cases[1].id)/diff.png")))
        #expect(FileManager.default.fileExists(atPath: directory.file("report/keep-me.txt")))
    }
}
