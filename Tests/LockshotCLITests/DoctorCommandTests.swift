import Foundation
import LockshotTestSupport
import Testing

/// `lockshot doctor`: each capability, and the command that adds a missing one.
@Suite struct DoctorCommandTests {
    @Test("on this machine everything drawing needs is there: exit 0, one line per capability")
    func presentCapabilities() throws {
        let result = try CLI.run(["doctor"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for capability in ["graphics libraries", "SVG images (librsvg)", "emoji font", "SF Symbol stand-ins", "Swift toolchain",
                           "sandbox for widget programs"] {
            #expect(result.stdout.contains(capability), "\(capability) missing from: \(result.stdout)")
        }
        #expect(result.stdout.hasSuffix("layouts can be drawn on this machine\n"))
    }

    @Test("a missing symbol set or font is MISSING with the package to install, and exit 1; a missing swiftc is optional")
    func missingCapabilities() throws {
        let result = try CLI.run(["doctor"], environment: ["LOCKSHOT_SYMBOLS_DIR": "/nonexistent/icons",
                                                          "LOCKSHOT_EMOJI_FONT": "/nonexistent/emoji.ttf",
                                                          "SWIFTC": "", "PATH": "/nonexistent"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let symbols = try #require(lines.firstIndex { $0.hasPrefix("MISSING") && $0.contains("SF Symbol stand-ins") }, "\(result.stdout)")
        #expect(lines[symbols + 1].contains("apt-get install bootstrap-icons"))
        let emoji = try #require(lines.firstIndex { $0.hasPrefix("MISSING") && $0.contains("emoji font") })
        #expect(lines[emoji + 1].contains("apt-get install fonts-noto-color-emoji"))
        #expect(lines.contains { $0.hasPrefix("--") && $0.contains("Swift toolchain") && $0.contains("no swiftc on PATH") },
                "optional, not MISSING: \(result.stdout)")
        #expect(result.stdout.hasSuffix("layouts cannot be drawn until the MISSING lines are fixed\n"))
    }
}
