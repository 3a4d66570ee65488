/// Makes Cairo's SVG output independent of process-wide counters.
///
/// Cairo 1.16 names SVG elements for images and surfaces after each surface's `unique_id`,
/// a counter shared by the whole process (`image93`, `surface95`): the same drawing would get
/// different ids depending on what rendered before it. This renumbers those ids, and every
/// reference to them, in order of first appearance, so equal drawings give equal bytes.
enum VectorIDs {
    /// The id prefixes Cairo numbers from process-wide counters.
    static let prefixes: [[UInt8]] = ["image", "surface", "source"].map { Array($0.utf8) }

    /// Returns `svg` with every `image<N>`/`surface<N>`/`source<N>` id and reference renumbered from 1.
    /// - Complexity: O(n) in the document length.
    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: Int] = [:]
        var nextNumber = Array(repeating: 1, count: prefixes.count)
        var i = 0
        while i < svg.count {
            if i > 0, svg[i - 1] == UInt8(ascii: "\"") || svg[i - 1] == UInt8(ascii: "#"),
               let (prefixIndex, digitsEnd) = numberedID(in: svg, at: i) {
                let key = Array(svg[i..<digitsEnd])
                let number: Int
                if let known = numbers[key] {
                    number = known
                } else {
                    number = nextNumber[prefixIndex]
                    nextNumber[prefixIndex] += 1
                    numbers[key] = number
                }
                output += prefixes[prefixIndex]
                output += Array(String(number).utf8)
                i = digitsEnd
            } else {
                output.append(svg[i])
                i += 1
            }
        }
        return output
    }

    /// If `svg[start...]` is a prefix followed by digits and then `"` or `)`, the prefix's index and the digits' end.
    private static func numberedID(in svg: [UInt8], at start: Int) -> (Int, Int)? {
        for (index, prefix) in prefixes.enumerated() {
            let digitsStart = start + prefix.count
            guard digitsStart < svg.count, svg[start..<digitsStart].elementsEqual(prefix) else { continue }
            var end = digitsStart
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            guard end > digitsStart, end < svg.count,
                  svg[end] == UInt8(ascii: "\"") || svg[end] == UInt8(ascii: ")") else { return nil }
            return (index, end)
        }
        return nil
    }
}
