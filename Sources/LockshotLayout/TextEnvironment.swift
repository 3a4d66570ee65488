import LockshotLanguage

/// Environment values that flow down the view tree, as SwiftUI's environment does:
/// set by a modifier, read by every text and shape below it unless a closer modifier overrides.
struct TextEnvironment: Equatable {
    var font: FontSpec = Binder.defaultFont
    /// Set by `fontWeight`/`bold`; applied on top of the font's own weight.
    var weight: FontWeight?
    var foreground: RGBA?
    var kerning: Double = 0
    var lineSpacing: Double = 0
    var lineLimit: Int?
    var truncationMode: TruncationMode = .tail
    var alignment: TextAlignment = .leading
    var characterLimit: Int?
    var appearance: ColorAppearance
    /// Symbols and labels (`Binder+Symbols.swift`): `imageScale`, `symbolRenderingMode`, `labelStyle`.
    var symbols = SymbolEnvironment()

    init(appearance: ColorAppearance) { self.appearance = appearance }

    /// The primary label color: white in dark appearance, black in light.
    var color: RGBA { foreground ?? (appearance == .dark ? .white : .black) }

    var resolvedFont: FontSpec {
        var f = font
        if let weight { f.weight = weight }
        return f
    }
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
