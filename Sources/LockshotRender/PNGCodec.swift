internal import CPNG

/// Deterministic PNG encoding and guarded decoding of `PixelImage`s, with libpng's simplified API.
///
/// Encoding writes 8-bit RGBA with straight alpha, an sRGB chunk, libpng's fixed default
/// compression (zlib level 6, adaptive filters) and no time or text chunks, so the same pixels
/// always give the same bytes. libpng's simplified API catches its own errors (no `setjmp`
/// reaches Swift), so corrupt or truncated input throws instead of crashing.
package enum PNGCodec {
    /// The 8-byte PNG signature.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// How hard the encoder compresses. Both are deterministic; goldens and documentation images use `.standard`.
    package enum Compression: Sendable, Hashable {
        /// zlib level 6 with libpng's adaptive row filters: the smallest files (10–20 ms for 1113×252 px here).
        case standard
        /// No row filters, libdeflate level 1, one IDAT (`PNGCodec+Fast.swift`): for previews and throwaway
        /// artifacts such as a test run's actual images: about 1.5 ms for 1113×252 px here, files somewhat larger.
        case fast
    }

    /// Encodes `image` as an 8-bit RGBA PNG.
    /// - Throws: `RenderError.encodeFailed` if libpng fails (an empty or oversized image).
    /// - Complexity: O(width × height).
    package static func encode(_ image: PixelImage, compression: Compression = .standard) throws(RenderError) -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max) / 4 else {
            throw .encodeFailed(format: "PNG", reason: "cannot encode a \(image.width)×\(image.height) image")
        }
        if compression == .fast { return try encodeFast(image) }
        var control = makeControl(width: image.width, height: image.height)
        // Room for stored (uncompressed) deflate blocks plus chunk overhead: libpng then never runs out.
        let raw = image.height * (image.width * 4 + 1)
        var capacity = raw + raw / 64 + 1024
        // libpng sets `capacity` to the bytes it wrote: only those are kept, so nothing is zero-filled first.
        var ok: Int32 = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { memory, initialized in
            ok = image.pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&control, memory.baseAddress, &capacity, 0, pixels.baseAddress, 0, nil)
            }
            initialized = ok != 0 ? min(capacity, memory.count) : 0
        }
        defer { png_image_free(&control) }
        guard ok != 0 else { throw .encodeFailed(format: "PNG", reason: message(of: &control)) }
        return output
    }

    /// Reads only the header: the image's size in pixels, without decompressing anything.
    /// - Throws: `RenderError.corruptImage` when the bytes are not a PNG.
    package static func size(of bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
        try bytes.withUnsafeBytes { buffer -> Result<(width: Int, height: Int), RenderError> in
            var control = makeControl(width: 0, height: 0)
            defer { png_image_free(&control) }
            return begin(&control, buffer).map { (Int(control.width), Int(control.height)) }
        }.get()
    }

    /// Decodes a PNG into 8-bit straight-alpha RGBA (gamma and palettes converted by libpng).
    /// - Parameter pixelLimit: images with more pixels are refused from their header, before decompression.
    /// - Throws: `RenderError.corruptImage` for corrupt or truncated data, `.imageTooLarge` over the limit.
    /// - Complexity: O(width × height).
    package static func decode(_ bytes: [UInt8], pixelLimit: Int = RenderError.pixelLimit) throws(RenderError) -> PixelImage {
        try decode(bytes, pixelLimit: pixelLimit, direct: true)
    }

    /// `direct: false` skips `PNGDirectDecoder` (libpng only): what tests compare it with.
    static func decode(_ bytes: [UInt8], pixelLimit: Int, direct: Bool) throws(RenderError) -> PixelImage {
        // libpng keeps a pointer into the input from begin to finish: both happen inside one closure.
        try bytes.withUnsafeBytes { buffer -> Result<PixelImage, RenderError> in
            // Before libpng is touched at all: it loads on its first call (CGraphicsLoader).
            if direct, let image = PNGDirectDecoder.decode(buffer, pixelLimit: pixelLimit) { return .success(image) }
            var control = makeControl(width: 0, height: 0)
            defer { png_image_free(&control) }
            if case .failure(let error) = begin(&control, buffer) { return .failure(error) }
            let width = Int(control.width), height = Int(control.height)
            guard width > 0, height > 0, width <= pixelLimit / height else {
                return .failure(.imageTooLarge(width: width, height: height, limit: pixelLimit))
            }
            control.format = rgba
            // libpng writes every byte (or fails, and the buffer is dropped): no zero-fill first.
            var ok: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
                ok = png_image_finish_read(&control, nil, out.baseAddress, 0, nil)
                initialized = out.count
            }
            guard ok != 0 else { return .failure(.corruptImage(format: "PNG", reason: message(of: &control))) }
            return .success(PixelImage(width: width, height: height, pixels: pixels))
        }.get()
    }

    /// `PNG_FORMAT_RGBA`: color + alpha, 8 bits per channel, sRGB.
    private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    private static func makeControl(width: Int, height: Int) -> png_image {
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        control.width = UInt32(width)
        control.height = UInt32(height)
        control.format = rgba
        return control
    }

    /// Starts reading from `buffer`, which must stay valid until `png_image_finish_read`/`png_image_free`.
    private static func begin(_ control: inout png_image, _ buffer: UnsafeRawBufferPointer) -> Result<Void, RenderError> {
        guard buffer.starts(with: signature) else {
            return .failure(.corruptImage(format: "PNG", reason: "missing PNG signature"))
        }
        guard png_image_begin_read_from_memory(&control, buffer.baseAddress, buffer.count) != 0 else {
            return .failure(.corruptImage(format: "PNG", reason: message(of: &control)))
        }
        return .success(())
    }

    /// libpng's error message in `control.message` (a fixed 64-byte C string).
    private static func message(of control: inout png_image) -> String {
        withUnsafeBytes(of: &control.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "libpng reported an unknown error" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
