import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `lockshot serve`'s HTTP/1.1 server: a listening socket, a thread per connection (at most
/// `HTTPLimits.connections`), heads read by `HTTPHeadReader` within the limits and deadlines, the
/// handler run as a task. A connection's thread waits on its own socket only, so a slow or hostile
/// client holds one thread, never the others, and never for longer than the limits allow.
///
/// It replaced FlyingFox (issue 28): FlyingFox rescanned a header line for every byte read, with no
/// size limit, so two 200 KB header lines stalled every request for 17 s.
final class HTTPListener: Sendable {
    typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    let limits: HTTPLimits
    /// The port listened on (the one the system chose for port 0).
    let port: UInt16
    private let socket: Int32
    private let state = Mutex(State())

    private struct State {
        var open: Set<Int32> = []
        var stopped = false
    }

    /// Binds and listens on `host:port`.
    /// - Throws: `ServeError` for a port in use, an address this machine does not have, or another failure.
    init(host: String, port: UInt16, limits: HTTPLimits = HTTPLimits()) throws {
        self.limits = limits
        let name = host == "localhost" ? "127.0.0.1" : host
        let isIPv6 = name.contains(":")
        let fd = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServeError.startFailed(String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, name, &address.sin6_addr) == 1 else { close(fd); throw ServeError.badHost(host) }
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, name, &address.sin_addr) == 1 else { close(fd); throw ServeError.badHost(host) }
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        if bound != 0 || listen(fd, 128) != 0 {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw ServeError.portInUse(host: host, port: port) }
            if code == EADDRNOTAVAIL { throw ServeError.badHost(host) }
            throw ServeError.startFailed(String(cString: strerror(code)))
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = withUnsafePointer(to: &storage) { pointer in
            isIPv6 ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
        socket = fd
    }

    /// Accepts connections on a thread of its own until `stop()`, answering each request with `handler`.
    func start(_ handler: @escaping Handler) {
        Thread { [self] in acceptLoop(handler) }.start()
    }

    /// Stops accepting and closes every connection.
    func stop() {
        let open = state.withLock { state -> Set<Int32> in
            state.stopped = true
            return state.open
        }
        shutdown(socket, Int32(SHUT_RDWR))
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop(_ handler: @escaping Handler) {
        while true {
            let fd = accept(socket, nil, nil)
            if fd < 0 {
                if state.withLock({ $0.stopped }) { break }
                if errno == EMFILE || errno == ENFILE { usleep(10_000) }
                continue
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let admitted = state.withLock { state -> Bool in
                guard !state.stopped, state.open.count < limits.connections else { return false }
                state.open.insert(fd)
                return true
            }
            guard admitted else {
                var timeout = timeval(tv_sec: 1, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                _ = Connection.write(fd, HTTPResponse.text(503, "too many connections\n").head(close: true))
                close(fd)
                continue
            }
            Thread { [self] in
                Connection(fd: fd, limits: limits, handler: handler).serve()
                state.withLock { _ = $0.open.remove(fd) }
                close(fd)
            }.start()
        }
        close(socket)
    }

    /// One client connection: requests in turn (keep-alive), each within the limits.
    private struct Connection {
        let fd: Int32
        let limits: HTTPLimits
        let handler: Handler

        func serve() {
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var leftover: [UInt8] = []
            while true {
                var reader = HTTPHeadReader(limits: limits, leftover: leftover)
                let request: HTTPRequest
                do {
                    guard let (head, rest) = try readHead(&reader) else {
                        if reader.hasStarted { _ = Self.write(fd, HTTPResponse.text(408, "request timeout\n").head(close: true)) }
                        return
                    }
                    var body = rest
                    let length = try HTTPHeadReader.bodyLength(head, limits: limits)
                    guard readBody(&body, length: length) else { return }
                    leftover = Array(body[length...])
                    request = HTTPRequest(method: head.method, path: head.path, query: head.query, headers: head.headers,
                                          body: Array(body[..<length]))
                } catch {
                    let response = HTTPResponse.text(error.status, "\(error.message)\n")
                    _ = Self.write(fd, response.head(close: true) + bodyBytes(response))
                    return
                }
                let response = run(request)
                let close = request.values("Connection").contains { $0.lowercased() == "close" }
                switch response.body {
                case .bytes(let bytes):
                    guard Self.write(fd, response.head(close: close) + (request.method == "HEAD" ? [] : bytes)), !close else { return }
                case .stream(let stream):
                    guard Self.write(fd, response.head(close: true)) else { return }
                    forward(stream)
                    return
                }
            }
        }

        private func bodyBytes(_ response: HTTPResponse) -> [UInt8] {
            if case .bytes(let bytes) = response.body { return bytes }
            return []
        }

        /// Reads until a head is complete; nil when the peer closes or the deadline passes.
        private func readHead(_ reader: inout HTTPHeadReader) throws(HTTPRequestError) -> (HTTPRequest, [UInt8])? {
            if !reader.buffer.isEmpty, let done = try reader.append([]) { return done }
            var deadline = Deadline(seconds: reader.hasStarted ? limits.requestTimeout : limits.idleTimeout)
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                guard let count = receive(into: &chunk, until: deadline) else { return nil }
                if !reader.hasStarted { deadline = Deadline(seconds: limits.requestTimeout) }
                if let done = try reader.append(chunk[..<count]) { return done }
            }
        }

        private func readBody(_ body: inout [UInt8], length: Int) -> Bool {
            let deadline = Deadline(seconds: limits.requestTimeout)
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while body.count < length {
                guard let count = receive(into: &chunk, until: deadline) else { return false }
                body.append(contentsOf: chunk[..<count])
            }
            return true
        }

        /// One `recv` once the socket is readable; nil at the deadline, on close or error.
        private func receive(into chunk: inout [UInt8], until deadline: Deadline) -> Int? {
            while true {
                let wait = deadline.remainingMilliseconds
                guard wait > 0 else { return nil }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(wait, 1000)))
                if ready < 0 && errno != EINTR { return nil }
                guard ready > 0 else { continue }
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return count > 0 ? count : nil
            }
        }

        /// Runs the handler as a task and waits for its response (this thread is the connection's own).
        private func run(_ request: HTTPRequest) -> HTTPResponse {
            let box = Mutex<HTTPResponse?>(nil)
            let done = DispatchSemaphore(value: 0)
            let handler = self.handler
            Task {
                let response = await handler(request)
                box.withLock { $0 = response }
                done.signal()
            }
            done.wait()
            return box.withLock { $0 } ?? HTTPResponse.text(500, "no response\n")
        }

        /// Sends a stream's chunks as they come until it ends or the client goes away; a client that
        /// goes away cancels the stream, which ends its subscription.
        private func forward(_ stream: AsyncStream<[UInt8]>) {
            let fd = self.fd
            let finished = Mutex(false)
            let task = Task {
                for await chunk in stream where !Self.write(fd, chunk) { break }
                finished.withLock { $0 = true }
            }
            var scratch = [UInt8](repeating: 0, count: 1024)
            while !finished.withLock({ $0 }) {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 250)
                if ready > 0 {
                    // Anything read is a client that closed (0) or broke the protocol: either way, done.
                    let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                    if count >= 0 || (errno != EAGAIN && errno != EINTR) { break }
                } else if ready < 0 && errno != EINTR {
                    break
                }
            }
            task.cancel()
        }

        /// Writes all of `bytes`; false when the peer is gone or the send timeout passed.
        static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}

/// A point in time on the monotonic clock.
private struct Deadline {
    let nanoseconds: UInt64
    init(seconds: Double) { nanoseconds = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9) }
    var remainingMilliseconds: Int {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= nanoseconds ? 0 : Int((nanoseconds - now) / 1_000_000) + 1
    }
}
