import ArgumentParser
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LockshotKit
import LockshotServe

/// `lockshot serve`: a live preview page of every preview × presentation, redrawn on save.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview page of every preview and presentation, redrawn on save.",
        discussion: """
        Open the printed address in a browser. The page shows every layout's
        previews × presentations as rendered PNGs, with switches for device, scale,
        appearance, stale, Always-On, the device frame and the debug overlay; click
        a picture to enlarge it with its layout dump. Saving a layout, an image or
        font it reads, or a payload JSON file redraws the cases that changed; a save
        with errors shows the diagnostics and keeps the last good pictures dimmed.
        `lockshot check` findings and golden status (with an accept button) sit
        beside each case. See docs/serve.md.

        Listens on 127.0.0.1 only unless --host says otherwise. Ctrl-C stops it.

        Examples:
          lockshot serve
          lockshot serve layouts/pager2077.lockshot --port 9000
          lockshot serve layouts --device iphone-15-pro-max --scale 2

        Exit status: 0 stopped with Ctrl-C; 2 a bad path or option, or the port is in use.
        """
    )

    @ArgumentParser.Argument(help: "A .lockshot file or a directory of them.")
    var path: String = "layouts"
    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080
    @Option(help: "The address to listen on; anything but a loopback address (127.x, localhost, ::1) is reachable from other machines.")
    var host = "127.0.0.1"
    @OptionGroup var target: DeviceOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (got \(port)).") }
    }

    func run() throws {
        do { _ = try Pipeline.layoutFiles(at: path) } catch {
            DiagnosticPrinter().print(error.diagnostics)
            throw ExitCode(2)
        }
        let options = ServeOptions(root: path, host: host, port: UInt16(port),
                                   variant: PreviewVariant(device: target.profile, scale: target.scale))
        let stderr = FileHandleOutput.standardError
        if !options.isLoopback {
            stderr.write("warning: --host \(host) makes the preview reachable from other machines; "
                + "anyone who can reach it sees your layouts and their images\n")
        }
        let server: PreviewServer
        do { server = try PreviewServer(options: options) } catch {
            stderr.write("error: \(error)\n")
            throw ExitCode(2)
        }
        let status = ServeRun(server: server).wait()
        if status != 0 { throw ExitCode(status) }
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
