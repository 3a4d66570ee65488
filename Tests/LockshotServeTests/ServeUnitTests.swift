import Foundation
import LockshotTestSupport
import LockshotKit
import LockshotLayout
@testable import LockshotServe
import Testing

struct SafePathTests {
    /// A served directory with a file, a subfolder, a symlink out and a file outside.
    func fixture() throws -> (root: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-safepath-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base + "/served/sub", withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: base + "/served/a.lockshot"))
        try Data("nested".utf8).write(to: URL(fileURLWithPath: base + "/served/sub/b.png"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: base + "/secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: base + "/served/out", withDestinationPath: base + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: base + "/served/in", withDestinationPath: base + "/served/a.lockshot")
        return (base + "/served", base + "/secret.txt")
    }

    @Test func filesInsideResolve() throws {
        let (root, _) = try fixture()
        let safe = SafePath(root: root)
        #expect(safe.resolve(rawRelative: "a.lockshot")?.hasSuffix("/served/a.lockshot") == true)
        #expect(safe.resolve(rawRelative: "sub/b.png")?.hasSuffix("/served/sub/b.png") == true)
        #expect(safe.resolve(rawRelative: "in")?.hasSuffix("/served/a.lockshot") == true, "a symlink staying inside is fine")
    }

    @Test(arguments: ["../secret.txt", "%2e%2e/secret.txt", "..%2fsecret.txt", "sub%2f..%2f..%2fsecret.txt", "/etc/passwd",
                      "%2Fetc%2Fpasswd", "out", "sub/../../secret.txt", "./a.lockshot", "", "sub/", "sub", "a.lockshot%00",
                      "..\\secret.txt", "%252e%252e/secret.txt", ".hidden", "sub//b.png"])
    func refused(_ raw: String) throws {
        let (root, _) = try fixture()
        #expect(SafePath(root: root).resolve(rawRelative: raw) == nil)
    }
}

struct ServeOptionsTests {
    @Test("only loopback addresses count as private; any other --host gets the warning")
    func loopback() {
        for host in ["127.0.0.1", "localhost", "::1", "127.0.0.2"] { #expect(ServeOptions(root: ".", host: host).isLoopback) }
        for host in ["0.0.0.0", "::", "192.168.1.5"] { #expect(!ServeOptions(root: ".", host: host).isLoopback) }
    }
}

struct PreviewVariantTests {
    @Test func queryOverridesTheBaseAndIgnoresBadValues() {
        let base = PreviewVariant(device: .default, scale: 3)
        let variant = PreviewVariant(query: ["scale": "2", "appearance": "light", "stale": "on", "aod": "off",
                                             "frame": "device", "debug": "1", "device": "no-such-phone"], base: base)
        #expect(variant.scale == 2)
        #expect(variant.appearance == .light)
        #expect(variant.stale == true)
        #expect(variant.alwaysOn == false)
        #expect(variant.frame == .device)
        #expect(variant.debug)
        #expect(variant.device == .default)
        #expect(!variant.isGoldenComparable)
        #expect(PreviewVariant(query: ["scale": "9"], base: base).scale == 3)
        #expect(PreviewVariant(query: [:], base: base).isGoldenComparable)
        #expect(PreviewVariant(query: ["scale": "2"], base: base).key.contains("scale=2"))
    }

    @Test("the page's iOS switch draws that version; another device keeps the version and watch case serve was started with")
    func iosAndWatchSurviveADeviceSwitch() throws {
        var started = Device.default
        started.ios = .ios18
        started.watch = try #require(Device.Watch.named("40mm"))
        let base = PreviewVariant(device: started, scale: 3)
        let other = PreviewVariant(query: ["device": "iphone-15-pro-max"], base: base)
        #expect(other.device.id == "iphone-15-pro-max" && other.device.ios == .ios18 && other.device.watch.id == "40mm")
        let switched = PreviewVariant(query: ["ios": "26"], base: base)
        #expect(switched.device.ios == .ios26 && switched.key.contains("ios=26") && base.key.contains("ios=18"))
        #expect(PreviewVariant(query: ["ios": "17"], base: base).device.ios == .ios18)
        #expect(PreviewPage.html(token: "t", defaults: base).contains(#"<select id="ios"><option>26</option><option>18</option></select>"#))
    }
}

struct FileWatcherTests {
    final class Seen: @unchecked Sendable {  // `lock` guards `paths`
        let lock = NSLock()
        var paths = Set<String>()
        func add(_ more: Set<String>) { lock.lock(); paths.formUnion(more); lock.unlock() }
        func contains(_ path: String) -> Bool { lock.lock(); defer { lock.unlock() }; return paths.contains(path) }
    }

    @Test("a rename-on-save (write a temporary file, rename it over the layout) is reported for the layout")
    func renameOnSave() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let layout = FileWatcher.absolute(directory + "/a.lockshot")
        try Data("one".utf8).write(to: URL(fileURLWithPath: layout))
        let seen = Seen()
        let watcher = FileWatcher { seen.add($0) }
        #expect(watcher.usesInotify)
        watcher.watch(directory: directory)
        watcher.start()
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(100))
        try Data("two".utf8).write(to: URL(fileURLWithPath: directory + "/.a.lockshot.swp"))
        #expect(rename(directory + "/.a.lockshot.swp", layout) == 0)
        var waited = 0
        while !seen.contains(layout) && waited < 40 {
            try await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
        #expect(seen.contains(layout))
    }
}

struct RenderPoolTests {
    final class Counter: @unchecked Sendable {  // `lock` guards both counts
        let lock = NSLock()
        var running = 0
        var most = 0
        func enter() { lock.lock(); running += 1; most = max(most, running); lock.unlock() }
        func leave() { lock.lock(); running -= 1; lock.unlock() }
    }

    @Test("no more than the pool's width render at once")
    func boundsConcurrency() async {
        let pool = RenderPool(width: 2)
        let counter = Counter()
        await withTaskGroup(of: Int.self) { group in
            for index in 0..<12 {
                group.addTask {
                    await pool.run {
                        counter.enter()
                        Thread.sleep(forTimeInterval: 0.02)
                        counter.leave()
                        return index
                    }
                }
            }
            for await _ in group {}
        }
        pool.stop()
        #expect(counter.most == 2)
    }
}

struct PreviewStoreTests {
    /// A store over `directory` at 1×, started (every case drawn); the caller stops the pool.
    static func started(_ directory: String) async throws -> (PreviewStore, RenderPool) {
        let pool = RenderPool(width: 2)
        let store = PreviewStore(root: directory, defaultVariant: PreviewVariant(scale: 1), pool: pool,
                                 broadcaster: EventBroadcaster(), watch: { _ in })
        do { try await store.start() } catch {
            pool.stop()
            throw error
        }
        return (store, pool)
    }

    /// A layout whose two previews draw different image files.
    func project() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let layout = """
        activity Pictures
        attributes { pic: Image? }
        lockScreen {
          HStack { Image(pic ?? "app-icon").resizable().frame(width: 24, height: 24); Spacer() }.padding(16)
        }
        compactLeading { Text("L") }
        compactTrailing { Text("T") }
        minimal { Text("M") }
        preview "one" { pic: "a.png" }
        preview "two" { pic: "b.png" }
        """
        try Data(layout.utf8).write(to: URL(fileURLWithPath: directory + "/pictures.lockshot"))
        let png = try #require(FileManager.default.contents(atPath: ServeEndToEndTests.repository.path + "/layouts/fixtures/wide.png"))
        try png.write(to: URL(fileURLWithPath: directory + "/a.png"))
        try png.write(to: URL(fileURLWithPath: directory + "/b.png"))
        return directory
    }

    @Test("an image edit re-renders only the case that draws it; a layout edit re-renders all; a broken save keeps the pictures")
    func rendersOnlyWhatChanged() async throws {
        let directory = try project()
        let (store, pool) = try await Self.started(directory)
        defer { pool.stop() }
        let first = await store.renderedCases
        #expect(first == 6, "2 previews × lock screen, compact, minimal")
        await store.filesChanged([FileWatcher.absolute(directory + "/b.png")])
        #expect(await store.renderedCases == first + 1, "only 'two' on the lock screen draws b.png")
        let layout = FileWatcher.absolute(directory + "/pictures.lockshot")
        let source = try String(contentsOfFile: layout, encoding: .utf8)
        try Data(source.replacingOccurrences(of: ".padding(16)", with: ".padding(12)").utf8).write(to: URL(fileURLWithPath: layout))
        await store.filesChanged([layout])
        #expect(await store.renderedCases == first + 7)
        try Data(source.replacingOccurrences(of: "Spacer()", with: "Spacer(").utf8).write(to: URL(fileURLWithPath: layout))
        await store.filesChanged([layout])
        let broken = await store.stateJSON(variant: PreviewVariant(scale: 1))
        #expect(broken.contains("pictures.lockshot:4:"), "the diagnostics name the line")
        #expect(broken.contains(#""hash":""#), "the last good pictures stay")
    }

    @Test("a save draws the variant asked for last at once; another is kept and drawn again when a page asks for it")
    func saveDrawsTheShownVariantFirst() async throws {
        let directory = try project()
        let pool = RenderPool(width: 2)
        defer { pool.stop() }
        let one = PreviewVariant(scale: 1), two = PreviewVariant(scale: 2)
        let store = PreviewStore(root: directory, defaultVariant: one, pool: pool, broadcaster: EventBroadcaster(), watch: { _ in })
        try await store.start()
        _ = await store.stateJSON(variant: two)  // a switch to 2×: drawn in the background
        for _ in 0..<200 where await store.renderedCases < 12 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await store.renderedCases == 12)
        let layout = FileWatcher.absolute(directory + "/pictures.lockshot")
        let source = try String(contentsOfFile: layout, encoding: .utf8)
        try Data(source.replacingOccurrences(of: ".padding(16)", with: ".padding(12)").utf8).write(to: URL(fileURLWithPath: layout))
        await store.filesChanged([layout])
        #expect(await store.renderedCases == 18, "only the 2× variant on screen is drawn by the save")
        let before = await store.stateJSON(variant: one)  // the 1× tab asks again: its last pictures, and a pass starts
        #expect(before.contains(#""hash":""#))
        for _ in 0..<200 where await store.renderedCases < 24 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await store.renderedCases == 24, "the 1× variant is drawn once asked for")
        _ = await store.stateJSON(variant: one)
        try await Task.sleep(for: .milliseconds(100))
        #expect(await store.renderedCases == 24, "and not again while nothing changed")
    }

    @Test("a save draws the cases in the page's viewport first, the rest after (issue 24)")
    func saveDrawsTheViewportFirst() async throws {
        let directory = try project()
        let (store, pool) = try await Self.started(directory)
        defer { pool.stop() }
        let layout = FileWatcher.absolute(directory + "/pictures.lockshot")
        let source = try String(contentsOfFile: layout, encoding: .utf8)
        for shown in [["two/minimal", "two/lockScreen"], []] {
            await store.show(shown.map { (layout: layout, key: $0) })
            let before = await store.drawnKeys.count
            try Data(source.replacingOccurrences(of: ".padding(16)", with: ".padding(\(12 + shown.count))").utf8)
                .write(to: URL(fileURLWithPath: layout))
            await store.filesChanged([layout])
            let drawn = Array(await store.drawnKeys.dropFirst(before))
            #expect(drawn.count == 6, "\(drawn)")
            if shown.isEmpty {
                #expect(drawn.first == "one/lockScreen", "nothing shown: in page order \(drawn)")
            } else {
                #expect(Array(drawn.prefix(2)) == ["two/lockScreen", "two/minimal"], "the viewport first, in page order: \(drawn)")
            }
        }
    }

    @Test("the layout dump of a case follows the data editor's values, as its picture does")
    func dumpFollowsEditedValues() async throws {
        let directory = try project()
        let (store, pool) = try await Self.started(directory)
        defer { pool.stop() }
        let layout = directory + "/pictures.lockshot", variant = PreviewVariant(scale: 1)
        func dump(_ values: [String: String] = [:]) async -> String {
            switch await store.dump(layout: layout, key: "one/lockScreen", values: values, variant: variant) {
            case .json(let json)?: json
            case .diagnostics(let text)?: "diagnostics: " + text
            case nil: "no such case"
            }
        }
        let written = await dump(), edited = await dump(["pic": #""b.png""#]), fallback = await dump(["pic": "nil"])
        #expect(written.contains("a.png") && !written.contains("b.png"), "\(written)")
        #expect(edited.contains("b.png") && !edited.contains("a.png"), "\(edited)")
        #expect(fallback.contains("app-icon") && !fallback.contains("a.png"), "\(fallback)")
        let wrong = await dump(["pic": "12"])
        #expect(wrong.hasPrefix("diagnostics: ") && wrong.contains("pictures.lockshot:"),
                "a value of the wrong type draws no dump but the diagnostics, located: \(wrong)")
        #expect(await store.dump(layout: layout, key: "nine/lockScreen", variant: variant) == nil)
    }

    @Test("a finding the preview expects is shown with its pictures, not in the layout's warnings; others stay there")
    func expectedFindingsStayWithTheirPreview() async throws {
        let directory = try project()
        let layout = directory + "/pictures.lockshot"
        let source = try String(contentsOfFile: layout, encoding: .utf8)
        try Data((source + """

        preview "gone" { pic: "gone.png", expect: ["missing-asset"] }
        preview "lost" { pic: "lost.png" }
        """).utf8).write(to: URL(fileURLWithPath: layout))
        let (store, pool) = try await Self.started(directory)
        defer { pool.stop() }
        let json = await store.stateJSON(variant: PreviewVariant(scale: 1))
        let state = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layoutState = try #require((state["layouts"] as? [[String: Any]])?.first)
        let warnings = try #require(layoutState["warnings"] as? String)
        #expect(warnings.contains("lost.png") && !warnings.contains("gone.png"), "\(warnings)")
        let cases = try #require(layoutState["cases"] as? [[String: Any]])
        let expected = cases.filter { $0["expected"] != nil }.map { $0["preview"] as? String }
        #expect(Set(expected) == ["gone"], "only the preview that declares it carries it")
        let gone = try #require(cases.first { $0["key"] as? String == "gone/lockScreen" }?["expected"] as? [[String: String]])
        #expect(gone.first?["rule"] == "missing-asset")
        #expect(gone.first?["message"]?.contains("gone.png") == true)
    }
}

@Suite("ZIP archive")
struct ZipArchiveTests {
    @Test("CRC-32 matches the standard check value and Python's zipfile reads the archive back")
    func roundTrip() throws {
        #expect(ZipArchive.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        var archive = ZipArchive()
        archive.add("a.png", [1, 2, 3])
        archive.add("ü/b.png", [])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString).zip").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(archive.finished()).write(to: URL(fileURLWithPath: path))
        let python = try runProcess("/usr/bin/env", ["python3", "-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                                    + "assert z.testzip() is None; print(z.namelist(), list(z.read('a.png')))", path])
        #expect(python.status == 0, "\(python.stderr)")
        #expect(python.stdout == "['a.png', 'ü/b.png'] [1, 2, 3]\n")
    }
}
