#if canImport(Glibc)
import Glibc
#endif

/// glibc malloc settings for commands that render many images in one process (`lockshot test`).
///
/// Each case allocates a few buffers of about a megabyte (the canvas, its read-back, the decoded
/// golden). glibc serves blocks that large with `mmap` and returns them with `munmap`, and trims the
/// heap top when it is freed, so every case faulted its buffers in page by page again: about 150 000
/// page faults and 0.2–0.3 s of system time for the 615 committed goldens. Keeping freed memory
/// in the heap brings that to about 6 000. Not for one-shot commands: it only pays off when the same
/// sizes are allocated again, and it keeps the process's peak memory until exit.
enum MallocTuning {
    /// Serve large blocks from the heap (up to 32 MiB, glibc's ceiling for this setting) and trim
    /// the heap only when over 64 MiB is free at its top. Does nothing where `mallopt` is missing.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not export.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 64 << 20)
        #endif
    }
}
