/// Which region each pixel belongs to: 0 outside every mask, `k` inside mask `k - 1`.
///
/// Built once per comparison (one byte per pixel, only when there are masks).
struct RegionMap: Sendable {
    /// nil when there are no masks: every pixel is region 0.
    let labels: [UInt8]?
    /// Whether region `k` is ignored.
    let ignored: [Bool]
    let ignoredPixelCount: Int
    private let counts: [Int]

    init(masks: [PixelMask], width: Int, height: Int) {
        ignored = [false] + masks.map { $0.tolerance == nil }
        guard !masks.isEmpty else {
            labels = nil
            ignoredPixelCount = 0
            counts = [width * height]
            return
        }
        // More than 255 masks share the last label; nobody writes that many by hand.
        var labels = [UInt8](repeating: 0, count: width * height)
        for (index, mask) in masks.enumerated() {
            guard let rect = mask.rect.clipped(width: width, height: height) else { continue }
            let label = UInt8(min(index + 1, 255))
            for y in rect.y..<(rect.y + rect.height) {
                let row = y * width
                for x in rect.x..<(rect.x + rect.width) { labels[row + x] = label }
            }
        }
        var counts = [Int](repeating: 0, count: masks.count + 1)
        for label in labels { counts[Int(label)] += 1 }
        var ignoredCount = 0
        for (region, isIgnored) in ignored.enumerated() where isIgnored { ignoredCount += counts[region] }
        self.labels = labels
        self.counts = counts
        self.ignoredPixelCount = ignoredCount
    }

    func pixelCount(ofRegion region: Int) -> Int { region < counts.count ? counts[region] : 0 }
}
