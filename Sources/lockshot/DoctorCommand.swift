import ArgumentParser
import FoundationEssentials
import LockshotKit
import LockshotRender
#if canImport(Glibc)
import Glibc
#endif

/// `lockshot doctor`: what this machine has for each of lockshot's capabilities, and the command that adds what
/// is missing.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor", _superCommandName: Lockshot.name,
        abstract: "Say what this machine has for each capability, and how to add what is missing.",
        discussion: """
        Drawing layouts needs the graphics libraries, the fonts and the symbol stand-ins; drawing a widget's
        own .swift needs a Swift toolchain and lockshot-swift; the test suite drives Chromium.

        Exit status: 0 when layouts can be drawn (a missing optional capability is listed, not a failure);
        1 when something drawing needs is missing.
        """
    )

    func run() throws {
        let checks = Self.checks(environment: ProcessInfo.processInfo.environment)
        FileHandleOutput.standardOutput.write(Self.report(checks))
        if checks.contains(where: { $0.required && !$0.present }) { throw ExitCode.failure }
    }

    struct Check: Equatable {
        var capability: String
        var present: Bool
        /// What was found (a version, a path), or what is missing.
        var detail: String
        /// The command that adds it, when missing.
        var fix: String?
        /// Drawing a `.lockshot` layout needs it.
        var required: Bool
    }

    static func checks(environment: [String: String]) -> [Check] {
        var out: [Check] = []
        let install = { (package: String) in (getuid() == 0 ? "" : "sudo ") + "apt-get install \(package)" }
        if let missing = GraphicsLibraries.missing() {
            out.append(Check(capability: "graphics libraries", present: false, detail: "cannot load \(missing.soname)",
                             fix: install(missing.package), required: true))
        } else {
            out.append(Check(capability: "graphics libraries", present: true, detail: "Cairo, HarfBuzz, FreeType, libpng, libjpeg load",
                             required: true))
        }
        let rsvg = LibraryVersions.rsvg
        out.append(Check(capability: "SVG images (librsvg)", present: rsvg != "absent", detail: rsvg == "absent" ? "absent" : "librsvg \(rsvg)",
                         fix: install("librsvg2-2"), required: true))
        let poppler = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
            .map { $0 + "/libpoppler-glib.so.8" }.first { FileManager.default.fileExists(atPath: $0) }
        out.append(Check(capability: "PDF images (poppler-glib, Xcode's vector image sets)", present: poppler != nil,
                         detail: poppler ?? "libpoppler-glib.so.8 not found", fix: install("libpoppler-glib8"), required: false))
        let fonts = FontFallbackConfiguration.fromEnvironment(environment)
        let files: [(String, String, String)] = [
            ("emoji font", fonts.emojiFont, "fonts-noto-color-emoji"),
            ("wide-coverage font", fonts.fallbackFonts.first ?? "", "fonts-unifont"),
            ("system font stand-in (sans)", fonts.systemFonts.sansDirectory, "fonts-inter"),
            ("system font stand-in (mono)", fonts.systemFonts.monoDirectory, "fonts-jetbrains-mono"),
            ("system font stand-in (serif)", fonts.systemFonts.serifDirectory, "fonts-noto-core"),
        ]
        for (capability, path, package) in files {
            let found = FileManager.default.fileExists(atPath: path)
            out.append(Check(capability: capability, present: found, detail: found ? path : "\(path) is missing", fix: install(package),
                             required: true))
        }
        let symbols = SymbolStandIns.directory(environment)
        let icons = (try? FileManager.default.contentsOfDirectory(atPath: symbols))?.filter { $0.hasSuffix(".svg") }.count ?? 0
        out.append(Check(capability: "SF Symbol stand-ins", present: icons > 0,
                         detail: icons > 0 ? "\(icons) icons in \(symbols)" : "\(symbols) has no icons", fix: install("bootstrap-icons"),
                         required: true))
        let swiftc = environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? which("swiftc", environment)
        out.append(Check(capability: "Swift toolchain (.swift widgets)", present: swiftc != nil,
                         detail: swiftc.map { "\($0)" + (version($0).map { ": \($0)" } ?? "") } ?? "no swiftc on PATH",
                         fix: "install Swift 6 from https://swift.org/install/linux/ and put its bin/ on PATH", required: false))
        let tool = SwiftSources.tool()
        out.append(Check(capability: "lockshot-swift (.swift widgets)", present: tool != nil, detail: tool ?? "not built",
                         fix: SwiftSources.buildCommand, required: false))
        if let tool {
            // An installed bin/lockshot-swift links to lib/lockshot/, where the library is.
            let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: tool))
                .map { $0.hasPrefix("/") ? $0 : directory(of: tool) + "/" + $0 } ?? tool
            let library = directory(of: resolved) + "/libLockshotWidgetHost.so"
            let built = FileManager.default.fileExists(atPath: library)
            out.append(Check(capability: "lockshot's SwiftUI for Linux", present: built,
                             detail: built ? library : "not built yet: the first .swift input builds it (about 3 minutes)",
                             fix: "make swift", required: false))
        }
        let chromium = which("chromium", environment) ?? which("chromium-browser", environment)
        out.append(Check(capability: "Chromium (lockshot's own browser tests only)", present: chromium != nil,
                         detail: chromium ?? "not on PATH", fix: install("chromium"), required: false))
        // lockshot-swift runs widget programs, so it says what they run in (it tries bubblewrap once).
        let sandbox = tool.flatMap { try? Subprocess.run($0, ["sandbox"]) }
        let said = sandbox.map { String(decoding: $0.output, as: UTF8.self).trimmingWhitespace() }
        out.append(Check(capability: "sandbox for widget programs", present: sandbox?.status == 0,
                         detail: said.flatMap { $0.isEmpty ? nil : $0 }
                            ?? (tool == nil ? "lockshot-swift is not built" : "lockshot-swift does not start here (it runs on the Swift toolchain's runtime)"),
                         fix: which("bwrap", environment) == nil ? install("bubblewrap") : nil, required: false))
        return out
    }

    static func report(_ checks: [Check]) -> String {
        var out = ""
        for check in checks {
            let mark = check.present ? "ok  " : (check.required ? "MISSING" : "--  ")
            out += mark + String(repeating: " ", count: max(1, 8 - mark.count)) + "\(check.capability): \(check.detail)\n"
            if !check.present, let fix = check.fix { out += "        fix: \(fix)\n" }
        }
        let drawing = checks.filter(\.required).allSatisfy(\.present)
        out += drawing ? "layouts can be drawn on this machine\n" : "layouts cannot be drawn until the MISSING lines are fixed\n"
        return out
    }

    static func which(_ name: String, _ environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The first line of `swiftc --version`.
    static func version(_ swiftc: String) -> String? {
        guard let finished = try? Subprocess.run(swiftc, ["--version"]) else { return nil }
        let text = String(decoding: finished.output + finished.errors, as: UTF8.self)
        return text.split(separator: "\n").first.map(String.init)
    }
}
