/// A `.lockshot` source file held in memory, with the line table that turns
/// byte offsets into the line and column numbers diagnostics print.
public struct SourceFile: Sendable, Hashable {
    /// The path shown in diagnostics, as the user gave it (relative paths stay relative).
    public let path: String
    /// The file's text. Invalid UTF-8 has already been replaced (and reported) by the loader.
    public let text: String
    /// UTF-8 offsets of the first byte of each line. `\r\n`, `\n` and a lone `\r` (classic Mac)
    /// each end one line.
    public let lineStarts: [Int]

    /// Creates a source file and indexes its lines.
    /// - Complexity: O(n) in the length of `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        var starts = [0]
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                starts[starts.count - 1] = offset + 1 // `\r\n` is one break: the line starts after the `\n`
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                starts.append(offset + 1)
            default:
                break
            }
            previous = byte
        }
        self.lineStarts = starts
    }

    /// The 1-based line and column (in characters) of a UTF-8 offset.
    /// - Complexity: O(log lines + line length).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, text.utf8.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let utf8 = text.utf8
        let lineStart = utf8.index(utf8.startIndex, offsetBy: lineStarts[low])
        let target = utf8.index(utf8.startIndex, offsetBy: clamped)
        let column = text[lineStart..<target].count + 1
        return SourceLocation(offset: clamped, line: low + 1, column: column)
    }

    /// The text of a 1-based line, without its line break (`\r\n`, `\n` or `\r`).
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let utf8 = text.utf8
        let startOffset = lineStarts[number - 1]
        var endOffset = utf8.count
        if number < lineStarts.count {
            endOffset = lineStarts[number] - 1 // the `\n` or lone `\r` that ends the line
            if endOffset > startOffset, utf8[utf8.index(utf8.startIndex, offsetBy: endOffset)] == UInt8(ascii: "\n"),
               utf8[utf8.index(utf8.startIndex, offsetBy: endOffset - 1)] == UInt8(ascii: "\r") {
                endOffset -= 1
            }
        }
        let start = utf8.index(utf8.startIndex, offsetBy: startOffset)
        let end = utf8.index(utf8.startIndex, offsetBy: max(startOffset, endOffset))
        return text[start..<end]
    }
}

/// A position in a source file: a UTF-8 offset plus its 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at the start of a file, for things with no source (defaults, stress data).
    public static let none = SourceRange(start: .init(offset: 0, line: 1, column: 1),
                                         end: .init(offset: 0, line: 1, column: 1))

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)" }
}
