/// How different two images may be and still match (SPEC §8).
///
/// The default is exact: any pixel whose color differs fails. `threshold` is pixelmatch's
/// YIQ color distance (0 = exact color, 1 = anything matches); pixels above it count as
/// differing unless they look like antialiasing. The image then passes while the count of
/// differing pixels stays within every limit that is set: `maxDiffPixels` and
/// `maxDiffPixelRatio` (the stricter wins, as in Playwright). No limit set means none may differ.
public struct Tolerance: Sendable, Hashable, Codable {
    /// pixelmatch's per-pixel color threshold, 0…1; `maxDelta = 35215 × threshold²`.
    public var threshold: Double
    /// How many differing pixels are allowed (absolute); nil: no absolute limit set.
    public var maxDiffPixels: Int?
    /// Which share of the compared pixels may differ, 0…1; nil: no ratio limit set.
    public var maxDiffPixelRatio: Double?
    /// When false (the default), pixels that look like antialiasing in either image are not
    /// counted (pixelmatch's `includeAA: false`). Has no effect at `threshold` 0 on purpose:
    /// exact comparison counts every changed pixel.
    public var includeAntialiasing: Bool

    /// - Parameters:
    ///   - threshold: pixelmatch's YIQ color threshold, clamped to 0…1.
    ///   - maxDiffPixels: differing pixels allowed.
    ///   - maxDiffPixelRatio: share of compared pixels allowed to differ, clamped to 0…1.
    ///   - includeAntialiasing: count antialiased pixels as differences too.
    public init(threshold: Double = 0, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                includeAntialiasing: Bool = false) {
        self.threshold = min(max(threshold.isFinite ? threshold : 0, 0), 1)
        self.maxDiffPixels = maxDiffPixels.map { max($0, 0) }
        self.maxDiffPixelRatio = maxDiffPixelRatio.map { min(max($0.isFinite ? $0 : 0, 0), 1) }
        self.includeAntialiasing = includeAntialiasing
    }

    /// Exact comparison: every pixel must match.
    public static let exact = Tolerance()

    /// The squared YIQ distance above which a pixel differs (pixelmatch's `maxDelta`).
    public var maxDelta: Double { 35215 * threshold * threshold }

    /// True when the antialiasing detector runs: only with a non-zero threshold and not disabled.
    var detectsAntialiasing: Bool { !includeAntialiasing && threshold > 0 }

    /// The most differing pixels allowed among `compared` pixels: the stricter of the set limits.
    public func allowedDifferingPixels(of compared: Int) -> Int {
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
        if let maxDiffPixelRatio { allowed = min(allowed, Int((maxDiffPixelRatio * Double(compared)).rounded(.down))) }
        return allowed == Int.max ? 0 : allowed
    }

    /// Whether `differing` pixels out of `compared` are within this tolerance.
    public func allows(differing: Int, of compared: Int) -> Bool {
        differing <= allowedDifferingPixels(of: compared)
    }

    enum CodingKeys: String, CodingKey { case threshold, maxDiffPixels, maxDiffPixelRatio, includeAntialiasing }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(threshold: try c.decodeIfPresent(Double.self, forKey: .threshold) ?? 0,
                  maxDiffPixels: try c.decodeIfPresent(Int.self, forKey: .maxDiffPixels),
                  maxDiffPixelRatio: try c.decodeIfPresent(Double.self, forKey: .maxDiffPixelRatio),
                  includeAntialiasing: try c.decodeIfPresent(Bool.self, forKey: .includeAntialiasing) ?? false)
    }
}
