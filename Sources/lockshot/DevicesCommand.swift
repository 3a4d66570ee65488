import ArgumentParser

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot devices' is not implemented yet") }
}
