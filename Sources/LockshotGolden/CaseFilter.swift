/// `--filter PATTERN`: which cases a run (or `--accept`) touches.
///
/// A pattern with `*`, `?` or `[` is a glob over the whole case id (`*` also matches `/`);
/// any other pattern matches when it occurs anywhere in the id. Matching is case-sensitive.
public struct CaseFilter: Sendable, Hashable {
    /// The pattern as given on the command line.
    public var pattern: String

    /// A filter for `pattern` (substring, or glob when it has `*`, `?` or `[`).
    public init(_ pattern: String) { self.pattern = pattern }

    /// True when the pattern uses glob syntax.
    public var isGlob: Bool { pattern.contains(where: { "*?[".contains($0) }) }

    /// Whether the case id matches.
    public func matches(_ id: String) -> Bool {
        isGlob ? Self.glob(Array(pattern.unicodeScalars), Array(id.unicodeScalars)) : id.contains(pattern)
    }

    /// Iterative wildcard matching with backtracking to the last `*` (linear in practice).
    static func glob(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if p < pattern.count, let (matched, next) = matchOne(pattern, p, text[t]), matched {
                p = next
                t += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Matches one character at `pattern[p]` (`?`, a `[...]` class, or a literal); returns
    /// whether it matched and where the pattern continues.
    private static func matchOne(_ pattern: [Unicode.Scalar], _ p: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        switch pattern[p] {
        case "?": return (true, p + 1)
        case "[":
            var i = p + 1
            var negate = false
            if i < pattern.count, pattern[i] == "!" || pattern[i] == "^" { negate = true; i += 1 }
            var matched = false
            var first = true
            while i < pattern.count, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i].value <= c.value && c.value <= pattern[i + 2].value { matched = true }
                    i += 3
                } else {
                    if pattern[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < pattern.count else { return (pattern[p] == c, p + 1) }  // no closing ']': literal '['
            return (matched != negate, i + 1)
        default: return (pattern[p] == c, p + 1)
        }
    }
}

/// `--shard I/N`: the I-th of N deterministic slices of the case list (1-based).
///
/// Case `k` (its index in the full list) belongs to shard `k mod N + 1`, so shards are
/// balanced, stable while cases are only appended, and together cover every case once.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which slice, 1…count.
    public var index: Int
    /// How many slices.
    public var count: Int

    /// nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`; nil when malformed or out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Decodes `{ "index": I, "count": N }`, refusing values `init?(index:count:)` refuses.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let index = try c.decode(Int.self, forKey: .index), count = try c.decode(Int.self, forKey: .count)
        guard let shard = Shard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: c, debugDescription: "no shard \(index)/\(count)")
        }
        self = shard
    }

    /// Whether the case (by its index in the full list) belongs to this shard.
    public func contains(_ c: GoldenCase) -> Bool { c.index % count == index - 1 }
}
