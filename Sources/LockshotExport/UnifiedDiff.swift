/// A unified diff of two texts by lines (`diff -u`'s format), for `lockshot export swiftui --check`.
package enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(Int, Int), delete(Int), insert(Int)
    }

    /// The diff from `old` to `new`, empty when they are equal.
    /// - Complexity: O(n·m) time and space in the line counts (exported files are hundreds of lines).
    package static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group edits into hunks with `context` unchanged lines around each change.
        var changeIndices: [Int] = []
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            changeIndices.append(index)
        }
        var hunks: [(Int, Int)] = []
        for index in changeIndices {
            let start = max(0, index - context), end = min(edits.count - 1, index + context)
            if let last = hunks.last, start <= last.1 + 1 {
                hunks[hunks.count - 1].1 = max(last.1, end)
            } else {
                hunks.append((start, end))
            }
        }
        for (start, end) in hunks {
            var oldStart = 0, newStart = 0
            // Line numbers where the hunk starts: count lines before it.
            for edit in edits[..<start] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .delete: oldStart += 1
                case .insert: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for edit in edits[start...end] {
                switch edit {
                case .same(let i, _): body += " " + a[i] + "\n"; oldCount += 1; newCount += 1
                case .delete(let i): body += "-" + a[i] + "\n"; oldCount += 1
                case .insert(let j): body += "+" + b[j] + "\n"; newCount += 1
                }
            }
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The shortest edit script by longest common subsequence.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(.same(i, j)); i += 1; j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                edits.append(.insert(j)); j += 1
            } else {
                edits.append(.delete(i)); i += 1
            }
        }
        // Deletions before insertions in each changed run, as diff -u prints them.
        var ordered: [Edit] = []
        var run: [Edit] = []
        func flush() {
            ordered += run.filter { if case .delete = $0 { true } else { false } }
            ordered += run.filter { if case .insert = $0 { true } else { false } }
            run = []
        }
        for edit in edits {
            if case .same = edit { flush(); ordered.append(edit) } else { run.append(edit) }
        }
        flush()
        return ordered
    }
}
