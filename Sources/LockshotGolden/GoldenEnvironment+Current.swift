import LockshotFontData
import LockshotRender

extension GoldenEnvironment {
    /// The environment this process renders with: lockshot's version, the C library versions,
    /// and the hash of every font the text engine may use — the embedded fonts, the system fonts'
    /// stand-ins and the fallback chain (`LOCKSHOT_*` overrides respected).
    ///
    /// `fontFiles`, the files layouts name in `fonts { }`, are hashed under their paths.
    /// - Complexity: reads every fallback font file (the emoji font is ~10 MB).
    /// `locale`: lockshot.json's `"locale"`; `LOCKSHOT_LOCALE` in `environment` (`--locale`) wins, en_US without either
    /// (recorded with the libraries, as the symbol set is). `ios`: the iOS whose island geometry the goldens are drawn
    /// with (lockshot.json's `"ios"`), recorded the same way.
    package static func current(lockshotVersion: String, environment: [String: String],
                               fontFiles: [String] = [], locale: String? = nil, ios: String? = nil) -> GoldenEnvironment {
        var fonts: [String: String] = [:]
        for name in EmbeddedFonts.names {
            if let bytes = EmbeddedFonts.data(named: name) { fonts[name] = Fingerprint.fnv1a64(bytes) }
        }
        let fallback = FontFallbackConfiguration.fromEnvironment(environment)
        fonts["emoji"] = Fingerprint.file(fallback.emojiFont) ?? "absent (\(fallback.emojiFont))"
        for (index, path) in fallback.fallbackFonts.enumerated() {
            fonts[index == 0 ? "fallback" : "fallback-\(index + 1)"] = Fingerprint.file(path) ?? "absent (\(path))"
        }
        // The system fonts' stand-ins (Inter, JetBrains Mono, Noto Serif): one fingerprint per design.
        let standIns = fallback.systemFonts
        for (name, directory) in [("system-sans", standIns.sansDirectory), ("system-mono", standIns.monoDirectory),
                                  ("system-serif", standIns.serifDirectory)] {
            let files = standIns.allFiles.filter { $0.hasPrefix(directory + "/") }
            let prints = files.map { Fingerprint.file($0) ?? "absent" }
            fonts[name] = prints.allSatisfy { $0 == "absent" }
                ? "absent (\(directory))" : Fingerprint.fnv1a64(Array(prints.joined(separator: ",").utf8))
        }
        for path in fontFiles { fonts[path] = Fingerprint.file(path) ?? "absent (\(path))" }
        var libraries = ["cairo": LibraryVersions.cairo, "freetype": LibraryVersions.freeType,
                         "harfbuzz": LibraryVersions.harfBuzz, "libpng": LibraryVersions.png,
                         "zlib": LibraryVersions.zlib, "librsvg": LibraryVersions.rsvg,
                         "symbols": SymbolStandIns.manifestDescription(environment) { Fingerprint.fnv1a64($0) }]
        // What `.swift` widgets formatted in, and `--language` when given: a change is "locale changed: en_US → de_DE".
        func given(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        libraries["locale"] = String((given("LOCKSHOT_LOCALE") ?? locale ?? "en_US").map { $0 == "-" ? "_" : $0 })
        if let language = given("LOCKSHOT_LANGUAGE") { libraries["language"] = language }
        if let ios { libraries["ios"] = ios }
        return GoldenEnvironment(lockshotVersion: lockshotVersion, libraries: libraries, fonts: fonts)
    }
}
