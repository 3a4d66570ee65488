import Foundation
import LockshotTestSupport
import Testing

/// LockshotTesting as a user's package sees it: a package in a temporary directory with a path
/// dependency on this one, whose Swift Testing test fails `assertGolden` on a changed golden.
///
/// One package build per run: the scratch directory stays under this package's `.build`, so
/// only the first run compiles lockshot's modules for it (about 80 s on two cores).
@Suite("LockshotTesting from an outside package", .tags(.outsidePackage), .slow)
struct OutsidePackageTests {
    @Test("a failing assertGolden writes expected, actual and diff where its message says and attaches them",
          .timeLimit(.minutes(6)))
    func failureImagesAndAttachments() throws {
        let repository = CLI.repository
        let work = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let package = work.appendingPathComponent("outside")
        let artifacts = work.appendingPathComponent("artifacts")
        let attachments = work.appendingPathComponent("attachments")
        for directory in [package.appendingPathComponent("Tests/OutsideTests"), attachments] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        // The golden is another preview's picture of the same size: pixels differ, sizes match.
        let golden = package.appendingPathComponent("golden.png")
        let render = try CLI.run(["render", "layouts/pager2077.lockshot", "--preview", "dark", "--presentation", "lockScreen",
                                  "--scale", "1", "-o", golden.path])
        #expect(render.status == 0, "\(render.stderr)")

        let identity = repository.lastPathComponent.lowercased()
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "outside",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [
                .testTarget(name: "OutsideTests",
                            dependencies: [.product(name: "LockshotTesting", package: "\(identity)")]),
            ]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import LockshotTesting
        import Testing

        @Test func changedGolden() {
            // Tolerance and Device come with the one import (LockshotTesting re-exports LockshotKit's API).
            assertGolden(layout: "\(repository.path)/layouts/pager2077.lockshot", preview: "lcd green", device: Device.default,
                         scale: 1, golden: "../../golden.png", record: .never, tolerance: Tolerance.exact)
        }
        """.write(to: package.appendingPathComponent("Tests/OutsideTests/GoldenTests.swift"), atomically: true, encoding: .utf8)
        // The same versions as this package, so resolution needs no network when the checkouts are cached.
        try? FileManager.default.copyItem(at: repository.appendingPathComponent("Package.resolved"),
                                          to: package.appendingPathComponent("Package.resolved"))

        let scratch = repository.appendingPathComponent(".build/lockshot-outside-package")
        let result = try Self.swift(["test", "--package-path", package.path, "--scratch-path", scratch.path,
                                     "--attachments-path", attachments.path, "--disable-xctest"],
                                    environment: ["LOCKSHOT_ARTIFACTS": artifacts.path])
        let output = result.stdout + result.stderr
        #expect(result.status != 0, "the changed golden must fail the outside package's test")
        #expect(output.contains("pager2077/lcd-green/lockScreen.iphone-15-pro@1x: pixels differ"), "\(output.suffix(3000))")

        // The message names the three images, and they are there.
        let caseDirectory = artifacts.path + "/pager2077/lcd-green/lockScreen.iphone-15-pro@1x"
        for name in ["expected", "actual", "diff"] {
            let path = caseDirectory + "/\(name).png"
            #expect(output.contains("\(name): \(path)"), "the message names \(path)")
            let data = try #require(FileManager.default.contents(atPath: path), "\(path) was not written")
            #expect(pngSize(data)?.width == 371)
        }
        #expect(FileManager.default.contents(atPath: caseDirectory + "/expected.png")
                == FileManager.default.contents(atPath: golden.path))

        // Swift Testing recorded the attachments: its runner wrote them to --attachments-path.
        let attached = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
        #expect(attached == ["actual.png", "diff.png", "expected.png"], "\(output.suffix(3000))")
        for name in attached {
            #expect(FileManager.default.contents(atPath: attachments.path + "/" + name)
                    == FileManager.default.contents(atPath: caseDirectory + "/" + name))
        }
        #expect(output.contains("Attached 'diff.png' to changedGolden()"))
    }

    /// Runs `swift` (from PATH, as `swift test` leaves it); standard output and error go to
    /// one file, so neither pipe can fill up and stall the build.
    static func swift(_ arguments: [String], environment: [String: String]) throws -> CLI.Result {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-outside-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let data = FileManager.default.contents(atPath: log.path) ?? Data()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                          stderr: "", stdoutData: data)
    }
}
