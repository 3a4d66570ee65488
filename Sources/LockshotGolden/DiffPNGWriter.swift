import LockshotRender

/// A fast PNG writer for diff images, so `lockshot diff -o` stays quick.
///
/// A diff image has few colors (the faded image takes at most 27 gray levels, plus red,
/// yellow and pale blue), so it is written as an 8-bit palette PNG: one index byte per pixel,
/// unfiltered rows, compressed by libdeflate through `PNGCodec.assemble` (the writer of
/// `render -o` previews). That is several times faster than zlib's default level with adaptive
/// filters and the file stays small. Images with more than 256 colors return nil (use a PNG codec).
/// Output is deterministic.
package enum DiffPNGWriter {
    /// PNG bytes of `image`, or nil when it has more than 256 distinct RGBA colors.
    /// - Complexity: O(width × height).
    package static func encode(_ image: PixelImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0 else { return nil }
        guard let (palette, indices) = indexed(image) else { return nil }
        var chunks = [PNGCodec.Chunk("PLTE", palette.flatMap { [$0[0], $0[1], $0[2]] })]
        if palette.contains(where: { $0[3] != 255 }) {
            chunks.append(PNGCodec.Chunk("tRNS", palette.map { $0[3] }))
        }
        // 8-bit palette, unfiltered rows, libdeflate (the writer `render -o` previews use).
        return try? PNGCodec.assemble(width: image.width, height: image.height, bitDepth: 8, colorType: 3,
                                      chunks: chunks, scanlines: indices, level: paletteLevel)
    }

    /// The libdeflate level of palette diff images: 3, not the previews' 1. On one byte per pixel
    /// with long runs, level 1's matcher is the slower one: on four diffs of the Flick and workout
    /// layouts (280 and 500 kB of scanlines) level 3 took 0.46–0.80 ms where level 1 took
    /// 0.67–1.21 ms, and wrote 1–8 % fewer bytes (docs/benchmarks.md).
    static let paletteLevel: Int32 = 3

    /// The palette (RGBA, in order of first appearance) and the filtered rows (a 0 filter
    /// byte, then one index per pixel).
    static func indexed(_ image: PixelImage) -> ([[UInt8]], [UInt8])? {
        var lookup = ColorTable()
        var palette: [[UInt8]] = []
        let width = image.width, height = image.height
        var ok = true
        // Pointers, not subscripts: this loop runs once per pixel of every diff image written.
        let rows = [UInt8](unsafeUninitializedCapacity: (width + 1) * height) { out, initialized in
            image.pixels.withUnsafeBytes { raw in
                guard var target = out.baseAddress, var source = raw.baseAddress else { ok = false; return }
                var last = source.loadUnaligned(as: UInt32.self) &+ 1  // differs from the first pixel
                var lastIndex: UInt8 = 0
                for _ in 0..<height {
                    target.pointee = 0  // filter: None
                    target += 1
                    for _ in 0..<width {
                        let word = source.loadUnaligned(as: UInt32.self)
                        if word != last {
                            if let index = lookup.index(of: word) {
                                lastIndex = index
                            } else {
                                guard palette.count < 256 else { ok = false; return }
                                lastIndex = UInt8(palette.count)
                                lookup.insert(word, lastIndex)
                                palette.append((0..<4).map { source.load(fromByteOffset: $0, as: UInt8.self) })
                            }
                            last = word
                        }
                        target.pointee = lastIndex
                        target += 1
                        source += 4
                    }
                }
            }
            initialized = ok ? out.count : 0
        }
        return ok ? (palette, rows) : nil
    }
}

/// Color → palette index for at most 256 colors: open addressing in 1 024 slots, a multiplicative
/// hash (a `Dictionary`'s SipHash was half of `indexed`'s instructions on a real diff image).
private struct ColorTable {
    private var keys = [UInt32](repeating: 0, count: 1024)
    private var values = [Int16](repeating: -1, count: 1024)

    @inline(__always)
    private static func slot(_ word: UInt32) -> Int { Int((word &* 0x9E37_79B1) >> 22) }

    func index(of word: UInt32) -> UInt8? {
        var slot = Self.slot(word)
        while values[slot] >= 0 {
            if keys[slot] == word { return UInt8(values[slot]) }
            slot = (slot + 1) & 1023
        }
        return nil
    }

    /// `word` must not be in the table yet; at most 256 entries, so a free slot always exists.
    mutating func insert(_ word: UInt32, _ index: UInt8) {
        var slot = Self.slot(word)
        while values[slot] >= 0 { slot = (slot + 1) & 1023 }
        keys[slot] = word
        values[slot] = Int16(index)
    }
}
