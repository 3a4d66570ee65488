#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FoundationEssentials

/// True when two paths name the same existing file, however they are written (`./`, `..`, symlinks,
/// hard links): an output must never replace one of the command's inputs. A path that does not exist
/// yet names no input.
package func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat(), second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
}

/// Writes text to standard output or standard error, unbuffered by Swift.
package struct FileHandleOutput: Sendable {
    package let descriptor: Int32
    package init(descriptor: Int32) { self.descriptor = descriptor }
    package static let standardOutput = FileHandleOutput(descriptor: 1)
    package static let standardError = FileHandleOutput(descriptor: 2)

    package func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = unistd_write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// True when this stream is a terminal and `NO_COLOR` is unset: only then may output use color.
    package var allowsColor: Bool {
        isatty(descriptor) != 0 && getenv("NO_COLOR") == nil
    }

    package var isTerminal: Bool { isatty(descriptor) != 0 }
}

private func unistd_write(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}
