#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LockshotRender

/// Compares two images of the same size the way pixelmatch v7 does, with masks, and draws
/// the diff image from the very same per-pixel decisions as the verdict.
///
/// Per pixel: equal 32-bit words → same; otherwise the signed YIQ delta of the two colors
/// (composited over pixelmatch's background when not opaque) against the tolerance's
/// `maxDelta`; above it, the pixel is antialiasing (yellow, not counted) when the
/// Vysniauskas detector says so for either image, else a difference (red, counted).
/// Below it, the diff shows the expected image faded toward white.
package struct ImageComparator: Sendable {
    /// The tolerance for pixels outside masks.
    package var tolerance: Tolerance
    /// Regions ignored or judged by their own tolerance; where masks overlap, the later one wins.
    package var masks: [PixelMask]

    /// A comparator; exact and unmasked by default.
    package init(tolerance: Tolerance = .exact, masks: [PixelMask] = []) {
        self.tolerance = tolerance
        self.masks = masks
    }

    /// The outcome of one comparison.
    package struct Result: Sendable {
        /// The numbers (see `DifferenceMetrics.summary`).
        package var metrics: DifferenceMetrics
        /// True when every region is within its tolerance.
        package var passed: Bool
        /// The diff image (same size, palette indices), when asked for.
        package var diffImage: DiffImage?
        /// The diff image as RGBA pixels, when asked for.
        package var diff: PixelImage? { diffImage?.image }
    }

    /// Compares `actual` against `expected`.
    ///
    /// - Precondition: both images have the same size (check sizes first: a size mismatch is
    ///   its own failure, see `GoldenVerifier`).
    /// - Parameter drawingDiff: also draw the diff image.
    /// - Complexity: O(width × height); identical images take one `memcmp`.
    package func compare(expected: PixelImage, actual: PixelImage, drawingDiff: Bool = true) -> Result {
        precondition(expected.width == actual.width && expected.height == actual.height,
                     "ImageComparator.compare needs images of the same size")
        let width = expected.width, height = expected.height
        let regions = RegionMap(masks: masks, width: width, height: height)
        if Self.samePixels(expected, actual) {
            let diff = drawingDiff ? PixelMatchScan.faded(expected, regions: regions) : nil
            let metrics = DifferenceMetrics.identical(width: width, height: height,
                                                      comparedPixels: regions.pixelCount(ofRegion: 0),
                                                      ignoredPixels: regions.ignoredPixelCount)
            return Result(metrics: withMaskResults(metrics, counts: [], regions: regions), passed: true, diffImage: diff)
        }
        var scan = PixelMatchScan(width: width, height: height, regions: regions,
                                  tolerances: [tolerance] + masks.map { $0.tolerance ?? tolerance },
                                  drawingDiff: drawingDiff)
        scan.run(expected.pixels, actual.pixels)
        let cluster = LargestCluster.find(changed: scan.changed, width: width, height: height)
        var metrics = DifferenceMetrics(
            width: width, height: height,
            comparedPixels: scan.comparedPerRegion[0], differingPixels: scan.differingPerRegion[0],
            antialiasedPixels: scan.antialiasedPixels, ignoredPixels: regions.ignoredPixelCount,
            largestCluster: cluster?.bounds, largestClusterPixels: cluster?.pixels ?? 0,
            changedBounds: scan.changedBounds, maxColorDistance: (scan.maxDelta / 35215).squareRoot(), masks: [])
        metrics = withMaskResults(metrics, counts: Array(zip(scan.comparedPerRegion, scan.differingPerRegion)),
                                  regions: regions)
        let passed = tolerance.allows(differing: metrics.differingPixels, of: metrics.comparedPixels)
            && metrics.masks.allSatisfy { $0.passed }
        let diff = scan.scanlines.map { DiffImage(width: width, height: height, scanlines: $0) }
        return Result(metrics: metrics, passed: passed, diffImage: diff)
    }

    /// The fast path: one `memcmp` over both buffers.
    static func samePixels(_ a: PixelImage, _ b: PixelImage) -> Bool {
        a.pixels.count == b.pixels.count && a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }  // both empty
                return memcmp(p, q, x.count) == 0
            }
        }
    }

    /// Adds one `MaskMetrics` per mask with its own tolerance.
    private func withMaskResults(_ metrics: DifferenceMetrics, counts: [(Int, Int)],
                                 regions: RegionMap) -> DifferenceMetrics {
        var metrics = metrics
        for (index, mask) in masks.enumerated() {
            guard let maskTolerance = mask.tolerance else { continue }
            let compared = index + 1 < counts.count ? counts[index + 1].0 : regions.pixelCount(ofRegion: index + 1)
            let differing = index + 1 < counts.count ? counts[index + 1].1 : 0
            metrics.masks.append(MaskMetrics(name: mask.name, comparedPixels: compared, differingPixels: differing,
                                             allowedPixels: maskTolerance.allowedDifferingPixels(of: compared)))
        }
        return metrics
    }
}
