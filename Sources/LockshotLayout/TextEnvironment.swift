import LockshotLanguage

/// Environment values that flow down the view tree, as SwiftUI's environment does:
/// set by a modifier, read by every text and shape below it unless a closer modifier overrides.
struct TextEnvironment: Equatable {
    var font: FontSpec = Binder.defaultFont
    /// Set by `fontWeight`/`bold`; applied on top of the font's own weight.
    var weight: FontWeight?
    /// `italic()`.
    var italic = false
    /// `monospacedDigit()`: tabular figures.
    var monospacedDigit = false
    /// `monospaced()`: the monospaced design of a system font.
    var monospaced = false
    /// `fontDesign(_:)`: the design of system fonts below.
    var design: FontDesign?
    /// `textCase(.uppercase | .lowercase)`.
    var textCase: TextCase?
    /// `underline()` / `strikethrough()`: the line's color (nil: the text's own color).
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    /// `minimumScaleFactor(_:)`: how far text may shrink to fit before it truncates.
    var minimumScaleFactor = 1.0
    var foreground: RGBA?
    /// `tint(_:)`: the color of gauges and progress views (text keeps its foreground).
    var tint: RGBA?
    var kerning: Double = 0
    /// `baselineOffset(_:)`: points up from the baseline.
    var baselineOffset: Double = 0
    var lineSpacing: Double = 0
    var lineLimit: Int?
    var truncationMode: TruncationMode = .tail
    var alignment: TextAlignment = .leading
    var characterLimit: Int?
    var appearance: Appearance
    /// Set by `.environment(\.colorScheme, …)`: named colors below it resolve for this appearance.
    var colorScheme: Appearance?
    /// A gradient `foregroundStyle` (then `foreground` is its first color).
    var foregroundGradient: GradientStyle?
    /// Symbols and labels (`Binder+Symbols.swift`): `imageScale`, `symbolRenderingMode`, `labelStyle`.
    var symbols = SymbolEnvironment()

    init(appearance: Appearance) { self.appearance = appearance }

    /// The primary label color: white in dark appearance, black in light.
    var color: RGBA { foreground ?? (appearance == .dark ? .white : .black) }

    var resolvedFont: FontSpec {
        var f = font
        if let weight { f.weight = weight }
        if italic { f.italic = true }
        if monospacedDigit { f.monospacedDigit = true }
        // Designs change system fonts only; a custom family keeps its own face (as SwiftUI does).
        if case .system(let own) = f.source {
            let resolved: FontDesign = monospaced ? .monospaced : (own == .default ? design ?? .default : own)
            if resolved != own { f = f.withSystemDesign(resolved) }
        }
        return f
    }
}

/// SwiftUI's `Text.Case`.
enum TextCase: String, Equatable { case uppercase, lowercase }

/// An `underline` or `strikethrough` line; its color is the text's unless given.
package struct TextDecoration: Sendable, Hashable, Codable {
    package var color: RGBA?
    package init(color: RGBA? = nil) { self.color = color }
}

extension String {
    /// `characterLimit(n)` (lockshot's own, SPEC §3): cut to `n` grapheme clusters, trim trailing
    /// white space, append `…` — only when the text is longer than `n`.
    func limited(to n: Int) -> (String, Bool) {
        guard n >= 0, count > n else { return (self, false) }
        var cut = String(prefix(n))
        while let last = cut.last, last.isWhitespace { cut.removeLast() }
        return (cut + "…", true)
    }
}
