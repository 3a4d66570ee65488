import LockshotKit
import ArgumentParser

/// The `lockshot` command: render and verify iOS Live Activity designs.
@main
struct Lockshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockshot",
        abstract: "Render and verify iOS Live Activity designs, without a Mac.",
        discussion: """
        Examples:
          lockshot render layouts/flick-pinned-snap.lockshot --preview "short caption" -o out.png
          lockshot render layouts/pager2077.lockshot --all-previews --all-presentations -o preview/
          lockshot check layouts/
          lockshot test
          lockshot diff expected.png actual.png -o diff.png
        """,
        version: LockshotVersion.string,
        subcommands: [
            RenderCommand.self, CheckCommand.self, TestCommand.self, DiffCommand.self,
            GalleryCommand.self, ReportCommand.self, DevicesCommand.self, FontsCommand.self,
        ]
    )
}
