import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches directories with Linux inotify and reports the paths that changed, a burst of
/// events at a time (an editor's save is often write + rename + attribute change).
///
/// Directories are watched rather than files, so a rename-on-save (write `x.tmp`, rename it
/// over `x`) is seen: the file's own watch would die with the replaced inode. Where inotify
/// is missing (macOS) it falls back to polling modification times.
package final class FileWatcher: @unchecked Sendable {  // `lock` guards `directories`, `watches`, `running`
    private let lock = NSLock()
    private var directories: [Int32: String] = [:]
    private var watches: [String: Int32] = [:]
    private var running = false
    private var thread: Thread?
    private let fd: Int32
    private let quiet: Double
    private let onChange: @Sendable (Set<String>) -> Void

    /// - Parameters:
    ///   - quiet: seconds without a new event that end a burst.
    ///   - onChange: called on the watcher's thread with the absolute paths of a burst.
    package init(quiet: Double = 0.03, onChange: @escaping @Sendable (Set<String>) -> Void) {
        #if os(Linux)
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        #else
        fd = -1
        #endif
        self.quiet = quiet
        self.onChange = onChange
    }

    deinit { stop() }

    /// Whether the OS watch mechanism is in use (false: polling).
    package var usesInotify: Bool { fd >= 0 }

    /// Watches `directory` (not recursively) from now on; watching it again does nothing.
    package func watch(directory: String) {
        let path = FileWatcher.absolute(directory)
        lock.lock()
        defer { lock.unlock() }
        guard watches[path] == nil else { return }
        #if os(Linux)
        guard fd >= 0 else { watches[path] = -1; return }
        let mask: UInt32 = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
            | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_ATTRIB)
        let wd = inotify_add_watch(fd, path, mask)
        guard wd >= 0 else { return }
        watches[path] = wd
        directories[wd] = path
        #else
        watches[path] = -1
        #endif
    }

    /// The directories watched now.
    package var watchedDirectories: [String] {
        lock.lock()
        defer { lock.unlock() }
        return watches.keys.sorted()
    }

    /// Starts the watcher thread.
    package func start() {
        lock.lock()
        guard !running else { lock.unlock(); return }
        running = true
        lock.unlock()
        let thread = Thread { [self] in self.loop() }
        thread.name = "lockshot-serve-watch"
        self.thread = thread
        thread.start()
    }

    /// Stops the thread (it notices within 0.2 s) and closes the inotify descriptor.
    package func stop() {
        lock.lock()
        let wasRunning = running
        running = false
        lock.unlock()
        if !wasRunning && fd >= 0 { close(fd) }
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func loop() {
        var pending = Set<String>()
        var snapshot: [String: Date] = [:]
        while isRunning {
            if usesInotify {
                pending.formUnion(readEvents(timeoutMilliseconds: pending.isEmpty ? 200 : 20))
            } else {
                Thread.sleep(forTimeInterval: 0.25)
                pending.formUnion(pollChanges(&snapshot))
            }
            if !pending.isEmpty {
                // Wait for the burst to end: no event for `quiet` seconds.
                let more = usesInotify ? readEvents(timeoutMilliseconds: Int32(quiet * 1000)) : []
                if more.isEmpty {
                    let burst = pending
                    pending.removeAll()
                    onChange(burst)
                } else {
                    pending.formUnion(more)
                }
            }
        }
        if fd >= 0 { close(fd) }
    }

    /// Reads the events available within the timeout, as absolute paths.
    private func readEvents(timeoutMilliseconds: Int32) -> Set<String> {
        #if os(Linux)
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return [] }
        var paths = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            lock.lock()
            let known = directories
            lock.unlock()
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let (wd, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if let directory = known[wd] {
                    paths.insert(name.isEmpty ? directory : directory + "/" + name)
                }
                offset += headerSize + length
            }
        }
        return paths
        #else
        return []
        #endif
    }

    /// Fallback without inotify: files whose modification time changed in the watched directories.
    private func pollChanges(_ snapshot: inout [String: Date]) -> Set<String> {
        var now: [String: Date] = [:]
        for directory in watchedDirectories {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                let path = directory + "/" + name
                now[path] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            }
        }
        defer { snapshot = now }
        if snapshot.isEmpty { return [] }
        return Set(now.keys.filter { now[$0] != snapshot[$0] }).union(snapshot.keys.filter { now[$0] == nil })
    }

    /// `path` made absolute and standardized (no `.`/`..`, no trailing slash).
    package static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
