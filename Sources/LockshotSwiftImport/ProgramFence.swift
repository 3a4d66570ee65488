import Foundation

/// The limits a widget's program runs under (issue 39): drawing a `.swift` widget runs the widget's own code, as
/// trusted as the pull request it came from. The program gets its own process group (Foundation's `Process`
/// gives it one), killed whole when it ends or runs out of time, so nothing it started is left running, and
/// resource limits the kernel enforces:
/// - memory: its address space (`RLIMIT_AS`), so a runaway allocation fails in the program, not the machine;
/// - CPU time (`RLIMIT_CPU`), beside the wall-clock timeout;
/// - the size of any file it writes (`RLIMIT_FSIZE`);
/// - what it starts in a group of its own is found by the output pipes it still holds, and killed.
///
/// Each is raised with an environment variable (`LOCKSHOT_MEMORY_LIMIT_MB`, `LOCKSHOT_CPU_LIMIT_S`,
/// `LOCKSHOT_FILE_LIMIT_MB`). Where the machine has bubblewrap, the program also runs in its sandbox (`Sandbox`):
/// no network, the file system read-only but for a scratch folder of its own (docs/threat-model.md).
package struct ProgramLimits: Sendable, Equatable {
    package var memoryMegabytes = 2048
    package var cpuSeconds = 60
    package var fileMegabytes = 64

    package init() {}

    package static func fromEnvironment(_ environment: [String: String]) -> ProgramLimits {
        var limits = ProgramLimits()
        func read(_ name: String) -> Int? { environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        if let value = read("LOCKSHOT_MEMORY_LIMIT_MB") { limits.memoryMegabytes = value }
        if let value = read("LOCKSHOT_CPU_LIMIT_S") { limits.cpuSeconds = value }
        if let value = read("LOCKSHOT_FILE_LIMIT_MB") { limits.fileMegabytes = value }
        return limits
    }

    /// The program started through `/bin/sh`, which sets the limits and `exec`s it (same process, same group),
    /// inside the sandbox with `scratch` its only writable folder when there is one.
    package func wrap(_ executable: String, _ arguments: [String], scratch: String? = nil) -> (executable: String, arguments: [String]) {
        let script = "ulimit -v \(memoryMegabytes * 1024) && ulimit -t \(cpuSeconds) && ulimit -f \(fileMegabytes * 2048) && exec \"$0\" \"$@\""
        let limited = ["/bin/sh", "-c", script, executable] + arguments
        if let scratch, let bwrap = Sandbox.current.bwrap {
            return (bwrap, Sandbox.arguments(scratch: scratch) + ["--"] + limited)
        }
        return (limited[0], Array(limited.dropFirst()))
    }

    /// What ended a program that hit a limit, from how it ended and what it wrote; nil when no limit explains it.
    package func exceeded(status: Int32, errors: String) -> String? {
        // Swift's allocator, Foundation and glibc each say it their own way when the address space is full.
        let memory = ["failed to allocate", "Could not allocate memory", "Cannot allocate memory", "out of memory", "std::bad_alloc", "mmap failed"]
        if memory.contains(where: errors.contains) {
            return "the widget's program ran out of memory: it may use \(memoryMegabytes) MB (LOCKSHOT_MEMORY_LIMIT_MB raises it)"
        }
        // Exit statuses of a killed process, as `Process` reports them (the signal number), or as bubblewrap passes
        // on its child's (128 + the signal).
        if status == SIGXCPU || status == 128 + SIGXCPU {
            return "the widget's program used more than \(cpuSeconds) s of CPU time (LOCKSHOT_CPU_LIMIT_S raises it)"
        }
        if status == SIGXFSZ || status == 128 + SIGXFSZ {
            return "the widget's program wrote a file larger than \(fileMegabytes) MB (LOCKSHOT_FILE_LIMIT_MB raises it)"
        }
        return nil
    }

    /// Kills every process (but this one) that holds an end of the pipes whose read ends are `descriptors`: what a
    /// widget's program started and left running with its output.
    package static func killHolders(of descriptors: [Int32]) {
        var pipes: Set<String> = []
        for descriptor in descriptors {
            var info = stat()
            if fstat(descriptor, &info) == 0 { pipes.insert("pipe:[\(info.st_ino)]") }
        }
        let me = getpid()
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != me else { continue }
            let fds = "/proc/\(entry)/fd"
            for fd in (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? [] {
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: fds + "/" + fd), pipes.contains(target) {
                    kill(pid, SIGKILL)
                    break
                }
            }
        }
    }
}

/// The sandbox a widget's program runs in where the machine has one: bubblewrap (Debian's `bubblewrap`), with
/// no network (a network namespace of its own: only its own loopback), the whole file system read-only but for a
/// scratch folder of its own (`TMPDIR`), its own process namespace (whatever it started dies with it), and no
/// way to reach the terminal. `LOCKSHOT_SANDBOX=off` runs it without one; a machine without bubblewrap, or whose
/// kernel refuses the namespaces, runs it with the limits alone, and `lockshot doctor` says which.
package enum Sandbox {
    package struct State: Sendable, Equatable {
        /// bubblewrap's path when widget programs run in it.
        package var bwrap: String?
        /// What the sandbox is, or why there is none.
        package var description: String
    }

    /// This machine's, found once per process (bubblewrap is tried on `/bin/true`).
    package static let current = probe(environment: ProcessInfo.processInfo.environment)

    package static func arguments(scratch: String) -> [String] {
        ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--bind", scratch, scratch, "--setenv", "TMPDIR", scratch,
         "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--die-with-parent", "--new-session"]
    }

    static func probe(environment: [String: String]) -> State {
        if environment["LOCKSHOT_SANDBOX"] == "off" {
            return State(bwrap: nil, description: "off (LOCKSHOT_SANDBOX=off): widget programs run with the limits alone")
        }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/bwrap" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            return State(bwrap: nil, description: "none: bubblewrap is not installed (apt-get install bubblewrap), so widget "
                            + "programs run with the limits alone, with your network and files")
        }
        let scratch = NSTemporaryDirectory() + "lockshot-sandbox-probe-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments(scratch: scratch) + ["--", "/bin/true"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return State(bwrap: nil, description: "none: \(path) does not start (\(error))")
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: said, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "status \(process.terminationStatus)"
            return State(bwrap: nil, description: "none: bubblewrap cannot create its namespaces here (\(reason)), so widget "
                            + "programs run with the limits alone")
        }
        return State(bwrap: path, description: "bubblewrap (\(path)): no network, the file system read-only but a scratch "
                        + "folder, its own process namespace")
    }
}
