import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LockshotGolden
import LockshotTestSupport
import Testing

/// The GitHub Action and workflows, verified here without GitHub: linted, and the sharded
/// workflow replayed locally with the commands read from its YAML.
@Suite("GitHub workflow")
struct WorkflowTests {
    static let workflowFiles = ["action.yml", ".github/workflows/lockshot-golden.yml", ".github/workflows/ci.yml",
                                ".github/workflows/release.yml"]

    @Test("zizmor (offline) finds nothing in the action and workflows, and does flag an unpinned action",
          .enabled(if: ExternalTool.available("zizmor")))
    func zizmor() throws {
        let zizmor = try ExternalTool.require("zizmor")
        let result = try ExternalTool.run(zizmor, ["--offline", "--no-progress"] + Self.workflowFiles)
        #expect(result.status == 0, "\(result.output)")

        // The audit that matters most offline is live: a tag-pinned action is a finding.
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unpinned = directory.appendingPathComponent("unpinned.yml")
        try """
        name: unpinned
        on: push
        permissions: {}
        jobs:
          a:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
                with:
                  persist-credentials: false
        """.write(to: unpinned, atomically: true, encoding: .utf8)
        let flagged = try ExternalTool.run(zizmor, ["--offline", "--no-progress", unpinned.path])
        #expect(flagged.status != 0)
        #expect(flagged.output.contains("unpinned-uses"), "\(flagged.output)")
    }

    @Test("the workflows and the action validate against GitHub's schemas (check-jsonschema)",
          .enabled(if: ExternalTool.available("check-jsonschema")))
    func schemas() throws {
        let tool = try ExternalTool.require("check-jsonschema")
        let workflows = try ExternalTool.run(tool, ["--builtin-schema", "vendor.github-workflows",
                                                    ".github/workflows/lockshot-golden.yml", ".github/workflows/ci.yml",
                                                    ".github/workflows/release.yml"])
        #expect(workflows.status == 0, "\(workflows.output)")
        let action = try ExternalTool.run(tool, ["--builtin-schema", "vendor.github-actions", "action.yml"])
        #expect(action.status == 0, "\(action.output)")
    }

    @Test("actions are pinned by commit SHA, checkouts keep no credentials, and permissions start empty")
    func hardening() throws {
        for path in Self.workflowFiles {
            let text = try String(contentsOf: CLI.repository.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("uses: ") && !line.contains("uses: ./")
                && !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                let reference = line.split(separator: "@", maxSplits: 1).last.map(String.init) ?? ""
                let sha = reference.prefix { $0.isHexDigit }
                #expect(sha.count == 40, "\(path): \(line.trimmingCharacters(in: .whitespaces)) is not pinned by SHA")
            }
            let checkouts = text.components(separatedBy: "uses: actions/checkout@").count - 1
            let kept = text.components(separatedBy: "persist-credentials: false").count - 1
            #expect(checkouts == kept, "\(path): every checkout sets persist-credentials: false")
            if path.hasPrefix(".github/") { #expect(text.contains("\npermissions: {}\n"), "\(path)") }
        }
    }

    /// The `run: |` block of the action's step `name`: its lines up to the next step.
    static func actionStep(_ name: String) throws -> String {
        let action = try String(contentsOf: CLI.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        let step = try #require(action.components(separatedBy: "- name: \(name)\n").dropFirst().first)
        let block = try #require(step.components(separatedBy: "run: |\n").dropFirst().first)
        return block.components(separatedBy: "\n").prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("- name:") }
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n")
    }

    @Test("at a version tag the action takes its release archive, checked against its SHA-256; a branch, a debug build, a bad sum or no asset build from source")
    func releaseArchive() throws {
        let script = try Self.actionStep("Use the release archive")
        let server = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: server) }
        var machine = utsname()
        uname(&machine)
        let arch = withUnsafeBytes(of: machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let name = "lockshot-0.9.1-linux-\(arch)"
        // The release as GitHub serves it: <server>/<repository>/releases/download/<tag>/<name>.tar.gz and .sha256.
        let stage = server.appendingPathComponent("stage/\(name)/bin")
        try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 0.9.1\n".write(to: stage.appendingPathComponent("lockshot"), atomically: true, encoding: .utf8)
        let assets = server.appendingPathComponent("owner/lockshot/releases/download/v0.9.1")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let pack = try runProcess("/bin/sh", ["-c", "tar -C stage -czf \(assets.path)/\(name).tar.gz \(name) && cd \(assets.path) && sha256sum \(name).tar.gz > \(name).tar.gz.sha256"],
                                  in: server)
        try #require(pack.status == 0, "\(pack.stderr)")
        func run(ref: String, configuration: String = "release") throws -> String {
            let temp = try CLI.temporaryDirectory()
            let output = temp.appendingPathComponent("github-output")
            _ = FileManager.default.createFile(atPath: output.path, contents: Data())
            let result = try runProcess("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], environment: [
                "LS_REF": ref, "LS_REPOSITORY": "owner/lockshot", "LS_SERVER": "file://" + server.path, "LS_CONFIGURATION": configuration,
                "RUNNER_TEMP": temp.path, "GITHUB_OUTPUT": output.path])
            #expect(result.status == 0, "\(result.stderr)")
            return try String(contentsOf: output, encoding: .utf8)
        }
        let taken = try run(ref: "v0.9.1")
        #expect(taken.hasPrefix("lockshot=") && taken.contains("/\(name)/bin/lockshot"), "\(taken)")
        #expect(try run(ref: "main").isEmpty)
        #expect(try run(ref: "v0.9.1", configuration: "debug").isEmpty)
        #expect(try run(ref: "v0.9.2").isEmpty, "no such release")
        try "0000  \(name).tar.gz\n".write(to: assets.appendingPathComponent("\(name).tar.gz.sha256"), atomically: true, encoding: .utf8)
        #expect(try run(ref: "v0.9.1").isEmpty, "a sum that does not match: built from source")
    }

    @Test("the action's cache-key step passes on a fresh checkout (no Package.resolved), under bash -eo pipefail as runners run it")
    func cacheKeyOnFreshCheckout() throws {
        let script = try Self.actionStep("Key the build cache")
        let checkout = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Package.swift"),
                                         to: checkout.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Sources/LockshotKit"),
                                         to: checkout.appendingPathComponent("Sources/LockshotKit"))
        #expect(!FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.resolved").path))
        let output = checkout.appendingPathComponent("github-output")
        _ = FileManager.default.createFile(atPath: output.path, contents: Data())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GITHUB_ACTION_PATH": checkout.path, "GITHUB_OUTPUT": output.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)\n\(script)")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("hash=") && written.contains("build=\(checkout.path)/.build"), "\(written)")
        // With a Package.resolved the key changes (it is hashed when a build made one).
        try Data("{}".utf8).write(to: checkout.appendingPathComponent("Package.resolved"))
        try Data().write(to: output)
        let again = Process()
        again.executableURL = process.executableURL
        again.arguments = process.arguments
        again.environment = process.environment
        try again.run()
        again.waitUntilExit()
        #expect(again.terminationStatus == 0)
        let second = try String(contentsOf: output, encoding: .utf8)
        #expect(second.split(separator: "\n").first != written.split(separator: "\n").first)
    }

    /// A small project: two layouts at @1x (45 cases: flight has a small region), goldens recorded, then one golden
    /// replaced by another preview's picture so exactly one case fails.
    static func project() throws -> URL {
        let root = try CLI.temporaryDirectory()
        let layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        for name in ["pager2077.lockshot", "flight.lockshot"] {
            try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("layouts/" + name),
                                             to: layouts.appendingPathComponent(name))
        }
        try #"{"layouts": ["layouts"], "devices": ["iphone-15-pro"], "scales": [1], "golden": "golden"}"#
            .write(to: root.appendingPathComponent("lockshot.json"), atomically: true, encoding: .utf8)
        let seed = try CLI.run(["test", "--record", "missing", "--report", ".lockshot/seed"], in: root)
        #expect(seed.status == 0, "\(seed.stderr)")
        let golden = root.appendingPathComponent("golden/pager2077")
        let changed = golden.appendingPathComponent("lcd-green/lockScreen.iphone-15-pro@1x.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: golden.appendingPathComponent("dark/lockScreen.iphone-15-pro@1x.png"), to: changed)
        return root
    }

    /// `value` with the matrix and input expressions of the shard job filled in.
    static func expand(_ value: String, shard: Int, of count: Int) -> String {
        value.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            .replacingOccurrences(of: "${{ inputs.shards }}", with: "\(count)")
    }

    /// The record without what varies between runs (wall times).
    static func comparable(_ url: URL) throws -> RunRecord {
        var record = try RunRecord.load(path: url.path)
        record.seconds = 0
        record.cases = record.cases.map { var c = $0; c.milliseconds = 0; return c }
        return record
    }

    @Test("a 3-shard replay of the workflow merges to the unsharded run's record; a missing shard fails the merge")
    func replay() throws {
        let lockshot = try #require(CLI.binary, "the lockshot executable was not built next to the tests").path
        let action = try WorkflowFile("action.yml")
        let workflow = try WorkflowFile(".github/workflows/lockshot-golden.yml")
        let testScript = try action.script(ofStep: "test")
        let mergeScript = try workflow.script(ofStep: "merge")
        let summaryScript = try workflow.script(ofStep: "summary")
        let shardInputs = try workflow.mapping("with", ofStep: "lockshot")
        let mergeEnv = try workflow.mapping("env", ofStep: "merge")
        let shards = 3

        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let work = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }

        /// The action's `lockshot test` step, as a shard job (or, without a shard, one job) runs it.
        func runTest(shard: String, report: String) throws -> [String: String] {
            let output = work.appendingPathComponent("output-\(UUID().uuidString)")
            let result = try ExternalTool.bash(testScript, in: project, environment: [
                "CI": "true", "LOCKSHOT": lockshot, "LS_SHARD": shard, "LS_TEST_ARGUMENTS": "", "LS_REPORT": report,
                "LS_WORKING_DIRECTORY": ".", "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": "",
            ])
            #expect(result.status == 0, "the test step records the exit code and leaves failing to the verdict: \(result.output)")
            return githubOutputs(output)
        }

        // The shard jobs, each into its own report directory, as the workflow names them.
        var shardReports: [URL] = []
        for index in 1...shards {
            let shard = Self.expand(try #require(shardInputs["shard"]), shard: index, of: shards)
            let report = Self.expand(try #require(shardInputs["report"]), shard: index, of: shards)
            #expect(shard == "\(index)/\(shards)")
            let outputs = try runTest(shard: shard, report: report)
            #expect(outputs["run-record"] == "./\(report)/run.json")
            shardReports.append(project.appendingPathComponent(report))
        }
        let full = try runTest(shard: "", report: ".lockshot/full")
        #expect(full["exit-code"] == "1")
        #expect(full["summary"] == "45 cases: 44 passed, 1 failed")

        /// The merge job: download-artifact puts each shard's artifact in `<path>/<artifact name>/`.
        func merge(_ shardIndices: [Int]) throws -> (workspace: URL, outputs: [String: String], log: String) {
            let workspace = work.appendingPathComponent("merge-\(shardIndices.map(String.init).joined())")
            let downloads = workspace.appendingPathComponent(try #require(mergeEnv["LS_SHARDS"]))
            try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
            for index in shardIndices {
                try FileManager.default.copyItem(at: shardReports[index - 1],
                                                 to: downloads.appendingPathComponent("lockshot-shard-\(index)"))
            }
            let output = workspace.appendingPathComponent("github-output")
            var environment = mergeEnv
            environment["LOCKSHOT"] = lockshot
            environment["GITHUB_OUTPUT"] = output.path
            let result = try ExternalTool.bash(mergeScript, in: workspace, environment: environment)
            #expect(result.status == 0, "the merge step records the exit code for the verdict: \(result.output)")
            return (workspace, githubOutputs(output), result.output)
        }

        let merged = try merge(Array(1...shards))
        #expect(merged.outputs["exit-code"] == "1", "the merged run has a failure, so it exits as lockshot test would")
        let report = merged.workspace.appendingPathComponent(try #require(mergeEnv["LS_REPORT"]))
        let mergedRecord = try Self.comparable(report.appendingPathComponent("run.json"))
        let fullRecord = try Self.comparable(project.appendingPathComponent(".lockshot/full/run.json"))
        #expect(mergedRecord == fullRecord)
        #expect(mergedRecord.summary.failed == 1 && mergedRecord.summary.total == 45)
        for name in ["expected", "actual", "diff"] {
            let relative = "cases/pager2077/lcd-green/lockScreen.iphone-15-pro@1x/\(name).png"
            #expect(FileManager.default.contents(atPath: report.appendingPathComponent(relative).path)
                    == FileManager.default.contents(atPath: project.appendingPathComponent(".lockshot/full/" + relative).path),
                    "\(relative) is inside the merged report")
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("../"), "the merged report points outside its folder")

        // The job summary step: the summary file does not exist yet; the link goes to the artifact.
        let summary = merged.workspace.appendingPathComponent("runner/step-summary.md")
        var summaryEnv = try workflow.mapping("env", ofStep: "summary")
        summaryEnv["LOCKSHOT"] = lockshot
        summaryEnv["LS_REPORT_URL"] = "https://github.com/o/r/actions/runs/1/artifacts/2"
        summaryEnv["GITHUB_STEP_SUMMARY"] = summary.path
        let summaryRun = try ExternalTool.bash(summaryScript, in: merged.workspace, environment: summaryEnv)
        #expect(summaryRun.status == 0, "\(summaryRun.output)")
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.contains("❌ 1 failing"))
        #expect(markdown.contains("[download the report](https://github.com/o/r/actions/runs/1/artifacts/2)"))
        #expect(markdown.contains("diff: `cases/pager2077/lcd-green/lockScreen.iphone-15-pro@1x/diff.png`"))

        // Shard 2's artifact never arrived: the merge names it and fails, writing no record.
        let partial = try merge([1, 3])
        #expect(partial.outputs["exit-code"] == "1")
        #expect(partial.log.contains("shard 2/3 is missing"), "\(partial.log)")
        #expect(!FileManager.default.fileExists(atPath: partial.workspace.appendingPathComponent(
            (mergeEnv["LS_REPORT"] ?? "") + "/run.json").path))
    }

    @Test("the merged report folder, copied alone elsewhere, shows every image in headless Chromium",
          .enabled(if: ExternalTool.available("chromium")))
    func reportInBrowser() throws {
        let chromium = try ExternalTool.require("chromium")
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        for index in 1...3 {
            let shard = try CLI.run(["test", "--shard", "\(index)/3", "--report", "shards/\(index)"], in: project,
                                    environment: ["CI": "true"])
            #expect(shard.status <= 1, "\(shard.stderr)")
        }
        let merge = try CLI.run(["report", "merge", "shards/1/run.json", "shards/2/run.json", "shards/3/run.json",
                                 "-o", "merged/run.json", "--reports"], in: project)
        #expect(merge.status == 1, "a failing merged run exits 1: \(merge.stdout) \(merge.stderr)")

        // Only the merged folder travels; the shards stay behind (and are then deleted).
        let elsewhere = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let copy = elsewhere.appendingPathComponent("lockshot-report")
        try FileManager.default.copyItem(at: project.appendingPathComponent("merged"), to: copy)
        try FileManager.default.removeItem(at: project.appendingPathComponent("shards"))
        // A probe beside the folder loads its index.html in a frame and lists every image's state.
        try """
        <!doctype html><html><body><pre id="out">pending</pre><iframe id="f" src="lockshot-report/index.html"></iframe>
        <script>
        document.getElementById('f').addEventListener('load', function () {
          var images = Array.prototype.slice.call(this.contentDocument.images);
          document.getElementById('out').textContent = images.map(function (i) {
            return (i.complete && i.naturalWidth > 0 ? 'ok ' : 'broken ') + i.getAttribute('src');
          }).join('\\n') + '\\ncount ' + images.length;
        });
        </script></body></html>
        """.write(to: elsewhere.appendingPathComponent("probe.html"), atomically: true, encoding: .utf8)
        let result = try ExternalTool.run(chromium, [
            "--headless", "--disable-gpu", "--no-sandbox", "--allow-file-access-from-files",
            "--virtual-time-budget=10000", "--dump-dom", elsewhere.appendingPathComponent("probe.html").absoluteString,
        ], in: elsewhere, environment: ["HOME": elsewhere.path])
        #expect(result.status == 0)
        // The probe's verdict: the <pre> it filled, one line per image and a count.
        let dom = result.output
        let verdict = try #require(dom.range(of: "<pre id=\"out\">").flatMap { open in
            dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex).map { String(dom[open.upperBound..<$0.lowerBound]) }
        }, "\(dom.suffix(2000))")
        let lines = verdict.split(separator: "\n").map(String.init)
        // expected, actual, diff side by side plus expected and actual in the wipe slider.
        #expect(lines.last == "count 5", "\(verdict)")
        #expect(lines.dropLast().count == 5 && lines.dropLast().allSatisfy { $0.hasPrefix("ok cases/") }, "\(verdict)")
    }

    @Test("lockshot test --accept --from takes the new images from a downloaded merged report")
    func acceptFromReport() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        for index in 1...2 {
            _ = try CLI.run(["test", "--shard", "\(index)/2", "--report", "shards/\(index)"], in: project, environment: ["CI": "true"])
        }
        let merge = try CLI.run(["report", "merge", "shards/1/run.json", "shards/2/run.json", "-o", "merged/run.json"], in: project)
        #expect(merge.status == 1)
        let download = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: download) }
        let record = download.appendingPathComponent("lockshot-report")
        try FileManager.default.copyItem(at: project.appendingPathComponent("merged"), to: record)
        try FileManager.default.removeItem(at: project.appendingPathComponent("shards"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("merged"))

        let accept = try CLI.run(["test", "--accept", "--from", record.appendingPathComponent("run.json").path], in: project)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout == "accepted pager2077/lcd-green/lockScreen.iphone-15-pro@1x\n")
        let rerun = try CLI.run(["test", "--report", ".lockshot/after"], in: project, environment: ["CI": "true"])
        #expect(rerun.status == 0 && rerun.stdout.contains("45 cases: 45 passed"), "\(rerun.stdout)\(rerun.stderr)")
        let misuse = try CLI.run(["test", "--from", "run.json"], in: project)
        #expect(misuse.status == 64 || misuse.status == 2)
        #expect(misuse.stderr.contains("add --accept"))
    }
}
