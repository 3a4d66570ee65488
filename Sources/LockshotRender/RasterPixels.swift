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
    /// Opaque and fully transparent pixels (most of a render) are moved as whole words; only
    /// translucent ones pay the three divisions. The output buffer is written once, never zeroed first.
    static func unpremultiply(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> PixelImage {
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress, count > 0 else { initialized = 0; return }
            let out = UnsafeMutableRawPointer(base)
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                let line = out + y * width * 4
                for x in 0..<width {
                    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let a = value >> 24
                    let rgba: UInt32  // R in the low byte: memory order R, G, B, A once stored little-endian
                    if a == 255 {
                        rgba = (value & 0xFF00_FF00) | ((value >> 16) & 0xFF) | ((value & 0xFF) << 16)
                    } else if a == 0 {
                        rgba = 0  // fully transparent stays 0,0,0,0
                    } else {
                        rgba = UInt32(divide((value >> 16) & 0xFF, a)) | UInt32(divide((value >> 8) & 0xFF, a)) << 8
                            | UInt32(divide(value & 0xFF, a)) << 16 | a << 24
                    }
                    line.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
            }
            initialized = count
        }
        return PixelImage(width: width, height: height, pixels: pixels)
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
        var line = [UInt8](repeating: 0, count: max(width, height))
        var blurred = [UInt8](repeating: 0, count: max(width, height))
        func blur(count: Int) {
            let window = 2 * radius + 1, half = UInt32(window / 2)
            for _ in 0..<passes {
                var sum: UInt32 = 0
                for i in 0..<min(radius, count) { sum += UInt32(line[i]) }
                for i in 0..<count {
                    if i + radius < count { sum += UInt32(line[i + radius]) }
                    blurred[i] = UInt8((sum + half) / UInt32(window))
                    if i - radius >= 0 { sum -= UInt32(line[i - radius]) }
                }
                swap(&line, &blurred)
            }
        }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = row[x] }
            blur(count: width)
            for x in 0..<width { row[x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            blur(count: height)
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }
}
