import ArgumentParser

struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fonts", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot fonts' is not implemented yet") }
}
