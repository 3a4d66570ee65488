/// Turns a `GlyphSource` into finished bitmaps, resolving `compose` statements.
///
/// Placement rules (documented in `fonts/README.md`):
/// - The result has the first component's advance and the union of all components' pixels.
/// - Each further component (a mark) is centred on the base's ink horizontally (rounding left).
/// - A mark drawn wholly at or above the x-height is an *above* mark: it is drawn where it sits
///   over a lowercase letter, and over a taller base it moves up so that exactly one empty row
///   stays between the base's top and the mark. Other marks (cedilla, ogonek, strokes) keep the
///   rows they were drawn on.
/// - `@dx,dy` on a component adds to that placement.
package struct GlyphComposer {
    /// The grid, for the x-height and the line box.
    package var metrics: PixelFontMetrics

    /// Creates a composer for `metrics`.
    package init(metrics: PixelFontMetrics = .lockshotPixel) {
        self.metrics = metrics
    }

    /// Every encoded glyph of `source` as a bitmap, by code point.
    ///
    /// - Throws: `FontSourceError` for an unknown component, a cycle, or a result outside the line box.
    /// - Complexity: O(total pixels of all components).
    package func bitmaps(for source: GlyphSource) throws -> [UInt32: GlyphBitmap] {
        var done: [GlyphKey: GlyphBitmap] = [:]
        var result: [UInt32: GlyphBitmap] = [:]
        for value in source.codePoints {
            var visiting: Set<GlyphKey> = []
            result[value] = try resolve(.codePoint(value), in: source, done: &done, visiting: &visiting, from: nil)
        }
        return result
    }

    /// The bitmap of one key (drawn or composed), for `.notdef` and other named glyphs.
    package func bitmap(named key: GlyphKey, in source: GlyphSource) throws -> GlyphBitmap? {
        guard source.location(of: key) != nil else { return nil }
        var done: [GlyphKey: GlyphBitmap] = [:]
        var visiting: Set<GlyphKey> = []
        return try resolve(key, in: source, done: &done, visiting: &visiting, from: nil)
    }

    private func resolve(_ key: GlyphKey, in source: GlyphSource, done: inout [GlyphKey: GlyphBitmap],
                         visiting: inout Set<GlyphKey>, from user: GridLine?) throws -> GlyphBitmap {
        if let bitmap = done[key] { return bitmap }
        if let definition = source.definitions[key] {
            done[key] = definition.bitmap
            return definition.bitmap
        }
        guard case .codePoint(let value) = key, let composition = source.compositions[value] else {
            let at = user ?? GridLine(file: "<fonts>", line: 0)
            throw FontSourceError(file: at.file, line: at.line,
                                  message: "unknown composition component '\(key)': no glyph or compose defines it")
        }
        guard visiting.insert(key).inserted else {
            throw FontSourceError(file: composition.location.file, line: composition.location.line,
                                  message: "\(key) is composed from itself")
        }
        var parts: [(GlyphBitmap, CompositionComponent)] = []
        for component in composition.components {
            let bitmap = try resolve(component.key, in: source, done: &done, visiting: &visiting,
                                     from: composition.location)
            parts.append((bitmap, component))
        }
        visiting.remove(key)
        let bitmap = try compose(parts, at: composition.location)
        done[key] = bitmap
        return bitmap
    }

    private func compose(_ parts: [(GlyphBitmap, CompositionComponent)], at here: GridLine) throws -> GlyphBitmap {
        guard let (base, baseComponent) = parts.first else {
            throw FontSourceError(file: here.file, line: here.line, message: "a composition needs at least one component")
        }
        var result = base.shifted(dx: baseComponent.dx, dy: baseComponent.dy)
        let baseInk = result.inkBounds
        for (mark, component) in parts.dropFirst() {
            var dx = component.dx, dy = component.dy
            if let baseInk, let markInk = mark.inkBounds {
                let twiceOffset = (baseInk.minX + baseInk.maxX) - (markInk.minX + markInk.maxX)
                dx += Int((Double(twiceOffset) / 2).rounded(.down))
                if markInk.minY >= metrics.xHeightPixels {
                    dy += max(0, baseInk.maxY + 2 - markInk.minY)
                }
            }
            result.pixels.formUnion(mark.shifted(dx: dx, dy: dy).pixels)
        }
        if let ink = result.inkBounds,
           ink.maxY >= metrics.ascenderPixels || ink.minY < -metrics.descenderPixels {
            throw FontSourceError(file: here.file, line: here.line,
                                  message: "composed glyph reaches outside the line box (rows \(-metrics.descenderPixels)…\(metrics.ascenderPixels - 1)); move a mark with '@dx,dy' or draw the glyph")
        }
        return result
    }
}
