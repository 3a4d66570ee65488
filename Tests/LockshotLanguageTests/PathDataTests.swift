import LockshotLanguage
import Testing

/// The layout's `Path("…")`: SVG path data, as a custom `Shape` records it and as designers write it.
@Suite("path data")
struct PathDataTests {
    typealias P = PathData.Point

    @Test("absolute and relative commands, H and V, implicit lines after M, commas and signs as separators")
    func parses() throws {
        let data = try PathData(svg: "M10,20 l5-5 H 40 v10 q 5 5 10 0 C 60 40 70 40 80 30 z m 1 1 2 2")
        #expect(data.commands == [
            .move(P(x: 10, y: 20)), .line(P(x: 15, y: 15)), .line(P(x: 40, y: 15)), .line(P(x: 40, y: 25)),
            .quad(control: P(x: 45, y: 30), to: P(x: 50, y: 25)), .curve(P(x: 60, y: 40), P(x: 70, y: 40), to: P(x: 80, y: 30)),
            .close, .move(P(x: 11, y: 21)), .line(P(x: 13, y: 23)),
        ])
    }

    @Test("printing and parsing again gives the same path", arguments: ["M 0 40 L 20 10 L 40 30", "M 0.5 1.25 Q 3 -4 5e1 6 Z"])
    func roundTrip(_ text: String) throws {
        let data = try PathData(svg: text)
        #expect(try PathData(svg: data.svg) == data)
    }

    @Test("bad data is an error naming what is wrong", arguments: [
        ("L 10 10", "must start with M"), ("10 10", "must start with a command"),
        ("M 10", "ends where a number was expected"), ("M 10 x", "expected a number at character 6"),
        ("M 1 1 Z 4", "a number after Z"),
    ])
    func errors(_ input: (String, String)) {
        do {
            _ = try PathData(svg: input.0)
            Issue.record("'\(input.0)' parsed")
        } catch {
            #expect(error.message.contains(input.1), "\(error.message)")
        }
    }

    @Test("a line of 20,000 commands is the limit, not a hang")
    func limit() {
        let long = "M 0 0 " + String(repeating: "L 1 1 ", count: 20_001)
        #expect(throws: PathDataError.self) { try PathData(svg: long) }
    }

    @Test("a curve flattens into lines that end where it ends; a closed subpath returns to its start")
    func polylines() throws {
        let lines = try PathData(svg: "M 0 0 C 0 10 10 10 10 0 Z").polylines
        #expect(lines.count == 1 && lines[0].count == 18)
        #expect(lines[0][16] == P(x: 10, y: 0) && lines[0].last == P(x: 0, y: 0))
    }
}
