import Foundation
import Testing

/// Hostile input through the real binary: a diagnostic and an exit status, never a crash.
@Suite("bad input, end to end")
struct RobustnessCLITests {
    func layout(_ body: String, in directory: URL, attributes: String = "", preview: String = "") throws -> String {
        let path = directory.appendingPathComponent("case.lockshot").path
        try """
        \(attributes)
        lockScreen {
          \(body)
        }
        preview "p" { \(preview) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("infinite or absurd geometry exits 2 from render and check, with the place", arguments: [
        "Text(\"x\").offset(x: .infinity)",
        "Text(\"x\").padding(1e308)",
        "HStack(spacing: 1e308) { Text(\"x\") }",
        "Text(\"x\").font(.system(size: 1e308))",
        "Text(\"x\").frame(width: 1 / 0)",
    ])
    func absurdGeometry(body: String) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try layout(body, in: directory)
        for command in ["render", "check"] {
            let result = try CLI.run([command, path] + (command == "render" ? ["-o", directory.path + "/x.png"] : []))
            #expect(result.status == 2, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("case.lockshot:3:"), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/x.png"))
    }

    @Test("a modifier chain thousands long is 'nesting is too deep', not a stack overflow")
    func longModifierChain() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try layout("Text(\"x\")" + String(repeating: ".padding(1)", count: 5000), in: directory)
        for arguments in [["render", path, "-o", directory.path + "/x.png"], ["check", path]] {
            let command = arguments[0]
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(command): \(result.status)")
            #expect(result.stderr.contains("nesting is too deep"), "\(command): \(result.stderr.prefix(500))")
        }
    }

    @Test("a date that only looks valid is exit 2, not a picture at the wrong time")
    func impossibleDate() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try layout("Text(when, style: .date)", in: directory, attributes: "attributes { when: Date }",
                              preview: "when: \"2026-02-30T10:00:00Z\"")
        let result = try CLI.run(["render", path, "-o", directory.path + "/x.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("case.lockshot:5:"), "\(result.stderr)")
        #expect(result.stderr.contains("is not an ISO 8601 date"), "\(result.stderr)")
    }

    @Test("render writes the picture but exits 1 when it reports an error-level problem")
    func errorLevelProblemExits1() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try layout("Image(\"nowhere.png\").frame(width: 20, height: 20)", in: directory)
        let out = directory.appendingPathComponent("x.png")
        let result = try CLI.run(["render", path, "-o", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error:"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test("-o onto a pipe writes through it and leaves the pipe a pipe")
    func outputToAPipe() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, directory.appendingPathComponent("read.png").path]
        try reader.run()
        let result = try CLI.run(["render", "layouts/pager2077.lockshot", "--scale", "1", "-o", fifo])
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
        let read = try Data(contentsOf: directory.appendingPathComponent("read.png"))
        #expect(pngSize(read)?.width == 371)
    }

    @Test("render refuses an -o that is the layout, an image it draws, or not an image file name")
    func renderNeverOverwritesItsInputs() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("layouts/fixtures/wide.png"),
                                         to: directory.appendingPathComponent("wide.png"))
        let path = try layout("Image(\"wide.png\").resizable().frame(width: 40, height: 20)", in: directory)
        let source = try Data(contentsOf: URL(fileURLWithPath: path))
        let image = try Data(contentsOf: directory.appendingPathComponent("wide.png"))
        for target in [path, directory.path + "/./wide.png", directory.path + "/notes.json"] {
            let result = try CLI.run(["render", path, "-o", target])
            #expect(result.status == 2, "\(target): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == source)
        #expect(try Data(contentsOf: directory.appendingPathComponent("wide.png")) == image)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/notes.json"))
    }

    @Test("diff refuses to write its diff image over an input")
    func diffOverInput() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path
        #expect(try CLI.run(["render", "layouts/pager2077.lockshot", "--scale", "1", "-o", a]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        let symbolic = directory.appendingPathComponent("symbolic.png").path
        let hard = directory.appendingPathComponent("hard.png").path
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: a)
        try FileManager.default.linkItem(atPath: a, toPath: hard)
        for output in [a, directory.path + "/./a.png", symbolic, hard] {
            let result = try CLI.run(["diff", a, a, "-o", output])
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr.contains("is one of the images being compared"), "\(output): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == before)
    }
}

@Suite("render's environment flags")
struct EnvironmentFlagTests {
    @Test("--stale and --always-on override the preview")
    func staleAndAlwaysOn() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("env.lockshot").path
        try """
        lockScreen {
          if isStale { Text("Updating…") } else if isLuminanceReduced { Text("dim") } else { Text("live") }
        }
        preview "p" { isStale: true }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        func shown(_ flags: [String]) throws -> String {
            let result = try CLI.run(["render", path, "--dump-layout", "json"] + flags)
            #expect(result.status == 0, "\(result.stderr)")
            for text in ["Updating…", "dim", "live"] where result.stdout.contains("\"displayedText\": \"\(text)\"") {
                return text
            }
            return result.stdout
        }
        #expect(try shown([]) == "Updating…")
        #expect(try shown(["--no-stale"]) == "live")
        #expect(try shown(["--no-stale", "--always-on"]) == "dim")
    }
}
