import Foundation
import Testing

@Suite("lockshot render, end to end")
struct RenderCommandTests {
    let flick = "layouts/flick-pinned-snap.lockshot"

    @Test("the first render: Flick lock screen at @3x is 1113 px wide")
    func flickLockScreen() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png")
        let result = try CLI.run(["render", flick, "--preview", "short caption", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(pngSize(try Data(contentsOf: out)))
        #expect(size.width == 1113)
        #expect(size.height == 228)  // 76 pt: 14 pt padding around the 48 pt thumbnail (no 84 pt floor)
    }

    @Test("compact is sized to its content at @3x: a 24 pt thumbnail and a short name make 187.34 × 36.67 pt")
    func compactSize() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("compact.png")
        let result = try CLI.run(["render", flick, "--presentation", "compact", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(pngSize(try Data(contentsOf: out)))
        // 187.34 × 3 rounded: wings of 24 + 7 pt beside the 125.34 pt camera, as iOS 26's narrowest pill (187 pt); the
        // HIG's 230 pt is an example.
        #expect(size.width == 562 && size.height == 110, "\(size)")
    }

    @Test("small is drawn for the watch case asked: 152 × 69.5 pt on 40 mm, 184 × 80.5 by default; an unknown case is refused")
    func smallWatchCases() throws {
        let dir = try CLI.temporaryDirectory()
        for (watch, width, height) in [(nil, 552, 242), ("40mm", 456, 209), ("49", 573, 245)] as [(String?, Int, Int)] {
            let out = dir.appendingPathComponent("small-\(watch ?? "default").png")
            let result = try CLI.run(["render", "layouts/flight.lockshot", "--preview", "in the air", "--presentation", "small", "-o", out.path]
                                     + (watch.map { ["--watch-case", $0] } ?? []))
            #expect(result.status == 0, "\(result.stderr)")
            let size = try #require(pngSize(try Data(contentsOf: out)))
            #expect(size.width == width && size.height == height, "\(watch ?? "default"): \(size)")
        }
        let refused = try CLI.run(["render", "layouts/flight.lockshot", "--presentation", "small", "--watch-case", "42mm"])
        #expect(refused.status == 2 && refused.stderr.contains("unknown watch case '42mm'") && refused.stderr.contains("40mm, 41mm"),
                "\(refused.stderr)")
        let missing = try CLI.run(["render", flick, "--presentation", "small"])
        #expect(missing.status == 2 && missing.stderr.contains("defines no small presentation"), "\(missing.stderr)")
    }

    @Test("--ios 18 draws iOS 18's wider narrowest compact side (44.33 pt); a version lockshot has no figures for is refused")
    func iosVersions() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("compact-18.png")
        let result = try CLI.run(["render", flick, "--presentation", "compact", "--ios", "18", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(pngSize(try Data(contentsOf: out)))
        #expect(size.width == 642 && size.height == 110, "\(size)")  // (2 × 44.33 + 125.34) × 3; 562 on iOS 26 (compactSize)
        let refused = try CLI.run(["render", flick, "--presentation", "compact", "--ios", "17"])
        #expect(refused.status == 2 && refused.stderr.contains("--ios 17") && refused.stderr.contains("26 and 18"), "\(refused.stderr)")
    }

    @Test("the same render twice gives byte-identical PNGs")
    func deterministic() throws {
        let dir = try CLI.temporaryDirectory()
        var images: [Data] = []
        for name in ["a.png", "b.png"] {
            let out = dir.appendingPathComponent(name)
            let result = try CLI.run(["render", flick, "--preview", "emoji-only caption", "-o", out.path])
            #expect(result.status == 0)
            images.append(try Data(contentsOf: out))
        }
        #expect(images[0] == images[1])
    }

    @Test("--dump-layout json prints the laid-out tree with its root metadata")
    func dumpLayout() throws {
        let result = try CLI.run(["render", flick, "--preview", "no caption", "--dump-layout", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(json["layout"] as? String == "flick-pinned-snap")
        #expect(json["preview"] as? String == "no caption")
        #expect(json["presentation"] as? String == "lockScreen")
        #expect(json["device"] as? String == "iphone-15-pro")
        #expect(result.stdout.contains("\"displayedText\""))
    }

    @Test("a layout with errors exits 2 and points at each error with file:line:column")
    func parseErrors() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("bad.lockshot")
        try "lockScreen {\n  Text(\"hi\").fnt(12)\n  Foo()\n}\n".write(to: layout, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", "bad.lockshot"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.lockshot:2:14: error: unknown modifier 'fnt'"))
        #expect(result.stderr.contains("did you mean 'font'?"))
        #expect(result.stderr.contains("bad.lockshot:3:3: error: unknown view 'Foo'"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.lockScreen.png").path))
    }

    @Test("bad invocations exit 2 with a message naming the flag", arguments: [
        (["render", "layouts/flick-pinned-snap.lockshot", "--bogus"], "--bogus"),
        (["render", "layouts/flick-pinned-snap.lockshot", "--scale", "4"], "--scale"),
        (["render", "layouts/flick-pinned-snap.lockshot", "--device", "iphone-15-pr"], "iphone-15-pro"),
        (["render", "layouts/flick-pinned-snap.lockshot", "--preview", "short captoin"], "short caption"),
        (["render", "layouts/no-such-file.lockshot"], "no-such-file.lockshot"),
    ])
    func badInvocation(arguments: [String], mentions: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
    }

    @Test("--all-previews --all-presentations names files <layout>/<preview>/<presentation>.<device>@<scale>x.png")
    func batchNaming() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["render", "layouts/pager2077.lockshot", "--all-previews", "--all-presentations",
                                          "--scale", "1", "-o", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        let expanded = dir.appendingPathComponent("pager2077/long-message/expanded.iphone-15-pro@1x.png")
        let size = try #require(pngSize(try Data(contentsOf: expanded)))
        #expect(size.width == 371)
        let minimal = dir.appendingPathComponent("pager2077/dark/minimal.iphone-15-pro@1x.png")
        #expect(FileManager.default.fileExists(atPath: minimal.path))
    }

    @Test("SVG and PDF outputs are well-formed, with --format or from the -o extension", arguments: [true, false])
    func vectorFormats(explicitFormat: Bool) throws {
        let dir = try CLI.temporaryDirectory()
        for format in ["svg", "pdf"] {
            let out = dir.appendingPathComponent("out.\(format)")
            let result = try CLI.run(["render", flick] + (explicitFormat ? ["--format", format] : []) + ["-o", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            let head = String(decoding: try Data(contentsOf: out).prefix(64), as: UTF8.self)
            #expect(format == "svg" ? head.contains("<?xml") || head.contains("<svg") : head.hasPrefix("%PDF"), "\(head)")
        }
    }

    @Test("an -o extension that contradicts --format is refused before rendering")
    func contradictoryFormat() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("out.pdf")
        let result = try CLI.run(["render", flick, "--format", "png", "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("names a .pdf file but --format is png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("devices marks every inferred figure")
    func devices() throws {
        let result = try CLI.run(["devices"])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro ") })
        #expect(line.contains("(inferred)"))
        let published = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-15-pro ") })
        #expect(!published.contains("(inferred)"))
    }
}
