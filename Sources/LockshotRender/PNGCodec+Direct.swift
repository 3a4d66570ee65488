internal import CDeflate

/// A direct reader for the PNGs lockshot writes (8-bit RGBA, not interlaced): libdeflate inflates the
/// image data (its IDAT chunks joined) straight into one buffer and the rows are unfiltered in place,
/// four channels at a time. libpng's row unfiltering (plain C here) was a fifth of the golden suite's
/// instructions, zlib's inflate twice libdeflate's.
///
/// It only answers when it is sure: any other kind of PNG, a chunk that could change how pixels
/// read (gAMA, cHRM, iCCP, sBIT, tRNS, PLTE…), a CRC or zlib error, or an image over the pixel limit
/// returns nil, and `PNGCodec.decode` hands the bytes to libpng, which decodes or explains the error
/// as before. Same pixels as libpng's simplified API (`PNGDirectDecodeTests` checks every golden).
enum PNGDirectDecoder {
    /// Chunks that do not change the decoded 8-bit sRGB RGBA pixels.
    private static let harmless: Set<UInt32> = Set(["sRGB", "pHYs", "tEXt", "zTXt", "iTXt", "tIME", "bKGD", "eXIf"].map(tag))

    static func decode(_ bytes: UnsafeRawBufferPointer, pixelLimit: Int) -> PixelImage? {
        guard bytes.count >= 8 + 25 + 12, bytes.starts(with: PNGCodec.signature) else { return nil }
        // IHDR: first, 13 bytes: width, height, depth 8, color type 6 (RGBA), compression 0, filter 0, interlace 0.
        guard bigEndian(bytes, 8) == 13, bigEndian(bytes, 12) == tag("IHDR") else { return nil }
        let width = Int(bigEndian(bytes, 16)), height = Int(bigEndian(bytes, 20))
        let depth = bytes[24], colorType = bytes[25], interlaced = bytes[28] == 1
        guard width > 0, height > 0, width <= pixelLimit / height, bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1,
              crcMatches(bytes, chunkAt: 8, length: 13) else { return nil }
        // 8-bit RGBA, not interlaced: the fast path. 16-bit or interlaced gray, gray + alpha, RGB, RGBA:
        // the general path below (libpng 1.6.39's simplified API decodes 16-bit interlaced images wrong).
        let general = depth == 16 || interlaced
        guard (depth == 8 && colorType == 6 && !interlaced) || (general && (depth == 8 || depth == 16) && [0, 2, 4, 6].contains(colorType))
        else { return nil }
        let layout = Wide(width: width, height: height, depth: Int(depth), channels: [0: 1, 2: 3, 4: 2, 6: 4][colorType] ?? 4,
                          interlaced: interlaced)
        let (total, overflow) = general ? (layout.filteredBytes, layout.filteredBytes < 0)
            : (width * 4 + 1).multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }

        // The IDAT payloads, in order: one chunk is read in place, several are joined first.
        var offset = 8 + 25
        var first = -1, firstLength = 0
        var joined: [UInt8] = []
        var ended = false, dataDone = false
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset)), type = bigEndian(bytes, offset + 4)
            guard length <= bytes.count - offset - 12, crcMatches(bytes, chunkAt: offset, length: length) else { return nil }
            if type == tag("IDAT") {
                guard !dataDone else { return nil }  // IDAT chunks must be consecutive
                if first < 0 {
                    first = offset + 8
                    firstLength = length
                } else {
                    if joined.isEmpty { joined = Array(bytes[first..<first + firstLength]) }
                    joined += bytes[(offset + 8)..<(offset + 8 + length)]
                }
            } else if type == tag("IEND") {
                ended = true
                break
            } else if harmless.contains(type) {
                dataDone = first >= 0
            } else {
                return nil
            }
            offset += length + 12
        }
        guard ended, first >= 0, let base = bytes.baseAddress else { return nil }
        var filtered = [UInt8](unsafeUninitializedCapacity: total) { _, initialized in initialized = total }
        let inflated = filtered.withUnsafeMutableBytes { out -> Bool in
            if joined.isEmpty { return inflate(UnsafeRawBufferPointer(start: base + first, count: firstLength), into: out) }
            return joined.withUnsafeBytes { inflate($0, into: out) }
        }
        guard inflated else { return nil }
        if general { return layout.decode(filtered) }
        return unfilter(consume filtered, width: width, height: height)
    }

    /// The general path: any bit depth of 8 or 16, gray / gray + alpha / RGB / RGBA, interlaced (Adam7)
    /// or not. Each pass is unfiltered with its own bytes per pixel and placed; 16-bit samples become
    /// 8-bit by rounding (v + 128) / 257, as libpng and ImageMagick do. Straight (not premultiplied) RGBA.
    struct Wide {
        let width: Int, height: Int, depth: Int, channels: Int, interlaced: Bool

        /// Adam7: (x start, y start, x step, y step) of the seven passes.
        static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var passes: [(x: Int, y: Int, dx: Int, dy: Int)] { interlaced ? Self.adam7.map { ($0.0, $0.1, $0.2, $0.3) } : [(0, 0, 1, 1)] }
        var bytesPerPixel: Int { channels * depth / 8 }

        /// Columns and rows of a pass.
        func size(_ pass: (x: Int, y: Int, dx: Int, dy: Int)) -> (Int, Int) {
            ((width - pass.x + pass.dx - 1) / pass.dx, (height - pass.y + pass.dy - 1) / pass.dy)
        }

        /// The inflated size: each pass's rows with their filter byte (-1 on overflow).
        var filteredBytes: Int {
            var total = 0
            for pass in passes {
                let (w, h) = size(pass)
                guard w > 0, h > 0 else { continue }
                let (row, o1) = w.multipliedReportingOverflow(by: bytesPerPixel)
                let (bytes, o2) = (row + 1).multipliedReportingOverflow(by: h)
                let (sum, o3) = total.addingReportingOverflow(bytes)
                if o1 || o2 || o3 { return -1 }
                total = sum
            }
            return total
        }

        func decode(_ data: [UInt8]) -> PixelImage? {
            var out = [UInt8](repeating: 0, count: width * height * 4)
            var offset = 0
            let bpp = bytesPerPixel
            for pass in passes {
                let (w, h) = size(pass)
                guard w > 0, h > 0 else { continue }
                let stride = w * bpp
                var previous = [UInt8](repeating: 0, count: stride), row = [UInt8](repeating: 0, count: stride)
                for y in 0..<h {
                    let filter = data[offset]
                    for i in 0..<stride {
                        let raw = data[offset + 1 + i]
                        let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                        let predicted: Int
                        switch filter {
                        case 0: predicted = 0
                        case 1: predicted = a
                        case 2: predicted = b
                        case 3: predicted = (a + b) / 2
                        case 4:
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                        default: return nil
                        }
                        row[i] = raw &+ UInt8(truncatingIfNeeded: predicted)
                    }
                    offset += stride + 1
                    for x in 0..<w {
                        let target = ((pass.y + y * pass.dy) * width + pass.x + x * pass.dx) * 4
                        func sample(_ channel: Int) -> UInt8 {
                            if depth == 8 { return row[x * bpp + channel] }
                            let v = Int(row[x * bpp + channel * 2]) << 8 | Int(row[x * bpp + channel * 2 + 1])
                            return UInt8((v + 128) / 257)
                        }
                        switch channels {
                        case 1, 2:
                            let g = sample(0)
                            out[target] = g; out[target + 1] = g; out[target + 2] = g
                            out[target + 3] = channels == 2 ? sample(1) : 255
                        default:
                            out[target] = sample(0); out[target + 1] = sample(1); out[target + 2] = sample(2)
                            out[target + 3] = channels == 4 ? sample(3) : 255
                        }
                    }
                    swap(&previous, &row)
                }
            }
            return PixelImage(width: width, height: height, pixels: out)
        }
    }

    /// Reverses the per-row filters (None, Sub, Up, Average, Paeth; bpp = 4) into RGBA pixels, in place:
    /// row `y`'s pixels land at `y × stride`, before its filtered bytes at `y × (stride + 1) + 1`, and each
    /// step reads its filtered bytes before it writes lower addresses, so no second megabyte-sized
    /// buffer (and its page faults) is needed; the `height` spare bytes are dropped at the end.
    static func unfilter(_ pixels: consuming [UInt8], width: Int, height: Int) -> PixelImage? {
        let stride = width * 4
        var valid = true
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { valid = false; return }
            let zero = [UInt8](repeating: 0, count: stride)
            zero.withUnsafeBufferPointer { zeroRow in
                guard let zeroBase = zeroRow.baseAddress else { valid = false; return }
                for y in 0..<height {
                    let filter = base[y * (stride + 1)]
                    let f = UnsafePointer(base + y * (stride + 1) + 1)
                    let row = base + y * stride
                    let up = y == 0 ? zeroBase : UnsafePointer(base + (y - 1) * stride)
                    switch filter {
                    case 0: UnsafeMutableRawPointer(row).copyMemory(from: f, byteCount: stride)  // memmove
                    case 1: sub(f, row, width: width)
                    case 2: addUp(f, up, row, count: stride)
                    case 3: average(f, up, row, width: width)
                    case 4: paeth(f, up, row, width: width)
                    default: valid = false; return
                    }
                }
            }
        }
        guard valid else { return nil }
        pixels.removeLast(height)
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Sub rows: each pixel adds the one to its left, four channels in one step.
    @inline(__always)
    private static func sub(_ f: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt8>, width: Int) {
        var a = SIMD4<UInt8>(repeating: 0)
        for x in 0..<width {
            a &+= UnsafeRawPointer(f + x &* 4).loadUnaligned(as: SIMD4<UInt8>.self)
            UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: a, as: SIMD4<UInt8>.self)
        }
    }

    /// Up rows: byte-wise sums with the row above, 16 bytes per step.
    @inline(__always)
    private static func addUp(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt8>,
                              count: Int) {
        var i = 0
        while i &+ 16 <= count {
            let sum = UnsafeRawPointer(f + i).loadUnaligned(as: SIMD16<UInt8>.self)
                &+ UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(row + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            row[i] = f[i] &+ up[i]
            i += 1
        }
    }

    /// Average rows: each channel adds the floor of the mean of left and up, one pixel per step.
    @inline(__always)
    private static func average(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt8>,
                                width: Int) {
        var a = SIMD4<UInt16>(repeating: 0)
        for x in 0..<width {
            let b = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(up + x &* 4).loadUnaligned(as: SIMD4<UInt8>.self))
            let d = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(f + x &* 4).loadUnaligned(as: SIMD4<UInt8>.self))
            a = (d &+ (a &+ b) &>> 1) & 0xFF
            UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: a), as: SIMD4<UInt8>.self)
        }
    }

    /// Paeth rows, one pixel (4 channels) per step: a = left, b = up, c = up-left.
    @inline(__always)
    private static func paeth(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt8>,
                              width: Int) {
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        for x in 0..<width {
            let b = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(up + x &* 4).loadUnaligned(as: SIMD4<UInt8>.self))
            let d = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(f + x &* 4).loadUnaligned(as: SIMD4<UInt8>.self))
            let toA = b &- c, toB = a &- c  // p - b and p - a, where p = a + b - c
            let pa = absolute(toA), pb = absolute(toB), pc = absolute(toA &+ toB)
            var predictor = c
            predictor.replace(with: b, where: pb .<= pc)
            predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
            let value = (d &+ predictor) & 0xFF
            UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
            a = value
            c = b
        }
    }

    @inline(__always)
    private static func absolute(_ v: SIMD4<Int16>) -> SIMD4<Int16> { pointwiseMax(v, 0 &- v) }

    private static func tag(_ name: String) -> UInt32 { name.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    @inline(__always)
    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// The CRC (libdeflate's crc32) over a chunk's type and data matches the stored one.
    private static func crcMatches(_ bytes: UnsafeRawBufferPointer, chunkAt offset: Int, length: Int) -> Bool {
        guard let base = bytes.baseAddress, offset + 12 + length <= bytes.count else { return false }
        return libdeflate_crc32(0, base + offset + 4, length + 4) == bigEndian(bytes, offset + 8 + length)
    }

    /// Inflates a zlib stream that must fill `out` exactly and end with its 4-byte Adler-32 and nothing
    /// after. Raw deflate past the 2-byte header: every chunk's CRC already guards the data, so an
    /// Adler-32 pass over the inflated bytes would check nothing more.
    private static func inflate(_ stream: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) -> Bool {
        guard stream.count >= 2 + 4, let input = stream.baseAddress else { return false }
        // zlib header: deflate, window ≤ 32 KiB, no preset dictionary, valid check bits.
        let cmf = UInt16(stream[0]), flg = UInt16(stream[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, flg & 0x20 == 0, (cmf << 8 | flg) % 31 == 0 else { return false }
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var consumed = 0
        // No `actual_out_nbytes_ret`: libdeflate then succeeds only when the output is filled exactly.
        let result = libdeflate_deflate_decompress_ex(decompressor, input + 2, stream.count - 2, out.baseAddress, out.count,
                                                      &consumed, nil)
        return result == LIBDEFLATE_SUCCESS && consumed == stream.count - 2 - 4
    }
}
