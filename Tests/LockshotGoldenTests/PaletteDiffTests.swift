import LockshotTestSupport
@testable import LockshotGolden
import LockshotRender
import Testing

/// The comparison draws its diff as palette indices and finds clusters from a list of changed
/// pixels; these tests hold it to a straightforward RGBA pixelmatch (the scan as it was before),
/// on seeded random pairs with masks, thresholds and transparency.
@Suite("palette diff")
struct PaletteDiffTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var seed: UInt64
        var expected: PixelImage
        var actual: PixelImage
        var tolerance: Tolerance
        var masks: [PixelMask]
        var testDescription: String { "seed \(seed), \(masks.count) masks, threshold \(tolerance.threshold)" }
    }

    /// Few colors in flat patches (so antialiasing detection has siblings to find), some of them
    /// translucent; the actual image changes a share of pixels, by a little or a lot.
    static func pairs() -> [Pair] {
        (UInt64(1)...12).map { seed in
            var random = SplitMix64(seed: seed)
            let width = 20 + Int(random.next() % 40), height = 16 + Int(random.next() % 30)
            let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(10, 10, 26, 255), (255, 255, 255, 255), (57, 255, 136, 255),
                                                          (128, 128, 128, 255), (200, 40, 40, 120), (0, 0, 0, 0)]
            var expected = Canvas(width: width, height: height, fill: colors[Int(seed) % colors.count])
            for _ in 0..<(width * height / 40) {  // patches
                let x0 = Int(random.next() % UInt64(width)), y0 = Int(random.next() % UInt64(height))
                let color = colors[Int(random.next() % UInt64(colors.count))]
                for y in y0..<min(y0 + 1 + Int(random.next() % 5), height) {
                    for x in x0..<min(x0 + 1 + Int(random.next() % 7), width) { expected.set(x, y, color) }
                }
            }
            var actual = expected
            for _ in 0..<(width * height / 8) {
                let x = Int(random.next() % UInt64(width)), y = Int(random.next() % UInt64(height))
                if random.next() % 2 == 0 {
                    actual.set(x, y, colors[Int(random.next() % UInt64(colors.count))])
                } else {
                    let p = expected.pixel(x, y)
                    actual.set(x, y, (p[0] &+ UInt8(random.next() % 9), p[1], p[2] &- UInt8(random.next() % 5), p[3]))
                }
            }
            var masks: [PixelMask] = []
            for k in 0..<Int(random.next() % 4) {
                let rect = PixelRect(x: Int(random.next() % UInt64(width)) - 3, y: Int(random.next() % UInt64(height)) - 3,
                                     width: 2 + Int(random.next() % 15), height: 2 + Int(random.next() % 12))
                let tolerance: Tolerance? = random.next() % 2 == 0 ? nil : Tolerance(threshold: 0.2, maxDiffPixels: 3)
                masks.append(PixelMask(rect: rect, tolerance: tolerance, name: "m\(k)"))
            }
            let tolerance = Tolerance(threshold: [0, 0.05, 0.1][Int(seed) % 3])
            return Pair(seed: seed, expected: expected.image, actual: actual.image, tolerance: tolerance, masks: masks)
        }
    }

    @Test("metrics and diff pixels match a plain RGBA pixelmatch", arguments: pairs())
    func matchesReference(pair: Pair) throws {
        let comparator = ImageComparator(tolerance: pair.tolerance, masks: pair.masks)
        let result = comparator.compare(expected: pair.expected, actual: pair.actual)
        let reference = Reference.compare(pair.expected, pair.actual, tolerance: pair.tolerance, masks: pair.masks)
        let metrics = result.metrics
        #expect(metrics.differingPixels == reference.differing[0])
        #expect(metrics.antialiasedPixels == reference.antialiased)
        #expect(metrics.changedBounds == reference.bounds)
        #expect(metrics.maxColorDistance == (reference.maxDelta / 35215).squareRoot())
        #expect(metrics.largestCluster == reference.cluster?.bounds)
        #expect(metrics.largestClusterPixels == (reference.cluster?.pixels ?? 0))
        for mask in metrics.masks {
            let index = try #require(pair.masks.firstIndex { $0.name == mask.name })
            #expect(mask.differingPixels == reference.differing[index + 1])
        }
        let diff = try #require(result.diffImage)
        #expect(diff.image.pixels == reference.diff, "palette diff draws the RGBA diff's pixels")
        // Without drawing: the same numbers.
        #expect(comparator.compare(expected: pair.expected, actual: pair.actual, drawingDiff: false).metrics == metrics)
        // The PNG decodes (libpng: a palette PNG) to the same pixels.
        let decoded = try PNGCodec.decode(try diff.pngBytes())
        #expect(decoded.pixels == reference.diff)
        #expect(try diff.pngBytes() == (try diff.pngBytes()), "deterministic")
    }

    @Test("identical images: the faded diff (masks tinted) matches the RGBA drawing", arguments: pairs().prefix(4))
    func fadedMatchesReference(pair: Pair) throws {
        let result = ImageComparator(tolerance: pair.tolerance, masks: pair.masks)
            .compare(expected: pair.expected, actual: pair.expected)
        let regions = RegionMap(masks: pair.masks, width: pair.expected.width, height: pair.expected.height)
        #expect(result.diff?.pixels == DiffCanvas.faded(pair.expected, regions: regions).pixels)
    }

    @Test("every gray level and tint: palette colors are DiffCanvas's")
    func paletteCoversEveryPixel() {
        // Each (r, g, b, a) step through the cube lands on a palette gray equal to grayValue.
        var pixels: [UInt8] = []
        for r in stride(from: 0, through: 255, by: 51) {
            for g in stride(from: 0, through: 255, by: 51) {
                for b in stride(from: 0, through: 255, by: 17) {
                    for a in [0, 1, 127, 254, 255] { pixels += [UInt8(r), UInt8(g), UInt8(b), UInt8(a)] }
                }
            }
        }
        pixels.withUnsafeBufferPointer { image in
            for pos in stride(from: 0, to: pixels.count, by: 4) {
                let word = PixelMatchScan.word(image, pos / 4)
                let index = Int(DiffImage.grayIndex(word))
                let value = DiffCanvas.grayValue(image, pos)
                let gray = DiffImage.palette[index], tint = DiffImage.palette[index + Int(DiffImage.maskedBase)]
                #expect([gray.0, gray.1, gray.2] == [value, value, value])
                #expect([tint.0, tint.1, tint.2] == [UInt8(Double(value) * 0.8), UInt8(Double(value) * 0.9), 255])
            }
        }
    }

    @Test("the cluster search over the changed list agrees with the byte-map search")
    func clustersFromList() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let width = 1 + Int(random.next() % 50), height = 1 + Int(random.next() % 30)
            let density = random.next() % 5
            let map = (0..<(width * height)).map { _ in UInt8(random.next() % 10 < density ? 1 : 0) }
            let list = map.indices.filter { map[$0] != 0 }
            let fromList = LargestCluster.find(changed: list, width: width, height: height)
            let fromMap = LargestCluster.find(in: map, width: width, height: height)
            #expect(fromList?.bounds == fromMap?.bounds && fromList?.pixels == fromMap?.pixels)
        }
    }
}

/// pixelmatch v7 drawn straight into RGBA, one pixel after another (the comparator's scan before
/// it drew palette indices).
private enum Reference {
    struct Outcome {
        var differing: [Int]
        var antialiased = 0
        var maxDelta = 0.0
        var bounds: PixelRect?
        var cluster: (bounds: PixelRect, pixels: Int)?
        var diff: [UInt8]
    }

    static func compare(_ expected: PixelImage, _ actual: PixelImage, tolerance: Tolerance,
                        masks: [PixelMask]) -> Outcome {
        let width = expected.width, height = expected.height
        let regions = RegionMap(masks: masks, width: width, height: height)
        let tolerances = [tolerance] + masks.map { $0.tolerance ?? tolerance }
        let scan = PixelMatchScan(width: width, height: height, regions: regions, tolerances: tolerances, drawingDiff: false)
        var outcome = Outcome(differing: [Int](repeating: 0, count: tolerances.count),
                              diff: [UInt8](repeating: 0, count: width * height * 4))
        var changed = [UInt8](repeating: 0, count: width * height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                outcome.diff.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        for x in 0..<width {
                            let i = y * width + x, pos = i * 4
                            let region = regions.labels.map { Int($0[i]) } ?? 0
                            if regions.ignored[region] { DiffCanvas.drawMasked(a, pos, out); continue }
                            let delta = PixelMatchScan.colorDelta(a, b, pos, pos, yOnly: false)
                            outcome.maxDelta = max(outcome.maxDelta, abs(delta))
                            guard abs(delta) > tolerances[region].maxDelta else { DiffCanvas.drawGray(a, pos, out); continue }
                            if tolerances[region].detectsAntialiasing
                                && (scan.antialiased(a, x, y, other: b) || scan.antialiased(b, x, y, other: a)) {
                                outcome.antialiased += 1
                                DiffCanvas.draw(out, pos, DiffCanvas.antialiasColor)
                            } else {
                                outcome.differing[region] += 1
                                changed[i] = 1
                                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                                DiffCanvas.draw(out, pos, DiffCanvas.differenceColor)
                            }
                        }
                    }
                }
            }
        }
        if maxX >= 0 { outcome.bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        outcome.cluster = LargestCluster.find(in: changed, width: width, height: height)
        return outcome
    }
}
