import LockshotLayout

/// The fonts that stand in for Apple's system fonts, which cannot ship (docs/text.md):
/// Inter for SF Pro (Inter Display from 20 pt up, where iOS switches to SF Pro Display),
/// JetBrains Mono for SF Mono, Noto Serif for New York, and Inter again for SF Pro Rounded.
///
/// Paths are fixed (Debian's packages); fontconfig never chooses. `LOCKSHOT_SANS_FONTS`,
/// `LOCKSHOT_MONO_FONTS` and `LOCKSHOT_SERIF_FONTS` name other directories with the same file names.
package struct SystemFontStandIns: Sendable, Hashable {
    /// Directory of Inter's OpenType files (`fonts-inter`).
    package var sansDirectory: String
    /// Directory of JetBrains Mono's TrueType files (`fonts-jetbrains-mono`).
    package var monoDirectory: String
    /// Directory of Noto Serif's TrueType files (`fonts-noto-core`).
    package var serifDirectory: String

    package init(sansDirectory: String, monoDirectory: String, serifDirectory: String) {
        self.sansDirectory = sansDirectory
        self.monoDirectory = monoDirectory
        self.serifDirectory = serifDirectory
    }

    /// Debian 12's paths.
    package static let debian = SystemFontStandIns(
        sansDirectory: "/usr/share/fonts/opentype/inter",
        monoDirectory: "/usr/share/fonts/truetype/jetbrains-mono",
        serifDirectory: "/usr/share/fonts/truetype/noto")

    /// Debian's paths, with the `LOCKSHOT_*_FONTS` overrides applied.
    package static func fromEnvironment(_ environment: [String: String]) -> SystemFontStandIns {
        var standIns = debian
        if let path = environment["LOCKSHOT_SANS_FONTS"], !path.isEmpty { standIns.sansDirectory = path }
        if let path = environment["LOCKSHOT_MONO_FONTS"], !path.isEmpty { standIns.monoDirectory = path }
        if let path = environment["LOCKSHOT_SERIF_FONTS"], !path.isEmpty { standIns.serifDirectory = path }
        return standIns
    }

    /// SF Pro switches from its Text to its Display optical size at 20 pt; Inter Display does the same job.
    package static let displaySizeThreshold = 20.0

    /// One stand-in file and what has to be synthesized on top of it.
    package struct Face: Sendable, Hashable {
        package var path: String
        /// The file's own weight; bolder requests than it embolden synthetically.
        package var weight: FontWeight
        package var synthesizeBold: Bool
        package var synthesizeOblique: Bool
        /// The Debian package and environment variable to name when the file is missing.
        package var package: String
        package var variable: String
    }

    /// The weights each stand-in ships, with its style names.
    private static let interStyles: [(FontWeight, String)] = [
        (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
        (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
    ]
    private static let monoStyles = Array(interStyles.dropLast())
    private static let serifStyles: [(FontWeight, String)] = [(.regular, "Regular"), (.bold, "Bold")]

    /// The file that draws the system font in `design` at `weight` and `size`.
    package func face(design: FontDesign, weight: FontWeight, italic: Bool, size: Double) -> Face {
        switch design {
        case .default, .rounded:
            let family = size >= Self.displaySizeThreshold ? "InterDisplay" : "Inter"
            return Self.pick(Self.interStyles, weight: weight, italic: italic, hasItalics: true) { style in
                "\(sansDirectory)/\(family)-\(style).otf"
            }.with(package: "fonts-inter", variable: "LOCKSHOT_SANS_FONTS")
        case .monospaced:
            return Self.pick(Self.monoStyles, weight: weight, italic: italic, hasItalics: true) { style in
                "\(monoDirectory)/JetBrainsMono-\(style).ttf"
            }.with(package: "fonts-jetbrains-mono", variable: "LOCKSHOT_MONO_FONTS")
        case .serif:
            return Self.pick(Self.serifStyles, weight: weight, italic: italic, hasItalics: true) { style in
                "\(serifDirectory)/NotoSerif-\(style).ttf"
            }.with(package: "fonts-noto-core", variable: "LOCKSHOT_SERIF_FONTS")
        }
    }

    /// The nearest shipped weight (`FontSource.nearest`), and its italic file: `Regular` italic is `Italic`,
    /// the others `BoldItalic` and so on.
    private static func pick(_ styles: [(FontWeight, String)], weight: FontWeight, italic: Bool, hasItalics: Bool,
                             path: (String) -> String) -> Face {
        let byWeight = Dictionary(styles.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        // `nearest` never fails on a non-empty table; regular is the safe answer if it ever did.
        let chosen = FontSource.nearest(byWeight, to: weight) ?? (path: "Regular", weight: .regular, synthesizeBold: false)
        var style = chosen.path
        if italic && hasItalics { style = style == "Regular" ? "Italic" : style + "Italic" }
        return Face(path: path(style), weight: chosen.weight, synthesizeBold: chosen.synthesizeBold,
                    synthesizeOblique: italic && !hasItalics, package: "", variable: "")
    }

    /// Every file the stand-ins may open, for the golden manifest.
    package var allFiles: [String] {
        var files: [String] = []
        for design in [FontDesign.default, .monospaced, .serif] {
            for (weight, _) in Self.interStyles {
                for italic in [false, true] {
                    for size in [17.0, 34.0] {
                        files.append(face(design: design, weight: weight, italic: italic, size: size).path)
                    }
                }
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }.sorted()
    }
}

extension SystemFontStandIns.Face {
    fileprivate func with(package: String, variable: String) -> Self {
        var copy = self
        copy.package = package
        copy.variable = variable
        return copy
    }
}
