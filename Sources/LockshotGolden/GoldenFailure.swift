/// Why a new image does not match its golden, one class per step of the comparison
/// (cheapest first: reference loads → sizes → bytes → pixels).
public enum GoldenFailure: Sendable, Hashable, Codable {
    /// The golden file exists but cannot be decoded (corrupt, truncated, not a PNG).
    case referenceUnreadable(path: String, reason: String)
    /// The new image itself cannot be decoded.
    case actualUnreadable(reason: String)
    /// The images have different sizes.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// Pixels differ beyond the tolerance.
    case pixelsDiffer(DifferenceMetrics, allowedPixels: Int)

    /// A short class name for reports and JUnit (`size-mismatch`, `pixels-differ`, …).
    public var kind: String {
        switch self {
        case .referenceUnreadable: "unreadable-golden"
        case .actualUnreadable: "unreadable-image"
        case .sizeMismatch: "size-mismatch"
        case .pixelsDiffer: "pixels-differ"
        }
    }

    /// One or two lines a person can act on.
    public var message: String {
        switch self {
        case .referenceUnreadable(let path, let reason):
            return "golden \(path) cannot be read (\(reason)); re-record it with --record all or delete it"
        case .actualUnreadable(let reason):
            return "the new image cannot be decoded (\(reason))"
        case .sizeMismatch(let expected, let actual):
            return "size differs: golden is \(expected) px, new image is \(actual) px"
                + Self.sizeChange(from: expected, to: actual)
        case .pixelsDiffer(let metrics, let allowed):
            var text = "pixels differ: " + metrics.summary
            if allowed > 0 { text += "; allowed \(allowed)" }
            for mask in metrics.masks where !mask.passed {
                text += "; mask '\(mask.name)': \(mask.differingPixels) pixels differ, allowed \(mask.allowedPixels)"
            }
            return text
        }
    }

    /// " (3 px taller, 1 px narrower)".
    private static func sizeChange(from old: PixelSize, to new: PixelSize) -> String {
        var parts: [String] = []
        if new.width != old.width { parts.append("\(abs(new.width - old.width)) px \(new.width > old.width ? "wider" : "narrower")") }
        if new.height != old.height { parts.append("\(abs(new.height - old.height)) px \(new.height > old.height ? "taller" : "shorter")") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
