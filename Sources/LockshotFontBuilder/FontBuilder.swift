import FoundationEssentials

/// One file `lockshot fonts build` writes, with the bytes it should hold.
package struct FontBuildOutput: Sendable, Equatable {
    /// Where the file goes.
    package var url: URL
    /// Its exact contents.
    package var bytes: [UInt8]

    /// An output of `bytes` at `url`.
    package init(url: URL, bytes: [UInt8]) {
        self.url = url
        self.bytes = bytes
    }
}

/// Compiles the LockshotPixel grids into TrueType fonts and the embedding source.
///
/// Shared by `lockshot fonts build` and the tests, so both build exactly the same bytes.
package enum FontBuilder {
    /// The family name inside the fonts.
    package static let familyName = "LockshotPixel"
    /// The fonts' version (`head.fontRevision` and name id 5).
    package static let version = "1.000"
    /// The grid files' extension.
    package static let gridExtension = "glyphs"

    /// Reads every `*.glyphs` file in `gridsDirectory`, in file-name order.
    ///
    /// - Throws: `FontSourceError` for a format mistake; a file-system error if unreadable.
    package static func source(gridsDirectory: URL, metrics: PixelFontMetrics = .lockshotPixel) throws -> GlyphSource {
        let files = try FileManager.default.contentsOfDirectory(atPath: gridsDirectory.path)
            .filter { $0.hasSuffix("." + gridExtension) }
            .sorted()
        guard !files.isEmpty else {
            throw FontSourceError(file: gridsDirectory.path, line: 0, message: "no .\(gridExtension) grid files here")
        }
        var source = GlyphSource()
        let parser = GlyphSourceParser(metrics: metrics)
        for file in files {
            let data = try Data(contentsOf: gridsDirectory.appendingPathComponent(file))
            guard let text = String(data: data, encoding: .utf8) else {
                throw FontSourceError(file: file, line: 0, message: "not UTF-8 text")
            }
            try parser.parse(text, file: file, into: &source)
        }
        return source
    }

    /// One style of the family described by `source`.
    ///
    /// - Parameter bold: build Bold: designed `bold` forms, else the Bold rule, then compositions.
    /// - Throws: `FontSourceError` for composition mistakes or a missing `.notdef`.
    package static func font(from source: GlyphSource, bold: Bool,
                            metrics: PixelFontMetrics = .lockshotPixel) throws -> PixelFont {
        let styled = try bold ? source.emboldened() : source
        let composer = GlyphComposer(metrics: metrics)
        guard let notdef = try composer.bitmap(named: .name(".notdef"), in: styled) else {
            throw FontSourceError(file: "<fonts>", line: 0, message: "no '.notdef' glyph: draw the missing-glyph box as 'glyph .notdef'")
        }
        let bitmaps = try composer.bitmaps(for: styled)
        return PixelFont(familyName: familyName, styleName: bold ? "Bold" : "Regular", isBold: bold, version: version,
                         metrics: metrics, notdef: notdef,
                         glyphs: bitmaps.map { (codePoint: $0.key, bitmap: $0.value) })
    }

    /// Builds both styles from the grids.
    ///
    /// - Returns: TrueType bytes by PostScript name (`LockshotPixel-Regular`, `LockshotPixel-Bold`).
    /// - Throws: `FontSourceError` (with `file:line`) for any mistake in the grids.
    package static func build(gridsDirectory: URL) throws -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: try buildStyles(gridsDirectory: gridsDirectory).map { ($0.name, $0.bytes) })
    }

    /// Both styles, Regular first.
    package static func buildStyles(gridsDirectory: URL) throws -> [(name: String, bytes: [UInt8])] {
        let glyphs = try source(gridsDirectory: gridsDirectory)
        let writer = TrueTypeWriter()
        return try [false, true].map { bold in
            let font = try font(from: glyphs, bold: bold)
            return (font.postScriptName, writer.write(font))
        }
    }

    /// Every file the build produces from a `fonts/` directory inside the lockshot package:
    /// `fonts/build/<name>.ttf` for each style and `Sources/LockshotFontData/EmbeddedFonts.swift`
    /// (beside `fonts/`, at the package root).
    ///
    /// - Parameters:
    ///   - fontsDirectory: the `fonts/` directory; its grids are in `fonts/LockshotPixel/`.
    ///   - embeddedSource: where to write the embedding source; defaults to the package's.
    package static func outputs(fontsDirectory: URL, embeddedSource: URL? = nil) throws -> [FontBuildOutput] {
        let styles = try buildStyles(gridsDirectory: fontsDirectory.appendingPathComponent(familyName))
        var outputs = styles.map { style in
            FontBuildOutput(url: fontsDirectory.appendingPathComponent("build").appendingPathComponent(style.name + ".ttf"),
                            bytes: style.bytes)
        }
        let sourceURL = embeddedSource ?? fontsDirectory.deletingLastPathComponent()
            .appendingPathComponent("Sources/LockshotFontData/EmbeddedFonts.swift")
        outputs.append(FontBuildOutput(url: sourceURL, bytes: Array(EmbeddedFontsSource.generate(fonts: styles).utf8)))
        return outputs
    }

    /// The outputs whose file is missing or holds different bytes.
    package static func staleOutputs(_ outputs: [FontBuildOutput]) -> [FontBuildOutput] {
        outputs.filter { output in
            guard let data = FileManager.default.contents(atPath: output.url.path) else { return true }
            return [UInt8](data) != output.bytes
        }
    }

    /// Writes the stale outputs (atomically) and returns them; up-to-date files are not touched.
    package static func write(_ outputs: [FontBuildOutput]) throws -> [FontBuildOutput] {
        let stale = staleOutputs(outputs)
        for output in stale {
            try FileManager.default.createDirectory(at: output.url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(output.bytes).write(to: output.url, options: .atomic)
        }
        return stale
    }
}
