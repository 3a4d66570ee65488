internal import CCairo
internal import CPoppler
import LockshotLayout

/// A drawing lockshot keeps as vectors (an SVG document or a PDF page), drawn scaled into a rectangle of any Cairo
/// context; its size is in points.
protocol VectorImage: AnyObject {
    var width: Double { get }
    var height: Double { get }
    /// Draws the whole image scaled into `rect` (user-space units of `cairo`); false when it could not.
    @discardableResult
    func render(into cairo: OpaquePointer, _ rect: Rect) -> Bool
}

extension SVGDocument: VectorImage {}

/// The first page of a PDF (poppler-glib 22): what Xcode's vector image sets hold (`"preserves-vector-representation"`,
/// a single-page PDF per image set). Drawn as vectors at every scale.
///
/// Safety: the bytes are capped (`byteLimit`) before poppler sees them, the page's size is capped (`sideLimit`), and
/// the page is drawn once into a scratch surface when loaded, so one that fails shows at binding time. Owns its page
/// (and through it the document) and the bytes poppler reads from. Not `Sendable`: one `ImageStore` per render thread.
final class PDFPage: VectorImage {
    private let page: OpaquePointer
    private let bytes: UnsafeMutableBufferPointer<CChar>
    let width: Double
    let height: Double

    /// PDF files larger than this are refused before parsing (4 MiB: an icon's PDF is a few kilobytes).
    static let byteLimit = 4 << 20
    /// Width and height above this (in points) are refused.
    static let sideLimit = 10_000.0

    /// True when `bytes` start as a PDF does (`%PDF-`).
    static func sniff(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("%PDF-".utf8)) }

    /// Parses `bytes` and keeps their first page.
    /// - Throws: `RenderError.corruptImage(format: "PDF", …)` naming what is wrong, or `.imageTooLarge`.
    init(_ bytes: [UInt8]) throws(RenderError) {
        guard bytes.count <= Self.byteLimit else {
            throw .corruptImage(format: "PDF", reason: "\(bytes.count) bytes is over the 4 MiB limit for PDF images")
        }
        let copy = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(1, bytes.count))
        for (i, byte) in bytes.enumerated() { copy[i] = CChar(bitPattern: byte) }
        var message = [CChar](repeating: 0, count: 512)
        var w = 0.0, h = 0.0
        guard let loaded = lockshot_poppler_load(copy.baseAddress, Int32(bytes.count), &w, &h, &message, message.count) else {
            copy.deallocate()
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corruptImage(format: "PDF", reason: text.isEmpty ? "poppler could not read it" : text)
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= Self.sideLimit, h <= Self.sideLimit else {
            lockshot_poppler_free(loaded)
            copy.deallocate()
            throw .imageTooLarge(width: Int(min(max(w, 0), 1e12)), height: Int(min(max(h, 0), 1e12)),
                                 limit: Int(Self.sideLimit * Self.sideLimit))
        }
        (page, self.bytes, width, height) = (loaded, copy, w, h)
        let surface = try CairoSurface.alphaMask(width: 16, height: 16)
        let context = try CairoContext(surface: surface)
        render(into: context.pointer, Rect(x: 0, y: 0, width: 16, height: 16))
    }

    deinit {
        lockshot_poppler_free(page)
        bytes.deallocate()
    }

    @discardableResult
    func render(into cairo: OpaquePointer, _ rect: Rect) -> Bool {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / width, rect.height / height)
        lockshot_poppler_render(page, UnsafeMutableRawPointer(cairo))
        return cairo_status(cairo) == CAIRO_STATUS_SUCCESS
    }
}
