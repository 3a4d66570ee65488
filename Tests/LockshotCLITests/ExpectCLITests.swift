import Foundation
import Testing

/// Previews that show a fallback on purpose declare it (`expect:`): gallery, render and test
/// count those findings instead of printing them, and fail or warn when they stop happening.
@Suite("expect: in previews, from the commands")
struct ExpectCLITests {
    @Test("gallery of Flick prints none of its fallback previews' warnings and counts them in the summary")
    func galleryCountsExpected() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CLI.run(["gallery", "layouts/flick-pinned-snap.lockshot", "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("cannot use image"), "\(run.stderr)")
        #expect(run.stdout.contains("6 expected findings not shown"), "\(run.stdout)")
    }

    /// A layout whose "fallback" preview expects missing-asset; `thumb` names `image` when given.
    func project(image: String?) throws -> URL {
        let root = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        if let image {
            try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("layouts/fixtures/sunset.jpg"),
                                             to: root.appendingPathComponent("layouts/\(image)"))
        }
        try """
        activity Mine
        attributes {
          title: String
          thumb: Image?
        }
        fonts { Pixel = "LockshotPixel" }
        lockScreen {
          HStack {
            Text(title).font(.custom("Pixel", size: 12))
            Image(thumb ?? "app-icon").resizable().frame(width: 20, height: 20)
          }
          .padding(16)
        }
        preview "fallback" { title: "hi", thumb: "thumb.jpg", expect: ["missing-asset"] }
        """.write(to: root.appendingPathComponent("layouts/mine.lockshot"), atomically: true, encoding: .utf8)
        try #"{ "scales": [1] }"#.write(to: root.appendingPathComponent("lockshot.json"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("lockshot test passes while the expected finding happens, and fails, naming it, once it does not")
    func testFailsOnUnmetExpectation() throws {
        let root = try project(image: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let guarded = try CLI.run(["test"], in: root, environment: ["CI": "", "LOCKSHOT_RECORD": "missing"])
        #expect(guarded.status == 0, "\(guarded.stderr)")

        // The image appears: the preview no longer shows the fallback it exists for.
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("layouts/fixtures/sunset.jpg"),
                                         to: root.appendingPathComponent("layouts/thumb.jpg"))
        let stale = try CLI.run(["test"], in: root, environment: ["CI": "true"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("layouts/mine.lockshot:14:64: error: preview 'fallback' expects 'missing-asset', which did not occur"),
                "\(stale.stderr)")

        let render = try CLI.run(["render", "layouts/mine.lockshot", "-o", "x.png"], in: root)
        #expect(render.status == 0)
        #expect(render.stderr.contains("warning: preview 'fallback' expects 'missing-asset', which did not occur"), "\(render.stderr)")
    }

    @Test("render shows no expected warning, only a count")
    func renderCounts() throws {
        let root = try project(image: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let render = try CLI.run(["render", "layouts/mine.lockshot", "-o", "x.png"], in: root)
        #expect(render.status == 0)
        #expect(!render.stderr.contains("cannot use image"), "\(render.stderr)")
        #expect(render.stderr.contains("note: 1 expected finding not shown"), "\(render.stderr)")
    }
}
