import LockshotLayout

/// One grapheme cluster after font selection and shaping.
struct ShapedCluster {
    let character: Character
    /// The font drawing it; nil for a hard line break, an uncovered space, or a missing glyph.
    let font: FontFace?
    /// Advance in points, without `kerning`.
    var advance: Double
    /// True when no font in the chain covers the cluster (drawn as a box, reported missing).
    let isMissing: Bool
}

/// A glyph placed within its run, in points (x from the run's start, y up from the baseline).
struct PlacedGlyph {
    let id: UInt32
    /// Index of the glyph's cluster in `ShapedText.clusters`.
    let cluster: Int
    let x: Double
    let y: Double
}

/// Consecutive clusters drawn from one font in one direction (or one missing-glyph box, or blank space).
struct ShapedRun {
    let font: FontFace?
    let clusters: Range<Int>
    /// The run's resolved direction (`TextBidi`); HarfBuzz shaped it in this direction.
    let isRightToLeft: Bool
    /// Glyphs in visual order (right-to-left runs reversed, as HarfBuzz emits them).
    let glyphs: [PlacedGlyph]
    /// Sum of the run's glyph advances in points, without `kerning`.
    let width: Double
}

/// A string split into clusters and font runs and shaped at one size.
struct ShapedText {
    var clusters: [ShapedCluster]
    /// Runs in logical order.
    var runs: [ShapedRun]
    /// Indices into `runs` in the order they are drawn, left to right (for one line of text).
    var visualOrder: [Int]
}

/// Splits text into grapheme clusters, picks a font per cluster, resolves directions, and shapes each run of
/// one font and one direction with HarfBuzz.
///
/// Results are cached per (text, font) for the engine's life: layout measures the same strings many times.
/// Not thread-safe: one per engine.
final class TextShaper {
    private struct Key: Hashable {
        let text: String
        let font: FontSpec
    }

    let resolver: FontResolver
    private var cache: [Key: ShapedText] = [:]

    /// The most shaped strings kept; the cache starts over beyond it.
    static let cacheLimit = 4096

    /// How many distinct (text, font) pairs have been shaped (for tests of the cache).
    var cachedCount: Int { cache.count }

    init(resolver: FontResolver) {
        self.resolver = resolver
    }

    /// Shapes `text` in `spec`; hard line breaks become zero-width clusters with no font.
    ///
    /// - Complexity: O(n) in the number of clusters plus shaping, once per distinct (text, font).
    func shape(_ text: String, font spec: FontSpec) -> ShapedText {
        let key = Key(text: text, font: spec)
        if let cached = cache[key] { return cached }
        let shaped = shapeUncached(text, spec: spec)
        // An engine reused for many renders (`--watch`) must not grow without bound.
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = shaped
        return shaped
    }

    /// The missing-glyph box's advance in points: 0.6 em of the requested size.
    static func missingAdvance(size: Double) -> Double { size * 0.6 }

    private func shapeUncached(_ text: String, spec: FontSpec) -> ShapedText {
        let characters = Array(text)
        let fonts = chooseFonts(characters, spec: spec)
        var scalars: [UInt32] = []
        var clusterStarts: [Int] = []
        var scalarToCluster: [Int] = []
        for (index, character) in characters.enumerated() {
            clusterStarts.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                scalarToCluster.append(index)
            }
        }
        clusterStarts.append(scalars.count)

        var clusters = characters.indices.map { index in
            ShapedCluster(character: characters[index], font: fonts[index], advance: 0,
                          isMissing: fonts[index] == nil && !Self.isBlank(characters[index]))
        }
        let bidi = TextBidi.resolve(characters)
        var runs: [ShapedRun] = []
        var start = 0
        while start < characters.count {
            var end = start + 1
            let rightToLeft = bidi.rightToLeft[start]
            if let font = fonts[start] {
                while end < characters.count, fonts[end] === font, bidi.rightToLeft[end] == rightToLeft { end += 1 }
                let scale = spec.size / font.harfBuzz.unitsPerEm
                let glyphs = font.harfBuzz.shape(scalars, range: clusterStarts[start]..<clusterStarts[end],
                                                 rightToLeft: rightToLeft, tabularFigures: spec.monospacedDigit)
                var pen = 0.0
                var placed: [PlacedGlyph] = []
                placed.reserveCapacity(glyphs.count)
                for glyph in glyphs {
                    let cluster = scalarToCluster[glyph.cluster]
                    let advance = Double(glyph.xAdvance) * scale
                    placed.append(PlacedGlyph(id: glyph.id, cluster: cluster, x: pen + Double(glyph.xOffset) * scale,
                                              y: Double(glyph.yOffset) * scale))
                    clusters[cluster].advance += advance
                    pen += advance
                }
                runs.append(ShapedRun(font: font, clusters: start..<end, isRightToLeft: rightToLeft, glyphs: placed,
                                      width: pen))
            } else {
                let character = characters[start]
                let advance = character.isNewline ? 0
                    : Self.isBlank(character) ? spec.size * 0.25 : Self.missingAdvance(size: spec.size)
                clusters[start].advance = advance
                runs.append(ShapedRun(font: nil, clusters: start..<end, isRightToLeft: rightToLeft, glyphs: [],
                                      width: advance))
            }
            start = end
        }
        let order = TextBidi.visualOrder(runIsRightToLeft: runs.map(\.isRightToLeft),
                                         baseIsRightToLeft: bidi.baseIsRightToLeft)
        return ShapedText(clusters: clusters, runs: runs, visualOrder: order)
    }

    /// White space no font needs to draw (a tab, say): it advances like a quarter-em space.
    private static func isBlank(_ character: Character) -> Bool { character.isWhitespace }

    /// One font per cluster. A space keeps the previous cluster's (non-emoji) font when that font has it,
    /// so a right-to-left phrase in a fallback font stays one run and HarfBuzz orders it as a whole.
    private func chooseFonts(_ characters: [Character], spec: FontSpec) -> [FontFace?] {
        let primary = resolver.requestedFont(spec)
        var fonts: [FontFace?] = []
        fonts.reserveCapacity(characters.count)
        var previous: FontFace?
        for character in characters {
            if character.isNewline {
                fonts.append(nil)
                previous = nil
                continue
            }
            if GraphemeClassifier.isBreakingSpace(character), let previous, previous.role != .emoji,
               previous !== primary, previous.covers(character) {
                fonts.append(previous)
                continue
            }
            let font = resolver.font(for: character, requested: primary)
            fonts.append(font)
            previous = font
        }
        return fonts
    }
}
