/// Turns diagnostics into text for people (compiler style, with a caret excerpt)
/// or for machines (JSON, SARIF 2.1.0). Rendering is separate from the data so
/// tests compare diagnostics structurally and the CLI picks the form.
///
/// ```
/// layouts/flick.lockshot:12:8: error: unknown modifier 'fnt'
/// 12 |       .fnt(.custom("Flick", size: 14))
///    |        ^~~
///    = help: did you mean 'font'?
/// ```
package struct DiagnosticRenderer: Sendable {
    /// ANSI colors; only when asked (the CLI asks on a terminal without `NO_COLOR`).
    package var color: Bool
    /// The widest an excerpt line may be; longer source lines are cut around the caret. Nil: no limit.
    package var width: Int?
    private var files: [String: SourceFile]

    /// - Parameters:
    ///   - files: sources to quote from, matched to diagnostics by path.
    ///   - color: emit ANSI escape codes.
    ///   - width: cut excerpt lines to this many columns.
    package init(files: [SourceFile] = [], color: Bool = false, width: Int? = nil) {
        self.color = color
        self.width = width
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds a source file to quote from.
    package mutating func add(_ file: SourceFile) { files[file.path] = file }

    /// All diagnostics, each followed by its excerpt, help and notes; ends with a newline when not empty.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// One diagnostic in compiler style.
    package func render(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.file, diagnostic.range, diagnostic.severity.rawValue, diagnostic.message)
        out += excerpt(diagnostic.file, diagnostic.range)
        if let help = diagnostic.help {
            let gutter = gutterWidth(diagnostic.file, diagnostic.range)
            out += String(repeating: " ", count: gutter) + "= " + paint("help", .green) + ": " + help + "\n"
        }
        for note in diagnostic.notes {
            if let range = note.range {
                out += header(diagnostic.file, range, "note", note.message)
                out += excerpt(diagnostic.file, range)
            } else {
                out += header(nil, .none, "note", note.message)
            }
        }
        return out
    }

    // MARK: Text pieces

    private enum Style: String {
        case red = "31", yellow = "33", cyan = "36", green = "32", blue = "34", bold = "1"
    }

    private func paint(_ text: String, _ style: Style, bold: Bool = true) -> String {
        guard color else { return text }
        return "\u{1B}[\(bold ? "1;" : "")\(style.rawValue)m\(text)\u{1B}[0m"
    }

    private func header(_ file: String?, _ range: SourceRange, _ severity: String, _ message: String) -> String {
        let style: Style = switch severity {
        case "error": .red
        case "warning": .yellow
        case "note": .blue
        default: .cyan
        }
        let location = file.map { hasLocation(range, in: $0) ? "\($0):\(range.start.line):\(range.start.column): " : "\($0): " } ?? ""
        let bold = { (s: String) in color ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
        return bold(location) + paint(severity, style) + ": " + bold(message) + "\n"
    }

    /// A whole-file diagnostic (the `.none` range: a missing file, an empty one) prints no line:column and no excerpt.
    private func hasLocation(_ range: SourceRange, in path: String) -> Bool {
        range != .none
    }

    private func gutterWidth(_ file: String?, _ range: SourceRange) -> Int {
        guard let file, files[file] != nil, range != .none else { return 2 }
        return String(range.start.line).count + 1
    }

    private func excerpt(_ path: String?, _ range: SourceRange) -> String {
        guard let path, let file = files[path], range != .none else { return "" }
        let number = range.start.line
        let gutter = String(number).count + 1
        // Tabs become spaces and other control characters their visible pictures (NUL → ␀), one
        // column each, so the caret stays under the right character and the terminal is not driven.
        // A line far wider than any window (a 4 MB generated line) is cut around the caret first, by
        // bytes, so each excerpt costs its window, not the line: every input stays linear.
        var source = file.line(number)
        var startColumn = range.start.column
        let window = 4 * (self.width ?? Self.widthWithoutTerminal)
        if source.utf8.count > 4 * window {
            let caret = min(source.utf8.count, max(0, startColumn - 1))
            var from = source.utf8.index(source.utf8.startIndex, offsetBy: max(0, caret - window))
            while from > source.startIndex, !source.utf8.isEmpty, source.utf8[from] & 0xC0 == 0x80 { source.utf8.formIndex(before: &from) }
            var to = source.utf8.index(from, offsetBy: min(2 * window, source.utf8.distance(from: from, to: source.utf8.endIndex)))
            while to < source.endIndex, source.utf8[to] & 0xC0 == 0x80 { source.utf8.formIndex(after: &to) }
            startColumn -= source.utf8.distance(from: source.startIndex, to: from)
            source = source[from..<to]
        }
        var line = Array(String(source).map { c -> Character in
            if c == "\t" { return " " }
            guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F
            else { return c }
            // U+2400…U+241F and U+2421 are the Control Pictures block: always valid scalars.
            return Character(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
        })
        var start = max(0, startColumn - 1)
        var length = range.end.line == number ? max(1, min(range.end.column - range.start.column, line.count)) : max(1, line.count - start)
        // Without a terminal width, a very long line (a generated layout) is still cut to a window.
        let width = self.width ?? Self.widthWithoutTerminal
        if line.count > width - gutter - 3, width - gutter - 3 > 10 {
            let room = width - gutter - 3
            // Keep the caret in view: start the window a little before it.
            let from = max(0, min(start - room / 4, line.count - room))
            let to = min(line.count, from + room)
            var cut = Array(line[from..<to])
            if from > 0 { cut[0] = "…" }
            if to < line.count { cut[cut.count - 1] = "…" }
            line = cut
            start -= from
            length = max(1, min(length, room - start))
        }
        // Columns count characters; a terminal shows CJK and emoji two cells wide, so pad by cells.
        let clampedStart = min(start, line.count)
        let padding = line[..<clampedStart].reduce(0) { $0 + Self.cells($1) }
        let underlined = line[clampedStart..<min(line.count, clampedStart + length)].reduce(0) { $0 + Self.cells($1) }
        let bar = paint("|", .blue)
        let blank = String(repeating: " ", count: gutter)
        let caret = paint("^" + String(repeating: "~", count: max(0, max(length, underlined) - 1)), .green)
        return paint(String(number), .blue) + " " + bar + " " + String(line) + "\n"
            + blank + bar + " " + String(repeating: " ", count: padding) + caret + "\n"
    }

    /// The excerpt width when none is given: wide enough for any hand-written line.
    static let widthWithoutTerminal = 200

    /// Terminal cells a character takes: 2 for East Asian wide characters and emoji, else 1.
    static func cells(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
            return 2
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }
}
