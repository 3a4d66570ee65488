#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LockshotRender

/// One pass of pixelmatch v7 (mapbox/pixelmatch `index.js`) over two RGBA buffers of the
/// same size, counting per region and drawing the diff as palette indices (`DiffImage`).
///
/// Kept allocation-free per pixel: the only buffers are the diff's scanlines and the list of
/// changed pixels (for clusters). Each range of rows gives a `Partial`, merged in row order.
struct PixelMatchScan {
    let width: Int
    let height: Int
    let regions: RegionMap
    /// `maxDelta` per region (region 0 = outside masks).
    let maxDeltas: [Double]
    let detectsAntialiasing: [Bool]
    let drawing: Bool
    /// The diff's PNG scanlines (see `DiffImage`), when drawing.
    var scanlines: [UInt8]?
    /// Indices (y × width + x) of the counted differences, in reading order, for the cluster search.
    var changed: [Int] = []
    var comparedPerRegion: [Int]
    var differingPerRegion: [Int]
    var antialiasedPixels = 0
    /// The largest |delta| seen over non-ignored pixels.
    var maxDelta = 0.0
    var changedBounds: PixelRect?

    init(width: Int, height: Int, regions: RegionMap, tolerances: [Tolerance], drawingDiff: Bool) {
        self.width = width
        self.height = height
        self.regions = regions
        self.maxDeltas = tolerances.map(\.maxDelta)
        self.detectsAntialiasing = tolerances.map(\.detectsAntialiasing)
        self.drawing = drawingDiff
        self.comparedPerRegion = (0..<tolerances.count).map { regions.pixelCount(ofRegion: $0) }
        self.differingPerRegion = [Int](repeating: 0, count: tolerances.count)
    }

    /// What one range of rows found.
    struct Partial {
        var differing: [Int]
        var antialiased = 0
        var maxDelta = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var changed: [Int] = []
    }

    /// Compares `a` (expected) with `b`. (Splitting the rows across two threads, a `Partial` each,
    /// cost more CPU in thread start-up than it saved on a 1113×252 pair: one range of rows.)
    mutating func run(_ a: [UInt8], _ b: [UInt8]) {
        let count = height * (width + 1)
        // Every byte is written by the scan: no zero fill.
        var rows = drawing ? [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count } : []
        // Not drawing: no target at all (an empty array's base address is a shared singleton).
        let partial = rows.withUnsafeMutableBufferPointer { out in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in scanRows(0..<height, a, b, drawing ? out.baseAddress : nil) }
            }
        }
        differingPerRegion = partial.differing
        antialiasedPixels = partial.antialiased
        maxDelta = partial.maxDelta
        changed = partial.changed
        if partial.maxX >= 0 {
            changedBounds = PixelRect(x: partial.minX, y: partial.minY, width: partial.maxX - partial.minX + 1,
                                      height: partial.maxY - partial.minY + 1)
        }
        scanlines = drawing ? rows : nil
    }

    /// Scans `rows`, writing their scanlines into `out` (when drawing; other rows are not touched).
    func scanRows(_ rows: Range<Int>, _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                  _ out: UnsafeMutablePointer<UInt8>?) -> Partial {
        var p = Partial(differing: [Int](repeating: 0, count: maxDeltas.count))
        guard let pa = a.baseAddress, let pb = b.baseAddress, width > 0 else { return p }
        let rowBytes = width * 4
        // Without masks, a row whose bytes are equal in both images has no difference to find:
        // one memcmp, then (when drawing) its faded gray; in other rows, runs of equal pixels are
        // found four at a time and faded the same way.
        let unmasked = regions.labels == nil && !regions.ignored[0]
        var fade = Fade()
        // Without a diff to draw, the indices go to one scratch row: no optional per pixel.
        var scratch = [UInt8](repeating: 0, count: out == nil ? width + 1 : 0)
        scratch.withUnsafeMutableBufferPointer { scratch in
            for y in rows {
                let line = out.map { $0 + y * (width + 1) } ?? scratch.baseAddress.unsafelyUnwrapped
                line.pointee = 0  // filter: None
                let rowA = UnsafeRawPointer(pa + y * rowBytes), rowB = UnsafeRawPointer(pb + y * rowBytes)
                if unmasked {
                    if memcmp(rowA, rowB, rowBytes) == 0 {
                        if out != nil { fade.run(rowA, line + 1, width) }
                        continue
                    }
                    var x = 0
                    while x < width {
                        let end = Self.equalRun(rowA, rowB, from: x, width)
                        if end > x {
                            fade.run(rowA + x * 4, line + 1 + x, end - x)
                            x = end
                            if x == width { break }
                        }
                        line[1 + x] = judge(a, b, x, y, region: 0, &fade, &p)
                        x += 1
                    }
                    continue
                }
                for x in 0..<width {
                    let i = y * width + x
                    let region = regions.labels.map { Int($0[i]) } ?? 0
                    if regions.ignored[region] {
                        line[1 + x] = DiffImage.maskedBase + fade.index(Self.word(a, i))
                    } else {
                        line[1 + x] = judge(a, b, x, y, region: region, &fade, &p)
                    }
                }
            }
        }
        return p
    }

    /// One pixel outside ignored masks: its palette index, counting it into `p`.
    @inline(__always)
    private func judge(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int,
                       region: Int, _ fade: inout Fade, _ p: inout Partial) -> UInt8 {
        let i = y * width + x
        let word = Self.word(a, i)
        guard word != Self.word(b, i) else { return fade.index(word) }  // delta 0: never above a tolerance
        let pos = i * 4
        let magnitude = abs(Self.colorDelta(a, b, pos, pos, yOnly: false))
        if magnitude > p.maxDelta { p.maxDelta = magnitude }
        guard magnitude > maxDeltas[region] else { return fade.index(word) }
        if detectsAntialiasing[region] && (antialiased(a, x, y, other: b) || antialiased(b, x, y, other: a)) {
            p.antialiased += 1
            return DiffImage.antialiasIndex
        }
        p.differing[region] += 1
        p.changed.append(i)
        p.minX = min(p.minX, x); p.maxX = max(p.maxX, x)
        p.minY = min(p.minY, y); p.maxY = max(p.maxY, y)
        return DiffImage.differenceIndex
    }

    /// The first x ≥ `start` where the rows' pixels differ (`width` when none does), four pixels a step.
    @inline(__always)
    private static func equalRun(_ rowA: UnsafeRawPointer, _ rowB: UnsafeRawPointer, from start: Int, _ width: Int) -> Int {
        var x = start
        while x &+ 4 <= width, rowA.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                == rowB.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self) {
            x &+= 4
        }
        while x < width, rowA.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                == rowB.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) {
            x &+= 1
        }
        return x
    }

    /// The faded gray's palette index, memoised for the last color (images have long runs of one color).
    struct Fade {
        var lastWord: UInt32 = 0
        var lastIndex = DiffImage.grayIndex(0)

        @inline(__always)
        mutating func index(_ word: UInt32) -> UInt8 {
            if word != lastWord {
                lastWord = word
                lastIndex = DiffImage.grayIndex(word)
            }
            return lastIndex
        }

        /// Indices of `count` pixels from `source` into `target`; four pixels of the last color a step.
        @inline(__always)
        mutating func run(_ source: UnsafeRawPointer, _ target: UnsafeMutablePointer<UInt8>, _ count: Int) {
            var x = 0
            while x < count {
                if x &+ 4 <= count,
                   source.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self) == SIMD4(repeating: lastWord) {
                    UnsafeMutableRawPointer(target + x).storeBytes(of: UInt32(lastIndex) &* 0x0101_0101, as: UInt32.self)
                    x &+= 4
                    continue
                }
                target[x] = index(source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                x &+= 1
            }
        }
    }

    /// The faded expected image (masks tinted): the diff of two identical images.
    static func faded(_ image: PixelImage, regions: RegionMap) -> DiffImage {
        let width = image.width, height = image.height
        let count = height * (width + 1)
        let rows = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            image.pixels.withUnsafeBufferPointer { a in
                var lastWord: UInt32 = 0, lastGray = DiffImage.grayIndex(0)
                for y in 0..<height {
                    out[y * (width + 1)] = 0
                    for x in 0..<width {
                        let i = y * width + x
                        let word = Self.word(a, i)
                        if word != lastWord { lastWord = word; lastGray = DiffImage.grayIndex(word) }
                        let region = regions.labels.map { Int($0[i]) } ?? 0
                        out[y * (width + 1) + 1 + x] = regions.ignored[region] ? DiffImage.maskedBase + lastGray : lastGray
                    }
                }
            }
            initialized = count
        }
        return DiffImage(width: width, height: height, scanlines: rows)
    }

    /// The pixel at index `i` as one 32-bit word (RGBA bytes, native order).
    @inline(__always)
    static func word(_ image: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawBufferPointer(image).loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
    }

    /// pixelmatch's `colorDelta`: the squared YIQ distance (Kotsarenko & Ramos 2010), negative
    /// when the second pixel is darker... as v7 encodes it: negative when `y > 0`, i.e. the first
    /// is brighter. With `yOnly`, the brightness difference alone. Pixels that are not opaque are
    /// composited over v7's background pattern chosen by the byte offset `k`.
    @inline(__always)
    static func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                           _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's `antialiased` (Vysniauskas 2009): whether the pixel at (x1, y1) of `image`
    /// looks like antialiasing, using `other` to confirm the darkest or brightest neighbour
    /// sits in a flat area of both images.
    func antialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
                     other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = Self.colorDelta(image, image, pos * 4, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// pixelmatch's `hasManySiblings`: three or more of the 8 neighbours have the same RGBA
    /// (an image edge counts as one).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = Self.word(image, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if value == Self.word(image, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
