internal import CDeflate

/// lockshot's own PNG chunk writer: signature, IHDR, the caller's chunks, one IDAT compressed by
/// libdeflate, IEND; chunk CRCs by libdeflate's CRC-32.
///
/// `PNGCodec.encode(_:compression: .fast)` (previews written by `render -o`) writes 8-bit RGBA with
/// no row filter at libdeflate level 1: measured on the Flick lock screen and the workout layout
/// (1113×252 px) against the other filters (Sub, Up, Paeth) and levels 1–6, unfiltered rows gave the
/// fewest bytes at every level and the compressor's cost does not depend on the filter, so the
/// filter pass is only a copy and readers unfilter nothing. Level 1: 21 227 and 46 930 bytes
/// (libpng's fast setting: 26 672 and 56 346) for 15.4 M instructions (libpng + zlib level 3:
/// 26.6 M); level 6 saves 5–7 % of the bytes for twice the instructions. Goldens keep libpng's
/// standard encoder. The same bytes for the same pixels: libdeflate is deterministic for a level.
extension PNGCodec {
    /// The libdeflate level of `.fast` (1 = fastest; 12 = smallest).
    package static let fastLevel: Int32 = 1

    /// One chunk before the image data: a four-letter type (`"PLTE"`, `"tRNS"`, `"sRGB"`…) and its bytes.
    package struct Chunk: Sendable, Hashable {
        package var type: String
        package var data: [UInt8]
        package init(_ type: String, _ data: [UInt8]) {
            self.type = type
            self.data = data
        }
    }

    /// A PNG of already filtered scanlines (each row: its filter byte, then its bytes) in one IDAT,
    /// compressed with libdeflate at `level` (1–12). For writers of other pixel formats (the diff
    /// image's palette PNG); the caller answers for the header matching the scanlines.
    /// - Parameters:
    ///   - colorType: PNG color type (2 RGB, 3 palette, 6 RGBA…); `bitDepth` 8 unless the rows say otherwise.
    ///   - chunks: chunks between IHDR and IDAT, in order (PLTE, tRNS, sRGB…).
    /// - Throws: `RenderError.encodeFailed` for an empty or oversized image, or when libdeflate cannot allocate.
    /// - Complexity: O(scanlines.count).
    package static func assemble(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8, chunks: [Chunk] = [],
                                scanlines: [UInt8], level: Int32 = fastLevel) throws(RenderError) -> [UInt8] {
        try scanlines.withUnsafeBytes { rows in
            Result { () throws(RenderError) in
                try assemble(width: width, height: height, bitDepth: bitDepth, colorType: colorType, chunks: chunks,
                             scanlines: rows, level: level)
            }
        }.get()
    }

    /// `.fast`: the rows copied behind a 0 (None) filter byte each, then `assemble`.
    static func encodeFast(_ image: PixelImage) throws(RenderError) -> [UInt8] {
        let stride = image.width * 4, rowStride = stride + 1, count = image.height * rowStride
        let scanlines = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let target = out.baseAddress, let source = pixels.baseAddress else { return }
                for y in 0..<image.height {
                    target[y * rowStride] = 0  // filter type None
                    (target + y * rowStride + 1).initialize(from: source + y * stride, count: stride)
                }
            }
            initialized = count
        }
        return try scanlines.withUnsafeBytes { rows in
            Result { () throws(RenderError) in try encodeFast(width: image.width, height: image.height, scanlines: rows) }
        }.get()
    }

    /// `.fast` from RGBA scanlines, each row behind its filter byte (`ScanlineCanvas` writes them in place).
    static func encodeFast(width: Int, height: Int, scanlines: UnsafeRawBufferPointer) throws(RenderError) -> [UInt8] {
        // sRGB (perceptual), as libpng's simplified writer marks it: the file means the same to every reader.
        try assemble(width: width, height: height, bitDepth: 8, colorType: 6,
                     chunks: [Chunk("sRGB", [0])], scanlines: scanlines, level: fastLevel)
    }

    static func assemble(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, chunks: [Chunk],
                         scanlines: UnsafeRawBufferPointer, level: Int32) throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw .encodeFailed(format: "PNG", reason: "cannot encode a \(width)×\(height) image")
        }
        guard chunks.allSatisfy({ $0.type.utf8.count == 4 }) else {
            throw .encodeFailed(format: "PNG", reason: "a chunk type is four letters")
        }
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw .encodeFailed(format: "PNG", reason: "libdeflate could not allocate a level \(level) compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, scanlines.count)
        let fixed = signature.count + (12 + 13) + chunks.reduce(0) { $0 + 12 + $1.data.count } + 12 + 12
        var failed = false
        let png = [UInt8](unsafeUninitializedCapacity: fixed + bound) { out, initialized in
            guard let base = out.baseAddress else { failed = true; return }
            var writer = ChunkWriter(base: base)
            writer.append(signature)
            var header = [UInt8](repeating: 0, count: 13)
            ChunkWriter.store(UInt32(width), at: &header, 0)
            ChunkWriter.store(UInt32(height), at: &header, 4)
            header[8] = bitDepth
            header[9] = colorType  // then compression 0 (deflate), filter method 0, interlace 0
            writer.chunk("IHDR", header)
            for chunk in chunks { writer.chunk(chunk.type, chunk.data) }
            // IDAT: the length is known once the compressor has written the data in place.
            let start = writer.offset
            writer.offset += 8
            let written = libdeflate_zlib_compress(compressor, scanlines.baseAddress, scanlines.count,
                                                   base + writer.offset, bound)
            guard written > 0, written <= Int(Int32.max) else { failed = true; return }
            writer.offset = start
            writer.begin("IDAT", length: written)
            writer.offset += written
            writer.end(from: start)
            writer.chunk("IEND", [])
            initialized = writer.offset
        }
        guard !failed else { throw .encodeFailed(format: "PNG", reason: "libdeflate could not compress the image data") }
        return png
    }

    /// Writes chunks into memory sized beforehand.
    private struct ChunkWriter {
        let base: UnsafeMutablePointer<UInt8>
        var offset = 0

        mutating func append(_ bytes: [UInt8]) {
            for byte in bytes {
                base[offset] = byte
                offset += 1
            }
        }

        mutating func store(_ value: UInt32) {
            base[offset] = UInt8(truncatingIfNeeded: value >> 24)
            base[offset + 1] = UInt8(truncatingIfNeeded: value >> 16)
            base[offset + 2] = UInt8(truncatingIfNeeded: value >> 8)
            base[offset + 3] = UInt8(truncatingIfNeeded: value)
            offset += 4
        }

        static func store(_ value: UInt32, at bytes: inout [UInt8], _ index: Int) {
            for k in 0..<4 { bytes[index + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }

        /// Length and type; the data follows at `offset`.
        mutating func begin(_ type: String, length: Int) {
            store(UInt32(length))
            append(Array(type.utf8))
        }

        /// The CRC of the chunk that starts at `start` (type and data), after its data.
        mutating func end(from start: Int) {
            store(libdeflate_crc32(0, base + start + 4, offset - start - 4))
        }

        mutating func chunk(_ type: String, _ data: [UInt8]) {
            let start = offset
            begin(type, length: data.count)
            append(data)
            end(from: start)
        }
    }
}
