import Foundation

/// What one connection may send, so that no request costs more than its bytes and no sender holds
/// the server (issue 28: 2 MB of headers had frozen it for a quarter of an hour).
package struct HTTPLimits: Sendable {
    /// The request line: method, target and version (a longer one is answered 414).
    package var requestLine = 8 * 1024
    /// The whole head, request line and header fields (a larger one is answered 431).
    package var head = 64 * 1024
    package var headerFields = 100
    /// A request body (the page sends none; a larger one is answered 413).
    package var body = 64 * 1024
    /// Seconds a request's head and body may take to arrive once it has begun (then 408).
    package var requestTimeout: Double = 10
    /// Seconds a kept-alive connection may sit idle between requests.
    package var idleTimeout: Double = 15
    /// Connections served at once; one more is answered 503 and closed.
    package var connections = 256

    package init() {}
}

/// A request the server refuses before it reaches the handler, with the status to answer.
struct HTTPRequestError: Error, Equatable {
    var status: Int
    var message: String
}

/// Reads a request head as its bytes arrive, in one pass over them: each byte is looked at once,
/// whatever the sizes of the reads, and the limits are checked as the bytes come.
struct HTTPHeadReader {
    let limits: HTTPLimits
    /// The bytes received so far that are not yet part of a returned request.
    private(set) var buffer: [UInt8] = []
    private var scanned = 0
    private var lineStart = 0
    private var lines = 0

    init(limits: HTTPLimits, leftover: [UInt8] = []) {
        self.limits = limits
        buffer = leftover
    }

    /// Whether any byte of a request has arrived (for a timeout's 408 rather than a silent close).
    var hasStarted: Bool { !buffer.isEmpty }

    /// Adds bytes; returns the head once its blank line has arrived, with the bytes after it.
    mutating func append(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestError) -> (head: HTTPRequest, rest: [UInt8])? {
        buffer.append(contentsOf: bytes)
        while scanned < buffer.count {
            let index = scanned
            scanned += 1
            guard buffer[index] == UInt8(ascii: "\n") else { continue }
            var end = index
            if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end == lineStart {
                if lines == 0 { lineStart = scanned; continue }  // blank lines before a request are allowed (RFC 9112 §2.2)
                // Checked here too, so that a large head arriving in one read is refused as it is in many.
                guard scanned <= limits.head else {
                    throw HTTPRequestError(status: 431, message: "request head over \(limits.head) bytes")
                }
                let head = try Self.parse(buffer[..<lineStart], limits: limits)
                return (head, Array(buffer[scanned...]))
            }
            if lines == 0, end - lineStart > limits.requestLine {
                throw HTTPRequestError(status: 414, message: "request line over \(limits.requestLine) bytes")
            }
            lines += 1
            if lines > limits.headerFields + 1 {
                throw HTTPRequestError(status: 431, message: "more than \(limits.headerFields) header fields")
            }
            lineStart = scanned
        }
        // A last byte `\r` may yet end the line, and is not counted until the next read shows.
        if lines == 0, buffer.count - lineStart - (buffer.last == UInt8(ascii: "\r") ? 1 : 0) > limits.requestLine {
            throw HTTPRequestError(status: 414, message: "request line over \(limits.requestLine) bytes")
        }
        if buffer.count > limits.head {
            throw HTTPRequestError(status: 431, message: "request head over \(limits.head) bytes")
        }
        return nil
    }

    /// The request line and header fields of a complete head (without its blank line).
    static func parse(_ head: ArraySlice<UInt8>, limits: HTTPLimits) throws(HTTPRequestError) -> HTTPRequest {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw HTTPRequestError(status: 400, message: "no request line") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isToken) else {
            throw HTTPRequestError(status: 400, message: "malformed request line")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPRequestError(status: 505, message: "only HTTP/1.0 and HTTP/1.1")
        }
        let target = parts[1]
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw HTTPRequestError(status: 400, message: "the target must be a path")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(isToken) else {
                throw HTTPRequestError(status: 400, message: "malformed header field")
            }
            let value = line[line.index(after: colon)...]
            guard !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else {
                throw HTTPRequestError(status: 400, message: "a control character in a header field")
            }
            headers.append((String(decoding: line[..<colon], as: UTF8.self),
                            String(decoding: value, as: UTF8.self).trimmingCharacters(in: .init(charactersIn: " \t"))))
        }
        let targetText = String(decoding: target, as: UTF8.self)
        let question = targetText.firstIndex(of: "?")
        return HTTPRequest(method: String(decoding: parts[0], as: UTF8.self),
                           path: String(targetText[..<(question ?? targetText.endIndex)]),
                           query: question.map { decodeQuery(targetText[targetText.index(after: $0)...]) } ?? [:],
                           headers: headers)
    }

    /// `a=1&b=x+y%21` → `["a": "1", "b": "x y!"]`; the first of a repeated name wins.
    static func decodeQuery(_ query: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String? {
                String(text.replacingOccurrences(of: "+", with: " ")).removingPercentEncoding
            }
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { continue }
            if result[name] == nil { result[name] = value }
        }
        return result
    }

    /// RFC 9110's token characters (method and field names).
    static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// The body length a head announces, within the limits; chunked bodies are not taken.
    static func bodyLength(_ head: HTTPRequest, limits: HTTPLimits) throws(HTTPRequestError) -> Int {
        if !head.values("Transfer-Encoding").isEmpty {
            throw HTTPRequestError(status: 501, message: "Transfer-Encoding is not taken; send Content-Length")
        }
        let lengths = Set(head.values("Content-Length"))
        guard let text = lengths.first else { return 0 }
        guard lengths.count == 1, let length = Int(text), length >= 0 else {
            throw HTTPRequestError(status: 400, message: "malformed Content-Length")
        }
        guard length <= limits.body else { throw HTTPRequestError(status: 413, message: "body over \(limits.body) bytes") }
        return length
    }
}

extension HTTPHeadReader {
    /// What one connection's bytes come to: each request's method, target, headers and body length in
    /// order, or the status it was refused with. The same bytes give the same outcome however they are
    /// split into reads.
    static func outcome(of bytes: [UInt8], readSize: Int, limits: HTTPLimits = HTTPLimits()) -> [String] {
        var reader = HTTPHeadReader(limits: limits)
        var outcome: [String] = []
        var offset = 0
        var pending: ArraySlice<UInt8> = []
        while true {
            if pending.isEmpty {
                guard offset < bytes.count else { return outcome }
                let end = min(bytes.count, offset + max(1, readSize))
                pending = bytes[offset..<end]
                offset = end
            }
            let read = pending
            pending = []
            do {
                guard let (head, rest) = try reader.append(read) else { continue }
                let length = try bodyLength(head, limits: limits)
                let query = head.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                outcome.append("\(head.method) \(head.path) \(query) \(head.headers.map { "\($0.name): \($0.value)" }) \(length)")
                // Skip the body; what follows it starts the next request (keep-alive).
                let remaining = Array(rest) + Array(bytes[offset...])
                guard remaining.count >= length else { return outcome }
                offset = bytes.count
                pending = remaining[length...]
                reader = HTTPHeadReader(limits: limits)
            } catch {
                outcome.append("refused \(error.status)")
                return outcome
            }
        }
    }

    /// The fuzzing entry (`scripts/fuzz http`): never crashes, and reading the bytes whole or a few
    /// at a time (the first byte says how many) gives the same requests.
    package static func exercise(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let input = Array(bytes.dropFirst())
        let limits = { var limits = HTTPLimits(); limits.requestLine = 256; limits.head = 1024; limits.headerFields = 8; limits.body = 512; return limits }()
        let whole = outcome(of: input, readSize: input.count, limits: limits)
        let split = outcome(of: input, readSize: Int(first % 16) + 1, limits: limits)
        precondition(whole == split, "reads of \(Int(first % 16) + 1) bytes: \(split) ≠ whole: \(whole)")
    }
}
