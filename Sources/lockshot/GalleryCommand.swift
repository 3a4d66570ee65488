import ArgumentParser

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot gallery' is not implemented yet") }
}
