internal import CCairo

/// Owns one `cairo_t*` drawing onto a `CairoSurface`, which it keeps alive.
///
/// Not `Sendable`: a render owns its own context.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(RenderError) {
        guard let raw = cairo_create(surface.pointer) else {
            throw .cairo(call: "cairo_create", status: "NULL context")
        }
        do {
            try RenderError.checkCairo(cairo_status(raw), "cairo_create")
        } catch {
            cairo_destroy(raw)
            throw error
        }
        self.pointer = raw
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if any drawing call so far put the context into an error state (Cairo's errors are sticky).
    func checkStatus(_ call: String) throws(RenderError) {
        try RenderError.checkCairo(cairo_status(pointer), call)
    }
}
