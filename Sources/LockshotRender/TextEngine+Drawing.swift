internal import CCairo
import LockshotLayout

extension TextEngine {
    /// Draws laid-out text onto a `cairo_t*` whose user space is in points.
    ///
    /// Each line is reshaped with the same fonts as when it was measured and shown with `cairo_show_glyphs`
    /// at x = frame.minX + the alignment offset, y = frame.minY + the line's baseline. Emoji draw in color
    /// (Cairo scales the emoji font's bitmap strike to the size). Uncovered clusters draw as a box outline.
    ///
    /// Note: on an image surface Cairo 1.16 snaps each glyph origin to a whole device pixel, even with
    /// hinting off; the pixel font's advances keep origins on the grid, so nothing moves at integer scales.
    func draw(_ text: TextDrawing, into cairo: OpaquePointer) {
        guard let options = fontOptions, text.font.size > 0, text.font.size.isFinite else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cairo, &ctm)
        let capHeight = lineMetrics(text.font).capHeight
        for line in text.lines {
            let shaped = shaper.shape(line.text, font: text.font)
            let slack = text.frame.width - line.width
            let offset = switch text.alignment {
            case .leading: 0.0
            case .center: slack / 2
            case .trailing: slack
            }
            let origin = Point(x: text.frame.minX + offset, y: text.frame.minY + line.baseline)
            if !line.segments.isEmpty, !text.runs.isEmpty {
                drawSegments(text, line: line, at: origin, style: LineStyle(ctm: ctm, options: options), into: cairo)
                continue
            }
            // A whole text raised or lowered (`baselineOffset`) is one run without segments.
            let lifted = Point(x: origin.x, y: origin.y - (text.runs.first?.baselineOffset ?? 0))
            drawLine(shaped, at: lifted, spec: text.font, kerning: text.kerning, capHeight: capHeight,
                     style: LineStyle(ctm: ctm, options: options), into: cairo)
            drawDecorations(text, line: line, at: lifted, into: cairo)
        }
    }

    /// A line of a text with style runs: each segment shaped in its run's font and drawn in its colour, one
    /// after another (`Text("87").bold() + Text(" min")`), with its own decorations and baseline offset.
    private func drawSegments(_ text: TextDrawing, line: TextLine, at origin: Point, style: LineStyle, into cairo: OpaquePointer) {
        let characters = Array(line.text)
        var start = 0, pen = origin.x
        for segment in line.segments {
            guard segment.run < text.runs.count, start + segment.length <= characters.count else { return }
            let run = text.runs[segment.run]
            let piece = String(characters[start..<start + segment.length])
            start += segment.length
            let shaped = shaper.shape(piece, font: run.font)
            let width = shaped.clusters.reduce(0.0) { $0 + ($1.character.isNewline ? 0 : $1.advance + run.kerning) }
            let at = Point(x: pen, y: origin.y - run.baselineOffset)
            cairo_set_source_rgba(cairo, run.color.red, run.color.green, run.color.blue, run.color.alpha)
            drawLine(shaped, at: at, spec: run.font, kerning: run.kerning, capHeight: lineMetrics(run.font).capHeight,
                     style: style, into: cairo)
            var piecewise = text
            piecewise.font = run.font
            piecewise.color = run.color
            piecewise.underline = run.underline
            piecewise.strikethrough = run.strikethrough
            drawDecorations(piecewise, line: TextLine(text: piece, width: width, baseline: line.baseline), at: at, into: cairo)
            pen += width
        }
    }

    /// `underline()` and `strikethrough()`: a bar across the line's advance at the font's own underline and
    /// strikeout position and thickness (OpenType `post` and `OS/2`), in the decoration's color or the text's.
    private func drawDecorations(_ text: TextDrawing, line: TextLine, at origin: Point, into cairo: OpaquePointer) {
        guard text.underline != nil || text.strikethrough != nil, line.width > 0,
              let font = resolver.metricsFont(for: text.font) else { return }
        let hb = font.harfBuzz
        for (decoration, position, thickness) in [
            (text.underline, hb.underlinePosition, hb.underlineThickness),
            (text.strikethrough, hb.strikeoutPosition, hb.strikeoutThickness),
        ] {
            guard let decoration else { continue }
            let color = decoration.color ?? text.color
            let height = max(font.points(thickness, size: text.font.size), 0.5)
            let top = origin.y - font.points(position, size: text.font.size) - height / 2
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_rectangle(cairo, origin.x, top, line.width, height)
            cairo_fill(cairo)
        }
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
    }

    /// What every run of a line is drawn with.
    private struct LineStyle {
        let ctm: cairo_matrix_t
        let options: FontRenderingOptions
    }

    private func drawLine(_ shaped: ShapedText, at origin: Point, spec: FontSpec, kerning: Double,
                          capHeight: Double, style: LineStyle, into cairo: OpaquePointer) {
        var pen = origin.x
        for run in shaped.visualOrder.map({ shaped.runs[$0] }) {
            guard let font = run.font else {
                if shaped.clusters[run.clusters.lowerBound].isMissing {
                    drawMissingBox(at: Point(x: pen, y: origin.y), size: spec.size, capHeight: capHeight, into: cairo)
                }
                pen += run.width + kerning * Double(run.clusters.count)
                continue
            }
            let spacing = kerningOffsets(run, kerning: kerning)
            let glyphs = run.glyphs.indices.map { index in
                let glyph = run.glyphs[index]
                return cairo_glyph_t(index: UInt(glyph.id), x: pen + glyph.x + spacing[index], y: origin.y - glyph.y)
            }
            // A scaled font made with the engine's options (never Cairo's defaults, which round advances).
            if let scaled = try? font.makeScaledFont(size: spec.size, ctm: style.ctm, options: style.options) {
                cairo_set_scaled_font(cairo, scaled)
                cairo_scaled_font_destroy(scaled)
                glyphs.withUnsafeBufferPointer { buffer in
                    cairo_show_glyphs(cairo, buffer.baseAddress, Int32(buffer.count))
                }
            }
            pen += run.width + kerning * Double(run.clusters.count)
        }
    }

    /// Extra x for each glyph of `run` from `kerning`: the kerning of every cluster visually left of it.
    ///
    /// Counted in clusters, not glyphs, so a cluster with several glyphs (a base and its marks) or a ligature
    /// spanning several clusters moves exactly as measurement assumed (`kerning` × clusters).
    private func kerningOffsets(_ run: ShapedRun, kerning: Double) -> [Double] {
        guard kerning != 0, !run.glyphs.isEmpty else {
            return Array(repeating: 0, count: run.glyphs.count)
        }
        if !run.isRightToLeft {
            // Left to right: the clusters logically before the glyph's.
            return run.glyphs.map { kerning * Double($0.cluster - run.clusters.lowerBound) }
        }
        // Right to left: the clusters logically after the glyph's cluster group.
        let starts = Set(run.glyphs.map(\.cluster)).sorted()
        return run.glyphs.map { glyph in
            let next = starts.first { $0 > glyph.cluster } ?? run.clusters.upperBound
            return kerning * Double(run.clusters.upperBound - next)
        }
    }

    /// The missing-glyph box: an outline cap-height tall, inset within the 0.6 em advance.
    private func drawMissingBox(at origin: Point, size: Double, capHeight: Double, into cairo: OpaquePointer) {
        let advance = TextShaper.missingAdvance(size: size)
        let line = max(size / 16, 0.5)
        let inset = advance * 0.15
        cairo_save(cairo)
        cairo_set_line_width(cairo, line)
        cairo_rectangle(cairo, origin.x + inset + line / 2, origin.y - capHeight + line / 2,
                        advance - 2 * inset - line, capHeight - line)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
