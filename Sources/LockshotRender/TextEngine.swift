import LockshotLayout

/// Shapes and measures text with HarfBuzz over FreeType faces, and draws it with Cairo.
///
/// STUB: owned by the text-engine work (SPEC §5). One engine per render; not thread-safe.
public final class TextEngine: TextMeasurer {
    public init() {}

    public func measure(_ request: TextRequest) -> MeasuredText {
        let width = Double(request.text.count) * request.font.size * 0.6
        let height = request.font.size * 1.25
        return MeasuredText(size: Size(width: width, height: height),
                            lines: [TextLine(text: request.text, width: width, baseline: request.font.size)],
                            truncated: false)
    }

    /// Draws laid-out text onto a `cairo_t*` whose user space is in points.
    func draw(_ text: TextDrawing, into cairo: OpaquePointer) {}
}
