import FlyingFox
import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LockshotKit

/// How `lockshot serve` runs.
public struct ServeOptions: Sendable {
    /// The layout file or directory served.
    public var root: String
    public var host: String
    /// 0 picks a free port.
    public var port: UInt16
    public var variant: PreviewVariant
    /// Renders that may run at once.
    public var renderWidth: Int

    public init(root: String, host: String = "127.0.0.1", port: UInt16 = 8080, variant: PreviewVariant = PreviewVariant(),
                renderWidth: Int = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))) {
        self.root = root
        self.host = host
        self.port = port
        self.variant = variant
        self.renderWidth = renderWidth
    }

    /// Loopback addresses; anything else is reachable from other machines.
    public var isLoopback: Bool { host == "localhost" || host == "::1" || host.hasPrefix("127.") }
}

/// Why the server could not start.
public enum ServeError: Error, CustomStringConvertible {
    case portInUse(host: String, port: UInt16)
    case badHost(String)
    case startFailed(String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) on \(host) is in use (another 'lockshot serve'?); pick another with --port, e.g. --port \(port == 65535 ? 8081 : port + 1)"
        case .badHost(let host): "--host \(host) is not an IPv4 or IPv6 address this machine can listen on"
        case .startFailed(let message): "could not start the server: \(message)"
        }
    }
}

/// `lockshot serve`: the HTTP server, the file watcher and the preview store, wired together.
public final class PreviewServer: Sendable {
    public let options: ServeOptions
    public let store: PreviewStore
    let broadcaster: EventBroadcaster
    let watcher: FileWatcher
    let pool: RenderPool
    let server: HTTPServer
    /// The per-run secret the page sends with state-changing requests.
    let token: String
    let files: SafePath

    /// Binds the port (or throws `ServeError`), without serving yet.
    public init(options: ServeOptions) throws {
        self.options = options
        let address = try PreviewServer.address(host: options.host, port: options.port)
        try PreviewServer.checkPortFree(address, host: options.host, port: options.port)
        let broadcaster = EventBroadcaster()
        let pool = RenderPool(width: options.renderWidth)
        let storeBox = StoreBox()
        let watcher = FileWatcher { paths in
            guard let store = storeBox.store else { return }
            Task { await store.filesChanged(paths) }
        }
        let store = PreviewStore(root: options.root, defaultVariant: options.variant, pool: pool, broadcaster: broadcaster,
                                 watch: { [watcher] directory in watcher.watch(directory: directory) })
        storeBox.store = store
        self.broadcaster = broadcaster
        self.pool = pool
        self.watcher = watcher
        self.store = store
        var random = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(random.next(), radix: 16) }.joined()
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: options.root, isDirectory: &isDirectory)
        files = SafePath(root: isDirectory.boolValue ? options.root : (FileWatcher.absolute(options.root) as NSString).deletingLastPathComponent)
        let handler = Handler(store: store, broadcaster: broadcaster, token: token, files: files, options: options)
        server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: 30, logger: .disabled),
                            handler: handler)
    }

    /// Serves until `stop()`: starts listening, then renders every layout. Calls `ready` with the
    /// page's URL once the port listens.
    public func run(ready: @escaping @Sendable (String) -> Void) async throws {
        watcher.watch(directory: files.root)
        // Payload JSON and images may sit in subfolders (fixtures/): watch them all (not hidden ones).
        if let walker = FileManager.default.enumerator(atPath: files.root) {
            var count = 0
            while let relative = walker.nextObject() as? String, count < 500 {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                var isDirectory: ObjCBool = false
                let path = files.root + "/" + relative
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    watcher.watch(directory: path)
                    count += 1
                }
            }
        }
        watcher.start()
        let server = self.server
        let serving = Task { try await server.run() }
        do { try await server.waitUntilListening(timeout: 10) } catch {
            serving.cancel()
            throw ServeError.startFailed("\(error)")
        }
        var port = options.port
        if let address = await server.listeningAddress {
            switch address {
            case .ip4(_, let p), .ip6(_, let p): port = p
            default: break
            }
        }
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        ready("http://\(shownHost):\(port)/")
        let broadcaster = self.broadcaster
        let pinger = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                await broadcaster.ping()
            }
        }
        defer { pinger.cancel() }
        try await store.start()
        try await serving.value
    }

    /// Stops listening, ends the event streams and the watcher.
    public func stop() async {
        watcher.stop()
        await broadcaster.finishAll()
        await server.stop(timeout: 1)
        pool.stop()
    }

    // MARK: Address

    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        if name.contains(":") {
            guard let address = try? sockaddr_in6.inet6(ip6: name, port: port) else { throw ServeError.badHost(host) }
            return address
        }
        guard let address = try? sockaddr_in.inet(ip4: name, port: port) else { throw ServeError.badHost(host) }
        return address
    }

    /// Binds the address once to tell "port in use" apart from other failures, with a clear message.
    static func checkPortFree(_ address: any SocketAddress, host: String, port: UInt16) throws {
        guard port != 0 else { return }
        do {
            let socket = try Socket(domain: Int32(type(of: address).family))
            try socket.setValue(true, for: .localAddressReuse)
            defer { try? socket.close() }
            try socket.bind(to: address)
        } catch SocketError.failed(_, let code, let message) {
            if code == EADDRINUSE { throw ServeError.portInUse(host: host, port: port) }
            if code == EADDRNOTAVAIL { throw ServeError.badHost(host) }
            throw ServeError.startFailed(message)
        }
    }
}

/// Lets the watcher's callback reach the store made after it.
private final class StoreBox: @unchecked Sendable {  // written once before the watcher starts, then only read
    var store: PreviewStore?
}

/// Routes requests; never renders on the request's task (the store's pool does).
struct Handler: HTTPHandler {
    let store: PreviewStore
    let broadcaster: EventBroadcaster
    let token: String
    let files: SafePath
    let options: ServeOptions

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let raw = request.target.path(percentEncoded: true)
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard hostAllowed(request) else { return text(.forbidden, "unexpected Host header\n") }
        switch (request.method, raw) {
        case (.GET, "/"), (.GET, "/index.html"):
            return HTTPResponse(statusCode: .ok, headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                HTTPHeader("Content-Security-Policy"): "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                    + "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
                HTTPHeader("X-Content-Type-Options"): "nosniff",
            ], body: Data(PreviewPage.html(token: token, defaults: options.variant).utf8))
        case (.GET, "/events"):
            let stream = await broadcaster.subscribe()
            return HTTPResponse(statusCode: .ok, headers: [
                .contentType: "text/event-stream", .cacheControl: "no-store",
            ], body: HTTPBodySequence(from: ChunkStream(stream: stream), suggestedBufferSize: 64 * 1024))
        case (.GET, "/api/state"):
            let json = await store.stateJSON(variant: variant(query))
            return self.json(json)
        case (.GET, "/api/dump"):
            guard let layout = query["layout"], let key = query["case"],
                  let dump = await store.dump(layout: layout, key: key, variant: variant(query)) else {
                return text(.notFound, "no such case\n")
            }
            return json(dump)
        case (.POST, "/api/accept"):
            return await accept(request, query: query)
        case (.GET, _) where raw.hasPrefix("/img/") && raw.hasSuffix(".png"):
            let hash = String(raw.dropFirst("/img/".count).dropLast(".png".count))
            guard hash.allSatisfy(\.isHexDigit), let bytes = await store.image(hash) else { return text(.notFound, "not found\n") }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=31536000, immutable"],
                                body: Data(bytes))
        case (.GET, _) where raw.hasPrefix("/files/"):
            guard let path = files.resolve(rawRelative: String(raw.dropFirst("/files/".count))),
                  let data = FileManager.default.contents(atPath: path) else { return text(.notFound, "not found\n") }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: Self.contentType(path),
                                                           HTTPHeader("X-Content-Type-Options"): "nosniff"], body: data)
        default:
            return text(.notFound, "not found\n")
        }
    }

    /// The accept button: the per-run token in `X-Lockshot-Token` and this server as `Origin`.
    private func accept(_ request: HTTPRequest, query: [String: String]) async -> HTTPResponse {
        guard let origin = request.headers[HTTPHeader("Origin")], originAllowed(origin, request) else {
            return text(.forbidden, "refused: the request does not come from this page\n")
        }
        guard let sent = request.headers[HTTPHeader("X-Lockshot-Token")], Self.constantTimeEqual(sent, token) else {
            return text(.forbidden, "refused: missing or wrong token\n")
        }
        guard let layout = query["layout"], let key = query["case"] else { return text(.badRequest, "layout and case needed\n") }
        do {
            switch try await store.accept(layout: layout, key: key, variant: variant(query)) {
            case .accepted(let path): return json(#"{"accepted":"# + JSONText.quote(path) + "}")
            case .unchanged(let path): return json(#"{"unchanged":"# + JSONText.quote(path) + "}")
            case .nothing(let why): return HTTPResponse(statusCode: .conflict, headers: [.contentType: "application/json"],
                                                        body: Data((#"{"error":"# + JSONText.quote(why) + "}").utf8))
            }
        } catch {
            return HTTPResponse(statusCode: .internalServerError, headers: [.contentType: "application/json"],
                                body: Data((#"{"error":"# + JSONText.quote("\(error)") + "}").utf8))
        }
    }

    private func variant(_ query: [String: String]) -> PreviewVariant {
        PreviewVariant(query: query, base: options.variant)
    }

    /// Host names the page may be reached by (a DNS-rebinding page gets its own name refused).
    private func hostAllowed(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers[.host] else { return true }
        let name: Substring
        if host.hasPrefix("[") { name = host.dropFirst().prefix { $0 != "]" } } else { name = host.prefix { $0 != ":" } }
        return ["127.0.0.1", "localhost", "::1", options.host].contains(String(name)) || options.host == "0.0.0.0" || options.host == "::"
    }

    private func originAllowed(_ origin: String, _ request: HTTPRequest) -> Bool {
        guard let host = request.headers[.host] else { return false }
        return origin == "http://" + host
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private func json(_ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                     body: Data(body.utf8))
    }

    private func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(body.utf8))
    }

    static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "json": "application/json"
        case "svg": "text/plain; charset=utf-8"  // never rendered as a document (scripts)
        default: "text/plain; charset=utf-8"
        }
    }
}
