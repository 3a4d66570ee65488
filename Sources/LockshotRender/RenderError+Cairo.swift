internal import CCairo

extension RenderError {
    /// The one place the Cairo backends check a Cairo status: throws unless `status` is success.
    static func checkCairo(_ status: cairo_status_t, _ call: String) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(call: call, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
