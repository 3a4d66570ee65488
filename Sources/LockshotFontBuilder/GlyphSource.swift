/// Names a glyph in the grid files: by code point (`U+00E9`) or by name (`acute`, `.notdef`).
public enum GlyphKey: Hashable, Sendable, CustomStringConvertible {
    /// An encoded glyph.
    case codePoint(UInt32)
    /// An unencoded glyph: a composition mark or helper, or `.notdef`.
    case name(String)

    /// `U+00E9` or the name.
    public var description: String {
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
public struct SourceLocation: Hashable, Sendable {
    /// The grid file's name.
    public var file: String
    /// 1-based line number.
    public var line: Int

    /// The location `file:line`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// A glyph drawn as a grid.
public struct GlyphDefinition: Sendable {
    /// Which glyph.
    public var key: GlyphKey
    /// Its pixels, baseline at `y == 0`.
    public var bitmap: GlyphBitmap
    /// Where its `glyph` header is.
    public var location: SourceLocation
}

/// One part of a composition: a glyph, moved by an explicit extra offset.
public struct CompositionComponent: Sendable {
    /// The glyph used.
    public var key: GlyphKey
    /// Extra columns to the right, added to the automatic placement.
    public var dx: Int
    /// Extra rows up, added to the automatic placement.
    public var dy: Int
}

/// `compose U+00E9 é = e + acute`: a glyph built from a base and marks.
public struct Composition: Sendable {
    /// The code point being defined.
    public var target: UInt32
    /// The base first, then the marks.
    public var components: [CompositionComponent]
    /// Where the `compose` line is.
    public var location: SourceLocation
}

/// Everything read from the grid files of one font family.
public struct GlyphSource: Sendable {
    /// Drawn glyphs by key.
    public var definitions: [GlyphKey: GlyphDefinition] = [:]
    /// Composed glyphs by code point.
    public var compositions: [UInt32: Composition] = [:]
    /// Designed Bold forms (`bold U+006D m`) that replace the Bold rule's result for a drawn glyph.
    public var boldOverrides: [GlyphKey: GlyphDefinition] = [:]

    /// An empty source.
    public init() {}

    /// Every code point the source defines, drawn or composed, ascending.
    public var codePoints: [UInt32] {
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
    public func emboldened() throws -> GlyphSource {
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
    func location(of key: GlyphKey) -> SourceLocation? {
        if let definition = definitions[key] { return definition.location }
        if case .codePoint(let value) = key { return compositions[value]?.location }
        return nil
    }
}
