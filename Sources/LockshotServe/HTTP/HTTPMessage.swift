import Foundation

/// A request as `lockshot serve`'s handler sees it: parsed by `HTTPHeadParser` within `HTTPLimits`.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The path as sent, still percent-encoded, without the query.
    package var path: String
    /// Query parameters, percent-decoded (`+` is a space, as the page's `URLSearchParams` writes it);
    /// the first of a repeated name wins.
    package var query: [String: String]
    /// Header fields in the order sent; names as sent.
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(method: String, path: String, query: [String: String] = [:],
                headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Every value of the header `name` (case-insensitive).
    package func values(_ name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The value of a header sent exactly once; nil when it is missing or repeated.
    package func header(_ name: String) -> String? {
        let all = values(name)
        return all.count == 1 ? all[0] : nil
    }
}

/// A response: a status, header fields and a body of bytes or a stream of chunks (Server-Sent Events).
package struct HTTPResponse: Sendable {
    package enum Body: Sendable {
        case bytes([UInt8])
        /// Sent as it comes; the connection closes when the stream ends.
        case stream(AsyncStream<[UInt8]>)
    }

    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: Body

    package init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text response.
    package static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    /// The reason phrase of the statuses lockshot sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// The status line and header fields, with `Content-Length` for a byte body and
    /// `Connection: close` when `close` is set.
    func head(close: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if case .bytes(let bytes) = body { text += "Content-Length: \(bytes.count)\r\n" }
        if close { text += "Connection: close\r\n" }
        return Array((text + "\r\n").utf8)
    }
}
