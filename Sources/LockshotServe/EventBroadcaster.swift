import Foundation

/// Server-Sent Events: every open `/events` stream gets each message as a `data:` line.
public actor EventBroadcaster {
    private var clients: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    public init() {}

    /// Number of open streams.
    public var count: Int { clients.count }

    /// A new stream; it ends when the client goes away or the server stops.
    public func subscribe() -> AsyncStream<[UInt8]> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        clients[id] = continuation
        // A comment first, so the browser sees the stream open at once.
        continuation.yield(Array(": lockshot\nretry: 500\n\n".utf8))
        return stream
    }

    private func remove(_ id: UUID) { clients[id] = nil }

    /// Sends one JSON message to every stream.
    public func send(_ json: String) {
        let bytes = Array("data: \(json)\n\n".utf8)
        for continuation in clients.values { continuation.yield(bytes) }
    }

    /// A keep-alive comment, so dead connections are noticed.
    public func ping() {
        for continuation in clients.values { continuation.yield(Array(": ping\n\n".utf8)) }
    }

    /// Ends every stream.
    public func finishAll() {
        for continuation in clients.values { continuation.finish() }
        clients.removeAll()
    }
}
