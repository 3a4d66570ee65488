import Foundation
import LockshotKit
import LockshotTestSupport
import Testing

/// A repository as it is (issue 40): lockshot pointed at a project's root compiles exactly the target Xcode would and
/// draws it; `lockshot targets` says why each file is in; `--target` chooses; what cannot be drawn is a located error.
@Suite("projects (CLI)", .serialized, .tags(.swiftc), .slow)
struct ProjectCLITests {
    static let fixtures = CLI.repository.appendingPathComponent("Tests/LockshotProjectTests/Fixtures")

    @Test("a project root's inputs are every file its widget target compiles, wherever it lives: what serve watches and redraws on")
    func inputsAreTheTargetsFiles() throws {
        let root = Self.fixtures.appendingPathComponent("Classic").path
        let result = try Pipeline().render(RenderRequest(layoutPath: root))
        #expect(result.inputFiles.contains { $0.hasSuffix("Classic/Shared/RelayAttributes.swift") }, "\(result.inputFiles)")
        #expect(result.inputFiles.contains { $0.hasSuffix("Classic/RelayWidget/RelayLiveActivity.swift") })
        #expect(!result.inputFiles.contains { $0.hasSuffix("Unused.swift") }, "a file in no target is not watched")
    }

    @Test("from a project's root: only the widget target's files (the app's MapKit code, a broken file in no target and the tests stay out), its MainActor isolation, its conditions, its framework target and local package")
    func rendersFromTheRoot() throws {
        for (fixture, expected) in [("Synchronized", "Lunar Relay"), ("Classic", "NORTHERN STAR"), ("XcodeGen", "Halley"),
                                    ("Expo", "Tempo run"), ("ExpoMonorepo", "Arrives in 12 min" /* a CocoaPods pod's function */),
                                    ("Loose", "Corner Bakery"), ("SwiftPackage", "Saint-Malo" /* read from its resource through Bundle.module */)] {
            let result = try CLI.run(["render", ".", "--dump-layout", "json"], in: Self.fixtures.appendingPathComponent(fixture))
            #expect(result.status == 0, "\(fixture): \(result.stderr)")
            #expect(result.stdout.contains("\"\(expected)\""), "\(fixture) drew no '\(expected)': \(result.stdout.prefix(300))")
        }
    }

    @Test("lockshot targets explains the target: each file with its reason, the modules, the settings, what was left out")
    func explainsTargets() throws {
        let result = try CLI.run(["targets"], in: Self.fixtures.appendingPathComponent("Synchronized"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("OrbitWidgetExtension (app-extension): Live Activity in OrbitWidget/OrbitLiveActivity.swift"))
        #expect(result.stdout.contains("Orbit/Shared/Palette.swift  — added by the exception set of synchronized folder 'Orbit'"))
        #expect(result.stdout.contains("OrbitWidget/Info.plist  — removed by the exception set of synchronized folder 'OrbitWidget'"))
        #expect(result.stdout.contains("-default-isolation MainActor"))
        let json = try CLI.run(["targets", "--json"], in: Self.fixtures.appendingPathComponent("Classic"))
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        #expect(object["chosen"] as? String == "RelayWidgetExtension")
        #expect(object["liveActivityTargets"] as? [String] == ["RelayWidgetExtension"])
    }

    @Test("--target naming no target is an error naming the targets, exit 2 for render; the gallery of a root is named after it")
    func choosingATarget() throws {
        let bad = try CLI.run(["render", ".", "--target", "RelayWidget", "-o", "/dev/null"], in: Self.fixtures.appendingPathComponent("Classic"))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("no target 'RelayWidget' in Relay.xcodeproj") || bad.stderr.contains("no target 'RelayWidget'"), "\(bad.stderr)")
        #expect(bad.stderr.contains("did you mean 'RelayWidgetExtension'?"), "\(bad.stderr)")
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try CLI.run(["gallery", ".", "--out", out.path, "--target", "OrbitWidgetExtension"],
                                  in: Self.fixtures.appendingPathComponent("Synchronized"))
        #expect(gallery.status == 0, "\(gallery.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path + "/Synchronized/orbit/lockScreen.png"),
                "\((try? FileManager.default.subpathsOfDirectory(atPath: out.path)) ?? [])")
    }

    @Test("two widget extensions: gallery . draws both, each under its folder's name; render . asks for --target")
    func twoTargets() throws {
        let project = Self.fixtures.appendingPathComponent("TwoWidgets")
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try CLI.run(["gallery", ".", "--out", out.path], in: project)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        for image in ["AlphaWidget/meter-1/lockScreen.png", "BetaWidget/cycle-1/lockScreen.png"] {
            #expect(FileManager.default.fileExists(atPath: out.path + "/" + image), "\(image)")
        }
        let render = try CLI.run(["render", ".", "-o", out.path + "/one.png"], in: project)
        #expect(render.status == 2 && render.stderr.contains("2 targets hold a Live Activity: AlphaWidgetExtension, BetaWidgetExtension"),
                "\(render.stderr)")
        let chosen = try CLI.run(["render", ".", "--target", "BetaWidgetExtension", "--dump-layout", "json"], in: project)
        #expect(chosen.status == 0 && chosen.stdout.contains("\"Machine 3\""), "\(chosen.stderr)")
    }

    @Test("lockshot previews writes the generated samples as #Previews under the author's names, never over a file")
    func writesPreviews() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = CLI.repository.appendingPathComponent("Tests/swift-widgets/compiled/errors/NoPreview.swift")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("NoPreview.swift"))
        let written = folder.appendingPathComponent("Previews.swift").path
        let result = try CLI.run(["previews", folder.path, "--write", written])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: written, encoding: .utf8)
        #expect(text.contains("#Preview(\"Quiet\", as: .content, using: QuietAttributes())") && text.contains("QuietAttributes.ContentState(count: 3)"),
                "\(text)")
        let again = try CLI.run(["previews", folder.path, "--write", written])
        #expect(again.status == 2 && again.stderr.contains("never overwrites"))
        let drawn = try CLI.run(["render", folder.path, "--dump-layout", "json"])
        #expect(drawn.status == 0 && drawn.stdout.contains("\"preview\": \"Quiet\""),
                "the written preview is the author's now: \(drawn.stdout.prefix(200)) \(drawn.stderr)")
    }
}
