import ArgumentParser

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot test' is not implemented yet") }
}
