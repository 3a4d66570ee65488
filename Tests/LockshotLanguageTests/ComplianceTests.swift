import Foundation
import Testing
@testable import LockshotLanguage

/// The compliance suite (Fixtures/README.md describes the format):
/// `valid/*.lockshot` parse and check cleanly and print as their `.canonical` file;
/// `invalid/*.lockshot` produce exactly the diagnostics their `expect-…` markers name,
/// and, where a `.rendered` file exists, exactly that text at width 80 without color.
@Suite("Compliance")
struct ComplianceTests {
    /// Loads a fixture the way `lockshot check` does, with a stable display path.
    static func loadChecked(_ relative: String) -> LoadedLayout {
        let bytes = FileManager.default.contents(atPath: Fixtures.path(relative)).map { [UInt8]($0) } ?? []
        let directory = (Fixtures.path(relative) as NSString).deletingLastPathComponent
        return LayoutLoader.checked(LayoutLoader.load(path: relative, bytes: bytes), layoutDirectory: directory)
    }

    @Test("valid fixtures check cleanly and print canonically", arguments: Fixtures.names(in: "valid", ext: "lockshot"))
    func valid(name: String) throws {
        let loaded = Self.loadChecked("valid/" + name)
        let renderer = DiagnosticRenderer(files: loaded.file.map { [$0] } ?? [])
        #expect(loaded.diagnostics.isEmpty, "\(renderer.render(loaded.diagnostics))")
        let document = try #require(loaded.document)
        let printed = Printer.print(document)
        let canonicalName = "valid/" + name.replacingOccurrences(of: ".lockshot", with: ".canonical")
        // Set LOCKSHOT_RECORD (any record mode but never) to write a missing canonical file; the test then fails:
        // review the file and run again.
        if Fixtures.text(canonicalName) == nil, Fixtures.recording {
            _ = FileManager.default.createFile(atPath: Fixtures.path(canonicalName), contents: Data(printed.utf8))
            Issue.record("recorded \(canonicalName); review it and run again without LOCKSHOT_RECORD")
        }
        let canonical = try #require(Fixtures.text(canonicalName), "missing \(canonicalName); the print is:\n\(printed)")
        #expect(printed == canonical)
        // Round trip: the print parses back to an equal document, and printing is idempotent.
        let (reparsed, diagnostics) = Parser.parse(SourceFile(path: canonicalName, text: printed))
        #expect(diagnostics.isEmpty)
        #expect(reparsed == document)
        #expect(Printer.print(reparsed) == printed)
    }

    @Test("invalid fixtures report exactly the marked diagnostics", arguments: Fixtures.names(in: "invalid", ext: "lockshot"))
    func invalid(name: String) throws {
        let relative = "invalid/" + name
        let loaded = Self.loadChecked(relative)
        let renderer = DiagnosticRenderer(files: loaded.file.map { [$0] } ?? [], color: false, width: 80)
        let rendered = renderer.render(loaded.diagnostics)
        #expect(!loaded.diagnostics.isEmpty, "an invalid fixture must produce diagnostics")

        let expectations = Expectation.parse(loaded.file?.text ?? "")
        if !expectations.isEmpty {
            let actual = loaded.diagnostics.map(Expectation.init(diagnostic:))
            let missing = expectations.filter { e in !actual.contains { e.matches($0) } }
            let unexpected = actual.filter { a in !expectations.contains { $0.matches(a) } }
            #expect(missing.isEmpty, "expected but not reported: \(missing)\n\(rendered)")
            #expect(unexpected.isEmpty, "reported but not expected: \(unexpected)\n\(rendered)")
        }
        let renderedName = relative.replacingOccurrences(of: ".lockshot", with: ".rendered")
        if expectations.isEmpty, Fixtures.text(renderedName) == nil, Fixtures.recording {
            _ = FileManager.default.createFile(atPath: Fixtures.path(renderedName), contents: Data(rendered.utf8))
            Issue.record("recorded \(renderedName); review it and run again without LOCKSHOT_RECORD")
        }
        if let expected = Fixtures.text(renderedName) {
            #expect(rendered == expected)
        } else {
            #expect(!expectations.isEmpty, "\(relative) has neither markers nor a .rendered file; it renders as:\n\(rendered)")
        }
    }
}

/// `// expect-error@+1:7 message` — severity, line (relative to the marker's line, default 0),
/// optional column, and the exact message.
struct Expectation: Equatable, CustomStringConvertible {
    var severity: String
    var line: Int
    var column: Int?
    var message: String

    init(severity: String, line: Int, column: Int?, message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    init(diagnostic: Diagnostic) {
        self.init(severity: diagnostic.severity.rawValue, line: diagnostic.range.start.line,
                  column: diagnostic.range.start.column, message: diagnostic.message)
    }

    func matches(_ actual: Expectation) -> Bool {
        severity == actual.severity && line == actual.line && message == actual.message
            && (column == nil || column == actual.column)
    }

    var description: String { "\(severity)@\(line):\(column.map(String.init) ?? "*") \(message)" }

    static func parse(_ text: String) -> [Expectation] {
        var result: [Expectation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect-") else { continue }
            var rest = line[marker.upperBound...]
            let severity = String(rest.prefix { $0.isLetter })
            rest = rest.dropFirst(severity.count)
            var offset = 0
            if rest.first == "@" {
                rest = rest.dropFirst()
                let number = rest.prefix { $0 == "+" || $0 == "-" || $0.isNumber }
                offset = Int(number) ?? 0
                rest = rest.dropFirst(number.count)
            }
            var column: Int?
            if rest.first == ":" {
                rest = rest.dropFirst()
                let number = rest.prefix(while: \.isNumber)
                column = Int(number)
                rest = rest.dropFirst(number.count)
            }
            result.append(Expectation(severity: severity, line: index + 1 + offset, column: column,
                                      message: rest.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }
}
