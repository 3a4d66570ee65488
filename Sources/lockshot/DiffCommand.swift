import ArgumentParser

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot diff' is not implemented yet") }
}
