internal import CCairo

/// Collects the bytes a Cairo vector surface writes through its `cairo_write_func_t`.
///
/// The surface holds the sink (see `CairoSurface`), so the unretained context pointer
/// handed to Cairo stays valid for every write.
final class CairoStreamSink {
    private(set) var bytes: [UInt8] = []
    /// Set if a write could not be accepted (never in practice: arrays grow).
    private(set) var failure: RenderError?

    /// The closure pointer Cairo passes back to `write`.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Cairo's write callback: appends `length` bytes to the sink behind `closure`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoStreamSink>.fromOpaque(closure).takeUnretainedValue()
        if length > 0 {
            guard let data else {
                sink.failure = .encodeFailed(format: "vector output", reason: "Cairo wrote from a NULL buffer")
                return CAIRO_STATUS_WRITE_ERROR
            }
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
