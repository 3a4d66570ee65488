import LockshotLanguage
import LockshotLayout
@testable import LockshotRender

/// Helpers shared by the raster tests.
enum RasterTestSupport {
    /// The RGBA of pixel (x, y).
    static func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    /// Renders `operations` on a `width × height` pt canvas at `scale`.
    static func render(_ operations: [DrawOperation], width: Double, height: Double, scale: Int = 3,
                       images: ImageStore = ImageStore()) throws -> PixelImage {
        try Rasterizer.rasterize(DisplayList(size: Size(width: width, height: height), operations: operations),
                                 scale: scale, text: TextEngine(), images: images)
    }

    /// A small display list exercising every non-text operation.
    static func sampleList() -> DisplayList {
        let dark = RGBA(hex: 0x0A0A1A), green = RGBA(hex: 0x39FF88), white = RGBA(hex: 0xF4F4F8)
        return DisplayList(size: Size(width: 371, height: 84), operations: [
            .fill(.roundedRect(Rect(x: 0, y: 0, width: 371, height: 84), cornerRadius: 22), dark),
            .group(clip: .roundedRect(Rect(x: 14, y: 18, width: 48, height: 48), cornerRadius: 4), opacity: 1, [
                .image(ImageDrawing(asset: ImageAsset(id: "builtin:flick-icon", pixelWidth: 16, pixelHeight: 16),
                                    destination: Rect(x: 14, y: 18, width: 48, height: 48), interpolation: .none)),
            ]),
            .glow(green, radius: 4, frame: Rect(x: 80, y: 30, width: 120, height: 24),
                  [.fill(.capsule(Rect(x: 80, y: 30, width: 120, height: 24)), green)]),
            .stroke(.ellipse(Rect(x: 220, y: 20, width: 44, height: 44)), white, lineWidth: 3),
            .group(clip: nil, opacity: 0.5, [.fill(.rect(Rect(x: 280, y: 20, width: 60, height: 44)), white)]),
            .scanlines(Rect(x: 0, y: 0, width: 371, height: 84), green, opacity: 0.06, spacing: 3),
        ])
    }

    /// CRC-32 (ISO-HDLC), as PNG chunks use.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG whose header claims `width × height` RGBA pixels, with an empty image-data chunk.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return PNGCodec.signature + chunk("IHDR", ihdr) + chunk("IDAT", []) + chunk("IEND", [])
    }
}
