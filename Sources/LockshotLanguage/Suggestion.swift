/// "Did you mean …?" suggestions by edit distance, as swift-argument-parser offers them.
package enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a plausible typo:
    /// a case-insensitive match, or an edit distance of at most a third of the name's length (minimum 1).
    /// Ties go to the earlier candidate, so suggestions are deterministic.
    /// - Complexity: O(c · n · m) for c candidates of length m.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) { return exact }
        let limit = max(1, name.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    /// - Complexity: O(n · m).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var row = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            row[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    row[j] = min(row[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return previous[y.count]
    }
}
