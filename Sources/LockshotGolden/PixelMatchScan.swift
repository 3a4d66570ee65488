#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass of pixelmatch v7 (mapbox/pixelmatch `index.js`) over two RGBA buffers of the
/// same size, counting per region and drawing the diff.
///
/// Kept allocation-free per pixel: the only buffers are the diff output and the map of
/// changed pixels (for clusters), each allocated once.
struct PixelMatchScan {
    let width: Int
    let height: Int
    let regions: RegionMap
    /// `maxDelta` per region (region 0 = outside masks).
    let maxDeltas: [Double]
    let detectsAntialiasing: [Bool]
    var output: [UInt8]?
    /// 1 where a counted difference is, for the cluster search.
    var changed: [UInt8]?
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
        self.output = drawingDiff ? [UInt8](repeating: 0, count: width * height * 4) : nil
        self.changed = [UInt8](repeating: 0, count: width * height)
        self.comparedPerRegion = (0..<tolerances.count).map { regions.pixelCount(ofRegion: $0) }
        self.differingPerRegion = [Int](repeating: 0, count: tolerances.count)
    }

    mutating func run(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) {
        var output = self.output ?? []
        var changed = self.changed ?? []
        let drawing = self.output != nil
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        output.withUnsafeMutableBufferPointer { out in
            changed.withUnsafeMutableBufferPointer { changedOut in
                let rowBytes = width * 4
                // Without masks, a row whose bytes are equal in both images has no difference to find:
                // one memcmp, then (when drawing) its faded gray, memoised across runs of equal pixels.
                let unmasked = regions.labels == nil && !regions.ignored[0]
                for y in 0..<height {
                    if unmasked, let p = a.baseAddress, let q = b.baseAddress,
                       memcmp(p + y * rowBytes, q + y * rowBytes, rowBytes) == 0 {
                        if drawing { Self.drawGrayRow(a, y * width, width, out) }
                        continue
                    }
                    for x in 0..<width {
                        let i = y * width + x
                        let pos = i * 4
                        let region = regions.labels.map { Int($0[i]) } ?? 0
                        if regions.ignored[region] {
                            if drawing { DiffCanvas.drawMasked(a, pos, out) }
                            continue
                        }
                        let delta = Self.word(a, i) == Self.word(b, i) ? 0 : Self.colorDelta(a, b, pos, pos, yOnly: false)
                        let magnitude = abs(delta)
                        if magnitude > maxDelta { maxDelta = magnitude }
                        guard magnitude > maxDeltas[region] else {
                            if drawing { DiffCanvas.drawGray(a, pos, out) }
                            continue
                        }
                        if detectsAntialiasing[region]
                            && (antialiased(a, x, y, other: b) || antialiased(b, x, y, other: a)) {
                            antialiasedPixels += 1
                            if drawing { DiffCanvas.draw(out, pos, DiffCanvas.antialiasColor) }
                        } else {
                            differingPerRegion[region] += 1
                            changedOut[i] = 1
                            minX = min(minX, x); maxX = max(maxX, x)
                            minY = min(minY, y); maxY = max(maxY, y)
                            if drawing { DiffCanvas.draw(out, pos, DiffCanvas.differenceColor) }
                        }
                    }
                }
            }
        }
        if maxX >= 0 { changedBounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        self.output = drawing ? output : nil
        self.changed = changed
    }

    /// The pixel at index `i` as one 32-bit word (RGBA bytes, native order).
    @inline(__always)
    /// `DiffCanvas.drawGray` over `count` pixels from pixel `start`, computing each distinct color once per run.
    static func drawGrayRow(_ a: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int,
                            _ out: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = out.baseAddress else { return }
        let target = UnsafeMutableRawPointer(base)
        var last: UInt32 = 0, gray: UInt32 = 0, known = false
        for i in start..<(start + count) {
            let color = word(a, i)
            if !known || color != last {
                let value = UInt32(DiffCanvas.grayValue(a, i * 4))
                gray = (value | value << 8 | value << 16 | 0xFF00_0000).littleEndian
                last = color
                known = true
            }
            target.storeBytes(of: gray, toByteOffset: i * 4, as: UInt32.self)
        }
    }

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
