/// An EXIF orientation (TIFF tag 0x0112, values 1…8) and the pixel transform that makes it upright.
package struct ImageOrientation: Sendable, Hashable {
    /// 1 = upright; 2 mirrored; 3 rotated 180°; 4 flipped; 5 transposed; 6 needs 90° clockwise;
    /// 7 transversed; 8 needs 90° counter-clockwise.
    package var value: Int

    /// An orientation; values outside 1…8 mean upright.
    package init(_ value: Int) { self.value = (1...8).contains(value) ? value : 1 }

    /// Reads the orientation from a JPEG's APP1 Exif segment (IFD0); upright when absent or malformed.
    ///
    /// Every offset is bounds-checked: hostile bytes give "upright", never a crash.
    package init(exifIn jpeg: [UInt8]) {
        self.init(Self.readOrientation(jpeg) ?? 1)
    }

    /// Returns `image` transformed so that it displays upright.
    /// - Complexity: O(width × height).
    package func apply(to image: PixelImage) -> PixelImage {
        guard value != 1 else { return image }
        let w = image.width, h = image.height
        let swaps = value >= 5
        let outW = swaps ? h : w, outH = swaps ? w : h
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<outH {
                    for x in 0..<outW {
                        let (sx, sy) = source(x: x, y: y, width: outW, height: outH)
                        let s = (sy * w + sx) * 4, d = (y * outW + x) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return PixelImage(width: outW, height: outH, pixels: out)
    }

    /// The stored pixel that shows at (x, y) of the upright image of size `width × height`.
    private func source(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch value {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, width - 1 - x)
        case 7: (height - 1 - y, width - 1 - x)
        case 8: (height - 1 - y, x)
        default: (x, y)
        }
    }

    private static func readOrientation(_ b: [UInt8]) -> Int? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data starts: no Exif before it
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2, i + 2 + length <= b.count else { return nil }
            if marker == 0xE1, length >= 8, Array(b[(i + 4)..<(i + 10)]) == Array("Exif\0\0".utf8) {
                return orientation(inTIFF: Array(b[(i + 10)..<(i + 2 + length)]))
            }
            i += 2 + length
        }
        return nil
    }

    private static func orientation(inTIFF t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little: Bool
        switch (t[0], t[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ o: Int) -> Int? {
            guard o >= 0, o + 2 <= t.count else { return nil }
            return little ? Int(t[o]) | Int(t[o + 1]) << 8 : Int(t[o]) << 8 | Int(t[o + 1])
        }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let o = ifd + 2 + entry * 12
            guard let tag = u16(o) else { return nil }
            if tag == 0x0112 {
                guard let type = u16(o + 2), type == 3 else { return nil }  // SHORT
                return u16(o + 8)
            }
        }
        return nil
    }
}
