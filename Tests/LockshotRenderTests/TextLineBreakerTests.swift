import LockshotLayout
import Testing
@testable import LockshotRender

/// Line breaking over fixed advances: every cluster 1 pt wide, `…` 1 pt wide (no fonts involved).
@Suite("Line breaking")
struct TextLineBreakerTests {
    private func lines(_ text: String, maxWidth: Double? = nil, lineLimit: Int? = nil,
                       mode: TruncationMode = .tail, advance: Double = 1) -> ([String], [Double], Bool) {
        let characters = Array(text)
        let breaker = TextLineBreaker(characters: characters,
                                      widths: characters.map { $0.isNewline ? 0 : advance },
                                      ellipsisWidth: advance, maxWidth: maxWidth, lineLimit: lineLimit,
                                      truncationMode: mode)
        let (result, truncated) = breaker.lines()
        return (result.map(\.text), result.map(\.width), truncated)
    }

    @Test("without a width, one line per hard line break")
    func hardBreaks() {
        let (text, widths, truncated) = lines("a b\nc\r\nde")
        #expect(text == ["a b", "c", "de"])
        #expect(widths == [3, 1, 2])
        #expect(!truncated)
    }

    @Test("wraps greedily at spaces; spaces at a soft break hang and are dropped")
    func wrapsAtSpaces() {
        let (text, widths, truncated) = lines("aa bb cc   dd", maxWidth: 5)
        #expect(text == ["aa bb", "cc", "dd"])
        #expect(widths == [5, 2, 2])
        #expect(!truncated)
    }

    @Test("a word longer than the line breaks between clusters")
    func longWordBreaksAtClusters() {
        #expect(lines("abcdefgh", maxWidth: 3).0 == ["abc", "def", "gh"])
        #expect(lines("ab cdefgh", maxWidth: 3).0 == ["ab", "cde", "fgh"])
    }

    @Test("Chinese and Japanese break between characters, never before closing punctuation")
    func ideographicBreaks() {
        #expect(lines("ab 你好世界", maxWidth: 4).0 == ["ab 你", "好世界"])
        #expect(lines("你好世界再见", maxWidth: 4).0 == ["你好世界", "再见"])
        #expect(lines("hi你好", maxWidth: 3).0 == ["hi你", "好"])
        // "。" may not start a line: "世界。" moves down together.
        #expect(lines("你好世界。再见", maxWidth: 4).0 == ["你好世", "界。再见"])
        // "「" may not end a line, "」" may not start one.
        #expect(lines("你好「世界」", maxWidth: 3).0 == ["你好", "「世", "界」"])
    }

    @Test("a single cluster wider than the line still gets a line of its own")
    func oversizedCluster() {
        let (text, widths, _) = lines("W", maxWidth: 5, advance: 10)
        #expect(text == ["W"])
        #expect(widths == [10])
    }

    @Test("measuring again at exactly the ideal width gives the same single line", arguments: [0.1, 0.3, 1.0 / 3, 7.13])
    func idealWidthRoundTrips(advance: Double) {
        let text = "Maya sent you a snap"
        let ideal = lines(text, advance: advance).1[0]
        let (again, widths, truncated) = lines(text, maxWidth: ideal, lineLimit: 1, advance: advance)
        #expect(again == [text])
        #expect(widths == [ideal])
        #expect(!truncated)
    }

    @Test("tail truncation trims white space before the ellipsis and fits the width")
    func tailTruncation() {
        let (text, widths, truncated) = lines("hello world", maxWidth: 7, lineLimit: 1)
        #expect(text == ["hello…"])
        #expect(widths == [6])
        #expect(truncated)
    }

    @Test("head and middle truncation keep the end, or both ends")
    func headAndMiddle() {
        #expect(lines("hello world", maxWidth: 6, lineLimit: 1, mode: .head).0 == ["…world"])
        #expect(lines("abcdefghij", maxWidth: 5, lineLimit: 1, mode: .middle).0 == ["ab…ij"])
    }

    @Test("the line limit cuts the last kept line with an ellipsis")
    func lineLimit() {
        let (text, _, truncated) = lines("aa bb cc dd ee", maxWidth: 5, lineLimit: 2)
        #expect(text == ["aa bb", "cc d…"])
        #expect(truncated)
        #expect(lines("a\nb\nc", lineLimit: 2).0 == ["a", "b…"])
    }

    @Test("text that fits its line limit is not truncated")
    func fitsLimit() {
        let (text, _, truncated) = lines("aa bb", maxWidth: 5, lineLimit: 1)
        #expect(text == ["aa bb"])
        #expect(!truncated)
    }

    @Test("empty text has no lines")
    func empty() {
        #expect(lines("").0.isEmpty)
    }
}
