import ArgumentParser

/// `lockshot serve`'s arguments, shared by the `lockshot` command that checks them and the
/// `lockshot-serve` tool that runs the server (it links Foundation, which would slow every other
/// command's start, so the server lives in its own executable).
package struct ServeArguments: ParsableArguments {
    package init() {}

    package static let abstract = "Serve a live preview page of every preview and presentation, redrawn on save."
    package static let discussion = """
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

    @Argument(help: "A .lockshot file or a directory of them.")
    package var path: String = "layouts"
    @Option(help: "The port to listen on (0: any free port).")
    package var port: Int = 8080
    @Option(help: "The address to listen on; anything but a loopback address (127.x, localhost, ::1) is reachable from other machines.")
    package var host = "127.0.0.1"
    @OptionGroup package var target: DeviceOptions
    @Option(help: ArgumentHelp("The link a diagnostic's file:line:col opens in the page: {file} (absolute), {line} and {column} are filled in.",
                               valueName: "template"))
    package var editor = "vscode://file{file}:{line}:{column}"

    package func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (got \(port)).") }
        guard editor.contains("{file}") else {
            throw ValidationError("--editor must contain {file} (got '\(editor)'); for example 'vscode://file{file}:{line}:{column}'.")
        }
    }

    /// The arguments as `lockshot-serve` takes them.
    package var commandLine: [String] {
        [path, "--port", String(port), "--host", host, "--device", target.device, "--scale", String(target.scale), "--editor", editor]
    }
}
