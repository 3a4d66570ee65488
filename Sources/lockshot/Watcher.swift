import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `--watch`: polls a file's modification time and calls back when it changes.
struct Watcher {
    let path: String
    var interval: Duration = .milliseconds(250)

    func run(_ onChange: () -> Int32) throws {
        var last: Date? = nil
        FileHandleOutput.standardError.write("watching \(path) (Ctrl-C to stop)\n")
        while true {
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            if modified != last {
                last = modified
                _ = onChange()
            }
            usleep(UInt32(clamping: interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000))
        }
    }
}
