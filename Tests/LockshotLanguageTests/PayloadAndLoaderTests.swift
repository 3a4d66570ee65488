import Foundation
import Testing
@testable import LockshotLanguage

@Suite("Payloads and loading")
struct PayloadAndLoaderTests {
    static let reference = SourceRange(start: .init(offset: 20, line: 3, column: 21), end: .init(offset: 40, line: 3, column: 41))

    @Test("aps.attributes and content-state merge (content state wins) and top-level keys join them")
    func merge() throws {
        let json = try JSONParser.parse(Array("""
        {"aps": {"timestamp": 1, "attributes": {"a": "x", "b": 1}, "content-state": {"b": 2.5, "c": null}},
         "d": true}
        """.utf8)).get()
        let (fields, diagnostics) = PayloadLoader.fields(fromJSON: json, path: "p.json", reference: Self.reference,
                                                         layoutFile: "l.lockshot")
        #expect(diagnostics == [])
        #expect(fields.map(\.name.name) == ["a", "b", "c", "d"])
        #expect(fields.map(\.value.kind) == [.string([.literal("x")]), .number(2.5, isInteger: false), .nil, .bool(true)])
        #expect(fields.allSatisfy { $0.value.range == Self.reference })
    }

    @Test("a payload file from the fixtures reads like written fields")
    func file() {
        let (fields, diagnostics) = PayloadLoader.fields(fromJSONFile: Fixtures.path("valid/fixtures/snap-start.json"),
                                                         reference: Self.reference, layoutFile: "l")
        #expect(diagnostics == [])
        #expect(fields.map(\.name.name) == ["senderName", "expiresAt", "title", "subtitle"])
    }

    @Test("missing, invalid and wrongly shaped payloads point at the from-string", arguments: [
        ("payloads/none.json", "not found"),
        ("payloads/broken.json", "is not valid JSON"),
        ("payloads/array.json", "must be a JSON object, not an array"),
        ("payloads/content-state-string.json", "'aps.content-state'"),
    ])
    func failures(path: String, fragment: String) {
        let (fields, diagnostics) = PayloadLoader.fields(fromJSONFile: Fixtures.path("invalid/" + path),
                                                         reference: Self.reference, layoutFile: "l.lockshot")
        #expect(fields.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains(fragment) == true)
        #expect(diagnostics.first?.range == Self.reference)
        #expect(diagnostics.first?.file == "l.lockshot")
    }

    @Test("a FIFO as a payload is refused at once; a symbolic link to a file is read")
    func fifoAndLink() throws {
        let folder = NSTemporaryDirectory() + "lockshot-payload-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: Fixtures.path("valid/fixtures/snap-start.json"))
        let (_, fifo) = PayloadLoader.fields(fromJSONFile: folder + "/pipe.json", reference: Self.reference, layoutFile: "l")
        #expect(fifo.map(\.message) == ["payload file '\(folder)/pipe.json' is not a regular file (a FIFO, socket or device)"])
        let (fields, link) = PayloadLoader.fields(fromJSONFile: folder + "/link.json", reference: Self.reference, layoutFile: "l")
        #expect(link == [])
        #expect(fields.count == 4)
    }

    @Test("the JSON parser rejects what RFC 8259 rejects and survives deep nesting", arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01x", "\"\\x\"", "nul", "[1] 2",
        String(repeating: "[", count: 100_000),
    ])
    func jsonRejects(text: String) {
        if case .success = JSONParser.parse(Array(text.utf8)) { Issue.record("accepted \(text.prefix(20))") }
    }

    @Test("JSON strings decode escapes and surrogate pairs")
    func jsonStrings() throws {
        #expect(try JSONParser.parse(Array(#""a\n\u00e9\ud83d\udcf8""#.utf8)).get() == .string("a\né📸"))
    }

    @Test("loading: a missing file and a directory are one diagnostic each, with no document")
    func missing() {
        for path in [Fixtures.path("nope.lockshot"), Fixtures.path("valid")] {
            let loaded = LayoutLoader.load(path: path)
            #expect(loaded.document == nil)
            #expect(loaded.diagnostics.count == 1)
            #expect(loaded.diagnostics.first?.code == "io")
        }
    }

    @Test("loading: a UTF-8 byte order mark is skipped")
    func byteOrderMark() {
        let loaded = LayoutLoader.load(path: "bom.lockshot", bytes: [0xEF, 0xBB, 0xBF] + Array("minimal { Circle() }".utf8))
        #expect(loaded.succeeded)
        #expect(loaded.document?.region(.minimal) != nil)
    }

    @Test("loading: invalid UTF-8 is reported at the first bad byte", arguments: [
        ([0x61, 0x0A, 0x62, 0xC3, 0x28], 2, 2),        // bad continuation
        ([0xE0, 0x80, 0x80], 1, 1),                    // overlong
        ([0xED, 0xA0, 0x80], 1, 1),                    // surrogate
        ([0x61, 0x62, 0x63, 0xF4, 0x90, 0x80, 0x80], 1, 4), // above U+10FFFF
    ] as [([UInt8], Int, Int)])
    func invalidUTF8(bytes: [UInt8], line: Int, column: Int) {
        let loaded = LayoutLoader.load(path: "u.lockshot", bytes: bytes)
        #expect(loaded.document == nil)
        #expect(loaded.diagnostics.map(\.code) == ["encoding"])
        #expect(loaded.diagnostics.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (line, column))
    }

    @Test("loadChecked reads, parses and checks relative to the layout's directory")
    func loadChecked() {
        let loaded = LayoutLoader.loadChecked(path: Fixtures.path("valid/spec-flick.lockshot"))
        #expect(loaded.succeeded)
        let broken = LayoutLoader.loadChecked(path: Fixtures.path("invalid/missing-payload.lockshot"))
        #expect(broken.diagnostics.map(\.code) == ["payload"])
    }
}
