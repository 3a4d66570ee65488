/// What a comparison found, in numbers a person can act on (SPEC §8).
public struct DifferenceMetrics: Sendable, Hashable, Codable {
    /// Image size in device pixels.
    public var width: Int
    public var height: Int
    /// Pixels judged by the main tolerance (all pixels minus those inside masks).
    public var comparedPixels: Int
    /// Pixels above the color threshold and not antialiasing, outside masks: what fails a test.
    public var differingPixels: Int
    /// Pixels above the threshold that look like antialiasing in either image (not counted).
    public var antialiasedPixels: Int
    /// Pixels inside ignored masks.
    public var ignoredPixels: Int
    /// The bounding box of the largest 8-connected cluster of differing pixels (masks included).
    public var largestCluster: PixelRect?
    /// How many pixels that cluster has.
    public var largestClusterPixels: Int
    /// The bounding box of every differing pixel.
    public var changedBounds: PixelRect?
    /// The largest color distance between the images over the compared pixels, on pixelmatch's
    /// 0…1 threshold scale (`sqrt(delta / 35215)`): a threshold above it would let every pixel pass.
    public var maxColorDistance: Double
    /// Results of masks that carry their own tolerance, in mask order.
    public var masks: [MaskMetrics]

    /// The share of compared pixels that differ, 0…1.
    public var differingRatio: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }

    /// Metrics of two identical images.
    public static func identical(width: Int, height: Int, comparedPixels: Int? = nil,
                                 ignoredPixels: Int = 0) -> DifferenceMetrics {
        DifferenceMetrics(width: width, height: height, comparedPixels: comparedPixels ?? width * height - ignoredPixels,
                          differingPixels: 0, antialiasedPixels: 0, ignoredPixels: ignoredPixels,
                          largestCluster: nil, largestClusterPixels: 0, changedBounds: nil,
                          maxColorDistance: 0, masks: [])
    }

    /// Metrics from their parts (the comparator makes them; tests and merges rebuild them).
    public init(width: Int, height: Int, comparedPixels: Int, differingPixels: Int, antialiasedPixels: Int,
                ignoredPixels: Int, largestCluster: PixelRect?, largestClusterPixels: Int,
                changedBounds: PixelRect?, maxColorDistance: Double, masks: [MaskMetrics]) {
        self.width = width
        self.height = height
        self.comparedPixels = comparedPixels
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.ignoredPixels = ignoredPixels
        self.largestCluster = largestCluster
        self.largestClusterPixels = largestClusterPixels
        self.changedBounds = changedBounds
        self.maxColorDistance = maxColorDistance
        self.masks = masks
    }
}

/// The result inside one mask that has its own tolerance.
public struct MaskMetrics: Sendable, Hashable, Codable {
    /// The mask's name from `lockshot.json`.
    public var name: String
    /// Pixels inside the mask.
    public var comparedPixels: Int
    /// Differing pixels inside the mask.
    public var differingPixels: Int
    /// The most the mask's tolerance allows.
    public var allowedPixels: Int
    /// Whether the mask is within its tolerance.
    public var passed: Bool { differingPixels <= allowedPixels }
}

extension DifferenceMetrics {
    /// One line: "412 pixels differ (0.14 % of 294,032), largest cluster 20×20 at (30, 40), …".
    public var summary: String {
        var parts = ["\(differingPixels) \(differingPixels == 1 ? "pixel differs" : "pixels differ") "
                     + "(\(Self.percent(differingRatio)) of \(comparedPixels))"]
        if let largestCluster {
            parts.append("largest changed cluster \(largestCluster) (\(largestClusterPixels) px)")
        }
        parts.append("largest color distance \(Self.decimal(maxColorDistance, places: 3))")
        if antialiasedPixels > 0 { parts.append("\(antialiasedPixels) antialiased pixels not counted") }
        if ignoredPixels > 0 { parts.append("\(ignoredPixels) pixels masked") }
        return parts.joined(separator: ", ")
    }

    /// "0.14 %" with two decimals; tiny non-zero shares print as "< 0.01 %".
    static func percent(_ ratio: Double) -> String {
        if ratio > 0 && ratio < 0.0001 { return "< 0.01 %" }
        return decimal(ratio * 100) + " %"
    }

    /// A non-negative number with `places` decimals, deterministic and locale-free. A record from
    /// elsewhere may hold anything: NaN reads as 0, and values past 10¹⁵ as 10¹⁵ (`report merge`
    /// once trapped on a `"seconds": 1e300`).
    static func decimal(_ value: Double, places: Int = 2) -> String {
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        let bounded = value.isNaN ? 0 : min(max(value, 0), 1e15)
        let scaled = Int((bounded * Double(unit)).rounded())
        let fraction = String(scaled % unit)
        return "\(scaled / unit)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
