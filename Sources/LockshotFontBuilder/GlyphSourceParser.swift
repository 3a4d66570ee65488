/// Reads the glyph grid format documented in `fonts/README.md`.
///
/// A file is a list of statements separated by blank lines; `//` starts a comment line:
/// - `glyph U+0041 A` (or `glyph NAME`) followed by exactly `metrics.gridRows` rows of
///   `#` (lit) and `.` (unlit), all the same width; the width is the advance.
/// - `compose U+00E9 é = e + acute` builds a glyph from a base and marks; a component is
///   `U+XXXX`, a single character, or a glyph name, optionally followed by `@dx,dy`.
package struct GlyphSourceParser {
    /// The grid the rows are checked against.
    package var metrics: PixelFontMetrics

    /// Creates a parser for grids of `metrics`.
    package init(metrics: PixelFontMetrics = .lockshotPixel) {
        self.metrics = metrics
    }

    /// Parses one grid file's text and adds its statements to `source`.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the name used in error messages.
    ///   - source: the family's glyphs so far; duplicates across files are errors.
    /// - Throws: `FontSourceError` at the first mistake, with its line.
    /// - Complexity: O(n) in the length of `text`.
    package func parse(_ text: String, file: String, into source: inout GlyphSource) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var index = 0
        while index < lines.count {
            let lineNumber = index + 1
            let trimmed = lines[index].trimmingWhitespace()
            index += 1
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let tokens = Self.tokens(of: trimmed)
            let here = GridLine(file: file, line: lineNumber)
            switch tokens.first {
            case "glyph":
                let definition = try parseGlyph(header: tokens, at: here, lines: lines, index: &index)
                if let previous = source.location(of: definition.key) {
                    throw error(here, "\(definition.key) is already defined at \(previous.file):\(previous.line)")
                }
                source.definitions[definition.key] = definition
            case "bold":
                let definition = try parseGlyph(header: tokens, at: here, lines: lines, index: &index)
                if let previous = source.boldOverrides[definition.key] {
                    throw error(here, "bold \(definition.key) is already defined at \(previous.location.file):\(previous.location.line)")
                }
                source.boldOverrides[definition.key] = definition
            case "compose":
                let composition = try parseComposition(tokens, at: here)
                if let previous = source.location(of: .codePoint(composition.target)) {
                    throw error(here, "\(GlyphKey.codePoint(composition.target)) is already defined at \(previous.file):\(previous.line)")
                }
                source.compositions[composition.target] = composition
            default:
                if Self.isRow(trimmed) {
                    throw error(here, "grid row outside a glyph (a glyph has \(metrics.gridRows) rows)")
                }
                throw error(here, "expected 'glyph', 'bold' or 'compose', found '\(tokens.first ?? trimmed)'")
            }
        }
    }

    // MARK: glyph

    private func parseGlyph(header tokens: [String], at here: GridLine,
                            lines: [String], index: inout Int) throws -> GlyphDefinition {
        guard tokens.count >= 2 else { throw error(here, "'\(tokens[0])' needs a code point (U+0041) or a name") }
        let key = try glyphKey(tokens[1], at: here, allowCharacter: false)
        if tokens.count >= 3, case .codePoint(let value) = key {
            try checkCharacter(tokens[2], matches: value, at: here)
        }
        var rows: [String] = []
        var width: Int?
        while rows.count < metrics.gridRows {
            guard index < lines.count else {
                throw error(here, "\(key) has \(rows.count) rows, expected \(metrics.gridRows)")
            }
            let row = lines[index].trimmingWhitespace()
            let rowLine = GridLine(file: here.file, line: index + 1)
            if row.isEmpty || row.hasPrefix("glyph") || row.hasPrefix("bold") || row.hasPrefix("compose") || row.hasPrefix("//") {
                throw error(here, "\(key) has \(rows.count) rows, expected \(metrics.gridRows)")
            }
            if let bad = row.first(where: { $0 != "#" && $0 != "." }) {
                throw error(rowLine, "unexpected '\(bad)' in a row of \(key); rows use '#' (lit) and '.' (unlit)")
            }
            if let width, row.count != width {
                throw error(rowLine, "ragged row in \(key): \(row.count) pixels wide, expected \(width) like its first row")
            }
            width = row.count
            rows.append(row)
            index += 1
        }
        var pixels = Set<Pixel>()
        for (rowIndex, row) in rows.enumerated() {
            let y = metrics.gridRowsAboveBaseline - 1 - rowIndex
            for (x, character) in row.enumerated() where character == "#" {
                pixels.insert(Pixel(x: x, y: y))
            }
        }
        return GlyphDefinition(key: key, bitmap: GlyphBitmap(advance: width ?? 0, pixels: pixels), location: here)
    }

    // MARK: compose

    private func parseComposition(_ tokens: [String], at here: GridLine) throws -> Composition {
        guard let equals = tokens.firstIndex(of: "="), equals >= 2, equals <= 3 else {
            throw error(here, "expected 'compose U+XXXX [character] = base + mark …'")
        }
        guard case .codePoint(let target) = try glyphKey(tokens[1], at: here, allowCharacter: false) else {
            throw error(here, "a composition defines a code point: 'compose U+00E9 …'")
        }
        if equals == 3 { try checkCharacter(tokens[2], matches: target, at: here) }
        let parts = Array(tokens[(equals + 1)...])
        guard !parts.isEmpty, parts.count % 2 == 1 else {
            throw error(here, "expected components joined by ' + ' after '='")
        }
        var components: [CompositionComponent] = []
        for (offset, part) in parts.enumerated() {
            if offset % 2 == 1 {
                guard part == "+" else { throw error(here, "expected '+' between components, found '\(part)'") }
                continue
            }
            components.append(try component(part, at: here))
        }
        return Composition(target: target, components: components, location: here)
    }

    private func component(_ token: String, at here: GridLine) throws -> CompositionComponent {
        var name = token
        var dx = 0, dy = 0
        if let at = token.lastIndex(of: "@"), at != token.startIndex {
            name = String(token[..<at])
            let offsets = token[token.index(after: at)...].split(separator: ",")
            guard offsets.count == 2, let x = Int(offsets[0]), let y = Int(offsets[1]) else {
                throw error(here, "bad offset in '\(token)'; write 'name@dx,dy' with whole pixels, e.g. 'acute@1,0'")
            }
            dx = x
            dy = y
        }
        return CompositionComponent(key: try glyphKey(name, at: here, allowCharacter: true), dx: dx, dy: dy)
    }

    // MARK: tokens

    private func glyphKey(_ token: String, at here: GridLine, allowCharacter: Bool) throws -> GlyphKey {
        if token.hasPrefix("U+") || token.hasPrefix("u+") {
            guard let value = UInt32(token.dropFirst(2), radix: 16), token.count >= 6,
                  Unicode.Scalar(value) != nil else {
                throw error(here, "bad code point '\(token)'; write U+ and 4 to 6 hex digits")
            }
            return .codePoint(value)
        }
        let scalars = token.unicodeScalars
        if allowCharacter, scalars.count == 1, let scalar = scalars.first {
            return .codePoint(scalar.value)
        }
        guard scalars.count >= 2 else {
            throw error(here, "bad glyph name '\(token)'; a name has at least two characters")
        }
        return .name(token)
    }

    private func checkCharacter(_ token: String, matches value: UInt32, at here: GridLine) throws {
        let scalars = Array(token.unicodeScalars)
        // Only a single character is checked; a word such as `space` is a description.
        guard scalars.count == 1, !token.hasPrefix("//") else { return }
        if scalars[0].value != value {
            throw error(here, "'\(token)' is \(GlyphKey.codePoint(scalars[0].value)), not \(GlyphKey.codePoint(value))")
        }
    }

    /// Whitespace-separated tokens, up to a `//` comment token.
    static func tokens(of line: String) -> [String] {
        var result: [String] = []
        for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if token.hasPrefix("//") { break }
            result.append(String(token))
        }
        return result
    }

    static func isRow(_ line: String) -> Bool {
        !line.isEmpty && line.allSatisfy { $0 == "#" || $0 == "." }
    }

    private func error(_ location: GridLine, _ message: String) -> FontSourceError {
        FontSourceError(file: location.file, line: location.line, message: message)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
