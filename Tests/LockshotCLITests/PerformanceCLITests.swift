import Foundation
import Testing

/// The fast paths of issue 13 behave like the slow ones: same pixels, same counts, same answers.
@Suite("fast paths")
struct PerformanceCLITests {
    static let layout = "layouts/flick-pinned-snap.lockshot"

    /// `render -o` writes fast-compressed previews: the pixels are the golden's exactly.
    @Test func renderPreviewHasTheGoldensPixels() throws {
        let directory = try CLI.temporaryDirectory()
        let out = directory.appendingPathComponent("out.png").path
        #expect(try CLI.run(["render", Self.layout, "--preview", "short caption", "-o", out]).status == 0)
        let golden = "golden/flick-pinned-snap/short-caption/lockScreen.iphone-15-pro@3x.png"
        let result = try CLI.run(["diff", golden, out])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("identical pixels"))
    }

    /// `diff --count-only` prints the same count the full diff reports, draws nothing, keeps the exit status.
    @Test func countOnlyPrintsTheCount() throws {
        let a = "golden/flick-pinned-snap/short-caption/lockScreen.iphone-15-pro@3x.png"
        let b = "golden/flick-pinned-snap/caption-at-limit/lockScreen.iphone-15-pro@3x.png"
        let full = try CLI.run(["diff", a, b])
        #expect(full.status == 1)
        let counted = try CLI.run(["diff", a, b, "--count-only"])
        #expect(counted.status == 1)
        let count = counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Int(count) ?? 0 > 0)
        #expect(full.stdout.contains("\(count) pixels differ"), "\(full.stdout)")
        let same = try CLI.run(["diff", a, a, "--count-only"])
        #expect(same.status == 0)
        #expect(same.stdout == "0\n")
    }

    /// `--version` answers before argument parsing, with the version argument-parser would print.
    @Test func versionFastPath() throws {
        let fast = try CLI.run(["--version"])
        let parsed = try CLI.run(["render", "--version"])
        #expect(fast.status == 0)
        #expect(fast.stdout == parsed.stdout)
    }
}
