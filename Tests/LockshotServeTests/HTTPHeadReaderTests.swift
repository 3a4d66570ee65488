@testable import LockshotServe
import Testing

/// The request head parser of `lockshot serve`: limits as the bytes come, one look at each byte.
@Suite("HTTP request heads")
struct HTTPHeadReaderTests {
    static func read(_ text: String, limits: HTTPLimits = HTTPLimits(), step: Int = .max) throws(HTTPRequestError) -> (HTTPRequest, [UInt8])? {
        var reader = HTTPHeadReader(limits: limits)
        let bytes = Array(text.utf8)
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + step)
            if let done = try reader.append(bytes[offset..<end]) { return done }
            offset = end
        } while offset < bytes.count
        return nil
    }

    @Test("a request read whole or a byte at a time gives the same head, and the bytes after it")
    func parses() throws {
        let text = "\r\nGET /api/state?scale=2&layout=a%20b+c&scale=3 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Two:  spaced \t\r\n\r\nNEXT"
        for step in [1, 7, .max] {
            let (head, rest) = try #require(try Self.read(text, step: step))
            #expect(head.method == "GET")
            #expect(head.path == "/api/state")
            #expect(head.query == ["scale": "2", "layout": "a b c"])
            #expect(head.header("host") == "127.0.0.1:8080")
            #expect(head.header("X-Two") == "spaced")
            #expect(step == .max ? rest == Array("NEXT".utf8) : Array("NEXT".utf8).starts(with: rest), "the next request's bytes are kept")
        }
        #expect(try Self.read("GET / HTTP/1.1\nHost: x\n\n")?.0.header("Host") == "x", "bare LF line ends")
        #expect(try Self.read("GET / HTTP/1.1\r\nHost: x\r\n") == nil, "incomplete")
    }

    @Test("a repeated header has no single value; a missing one neither")
    func repeated() throws {
        let (head, _) = try #require(try Self.read("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n"))
        #expect(head.header("Host") == nil)
        #expect(head.values("HOST") == ["a", "b"])
        #expect(head.header("Origin") == nil)
    }

    @Test("limits: 414 for a long request line, 431 for a large head or too many fields, as soon as the bytes show it")
    func limits() throws {
        let line = "GET /" + String(repeating: "a", count: 9000)
        #expect(throws: HTTPRequestError(status: 414, message: "request line over 8192 bytes")) { try Self.read(line) }
        #expect(throws: HTTPRequestError.self) { try Self.read(line + " HTTP/1.1\r\n\r\n") }
        let long = "GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 70_000)
        #expect(throws: HTTPRequestError(status: 431, message: "request head over 65536 bytes")) { try Self.read(long) }
        let many = "GET / HTTP/1.1\r\n" + String(repeating: "X: 1\r\n", count: 101)
        #expect(throws: HTTPRequestError(status: 431, message: "more than 100 header fields")) { try Self.read(many) }
    }

    @Test("malformed heads are 400, other versions 505, chunked bodies 501, large bodies 413", arguments: [
        ("GET /\r\n\r\n", 400), ("GET  / HTTP/1.1\r\n\r\n", 400), ("GET http://x/ HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 505), ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400), ("GET / HTTP/1.1\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nX: a\u{1B}b\r\n\r\n", 400), ("G(T / HTTP/1.1\r\n\r\n", 400),
    ])
    func malformed(_ text: String, _ status: Int) {
        #expect(throws: HTTPRequestError.self) { try Self.read(text) }
        do { _ = try Self.read(text) } catch { #expect(error.status == status) }
    }

    @Test("bodies: Content-Length within the limit; Transfer-Encoding refused")
    func bodies() throws {
        func length(_ headers: String) throws -> Int {
            let head = try #require(try Self.read("POST / HTTP/1.1\r\n\(headers)\r\n")).0
            return try HTTPHeadReader.bodyLength(head, limits: HTTPLimits())
        }
        #expect(try length("Content-Length: 12\r\n") == 12)
        #expect(try length("") == 0)
        #expect(throws: HTTPRequestError(status: 413, message: "body over 65536 bytes")) { try length("Content-Length: 99999999\r\n") }
        #expect(throws: HTTPRequestError.self) { try length("Content-Length: 1\r\nContent-Length: 2\r\n") }
        #expect(throws: HTTPRequestError.self) { try length("Content-Length: -1\r\n") }
        #expect(throws: HTTPRequestError(status: 501, message: "Transfer-Encoding is not taken; send Content-Length")) {
            try length("Transfer-Encoding: chunked\r\n")
        }
    }

    @Test("a 64 KiB head fed a byte at a time is read in one pass (2 MB of headers once took minutes)")
    func linear() throws {
        // Counted, not timed: every append looks only at the new bytes.
        var limits = HTTPLimits()
        limits.head = 1 << 20
        limits.headerFields = 1 << 20
        let text = "GET / HTTP/1.1\r\n" + String(repeating: "X-B: b\r\n", count: 100_000)
        var reader = HTTPHeadReader(limits: limits)
        var early = 0
        for byte in text.utf8 where try reader.append([byte][...]) != nil { early += 1 }
        #expect(early == 0)
        let done = try #require(try reader.append(Array("\r\n".utf8)[...]))
        #expect(done.head.headers.count == 100_000)
    }

    @Test("limits do not depend on how the bytes are split into reads")
    func limitsIndependentOfReads() {
        var limits = HTTPLimits()
        limits.requestLine = 20
        limits.head = 60
        // A request line of exactly the limit, its \r arriving at the end of a read: allowed either way.
        let exact = Array("GET /abcdef HTTP/1.1\r\nHost: x\r\n\r\n".utf8)  // a request line of 20 bytes
        // A head over the limit that arrives whole: refused, as it is when it arrives in pieces.
        let large = Array("GET / HTTP/1.1\r\nHost: x\r\nX-Pad: \(String(repeating: "p", count: 60))\r\n\r\n".utf8)
        for bytes in [exact, large] {
            let whole = HTTPHeadReader.outcome(of: bytes, readSize: bytes.count, limits: limits)
            for size in 1...21 {
                #expect(HTTPHeadReader.outcome(of: bytes, readSize: size, limits: limits) == whole, "reads of \(size)")
            }
        }
        #expect(HTTPHeadReader.outcome(of: exact, readSize: 21, limits: limits).first?.hasPrefix("GET /abcdef") == true)
        #expect(HTTPHeadReader.outcome(of: large, readSize: large.count, limits: limits) == ["refused 431"])
    }

    @Test("pipelined requests with bodies are read in order")
    func pipelined() {
        let bytes = Array("POST /a HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /b?x=1 HTTP/1.1\r\n\r\n".utf8)
        let expected = ["POST /a [] [\"Content-Length: 3\"] 3", "GET /b [\"x=1\"] [] 0"]
        for size in [1, 5, bytes.count] { #expect(HTTPHeadReader.outcome(of: bytes, readSize: size) == expected) }
    }
}
