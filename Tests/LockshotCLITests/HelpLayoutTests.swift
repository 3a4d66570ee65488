import Foundation
import LockshotCheck
import Testing

/// `--help` at 80 columns: no example command is broken across lines by the wrapping.
@Suite struct HelpLayoutTests {
    static let commands: [[String]] = [
        [], ["render"], ["check"], ["test"], ["diff"], ["gallery"], ["report"], ["report", "merge"],
        ["report", "render"], ["devices"], ["fonts"],
    ]

    @Test("every example in every --help fits 80 columns as written", arguments: commands)
    func examplesDoNotWrap(command: [String]) throws {
        let result = try CLI.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        var inExamples = false
        var examples = 0
        for line in lines {
            if line.hasPrefix("Examples:") { inExamples = true; continue }
            if line.isEmpty { inExamples = false; continue }
            guard inExamples else { continue }
            examples += 1
            // A wrapped example continues at column 0; every example line (and a `\` continuation) is indented.
            #expect(line.hasPrefix("  "), "'lockshot \(command.joined(separator: " ")) --help': an example wraps: '\(line)'")
            #expect(line.count <= 80, "'\(line)' is \(line.count) columns")
        }
        let name = command.joined(separator: " ")
        if !["report", "fonts"].contains(name) { #expect(examples > 0, "'lockshot \(name) --help' shows no examples") }
    }

    @Test("check --help names every rule lockshot runs, in order")
    func checkHelpListsTheRules() throws {
        let result = try CLI.run(["check", "--help"], environment: ["COLUMNS": "200"])
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Rules: " + RuleSet.standard.ids.joined(separator: ", ") + " (docs/rules.md)"), "\(result.stdout)")
    }

    /// The subcommand named first parses the command line alone (fast); anything it refuses goes
    /// through the whole tree, so messages still name "lockshot render", exit 2, and help is whole.
    @Test("usage errors and help name the whole command path", arguments: [
        (["render"], "Missing expected argument '<layout>'"),
        (["render", "layouts/flick-snap.lockshot", "--bogus"], "Unknown option '--bogus'"),
        (["diff", "a.png"], "Missing expected argument '<actual>'"),
        (["report", "merge"], "Missing expected argument '<inputs> ...'"),
    ])
    func usageErrorsNameTheWholePath(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let path = "lockshot " + arguments.prefix(while: { !$0.contains(".") && !$0.hasPrefix("-") }).joined(separator: " ")
        #expect(result.stderr.contains("Usage: " + path), "\(result.stderr)")
    }

    @Test("help names the whole command path", arguments: [["render", "--help"], ["report", "merge", "-h"], ["diff", "--help"]])
    func subcommandHelpShowsTheWholeUsage(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        let path = arguments.filter { !$0.hasPrefix("-") }.joined(separator: " ")
        #expect(result.stdout.contains("USAGE: lockshot \(path) "), "\(result.stdout)")
    }

    /// Subcommands name "lockshot" as their super-command, which skips argument-parser's completion
    /// probe when one parses alone: the request must still reach the whole tree.
    @Test func completionScriptsAreWholeFromAnySubcommand() throws {
        let root = try CLI.run(["--generate-completion-script", "bash"])
        let fromRender = try CLI.run(["render", "--generate-completion-script", "bash"])
        #expect(root.status == 0 && fromRender.status == 0)
        #expect(root.stdout.hasPrefix("#!/bin/bash") && root.stdout.contains("render"))
        #expect(fromRender.stdout == root.stdout)
    }
}
