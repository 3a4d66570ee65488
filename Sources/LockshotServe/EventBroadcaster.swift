import Foundation

/// Server-Sent Events: every open `/events` stream gets each message as a `data:` line.
package actor EventBroadcaster {
    private var clients: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    package init() {}

    /// Number of open streams.
    package var count: Int { clients.count }

    /// A new stream; it ends when the client goes away or the server stops.
    package func subscribe() -> AsyncStream<[UInt8]> {
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
    package func send(_ json: String) {
        let bytes = Array("data: \(json)\n\n".utf8)
        for continuation in clients.values { continuation.yield(bytes) }
    }

    /// A keep-alive comment, so dead connections are noticed.
    package func ping() {
        for continuation in clients.values { continuation.yield(Array(": ping\n\n".utf8)) }
    }

    /// Ends every stream.
    package func finishAll() {
        for continuation in clients.values { continuation.finish() }
        clients.removeAll()
    }
}
