import LockshotGolden
import LockshotRender
import Testing

@Suite("pixelmatch comparison")
struct ImageComparatorTests {
    let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    @Test("identical images: nothing differs and the diff is the faded expected image")
    func identical() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.set(1, 1, black)
        let result = ImageComparator().compare(expected: canvas.image, actual: canvas.image)
        #expect(result.passed)
        #expect(result.metrics.differingPixels == 0)
        #expect(result.metrics.largestCluster == nil)
        #expect(result.metrics.maxColorDistance == 0)
        // pixelmatch's drawGrayPixel: 255 + (luma − 255) × 0.1, truncated: black → 229, white → 255.
        #expect(result.diff?.pixel(1, 1) == [229, 229, 229, 255])
        #expect(result.diff?.pixel(0, 0) == [255, 255, 255, 255])
    }

    @Test("one changed pixel: one differs, with its exact box, drawn red")
    func onePixel() {
        let expected = Canvas(width: 10, height: 8)
        var actual = expected
        actual.set(7, 5, (250, 255, 255, 255))
        let result = ImageComparator().compare(expected: expected.image, actual: actual.image)
        #expect(!result.passed)
        #expect(result.metrics.differingPixels == 1)
        #expect(result.metrics.comparedPixels == 80)
        #expect(result.metrics.largestCluster == PixelRect(x: 7, y: 5, width: 1, height: 1))
        #expect(result.metrics.changedBounds == PixelRect(x: 7, y: 5, width: 1, height: 1))
        #expect(result.diff?.pixel(7, 5) == [255, 0, 0, 255])
        #expect(result.diff?.pixel(6, 5) == [255, 255, 255, 255])
    }

    /// Gray 128 → 138: y = −10 × (0.29889531 + 0.58662247 + 0.11448223) = −10.00000001, i = q ≈ 0,
    /// so delta ≈ 0.5053 × 100 = 50.53 and the distance sqrt(50.53 / 35215) ≈ 0.03788.
    @Test("threshold boundary: a change just under the threshold passes, just over fails",
          arguments: [(0.0378, false), (0.0380, true)])
    func thresholdBoundary(threshold: Double, passes: Bool) {
        let expected = Canvas(width: 3, height: 3, fill: (128, 128, 128, 255))
        var actual = expected
        actual.set(1, 1, (138, 138, 138, 255))
        let comparator = ImageComparator(tolerance: Tolerance(threshold: threshold))
        let result = comparator.compare(expected: expected.image, actual: actual.image)
        #expect(result.passed == passes)
        #expect(abs(result.metrics.maxColorDistance - 0.03788) < 0.0001)
    }

    /// A black | gray | white edge: the gray column is antialiasing. Changing one of its pixels
    /// is forgiven with a threshold (pixelmatch's includeAA false) and counted when exact.
    @Test("an antialiased pixel is detected, drawn yellow and not counted")
    func antialiasing() {
        var expected = Canvas(width: 5, height: 5)
        for y in 0..<5 {
            expected.set(0, y, black)
            expected.set(1, y, black)
            expected.set(2, y, (128, 128, 128, 255))
        }
        var actual = expected
        actual.set(2, 2, (100, 100, 100, 255))
        let tolerant = ImageComparator(tolerance: Tolerance(threshold: 0.1))
            .compare(expected: expected.image, actual: actual.image)
        #expect(tolerant.passed)
        #expect(tolerant.metrics.differingPixels == 0)
        #expect(tolerant.metrics.antialiasedPixels == 1)
        #expect(tolerant.diff?.pixel(2, 2) == [255, 255, 0, 255])

        let exact = ImageComparator().compare(expected: expected.image, actual: actual.image)
        #expect(!exact.passed)
        #expect(exact.metrics.differingPixels == 1)

        let counted = ImageComparator(tolerance: Tolerance(threshold: 0.1, includeAntialiasing: true))
            .compare(expected: expected.image, actual: actual.image)
        #expect(counted.metrics.differingPixels == 1)
    }

    @Test("a real change in a flat area is not mistaken for antialiasing")
    func flatAreaChangeCounts() {
        let expected = Canvas(width: 5, height: 5)
        var actual = expected
        actual.set(2, 2, black)
        let result = ImageComparator(tolerance: Tolerance(threshold: 0.1)).compare(expected: expected.image, actual: actual.image)
        #expect(result.metrics.differingPixels == 1)
        #expect(result.metrics.antialiasedPixels == 0)
    }

    @Test("alpha is composited first: fully transparent pixels of any color are the same")
    func alphaComposited() {
        let expected = Canvas(width: 2, height: 1, fill: (255, 0, 0, 0))
        var actual = Canvas(width: 2, height: 1, fill: (0, 0, 255, 0))
        #expect(ImageComparator().compare(expected: expected.image, actual: actual.image).passed)
        actual.set(1, 0, (0, 0, 255, 128))
        let result = ImageComparator().compare(expected: expected.image, actual: actual.image)
        #expect(result.metrics.differingPixels == 1)
        #expect(result.metrics.largestCluster == PixelRect(x: 1, y: 0, width: 1, height: 1))
    }

    @Test("maxDiffPixels and maxDiffPixelRatio: the stricter limit that is set wins",
          arguments: [
            (Tolerance(maxDiffPixels: 3), true), (Tolerance(maxDiffPixels: 2), false),
            (Tolerance(maxDiffPixelRatio: 0.03), true), (Tolerance(maxDiffPixelRatio: 0.02), false),
            (Tolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.02), false),
          ])
    func limits(tolerance: Tolerance, passes: Bool) {
        let expected = Canvas(width: 10, height: 10)
        var actual = expected
        for x in [1, 5, 9] { actual.set(x, 0, black) }
        let result = ImageComparator(tolerance: tolerance).compare(expected: expected.image, actual: actual.image)
        #expect(result.metrics.differingPixels == 3)
        #expect(result.passed == passes)
    }

    @Test("largest cluster is 8-connected: a diagonal run beats a bigger area split in pieces")
    func largestCluster() {
        let expected = Canvas(width: 12, height: 12)
        var actual = expected
        for i in 0..<4 { actual.set(1 + i, 1 + i, black) }     // diagonal: one cluster of 4
        for x in [8, 10] { actual.set(x, 8, black) }            // two lone pixels
        actual.set(0, 11, black)
        let result = ImageComparator().compare(expected: expected.image, actual: actual.image)
        #expect(result.metrics.differingPixels == 7)
        #expect(result.metrics.largestCluster == PixelRect(x: 1, y: 1, width: 4, height: 4))
        #expect(result.metrics.largestClusterPixels == 4)
        #expect(result.metrics.changedBounds == PixelRect(x: 0, y: 1, width: 11, height: 11))
    }

    @Test("an ignored mask hides its changes; a mask with a tolerance judges its own region")
    func masks() {
        let expected = Canvas(width: 10, height: 10)
        var actual = expected
        for x in 0..<3 { actual.set(x, 0, black) }
        let ignore = PixelMask(rect: PixelRect(x: 0, y: 0, width: 3, height: 1), name: "clock")
        let ignored = ImageComparator(masks: [ignore]).compare(expected: expected.image, actual: actual.image)
        #expect(ignored.passed)
        #expect(ignored.metrics.ignoredPixels == 3)
        #expect(ignored.metrics.comparedPixels == 97)
        #expect(ignored.diff?.pixel(0, 0) != [255, 0, 0, 255])

        let lenient = PixelMask(rect: PixelRect(x: 0, y: 0, width: 5, height: 5),
                                tolerance: Tolerance(maxDiffPixels: 3), name: "photo")
        #expect(ImageComparator(masks: [lenient]).compare(expected: expected.image, actual: actual.image).passed)
        let strict = PixelMask(rect: lenient.rect, tolerance: Tolerance(maxDiffPixels: 2), name: "photo")
        let failing = ImageComparator(masks: [strict]).compare(expected: expected.image, actual: actual.image)
        #expect(!failing.passed)
        #expect(failing.metrics.masks.first?.differingPixels == 3)
        #expect(failing.metrics.differingPixels == 0)
    }

    @Test("metrics summary reads as numbers a person understands")
    func summary() {
        let expected = Canvas(width: 100, height: 10)
        var actual = expected
        for x in 10..<30 { for y in 2..<4 { actual.set(x, y, black) } }
        let metrics = ImageComparator().compare(expected: expected.image, actual: actual.image).metrics
        #expect(metrics.summary == "40 pixels differ (4.00 % of 1000), largest changed cluster 20×2 at (10, 2) (40 px), "
                + "largest color distance 0.966")  // black on white: sqrt(0.5053 × 255² / 35215)
    }
}
