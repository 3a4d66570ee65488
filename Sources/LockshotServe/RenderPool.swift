import Foundation

/// Runs rendering work on its own threads, at most `width` jobs at once, so request handlers
/// never render: they await a job's result (or do not wait at all) while the server keeps answering.
package final class RenderPool: @unchecked Sendable {  // `lock` guards `queue`, `busy`
    private let lock = NSCondition()
    private var queue: [@Sendable () -> Void] = []
    private var busy = 0
    private var stopped = false
    /// The most jobs that run at once.
    package let width: Int

    package init(width: Int) {
        self.width = max(1, width)
        for index in 0..<self.width {
            let thread = Thread { [self] in self.work() }
            thread.name = "lockshot-serve-render-\(index)"
            thread.stackSize = 8 << 20  // deep layouts recurse
            thread.start()
        }
    }

    /// Jobs queued or running now.
    package var load: Int {
        lock.lock()
        defer { lock.unlock() }
        return queue.count + busy
    }

    /// Runs `job` on a pool thread and returns its result.
    package func run<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            enqueue { continuation.resume(returning: job()) }
        }
    }

    private func enqueue(_ job: @escaping @Sendable () -> Void) {
        lock.lock()
        queue.append(job)
        lock.signal()
        lock.unlock()
    }

    /// Lets the threads end once the queue is empty.
    package func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    private func work() {
        while true {
            lock.lock()
            while queue.isEmpty && !stopped { lock.wait() }
            if queue.isEmpty { lock.unlock(); return }
            let job = queue.removeFirst()
            busy += 1
            lock.unlock()
            job()
            lock.lock()
            busy -= 1
            lock.unlock()
        }
    }
}
