import LockshotLayout

/// Breaks measured clusters into lines: hard breaks, greedy word wrap, line limit and truncation (SPEC §3).
///
/// Pure arithmetic over cluster advances, so it is tested without fonts. Widths are summed left to right in
/// one fixed order, so measuring again at exactly a previous ideal width gives the same single line.
struct TextLineBreaker {
    /// A line as text and advance width in points.
    struct Line: Equatable {
        var text: String
        var width: Double
        /// The cluster each character of `text` comes from; nil for the ellipsis (not compared).
        var clusters: [Int?] = []
        static func == (a: Line, b: Line) -> Bool { a.text == b.text && a.width == b.width }
    }

    let characters: [Character]
    /// Advance of each cluster in points, `kerning` included.
    let widths: [Double]
    /// Advance of `…` in points, `kerning` included.
    let ellipsisWidth: Double
    let maxWidth: Double?
    let lineLimit: Int?
    let truncationMode: TruncationMode

    /// Widths within this many points of the limit still fit (absorbs floating-point noise only).
    static let tolerance = 1e-9

    /// Lines in order and whether anything was cut.
    func lines() -> (lines: [Line], truncated: Bool) {
        var slices: [Range<Int>] = []
        var paragraphEnds: [Int] = []
        for paragraph in paragraphs() {
            for slice in wrap(paragraph) {
                slices.append(slice)
                paragraphEnds.append(paragraph.upperBound)
            }
        }
        let all = zip(slices, paragraphEnds).map { slice, end in line(slice, endsParagraph: slice.upperBound == end) }
        guard let limit = lineLimit.map({ max($0, 1) }), slices.count > limit else {
            return (all, false)
        }
        var lines = Array(all.prefix(limit - 1))
        let last = slices[limit - 1].lowerBound..<paragraphEnds[limit - 1]
        lines.append(truncate(last))
        return (lines, true)
    }

    /// Ranges of clusters between hard line breaks (the breaks themselves are in no range).
    private func paragraphs() -> [Range<Int>] {
        guard !characters.isEmpty else { return [] }
        var result: [Range<Int>] = []
        var start = 0
        for index in characters.indices where characters[index].isNewline {
            result.append(start..<index)
            start = index + 1
        }
        result.append(start..<characters.count)
        return result
    }

    /// Greedy wrap at spaces and between Chinese/Japanese clusters; a word wider than the line breaks between
    /// clusters; at least one cluster per line.
    private func wrap(_ paragraph: Range<Int>) -> [Range<Int>] {
        guard let maxWidth, maxWidth.isFinite else { return [paragraph] }
        var result: [Range<Int>] = []
        var start = paragraph.lowerBound
        repeat {
            var running = 0.0
            var lastBreak: Int?
            var end = paragraph.upperBound
            var index = start
            while index < paragraph.upperBound {
                if GraphemeClassifier.isBreakingSpace(characters[index]) {
                    running += widths[index]
                    index += 1
                    lastBreak = index
                    continue
                }
                if index > start, canBreakBetween(index - 1, index) { lastBreak = index }
                if running + widths[index] > maxWidth + Self.tolerance {
                    if let lastBreak, lastBreak > start {
                        end = lastBreak
                    } else {
                        end = max(index, start + 1)
                    }
                    break
                }
                running += widths[index]
                index += 1
            }
            result.append(start..<end)
            start = end
        } while start < paragraph.upperBound
        return result
    }

    /// A break with no space between two clusters: next to an ideograph or kana, unless punctuation forbids it.
    private func canBreakBetween(_ before: Int, _ after: Int) -> Bool {
        let left = characters[before], right = characters[after]
        guard GraphemeClassifier.isIdeographic(left) || GraphemeClassifier.isIdeographic(right) else { return false }
        return !GraphemeClassifier.cannotStartLine(right) && !GraphemeClassifier.cannotEndLine(left)
            && !left.isWhitespace
    }

    /// The line for `slice`. Trailing spaces hang at a soft break (dropped, like SwiftUI's) and at a
    /// paragraph's end are kept unless they would overflow `maxWidth`.
    private func line(_ slice: Range<Int>, endsParagraph: Bool) -> Line {
        let full = width(slice)
        if !endsParagraph || maxWidth.map({ full > $0 + Self.tolerance }) == true {
            let trimmed = trimTrailingSpaces(slice)
            return Line(text: text(trimmed), width: width(trimmed), clusters: trimmed.map { $0 })
        }
        return Line(text: text(slice), width: full, clusters: slice.map { $0 })
    }

    /// `slice` cut to fit `maxWidth` together with `…`, on cluster boundaries, per `truncationMode`.
    private func truncate(_ slice: Range<Int>) -> Line {
        let available = (maxWidth ?? .infinity) - ellipsisWidth + Self.tolerance
        switch truncationMode {
        case .tail:
            let head = trimTrailingSpaces(slice.lowerBound..<fittingPrefixEnd(slice, available: available))
            return Line(text: text(head) + "…", width: width(head) + ellipsisWidth, clusters: head.map { $0 } + [nil])
        case .head:
            let tail = trimLeadingSpaces(fittingSuffixStart(slice, available: available)..<slice.upperBound)
            return Line(text: "…" + text(tail), width: ellipsisWidth + width(tail), clusters: [nil] + tail.map { $0 })
        case .middle:
            var front = slice.lowerBound, back = slice.upperBound
            var used = 0.0
            var takeFront = true
            while front < back {
                let next = takeFront ? widths[front] : widths[back - 1]
                if used + next > available { break }
                used += next
                if takeFront { front += 1 } else { back -= 1 }
                takeFront.toggle()
            }
            let head = trimTrailingSpaces(slice.lowerBound..<front)
            let tail = trimLeadingSpaces(back..<slice.upperBound)
            return Line(text: text(head) + "…" + text(tail), width: width(head) + ellipsisWidth + width(tail),
                        clusters: head.map { $0 } + [nil] + tail.map { $0 })
        }
    }

    private func fittingPrefixEnd(_ slice: Range<Int>, available: Double) -> Int {
        guard maxWidth != nil else { return slice.upperBound }
        var used = 0.0
        var end = slice.lowerBound
        while end < slice.upperBound, used + widths[end] <= available {
            used += widths[end]
            end += 1
        }
        return end
    }

    private func fittingSuffixStart(_ slice: Range<Int>, available: Double) -> Int {
        guard maxWidth != nil else { return slice.lowerBound }
        var used = 0.0
        var start = slice.upperBound
        while start > slice.lowerBound, used + widths[start - 1] <= available {
            used += widths[start - 1]
            start -= 1
        }
        return start
    }

    private func trimTrailingSpaces(_ slice: Range<Int>) -> Range<Int> {
        var end = slice.upperBound
        while end > slice.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        return slice.lowerBound..<end
    }

    private func trimLeadingSpaces(_ slice: Range<Int>) -> Range<Int> {
        var start = slice.lowerBound
        while start < slice.upperBound, characters[start].isWhitespace { start += 1 }
        return start..<slice.upperBound
    }

    private func width(_ slice: Range<Int>) -> Double { slice.reduce(0.0) { $0 + widths[$1] } }
    private func text(_ slice: Range<Int>) -> String { String(characters[slice]) }
}
