#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Runs a program to completion and collects what it writes, with `posix_spawn`: FoundationEssentials,
/// which lockshot links instead of Foundation, has no `Process`.
package enum Subprocess {
    package struct Finished {
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    package struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        package var description: String { String(cString: strerror(code)) }
    }

    /// Runs `executable` with `arguments`, standard input closed, and waits for it. With `relayErrors`,
    /// what it writes to standard error is also written to ours as it comes (progress of a long step).
    package static func run(_ executable: String, _ arguments: [String], relayErrors: Bool = false) throws(SpawnError) -> Finished {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw SpawnError(code: errno) }
        guard pipe(&errPipe) == 0 else {
            let code = errno
            close(outPipe[0]); close(outPipe[1])
            throw SpawnError(code: code)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw SpawnError(code: spawned)
        }
        var finished = Finished(status: -1, output: [], errors: [])
        // Read both pipes as they fill, so a child that writes much to one never blocks on the other.
        var fds = [pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0),
                   pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while fds.contains(where: { $0.fd >= 0 }) {
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = read(fds[index].fd, &buffer, buffer.count)
                if count > 0 {
                    if index == 0 {
                        finished.output += buffer[..<count]
                    } else {
                        finished.errors += buffer[..<count]
                        if relayErrors { _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, count) } }
                    }
                } else if count == 0 || errno != EINTR {
                    close(fds[index].fd)
                    fds[index].fd = -1
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        finished.status = status
        return finished
    }

    /// The running executable's path (`/proc/self/exe`), or nil where there is none.
    package static func currentExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
