/// Conversions between Cairo's premultiplied native-endian ARGB32 and `PixelImage`'s straight RGBA.
///
/// Cairo stores each pixel as one `UInt32` `0xAARRGGBB` in native byte order, with color
/// premultiplied by alpha. Both directions round to nearest, so a premultiply → unpremultiply
/// round trip is exact for opaque pixels and within one level for translucent ones.
enum RasterPixels {
    /// Writes `image` into an ARGB32 buffer of at least `image.height` rows of `stride` bytes.
    static func premultiply(_ image: PixelImage, into data: UnsafeMutablePointer<UInt8>, stride: Int) {
        let width = image.width
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(source[i + 3])
                    if a == 255 {  // opaque: no multiplications (c × 255 / 255 = c)
                        row[x] = 0xFF00_0000 | UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2])
                        continue
                    }
                    let r = multiply(UInt32(source[i]), a)
                    let g = multiply(UInt32(source[i + 1]), a)
                    let b = multiply(UInt32(source[i + 2]), a)
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
    }

    /// Reads an ARGB32 buffer into a straight-alpha `PixelImage`.
    ///
    /// Four opaque pixels (most of a render) are reordered at a time with vector operations; other
    /// pixels go one by one through `straight`. The output buffer is written once, never zeroed first.
    static func unpremultiply(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> PixelImage {
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress, count > 0 else { initialized = 0; return }
            unpremultiply(data, stride: stride, width: width, height: height, into: base, targetStride: width * 4)
            initialized = count
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// `unpremultiply` into rows `targetStride` bytes apart at `base` (a PNG's scanlines, say). Rows go
    /// first to last, left to right, each 16 bytes read before they are written, so the target may overlap
    /// the source when every target row starts at or below its source row (`ScanlineCanvas`).
    static func unpremultiply(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                              into base: UnsafeMutablePointer<UInt8>, targetStride: Int) {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000  // the alpha bytes of two pixels
        for y in 0..<height {
            var source = UnsafeRawPointer(data + y * stride)
            var target = UnsafeMutableRawPointer(base + y * targetStride)
            let end = target + width * 4
            while end - target >= 16 {
                let both = source.loadUnaligned(as: UInt64.self) & source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let four = source.loadUnaligned(as: SIMD4<UInt32>.self)
                if both & alphas == alphas {  // all four opaque: swap R and B
                    target.storeBytes(of: (four & 0xFF00_FF00) | ((four &>> 16) & 0xFF) | ((four & 0xFF) &<< 16),
                                      as: SIMD4<UInt32>.self)
                } else {
                    for i in 0..<4 {
                        target.storeBytes(of: straight(four[i]).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                    }
                }
                source += 16
                target += 16
            }
            while target < end {
                target.storeBytes(of: straight(source.load(as: UInt32.self)).littleEndian, as: UInt32.self)
                source += 4
                target += 4
            }
        }
    }

    /// One premultiplied ARGB32 word as straight RGBA with R in the low byte (memory order R, G, B, A
    /// once stored little-endian). Opaque and clear pixels need no division.
    @inline(__always)  // called per pixel when reading a render back
    static func straight(_ value: UInt32) -> UInt32 {
        let a = value >> 24
        if a == 255 { return (value & 0xFF00_FF00) | ((value >> 16) & 0xFF) | ((value & 0xFF) << 16) }
        if a == 0 { return 0 }  // fully transparent stays 0,0,0,0
        return UInt32(divide((value >> 16) & 0xFF, a)) | UInt32(divide((value >> 8) & 0xFF, a)) << 8
            | UInt32(divide(value & 0xFF, a)) << 16 | a << 24
    }

    /// `c × a / 255`, rounded to nearest (pixman's exact formulation).
    @inline(__always)  // called per channel per pixel when images are drawn
    static func multiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c * a + 128
        return (t + (t >> 8)) >> 8
    }

    /// `c × 255 / a`, rounded to nearest and clamped (premultiplied color never exceeds alpha in valid data).
    @inline(__always)  // called per channel per pixel when reading a render back
    static func divide(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// `image` enlarged `factor` times, each pixel becoming a `factor × factor` block.
    static func upscaleNearest(_ image: PixelImage, by factor: Int) -> PixelImage {
        let width = image.width * factor, height = image.height * factor
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let s = ((y / factor) * image.width + x / factor) * 4, d = (y * width + x) * 4
                for c in 0..<4 { pixels[d + c] = image.pixels[s + c] }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Blurs an A8 buffer in place: `passes` box blurs of half-width `radius` along rows, then
    /// along columns; pixels outside the buffer count as transparent. Integer arithmetic, so the
    /// result is the same on every machine.
    /// - Complexity: O(width × height × passes), independent of `radius`.
    static func boxBlurAlpha(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                             radius: Int, passes: Int) {
        guard width > 0, height > 0, radius > 0, passes > 0 else { return }
        let count = max(width, height)
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * count)
        defer { buffers.deallocate() }
        buffers.initialize(repeating: 0, count: 2 * count)
        let divide = WindowAverage(window: 2 * radius + 1)
        func blur(_ line: inout UnsafeMutablePointer<UInt8>, _ spare: inout UnsafeMutablePointer<UInt8>, count: Int) {
            for _ in 0..<passes {
                var sum: UInt32 = 0
                for i in 0..<min(radius, count) { sum += UInt32(line[i]) }
                for i in 0..<count {
                    if i + radius < count { sum += UInt32(line[i + radius]) }
                    spare[i] = divide(sum)
                    if i - radius >= 0 { sum -= UInt32(line[i - radius]) }
                }
                swap(&line, &spare)
            }
        }
        var line = buffers, spare = buffers + count
        for y in 0..<height {
            let row = data + y * stride
            line.update(from: row, count: width)
            blur(&line, &spare, count: width)
            row.update(from: line, count: width)
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            blur(&line, &spare, count: height)
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }

    /// `(sum + window / 2) / window`, rounded as that integer division rounds, without dividing:
    /// a division per pixel was most of a glow's cost. Multiplying by ⌈2³² / window⌉ and shifting
    /// gives the exact quotient while `(sum + window / 2) × window < 2³²`, which holds for every sum
    /// of `window` alpha values when `window < 4096`; wider windows divide.
    struct WindowAverage {
        let window: UInt32
        let half: UInt32
        let reciprocal: UInt64?

        init(window: Int) {
            self.window = UInt32(window)
            half = UInt32(window / 2)
            reciprocal = window < 4096 ? ((UInt64(1) << 32) + UInt64(window) - 1) / UInt64(window) : nil
        }

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            let rounded = sum + half
            guard let reciprocal else { return UInt8(truncatingIfNeeded: rounded / window) }
            return UInt8(truncatingIfNeeded: (UInt64(rounded) * reciprocal) >> 32)
        }
    }
}
