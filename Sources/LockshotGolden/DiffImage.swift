import LockshotRender

/// A diff image as the comparison draws it: one palette index per pixel, laid out as 8-bit palette
/// PNG scanlines (each row a 0 "None" filter byte, then its indices), so `lockshot diff -o` compresses
/// it as it is, with no RGBA buffer converted afterwards.
///
/// The palette is fixed (`DiffImage.palette`): pixelmatch's faded gray `255 + (luma − 255) × 0.1 × a / 255`
/// truncated lies in 229…255, so 27 grays (indices 0…26), the same 27 tinted pale blue for ignored
/// masks (27…53), then red (54) for differences and yellow (55) for antialiasing.
package struct DiffImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    /// `height × (width + 1)` bytes: per row a 0, then one index into `palette` per pixel.
    let scanlines: [UInt8]

    init(width: Int, height: Int, scanlines: [UInt8]) {
        precondition(scanlines.count == height * (width + 1), "scanlines do not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.scanlines = scanlines
    }

    /// The palette index of pixel (x, y).
    package func index(_ x: Int, _ y: Int) -> UInt8 { scanlines[y * (width + 1) + 1 + x] }

    /// The same picture as RGBA pixels (for APIs that take a `PixelImage`).
    /// - Complexity: O(width × height).
    package var image: PixelImage {
        let table = Self.paletteWords
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            scanlines.withUnsafeBufferPointer { rows in
                guard let source = rows.baseAddress, let target = out.baseAddress else { return }
                let raw = UnsafeMutableRawPointer(target)
                for y in 0..<height {
                    let row = source + y * (width + 1) + 1
                    for x in 0..<width {
                        raw.storeBytes(of: table[Int(row[x])], toByteOffset: (y * width + x) * 4, as: UInt32.self)
                    }
                }
            }
            initialized = width * height * 4
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// PNG bytes: 8-bit palette, unfiltered rows, libdeflate (see `DiffPNGWriter`). Deterministic.
    package func pngBytes() throws -> [UInt8] { try DiffPNGWriter.encode(self) }

    // MARK: - The palette

    /// The lowest faded gray (a black, opaque pixel): `UInt8(229.5)`.
    static let lowestGray = 229
    static let grayCount = 27
    static let maskedBase: UInt8 = 27
    static let differenceIndex: UInt8 = 54
    static let antialiasIndex: UInt8 = 55

    /// RGB of every index, in index order.
    package static let palette: [(UInt8, UInt8, UInt8)] = {
        var colors: [(UInt8, UInt8, UInt8)] = []
        for k in 0..<grayCount {
            let v = UInt8(lowestGray + k)
            colors.append((v, v, v))
        }
        for k in 0..<grayCount {  // DiffCanvas.drawMasked's tint of the gray
            let value = Double(lowestGray + k)
            colors.append((UInt8(value * 0.8), UInt8(value * 0.9), 255))
        }
        colors.append(DiffCanvas.differenceColor)
        colors.append(DiffCanvas.antialiasColor)
        return colors
    }()

    /// The palette as opaque RGBA words (bytes R, G, B, A in memory).
    static let paletteWords: [UInt32] = palette.map {
        (UInt32($0.0) | UInt32($0.1) << 8 | UInt32($0.2) << 16 | 0xFF00_0000).littleEndian
    }

    /// The gray index of an RGBA word (bytes R, G, B, A in memory): `DiffCanvas.grayValue` − 229.
    @inline(__always)
    static func grayIndex(_ word: UInt32) -> UInt8 {
        let w = UInt32(littleEndian: word)
        let luma = Double(w & 0xFF) * 0.29889531 + Double(w >> 8 & 0xFF) * 0.58662247
            + Double(w >> 16 & 0xFF) * 0.11448223
        let value = 255 + (luma - 255) * DiffCanvas.fade * Double(w >> 24) / 255
        return UInt8(min(max(value, 0), 255)) &- UInt8(lowestGray)
    }
}
