import Foundation
import LockshotLanguage

/// The limits a widget's program runs under (issue 39): drawing a `.swift` widget runs the widget's own code, as
/// trusted as the pull request it came from. The program gets its own process group (Foundation's `Process`
/// gives it one), killed whole when it ends or runs out of time, so nothing it started is left running, and
/// resource limits the kernel enforces:
/// - memory: its address space (`RLIMIT_AS`), so a runaway allocation fails in the program, not the machine;
/// - CPU time (`RLIMIT_CPU`), beside the wall-clock timeout;
/// - the size of any file it writes (`RLIMIT_FSIZE`);
/// - the number of processes and threads it runs at once: a pids control group of its own where this process
///   may make one (root, as in CI: `RLIMIT_NPROC` does not hold for root), else `RLIMIT_NPROC` above what its
///   user already runs (`ProcessCeiling`);
/// - what it starts in a group of its own is found by the output pipes it still holds, and killed.
///
/// - what it writes to lockshot (its standard output and error), read up to a size, so a program that prints without
///   end ends at that size instead of filling lockshot's memory;
/// - the wall-clock time it runs (`WidgetCompiler.timeout`).
///
/// Each is raised in `lockshot.json` (`"limits": { "memoryMB", "cpuSeconds", "fileMB", "processes", "outputMB",
/// "seconds" }`) or, for one run, with an environment variable (`LOCKSHOT_MEMORY_LIMIT_MB`, `LOCKSHOT_CPU_LIMIT_S`,
/// `LOCKSHOT_FILE_LIMIT_MB`, `LOCKSHOT_PROCESS_LIMIT`, `LOCKSHOT_OUTPUT_LIMIT_MB`, `LOCKSHOT_TIME_LIMIT_S`), which wins. Where the machine has bubblewrap, the program also runs in its sandbox (`Sandbox`):
/// no network, the file system read-only but for a scratch folder of its own (docs/threat-model.md).
package struct ProgramLimits: Sendable, Equatable {
    package var memoryMegabytes = 2048
    package var cpuSeconds = 60
    package var fileMegabytes = 64
    package var processes = 256
    package var outputMegabytes = 64
    package var seconds = 30

    package init() {}

    /// The limits for a widget in `folder`: the nearest `lockshot.json`'s `"limits"`, then the environment's.
    package static func configured(near folder: String, environment: [String: String]) -> ProgramLimits {
        var limits = ProgramLimits()
        if let path = ProjectLocale.nearest(from: folder)?.path, let data = FileManager.default.contents(atPath: path),
           let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
           let entries = object["limits"] as? [String: Any] {
            // `lockshot` reports a malformed entry (GoldenConfiguration); one that is not a whole number above 0 is skipped here.
            func read(_ name: String) -> Int? { (entries[name] as? NSNumber).map(\.intValue).flatMap { $0 > 0 ? $0 : nil } }
            if let value = read("memoryMB") { limits.memoryMegabytes = value }
            if let value = read("cpuSeconds") { limits.cpuSeconds = value }
            if let value = read("fileMB") { limits.fileMegabytes = value }
            if let value = read("processes") { limits.processes = value }
            if let value = read("outputMB") { limits.outputMegabytes = value }
            if let value = read("seconds") { limits.seconds = value }
        }
        return limits.overridden(by: environment)
    }

    package static func fromEnvironment(_ environment: [String: String]) -> ProgramLimits {
        ProgramLimits().overridden(by: environment)
    }

    func overridden(by environment: [String: String]) -> ProgramLimits {
        var limits = self
        func read(_ name: String) -> Int? { environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        if let value = read("LOCKSHOT_MEMORY_LIMIT_MB") { limits.memoryMegabytes = value }
        if let value = read("LOCKSHOT_CPU_LIMIT_S") { limits.cpuSeconds = value }
        if let value = read("LOCKSHOT_FILE_LIMIT_MB") { limits.fileMegabytes = value }
        if let value = read("LOCKSHOT_PROCESS_LIMIT") { limits.processes = value }
        if let value = read("LOCKSHOT_OUTPUT_LIMIT_MB") { limits.outputMegabytes = value }
        if let value = read("LOCKSHOT_TIME_LIMIT_S") { limits.seconds = value }
        return limits
    }

    /// The program started through `/bin/sh`, which sets the limits and `exec`s it (same process, same group),
    /// inside the sandbox with `scratch` its only writable folder when there is one, and in `ceiling`'s control
    /// group (joined before the sandbox starts: inside it, `/sys` is read-only).
    package func wrap(_ executable: String, _ arguments: [String], scratch: String? = nil,
                      ceiling: ProcessCeiling? = nil) -> (executable: String, arguments: [String]) {
        var script = "ulimit -v \(memoryMegabytes * 1024) && ulimit -t \(cpuSeconds) && ulimit -f \(fileMegabytes * 2048)"
        if case .userLimit(let tasks)? = ceiling { script += " && ulimit -u \(tasks)" }
        var command = ["/bin/sh", "-c", script + " && exec \"$0\" \"$@\"", executable] + arguments
        if let scratch, let bwrap = Sandbox.current.bwrap {
            command = [bwrap] + Sandbox.arguments(scratch: scratch) + ["--"] + command
        }
        if case .group(let group)? = ceiling {
            command = ["/bin/sh", "-c", "echo $$ > '\(group.directory)/cgroup.procs' && exec \"$0\" \"$@\""] + command
        }
        return (command[0], Array(command.dropFirst()))
    }

    /// What a program that wrote more than it may is told.
    package var outputMessage: String {
        "the widget's program wrote more than \(outputMegabytes) MB of output (LOCKSHOT_OUTPUT_LIMIT_MB or lockshot.json's \"limits\" raise it)"
    }

    /// What a program that ran into its process limit is told.
    package var processMessage: String {
        "the widget's program tried to run more than \(processes) processes and threads at once (LOCKSHOT_PROCESS_LIMIT raises it)"
    }

    /// What ended a program that hit a limit, from how it ended and what it wrote; nil when no limit explains it.
    /// `refusedProcesses`: its control group refused it a process (a fork bomb).
    package func exceeded(status: Int32, errors: String, refusedProcesses: Bool = false) -> String? {
        if refusedProcesses { return processMessage }
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

/// How many processes and threads a widget's program may run at once, enforced by the kernel.
package enum ProcessCeiling {
    /// A pids control group of its own (`pids.max`): what root gets, and any user who may make one.
    case group(ProcessGroup)
    /// `RLIMIT_NPROC` (`ulimit -u`): the user's tasks now plus the limit (the kernel counts the user's tasks, all of
    /// them); no limit for root.
    case userLimit(Int)

    /// The ceiling for one run of a program allowed `processes` at once; nil where neither holds (root without a
    /// pids hierarchy it can write).
    package static func make(processes: Int) -> ProcessCeiling? {
        if let group = ProcessGroup(max: processes) { return .group(group) }
        guard getuid() != 0 else { return nil }
        return .userLimit(tasks(of: getuid()) + processes)
    }

    /// What holds a widget's program to `processes` on this machine, as `lockshot doctor` says it.
    package static func describe(processes: Int) -> String {
        switch make(processes: processes) {
        case .group(let group)?:
            _ = group.end()
            return "at most \(processes) processes and threads (a pids control group of its own)"
        case .userLimit?: return "at most \(processes) processes and threads more than your user runs (RLIMIT_NPROC)"
        case nil: return "no process limit: root, and no pids control group it may make"
        }
    }

    /// The tasks (threads included, as `RLIMIT_NPROC` counts) `uid` runs now.
    static func tasks(of uid: uid_t) -> Int {
        var count = 0
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int32(entry) != nil {
            var info = stat()
            guard stat("/proc/\(entry)", &info) == 0, info.st_uid == uid else { continue }
            count += ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(entry)/task"))?.count ?? 1)
        }
        return count
    }

    /// Whether the kernel refused the program a process (read after it ended), and the group removed.
    package func end() -> Bool {
        guard case .group(let group) = self else { return false }
        return group.end()
    }
}

/// A pids control group made for one run of a widget's program: cgroup v1's `pids` hierarchy, else cgroup v2's
/// where the pids controller is on. Removed, with whatever still runs in it, when the run ends.
package final class ProcessGroup: Sendable {
    package let directory: String

    /// Nil where no pids hierarchy is mounted, or this process may not make a group in it.
    init?(max: Int) {
        let hierarchies = ["/sys/fs/cgroup/pids", "/sys/fs/cgroup/unified", "/sys/fs/cgroup"]
        let name = "lockshot-\(getpid())-\(UUID().uuidString.prefix(8))"
        for root in hierarchies where FileManager.default.isWritableFile(atPath: root + "/cgroup.procs") {
            let directory = root + "/" + name
            guard mkdir(directory, 0o755) == 0 else { continue }
            if FileManager.default.fileExists(atPath: directory + "/pids.max"),
               (try? "\(max)\n".write(toFile: directory + "/pids.max", atomically: false, encoding: .utf8)) != nil {
                self.directory = directory
                return
            }
            rmdir(directory)
        }
        return nil
    }

    /// Kills what still runs in the group, removes it, and says whether it ever refused a process (`pids.events`).
    func end() -> Bool {
        let events = (try? String(contentsOfFile: directory + "/pids.events", encoding: .utf8)) ?? ""
        let refused = events.split(separator: "\n").contains { $0.hasPrefix("max ") && $0.dropFirst(4) != "0" }
        for _ in 0..<50 {
            let pids = ((try? String(contentsOfFile: directory + "/cgroup.procs", encoding: .utf8)) ?? "").split(separator: "\n")
            if pids.isEmpty, rmdir(directory) == 0 { break }
            for pid in pids { if let pid = Int32(pid) { kill(pid, SIGKILL) } }
            usleep(10_000)
        }
        return refused
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
