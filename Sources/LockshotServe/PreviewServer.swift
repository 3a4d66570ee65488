import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import LockshotKit

/// How `lockshot serve` runs.
package struct ServeOptions: Sendable {
    /// The layout file or directory served.
    package var root: String
    package var host: String
    /// 0 picks a free port.
    package var port: UInt16
    package var variant: PreviewVariant
    /// Renders that may run at once.
    package var renderWidth: Int
    /// The link a diagnostic's `file:line:col` opens: `{file}` (absolute), `{line}`, `{column}`.
    package var editor = "vscode://file{file}:{line}:{column}"

    package init(root: String, host: String = "127.0.0.1", port: UInt16 = 8080, variant: PreviewVariant = PreviewVariant(),
                renderWidth: Int = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))) {
        self.root = root
        self.host = host
        self.port = port
        self.variant = variant
        self.renderWidth = renderWidth
    }

    /// Loopback addresses; anything else is reachable from other machines.
    package var isLoopback: Bool { host == "localhost" || host == "::1" || host.hasPrefix("127.") }
}

/// Why the server could not start.
package enum ServeError: Error, CustomStringConvertible {
    case portInUse(host: String, port: UInt16)
    case badHost(String)
    case startFailed(String)

    package var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) on \(host) is in use (another 'lockshot serve'?); pick another with --port, e.g. --port \(port == 65535 ? 8081 : port + 1)"
        case .badHost(let host): "--host \(host) is not an IPv4 or IPv6 address this machine can listen on"
        case .startFailed(let message): "could not start the server: \(message)"
        }
    }
}

/// `lockshot serve`: the HTTP server, the file watcher and the preview store, wired together.
package final class PreviewServer: Sendable {
    package let options: ServeOptions
    package let store: PreviewStore
    let broadcaster: EventBroadcaster
    let watcher: FileWatcher
    let pool: RenderPool
    let server: HTTPListener
    /// The per-run secret the page sends with state-changing requests.
    let token: String
    let files: SafePath
    private let stopped = Mutex(false)
    let handler: Handler

    /// Binds the port (or throws `ServeError`), without serving yet.
    package init(options: ServeOptions) throws {
        self.options = options
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
        server = try HTTPListener(host: options.host, port: options.port)
        handler = Handler(store: store, broadcaster: broadcaster, token: token, files: files, options: options, port: server.port)
    }

    /// Serves until `stop()`: starts listening, then renders every layout. Calls `ready` with the
    /// page's URL once the port listens.
    package func run(ready: @escaping @Sendable (String) -> Void) async throws {
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
        server.start(handler.handleRequest)
        let port = server.port
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
        while !Task.isCancelled && !stopped.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(200)) }
    }

    /// Stops listening, ends the event streams and the watcher.
    package func stop() async {
        watcher.stop()
        await broadcaster.finishAll()
        server.stop()
        stopped.withLock { $0 = true }
        pool.stop()
    }

}

/// Lets the watcher's callback reach the store made after it.
private final class StoreBox: @unchecked Sendable {  // written once before the watcher starts, then only read
    var store: PreviewStore?
}

/// Routes requests; never renders on the request's task (the store's pool does).
struct Handler: Sendable {
    let store: PreviewStore
    let broadcaster: EventBroadcaster
    let token: String
    let files: SafePath
    let options: ServeOptions
    /// The port listened on, which a Host header must name.
    let port: UInt16

    @Sendable func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        let raw = request.path
        let query = request.query
        guard hostAllowed(request) else { return text(403, "unexpected Host header\n") }
        switch (request.method, raw) {
        case ("GET", "/"), ("GET", "/index.html"):
            return HTTPResponse(status: 200, headers: [
                ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
                ("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                    + "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'"),
                ("X-Content-Type-Options", "nosniff"),
            ], body: .bytes(Array(PreviewPage.html(token: token, defaults: options.variant, goldens: store.goldenVariants,
                                                            editor: options.editor,
                                                            directory: FileManager.default.currentDirectoryPath).utf8)))
        case ("GET", "/events"):
            let stream = await broadcaster.subscribe()
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                                body: .stream(stream))
        case ("GET", "/api/state"):
            let json = await store.stateJSON(variant: variant(query))
            return self.json(json)
        case ("GET", "/api/view"):
            // The page's viewport, "layout\tkey" lines: a save draws those cases first. Reads nothing, writes nothing.
            let cases = (query["cases"] ?? "").split(separator: "\n").compactMap { line -> (layout: String, key: String)? in
                let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }
            await store.show(cases)
            return HTTPResponse(status: 204, headers: [("Cache-Control", "no-store")], body: .bytes([]))
        case ("GET", "/api/zip"):
            let chosen = variant(query)
            guard let zip = await store.zip(variant: chosen, layout: query["layout"]) else {
                return text(409, "nothing drawn yet for this view; wait for the pictures\n")
            }
            let name = "lockshot-\(chosen.device.id)@\(chosen.scale)x.zip"
            return HTTPResponse(status: 200, headers: [("Content-Type", "application/zip"), ("Cache-Control", "no-store"),
                                                       ("Content-Disposition", "attachment; filename=\"\(name)\""),
                                                       ("Cross-Origin-Resource-Policy", "same-origin")], body: .bytes(zip))
        case ("GET", "/api/fields"):
            guard let layout = query["layout"], let key = query["case"],
                  let fields = await store.fields(layout: layout, key: key) else { return text(404, "no such case\n") }
            return json(fields)
        case ("GET", "/api/edited.png"):
            // The data editor: `v.NAME=VALUE` for each field set. Draws one picture and keeps nothing.
            guard let layout = query["layout"], let key = query["case"] else { return text(404, "no such case\n") }
            switch await store.edited(layout: layout, key: key, values: previewValues(query), variant: variant(query)) {
            case .png(let png)?:
                return HTTPResponse(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-store"),
                                                           ("Cross-Origin-Resource-Policy", "same-origin")], body: .bytes(png))
            case .diagnostics(let diagnostics)?: return text(422, diagnostics)
            case nil: return text(404, "no such case\n")
            }
        case ("GET", "/api/dump"):
            // With the data editor's `v.NAME` values, the dump of the picture it drew.
            guard let layout = query["layout"], let key = query["case"] else { return text(404, "no such case\n") }
            switch await store.dump(layout: layout, key: key, values: previewValues(query), variant: variant(query)) {
            case .json(let dump)?: return json(dump)
            case .diagnostics(let diagnostics)?: return text(422, diagnostics)
            case nil: return text(404, "no such case\n")
            }
        case ("POST", "/api/accept"):
            return await accept(request, query: query)
        case ("GET", _) where raw.hasPrefix("/img/") && raw.hasSuffix(".png"):
            let hash = String(raw.dropFirst("/img/".count).dropLast(".png".count))
            guard hash.allSatisfy(\.isHexDigit), let bytes = await store.image(hash) else { return text(404, "not found\n") }
            return HTTPResponse(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "max-age=31536000, immutable"),
                                                       ("Cross-Origin-Resource-Policy", "same-origin")],
                                body: .bytes(bytes))
        case ("GET", _) where raw.hasPrefix("/files/"):
            guard let path = files.resolve(rawRelative: String(raw.dropFirst("/files/".count))),
                  let data = FileManager.default.contents(atPath: path) else { return text(404, "not found\n") }
            return HTTPResponse(status: 200, headers: [("Content-Type", Self.contentType(path)), ("X-Content-Type-Options", "nosniff"),
                                                       ("Cross-Origin-Resource-Policy", "same-origin")],
                                body: .bytes(Array(data)))
        default:
            return text(404, "not found\n")
        }
    }

    /// The accept button: the per-run token in `X-Lockshot-Token` and this server as `Origin`.
    private func accept(_ request: HTTPRequest, query: [String: String]) async -> HTTPResponse {
        guard let origin = request.header("Origin"), originAllowed(origin, request) else {
            return text(403, "refused: the request does not come from this page\n")
        }
        guard let sent = request.header("X-Lockshot-Token"), Self.constantTimeEqual(sent, token) else {
            return text(403, "refused: missing or wrong token\n")
        }
        guard let layout = query["layout"], let key = query["case"] else { return text(400, "layout and case needed\n") }
        do {
            switch try await store.accept(layout: layout, key: key, variant: variant(query)) {
            case .accepted(let path): return json(#"{"accepted":"# + JSONText.quote(path) + "}")
            case .unchanged(let path): return json(#"{"unchanged":"# + JSONText.quote(path) + "}")
            case .nothing(let why): return HTTPResponse(status: 409, headers: [("Content-Type", "application/json")],
                                                        body: .bytes(Array((#"{"error":"# + JSONText.quote(why) + "}").utf8)))
            }
        } catch {
            return HTTPResponse(status: 500, headers: [("Content-Type", "application/json")],
                                body: .bytes(Array((#"{"error":"# + JSONText.quote("\(error)") + "}").utf8)))
        }
    }

    private func variant(_ query: [String: String]) -> PreviewVariant {
        PreviewVariant(query: query, base: options.variant)
    }

    /// The data editor's values, `v.NAME=VALUE` (a value in the layout language), by field name.
    private func previewValues(_ query: [String: String]) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in query where name.hasPrefix("v.") && name.count > 2 { values[String(name.dropFirst(2))] = value }
        return values
    }

    /// The page is reached by one Host header naming a loopback name (or the `--host` given) and this
    /// server's port: a DNS-rebinding page's own name, `127.0.0.1:8080.evil.example`, a missing or a
    /// repeated Host are refused.
    private func hostAllowed(_ request: HTTPRequest) -> Bool {
        guard let host = request.header("Host") else { return false }
        let name: Substring, rest: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<close]
            rest = host[host.index(after: close)...]
        } else {
            name = host.prefix { $0 != ":" }
            rest = host.dropFirst(name.count)
        }
        if !rest.isEmpty && rest != ":" + String(port) { return false }
        return ["127.0.0.1", "localhost", "::1", options.host].contains(String(name)) || options.host == "0.0.0.0" || options.host == "::"
    }

    private func originAllowed(_ origin: String, _ request: HTTPRequest) -> Bool {
        guard let host = request.header("Host") else { return false }
        return origin == "http://" + host
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private func json(_ body: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")],
                     body: .bytes(Array(body.utf8)))
    }

    private func text(_ status: Int, _ body: String) -> HTTPResponse { .text(status, body) }

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
