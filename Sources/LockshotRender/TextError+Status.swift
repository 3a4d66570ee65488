internal import CCairo

extension TextError {
    /// The one place the text engine checks Cairo statuses: throws unless `status` is success.
    static func checkCairo(_ status: cairo_status_t, _ call: String) throws(TextError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .library(name: "Cairo", call: "\(call) (\(String(cString: cairo_status_to_string(status))))",
                           status: Int(status.rawValue))
        }
    }
}
