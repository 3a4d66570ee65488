import ArgumentParser
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LockshotCommandLine
import LockshotKit
import LockshotServe

/// `lockshot-serve`: the server behind `lockshot serve`, which runs this tool in its place.
@main
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockshot serve", abstract: ServeArguments.abstract, discussion: ServeArguments.discussion)

    @OptionGroup var arguments: ServeArguments

    func run() throws {
        do { _ = try Pipeline.layoutFiles(at: arguments.path) } catch {
            throw ExitStatus.badInput(error.diagnostics)
        }
        var options = ServeOptions(root: arguments.path, host: arguments.host, port: UInt16(arguments.port),
                                   variant: PreviewVariant(device: arguments.target.profile, scale: arguments.target.scale))
        options.editor = arguments.editor
        let stderr = FileHandleOutput.standardError
        if !options.isLoopback {
            stderr.write("warning: --host \(arguments.host) makes the preview reachable from other machines; "
                + "anyone who can reach it sees your layouts and their images\n")
        }
        let server: PreviewServer
        do { server = try PreviewServer(options: options) } catch {
            throw ExitStatus.badInput("\(error)")
        }
        let status = ServeRun(server: server).wait()
        if status != 0 { throw ExitStatus.status(status) }
    }
}

/// Runs the server's async loop from the synchronous command and stops it on SIGINT/SIGTERM.
final class ServeRun: @unchecked Sendable {  // `status` is written before `done` is signalled, read after
    let server: PreviewServer
    private let done = DispatchSemaphore(value: 0)
    private var status: Int32 = 0
    private var signals: [DispatchSourceSignal] = []

    init(server: PreviewServer) { self.server = server }

    func wait() -> Int32 {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                FileHandleOutput.standardError.write("\nstopping\n")
                self.markStopping()
                Task {
                    await self.server.stop()
                    self.finish(0)
                }
            }
            source.resume()
            signals.append(source)
        }
        let server = self.server
        Task {
            do {
                try await server.run { url in
                    FileHandleOutput.standardOutput.write("lockshot serve: \(url)\n")
                    FileHandleOutput.standardError.write("watching \(server.options.root) (Ctrl-C to stop)\n")
                }
                self.finish(0)
            } catch where self.isStopping {
                self.finish(0)  // the listener closed under Ctrl-C
            } catch let error as PipelineError {
                DiagnosticPrinter().print(error.diagnostics)
                self.finish(2)
            } catch {
                FileHandleOutput.standardError.write("error: \(error)\n")
                self.finish(2)
            }
        }
        done.wait()
        return status
    }

    private let lock = NSLock()
    private var finished = false
    private var stopping = false

    private func markStopping() {
        lock.lock()
        stopping = true
        lock.unlock()
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }
    private func finish(_ code: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        status = code
        done.signal()
    }
}
