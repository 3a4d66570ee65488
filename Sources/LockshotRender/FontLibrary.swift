import Synchronization

/// Loaded fonts shared by the text engines of one batch, so that renders reuse faces instead of reopening them.
///
/// Every `TextEngine` made with a library checks fonts out of it (or loads them) and checks them back in when
/// the engine goes away. A face is only ever used by one engine at a time, so FreeType's faces are never
/// shared between threads; reusing them lets Cairo's font caches hit, which keeps a long batch's memory flat
/// (a fresh face per render leaves up to 256 stale scaled fonts in Cairo's process-wide cache) and saves the
/// cost of opening and rasterizing the same glyphs again.
///
/// Create one per batch (or per process) and pass it to each engine: `TextEngine(library: library)`.
// @unchecked: the only state, `idle`, is read and written under `lock`; a parked face is reachable from the
// idle list or from exactly one engine, never both, and moves between them only under the lock.
public final class FontLibrary: @unchecked Sendable {
    private let lock = Mutex(())
    private var idle: [String: [FontFace]] = [:]

    /// Creates an empty library; fonts are loaded on first use.
    public init() {}

    /// Takes an idle face for `key` out of the library, if there is one.
    func checkOut(_ key: String) -> FontFace? {
        lock.withLock { _ in idle[key]?.popLast() }
    }

    /// Returns faces to the library for other engines to reuse.
    func checkIn(_ returned: [(key: String, face: FontFace)]) {
        lock.withLock { _ in
            for entry in returned { idle[entry.key, default: []].append(entry.face) }
        }
    }

    /// How many faces wait idle in the library (for tests).
    var idleCount: Int { lock.withLock { _ in idle.values.reduce(0) { $0 + $1.count } } }
}
