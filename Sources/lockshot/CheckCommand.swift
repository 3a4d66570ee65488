import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot check' is not implemented yet") }
}
