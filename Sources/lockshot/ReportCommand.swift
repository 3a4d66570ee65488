import ArgumentParser

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Not yet implemented.")
    func run() throws { throw ValidationError("'lockshot report' is not implemented yet") }
}
