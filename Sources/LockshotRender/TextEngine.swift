import FoundationEssentials
import LockshotLayout

/// Shapes and measures text with HarfBuzz over FreeType faces, and draws it with Cairo (SPEC §5).
///
/// Pipeline: grapheme clusters → a font per cluster (requested → color emoji → Unifont → missing box)
/// → HarfBuzz runs → advances in points → lines (wrap, limit, truncation). Drawing reshapes each laid-out
/// line the same way and shows the glyphs with Cairo. Fonts load lazily and are cached, as are shaped strings.
///
/// One engine per render or per thread: it owns FreeType faces, which are not thread-safe.
package final class TextEngine: TextMeasurer {
    let resolver: FontResolver
    let shaper: TextShaper
    /// The Cairo font options used for every draw, made on the first draw; nil only if Cairo could not
    /// allocate them. Not at init: Cairo loads on first use (CGraphicsLoader), and a command makes its
    /// engine before it parses the layout, which needs no Cairo.
    var fontOptions: FontRenderingOptions? {
        if let made = madeFontOptions { return made }
        let made = try? FontRenderingOptions()
        madeFontOptions = .some(made)
        return made
    }
    private var madeFontOptions: FontRenderingOptions?? = nil

    /// Creates an engine.
    ///
    /// - Parameters:
    ///   - fallback: where the emoji and wide-coverage fonts are; by default Debian's paths,
    ///     overridden by `LOCKSHOT_EMOJI_FONT` and `LOCKSHOT_FALLBACK_FONT`.
    ///   - library: fonts shared with other engines of a batch (faces are reused, never used by two engines
    ///     at once). Without one, the engine loads its own; pass one when making an engine per render.
    package init(fallback: FontFallbackConfiguration = .fromEnvironment(ProcessInfo.processInfo.environment),
                library: FontLibrary? = nil) {
        resolver = FontResolver(configuration: fallback, library: library)
        shaper = TextShaper(resolver: resolver)
    }

    /// Font loading problems met so far (a missing font file, a missing fallback package), each once,
    /// in the order met. Text still measures and draws: uncovered characters become missing-glyph boxes.
    package var problems: [TextError] {
        var all = resolver.problems
        if case .some(.none) = madeFontOptions {
            all.append(.library(name: "Cairo", call: "cairo_font_options_create", status: -1))
        }
        return all
    }

    /// The fonts this engine has opened so far — embedded names (`LockshotPixel-Regular`) and file paths —
    /// in the order they were opened: what a golden manifest should hash. Fallback fonts appear only once
    /// a character needed them.
    package var loadedFonts: [String] { resolver.loadedFonts }

    /// Loads the font `spec` asks for now, so a caller can report a bad font before rendering.
    ///
    /// - Throws: `TextError` when the font file is missing, unreadable or not a font.
    package func validate(_ spec: FontSpec) throws(TextError) {
        if resolver.requestedFont(spec) != nil { return }
        let choice = FontResolver.choice(for: spec, standIns: resolver.configuration.systemFonts)
        switch choice.location {
        case .embedded(let name):
            throw resolver.problems.last { $0.mentions(name) } ?? .embeddedFontNotFound(name: name)
        case .file(let path, let missing):
            throw resolver.problems.last { $0.mentions(path) } ?? missing
        }
    }

    /// Measures `request`: lines after wrapping, line limit and truncation, with exact fractional advances.
    ///
    /// Height = lines × line height + (lines − 1) × `lineSpacing`; line height = the requested font's
    /// ascender + descender + line gap at the size. Empty text, or a size that is not
    /// positive and finite, measures zero with no lines.
    /// - Complexity: O(n) in the text's grapheme clusters (shaping is cached per string).
    package func measure(_ request: TextRequest) -> MeasuredText {
        guard request.font.size > 0, request.font.size.isFinite else {
            return MeasuredText(size: .zero, lines: [], truncated: false)
        }
        let styled = styledClusters(request)
        let metrics = styled.metrics
        let breaker = TextLineBreaker(
            characters: styled.clusters.map(\.character),
            widths: styled.widths,
            ellipsisWidth: styled.ellipsis, maxWidth: request.maxWidth, lineLimit: request.lineLimit,
            truncationMode: request.truncationMode)
        let (broken, truncated) = breaker.lines()
        let step = metrics.height + request.lineSpacing
        let lines = broken.enumerated().map { index, line in
            TextLine(text: line.text, width: line.width, baseline: metrics.ascent + Double(index) * step,
                     segments: styled.runOf.isEmpty ? [] : Self.segments(line, runOf: styled.runOf))
        }
        let width = lines.reduce(0.0) { max($0, $1.width) }
        let height = lines.isEmpty ? 0 : Double(lines.count) * metrics.height
            + Double(lines.count - 1) * request.lineSpacing
        var missing: [Character] = []
        for cluster in styled.clusters where cluster.isMissing && !missing.contains(cluster.character) {
            missing.append(cluster.character)
        }
        return MeasuredText(size: Size(width: width, height: height), lines: lines, truncated: truncated,
                            missingCharacters: missing)
    }

    /// The text's clusters and their advances (kerning included), the ellipsis's advance, and the line metrics:
    /// in one font, or — with style runs — each run shaped in its own font, the tallest run setting the line.
    private func styledClusters(_ request: TextRequest)
        -> (clusters: [ShapedCluster], widths: [Double], ellipsis: Double, runOf: [Int],
            metrics: (ascent: Double, height: Double, capHeight: Double)) {
        let characters = Array(request.text)
        let total = request.runs.reduce(0) { $0 + $1.length }
        guard request.runs.count > 1, total == characters.count else {
            let shaped = shaper.shape(request.text, font: request.font)
            let kerning = request.kerning
            let ellipsis = shaper.shape("…", font: request.font).clusters.reduce(0.0) { $0 + $1.advance + kerning }
            return (shaped.clusters, shaped.clusters.map { $0.character.isNewline ? 0 : $0.advance + kerning }, ellipsis, [],
                    lineMetrics(request.font))
        }
        var clusters: [ShapedCluster] = [], widths: [Double] = [], runOf: [Int] = []
        var start = 0
        var ascent = 0.0, descent = 0.0, capHeight = 0.0
        for (index, run) in request.runs.enumerated() {
            let piece = String(characters[start..<start + run.length])
            start += run.length
            let shaped = shaper.shape(piece, font: run.font)
            clusters += shaped.clusters
            widths += shaped.clusters.map { $0.character.isNewline ? 0 : $0.advance + run.kerning }
            runOf += Array(repeating: index, count: shaped.clusters.count)
            let m = lineMetrics(run.font)
            ascent = max(ascent, m.ascent)
            descent = max(descent, m.height - m.ascent)
            capHeight = max(capHeight, m.capHeight)
        }
        let last = request.runs[request.runs.count - 1]
        let ellipsis = shaper.shape("…", font: last.font).clusters.reduce(0.0) { $0 + $1.advance + last.kerning }
        return (clusters, widths, ellipsis, runOf, (ascent, ascent + descent, capHeight))
    }

    /// A broken line's characters as segments of one run each; the ellipsis takes the run beside it.
    static func segments(_ line: TextLineBreaker.Line, runOf: [Int]) -> [TextLine.Segment] {
        guard line.clusters.count == line.text.count else { return [] }
        var runs = line.clusters.map { $0.map { runOf[$0] } }
        for index in runs.indices where runs[index] == nil {
            runs[index] = (index > 0 ? runs[index - 1] : nil) ?? runs[(index + 1)...].lazy.compactMap { $0 }.first ?? runOf.last
        }
        var segments: [TextLine.Segment] = []
        for run in runs.compactMap({ $0 }) {
            if let last = segments.last, last.run == run {
                segments[segments.count - 1].length += 1
            } else {
                segments.append(TextLine.Segment(length: 1, run: run))
            }
        }
        return segments
    }

    /// Ascent, line height (ascender + descender + line gap) and cap height of `spec` in points
    /// (the requested font's metrics, else the first wide-coverage fallback's).
    func lineMetrics(_ spec: FontSpec) -> (ascent: Double, height: Double, capHeight: Double) {
        guard let font = resolver.metricsFont(for: spec) else {
            return (spec.size * 0.8, spec.size * 1.2, spec.size * 0.7)
        }
        let hb = font.harfBuzz
        return (font.points(hb.ascender, size: spec.size),
                font.points(hb.ascender + hb.descender + hb.lineGap, size: spec.size),
                font.points(hb.capHeight, size: spec.size))
    }

    /// The font's ascent, descent (the line gap included: lines carry no leading beyond their box) and cap height.
    package func fontMetrics(_ spec: FontSpec) -> FontMetrics {
        let line = lineMetrics(spec)
        return FontMetrics(ascent: line.ascent, descent: line.height - line.ascent, capHeight: line.capHeight)
    }

    /// How many times this engine opened the emoji font (0 when no text needed it).
    var emojiFontOpenCount: Int { resolver.emojiFontOpenCount }
}

extension TextError {
    /// True when the error is about the font `key` (an embedded name or a path).
    fileprivate func mentions(_ key: String) -> Bool {
        switch self {
        case .fontFileNotFound(let path), .fallbackFontNotFound(let path, _, _): path == key
        case .embeddedFontNotFound(let name), .invalidFont(let name, _): name == key
        case .library: false
        }
    }
}
