import LockshotLanguage

/// Where a font's bytes come from. Resolved by binding from the layout's `fonts { }` block.
package enum FontSource: Sendable, Hashable, Codable {
    /// A font compiled into lockshot (`LockshotPixel`).
    case embedded(String)
    /// An absolute path to a TrueType/OpenType file (resolved relative to the layout file).
    case file(String)
    /// The system font (SwiftUI's `.system`, the text styles, and the default): drawn with the
    /// documented stand-ins for SF Pro, SF Mono and New York (docs/text.md).
    case system(FontDesign)
    /// A family with one file per weight (`Brand = { regular: "…", bold: "…" }`): absolute paths by weight.
    case faces([FontWeight: String])
}

/// SwiftUI's `Font.Design`.
package enum FontDesign: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`, monospaced, rounded, serif
}

extension FontSource {
    /// The file and synthesis a family with several files uses for `weight`: the nearest weight
    /// (ties go bolder from regular up, lighter below, as CSS font matching does), emboldened
    /// synthetically when the nearest file is two or more steps lighter than asked (as iOS does).
    /// - Complexity: O(faces).
    package static func nearest(_ faces: [FontWeight: String], to weight: FontWeight) -> (path: String, weight: FontWeight, synthesizeBold: Bool)? {
        let ranked = faces.keys.sorted { a, b in
            let da = abs(a.value - weight.value), db = abs(b.value - weight.value)
            if da != db { return da < db }
            return weight.value >= 400 ? a.value > b.value : a.value < b.value
        }
        guard let chosen = ranked.first, let path = faces[chosen] else { return nil }
        return (path, chosen, weight.value - chosen.value >= 200)
    }
}

/// SwiftUI's `Font.Weight`, numerically (100…900). `.regular` = 400, `.bold` = 700.
package struct FontWeight: Sendable, Hashable, Codable, Comparable {
    package var value: Int
    package init(_ value: Int) { self.value = value }
    package static let ultraLight = FontWeight(100), thin = FontWeight(200), light = FontWeight(300)
    package static let regular = FontWeight(400), medium = FontWeight(500), semibold = FontWeight(600)
    package static let bold = FontWeight(700), heavy = FontWeight(800), black = FontWeight(900)
    package static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    /// SwiftUI's names in order, lightest first.
    package static let named: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The weight SwiftUI calls `name` (`semibold`), if any.
    package init?(named name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.weight
    }

    /// SwiftUI's name for this weight (`semibold`), or the number.
    package var name: String { Self.named.first { $0.weight == self }?.name ?? String(value) }
}

/// A concrete font request: family source, size in points and weight.
package struct FontSpec: Sendable, Hashable, Codable {
    /// The family name as written in the layout (for diagnostics and the dump).
    package var family: String
    package var source: FontSource
    package var size: Double
    package var weight: FontWeight
    /// `.italic()`: the family's italic face, or a synthetic slant when it has none.
    package var italic: Bool
    /// `.monospacedDigit()`: tabular figures (OpenType `tnum`), so digits keep their width as they change.
    package var monospacedDigit: Bool
    package init(family: String, source: FontSource, size: Double, weight: FontWeight = .regular,
                italic: Bool = false, monospacedDigit: Bool = false) {
        self.family = family
        self.source = source
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    /// The system font at `size` (SwiftUI's `.system(size:weight:design:)`).
    package static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> FontSpec {
        FontSpec(family: design == .default ? "system" : "system-\(design.rawValue)", source: .system(design),
                 size: size, weight: weight)
    }

    /// This font in another system design (`.monospaced()`, `.fontDesign(_:)`); a layout's own family is
    /// returned unchanged, as SwiftUI leaves custom fonts alone.
    package func withSystemDesign(_ design: FontDesign) -> FontSpec {
        guard isSystem else { return self }
        var font = self
        font.family = FontSpec.system(size: size, design: design).family
        font.source = .system(design)
        return font
    }

    /// True for the system font, in any design.
    package var isSystem: Bool {
        if case .system = source { return true }
        return false
    }
}

package enum TruncationMode: String, Sendable, Hashable, Codable { case head, middle, tail }
package enum TextAlignment: String, Sendable, Hashable, Codable { case leading, center, trailing }

/// Everything that decides how a piece of text measures and breaks.
package struct TextRequest: Sendable, Hashable {
    package var text: String
    package var font: FontSpec
    /// Extra space after each grapheme cluster, in points (`kerning`/`tracking`).
    package var kerning: Double
    /// Extra space between lines, in points (`lineSpacing`).
    package var lineSpacing: Double
    /// The width to fit; nil means unconstrained (ideal width: no wrapping).
    package var maxWidth: Double?
    /// nil: no limit (SwiftUI's default).
    package var lineLimit: Int?
    package var truncationMode: TruncationMode
    package var alignment: TextAlignment
    /// `Text("a").bold() + Text(b)`: consecutive stretches of `text` in their own font and kerning, in order;
    /// empty when the whole text has `font` and `kerning`.
    package var runs: [Run] = []

    /// A stretch of the text in its own font: `length` grapheme clusters.
    package struct Run: Sendable, Hashable {
        package var length: Int
        package var font: FontSpec
        package var kerning: Double
        package init(length: Int, font: FontSpec, kerning: Double) {
            self.length = length
            self.font = font
            self.kerning = kerning
        }
    }

    /// The request at `size` points: runs scaled with it (`minimumScaleFactor`).
    package func resized(to size: Double) -> TextRequest {
        var copy = self
        let factor = font.size > 0 ? size / font.size : 1
        copy.font.size = size
        copy.runs = runs.map { run in
            var scaled = run
            scaled.font.size *= factor
            return scaled
        }
        return copy
    }

    package init(text: String, font: FontSpec, kerning: Double = 0, lineSpacing: Double = 0, maxWidth: Double? = nil,
                lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading) {
        self.text = text
        self.font = font
        self.kerning = kerning
        self.lineSpacing = lineSpacing
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
    }
}

/// One laid-out line of text, as it will be drawn.
package struct TextLine: Sendable, Hashable, Codable {
    /// The characters drawn on this line (after wrapping and truncation, ellipsis included).
    package var text: String
    /// The line's advance width in points.
    package var width: Double
    /// The baseline's distance from the top of the text frame, in points.
    package var baseline: Double
    /// For text with style runs: the line's characters as consecutive segments, each drawn in one run's style
    /// (`TextRequest.runs` index); empty for text in one style.
    package var segments: [Segment] = []

    /// `length` characters of the line drawn in run `run`.
    package struct Segment: Sendable, Hashable, Codable {
        package var length: Int
        package var run: Int
        package init(length: Int, run: Int) {
            self.length = length
            self.run = run
        }
    }

    package init(text: String, width: Double, baseline: Double, segments: [Segment] = []) {
        self.text = text
        self.width = width
        self.baseline = baseline
        self.segments = segments
    }
}

/// The answer to a `TextRequest`.
extension MeasuredText {
    /// With runs raised or lowered off the baseline (`baselineOffset`): every line taller by the highest raise
    /// above and the deepest drop below, its baseline lower by the raise, so nothing leaves the frame (UIKit
    /// grows a line for an offset run; here every line of the text grows alike).
    func raised(by offsets: [Double]) -> MeasuredText {
        let above = max(0, offsets.max() ?? 0), below = max(0, -(offsets.min() ?? 0))
        guard above + below > 0 else { return self }
        var copy = self
        for index in copy.lines.indices { copy.lines[index].baseline += above + Double(index) * (above + below) }
        copy.size.height += Double(lines.count) * (above + below)
        return copy
    }
}

package struct MeasuredText: Sendable, Hashable {
    /// Width = the widest line's advance; height = line count × line height + spacing.
    package var size: Size
    package var lines: [TextLine]
    /// True when wrapping or the line limit dropped or cut characters.
    package var truncated: Bool
    /// Characters no font in the fallback chain covers (drawn as a missing-glyph box).
    package var missingCharacters: [Character]

    package init(size: Size, lines: [TextLine], truncated: Bool, missingCharacters: [Character] = []) {
        self.size = size
        self.lines = lines
        self.truncated = truncated
        self.missingCharacters = missingCharacters
    }
    package var firstBaseline: Double { lines.first?.baseline ?? 0 }
    package var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// All lines joined with newlines: what the layout dump calls `displayedText`.
    package var displayedText: String { lines.map(\.text).joined(separator: "\n") }
}

/// How layout measures text without importing a text engine (SPEC §2).
///
/// Layout is tested with a fixed-advance fake; rendering uses the HarfBuzz one.
/// Implementations need not be thread-safe: each render owns its measurer.
package protocol TextMeasurer {
    func measure(_ request: TextRequest) -> MeasuredText
    /// `font`'s vertical metrics at its size: what SwiftUI's default spacing next to text reads.
    func fontMetrics(_ font: FontSpec) -> FontMetrics
}

/// A font's vertical metrics in points. `descent` reaches the bottom of the line's box (the line gap
/// included), so a line is `ascent + descent` tall and `leading` is what a line adds beyond its box.
package struct FontMetrics: Sendable, Hashable {
    package var ascent: Double, descent: Double, leading: Double, capHeight: Double
    package init(ascent: Double, descent: Double, leading: Double = 0, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }
}

extension TextMeasurer {
    /// Read off one measured line, with a cap height of 0.7 em (a measurer that knows its fonts says better).
    package func fontMetrics(_ font: FontSpec) -> FontMetrics {
        let line = measure(TextRequest(text: "H", font: font))
        let ascent = line.firstBaseline
        return FontMetrics(ascent: ascent, descent: max(0, line.size.height - ascent), capHeight: 0.7 * font.size)
    }
}
