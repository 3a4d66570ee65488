import Foundation
import Testing

@Suite("lockshot gallery, end to end")
struct GalleryCommandTests {
    @Test("a second run rewrites nothing; images no preview produces are removed, other files kept")
    func stableAndPruned() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = ["gallery", "layouts/pager2077.lockshot", "--out", out.path, "--scale", "1"]

        let first = try CLI.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let index = try String(contentsOf: out.appendingPathComponent("index.md"), encoding: .utf8)
        #expect(index.contains("(pager2077/lcd-green/lockScreen.png)"), "\(index)")
        let png = out.appendingPathComponent("pager2077/lcd-green/lockScreen.png")
        let stamp = try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date

        // A preview that no longer exists, and a file lockshot did not write.
        let stale = out.appendingPathComponent("pager2077/renamed-preview/lockScreen.png")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: stale)
        let notes = out.appendingPathComponent("pager2077/NOTES.txt")
        try Data("keep".utf8).write(to: notes)
        // Images a person put there, or `lockshot render` wrote: not the gallery's, so kept.
        let own = ["pager2077/logo.png", "pager2077/screens/hero.png", "pager2077/dark/lockScreen.iphone-15-pro@1x.png"]
            .map { out.appendingPathComponent($0) }
        for file in own {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([9]).write(to: file)
        }

        let second = try CLI.run(arguments)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains(" 0 files written"), "\(second.stdout)")
        #expect(second.stdout.contains("1 stale removed"), "\(second.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: stale.deletingLastPathComponent().path))
        #expect(FileManager.default.fileExists(atPath: notes.path))
        for file in own { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) was deleted") }
        #expect(try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date == stamp)
    }
}

@Suite("the README's tour")
struct ReadmeTourTests {
    static let blocks: [String] = {
        let readme = (try? String(contentsOf: CLI.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }()

    @Test("every layout in the README's tour checks without errors and renders", arguments: blocks.indices)
    func tourLayoutIsValid(_ index: Int) throws {
        #expect(Self.blocks.count >= 2, "README.md lost a tour layout")
        let block = Self.blocks[index]
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("layouts/fixtures/sunset.jpg"),
                                         to: directory.appendingPathComponent("fixtures/sunset.jpg"))
        let layout = directory.appendingPathComponent("tour.lockshot")
        try block.write(to: layout, atomically: true, encoding: .utf8)

        let check = try CLI.run(["check", layout.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("0 errors"), "\(check.stderr)")
        let render = try CLI.run(["render", layout.path, "-o", directory.appendingPathComponent("tour.png").path])
        #expect(render.status == 0, "\(render.stderr)")
        let png = try Data(contentsOf: directory.appendingPathComponent("tour.png"))
        #expect(pngSize(png)?.width == 1113)
    }
}
