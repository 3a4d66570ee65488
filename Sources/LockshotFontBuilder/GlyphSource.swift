/// Names a glyph in the grid files: by code point (`U+00E9`) or by name (`acute`, `.notdef`).
package enum GlyphKey: Hashable, Sendable, CustomStringConvertible {
    /// An encoded glyph.
    case codePoint(UInt32)
    /// An unencoded glyph: a composition mark or helper, or `.notdef`.
    case name(String)

    /// `U+00E9` or the name.
    package var description: String {
        switch self {
        case .codePoint(let value): return GlyphKey.format(value)
        case .name(let name): return name
        }
    }

    /// `U+` and at least four upper-case hex digits.
    static func format(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// A `file:line` inside the grid files.
package struct GridLine: Hashable, Sendable {
    /// The grid file's name.
    package var file: String
    /// 1-based line number.
    package var line: Int

    /// The location `file:line`.
    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// A glyph drawn as a grid.
package struct GlyphDefinition: Sendable {
    /// Which glyph.
    package var key: GlyphKey
    /// Its pixels, baseline at `y == 0`.
    package var bitmap: GlyphBitmap
    /// Where its `glyph` header is.
    package var location: GridLine
}

/// One part of a composition: a glyph, moved by an explicit extra offset.
package struct CompositionComponent: Sendable {
    /// The glyph used.
    package var key: GlyphKey
    /// Extra columns to the right, added to the automatic placement.
    package var dx: Int
    /// Extra rows up, added to the automatic placement.
    package var dy: Int
}

/// `compose U+00E9 é = e + acute`: a glyph built from a base and marks.
package struct Composition: Sendable {
    /// The code point being defined.
    package var target: UInt32
    /// The base first, then the marks.
    package var components: [CompositionComponent]
    /// Where the `compose` line is.
    package var location: GridLine
}

/// Everything read from the grid files of one font family.
package struct GlyphSource: Sendable {
    /// Drawn glyphs by key.
    package var definitions: [GlyphKey: GlyphDefinition] = [:]
    /// Composed glyphs by code point.
    package var compositions: [UInt32: Composition] = [:]
    /// Designed Bold forms (`bold U+006D m`) that replace the Bold rule's result for a drawn glyph.
    package var boldOverrides: [GlyphKey: GlyphDefinition] = [:]

    /// An empty source.
    package init() {}

    /// Every code point the source defines, drawn or composed, ascending.
    package var codePoints: [UInt32] {
        var all = Set(compositions.keys)
        for key in definitions.keys {
            if case .codePoint(let value) = key { all.insert(value) }
        }
        return all.sorted()
    }

    /// The Bold source: every drawn glyph replaced by its designed Bold form, or else by the
    /// Bold rule's result (`GlyphBitmap.emboldened()`); compositions are kept, so accented
    /// letters are composed from Bold bases and Bold marks.
    ///
    /// - Throws: `FontSourceError` for a Bold form of a glyph that is not drawn.
    package func emboldened() throws -> GlyphSource {
        var bold = GlyphSource()
        bold.compositions = compositions
        for (key, definition) in definitions {
            var result = definition
            result.bitmap = boldOverrides[key]?.bitmap ?? definition.bitmap.emboldened()
            bold.definitions[key] = result
        }
        for (key, override) in boldOverrides.sorted(by: { $0.value.location.line < $1.value.location.line })
        where definitions[key] == nil {
            throw FontSourceError(file: override.location.file, line: override.location.line,
                                  message: "'bold \(key)' has no regular glyph: draw 'glyph \(key)' first")
        }
        return bold
    }

    /// Where `key` is defined, if anywhere.
    func location(of key: GlyphKey) -> GridLine? {
        if let definition = definitions[key] { return definition.location }
        if case .codePoint(let value) = key { return compositions[value]?.location }
        return nil
    }
}
