/// SwiftUI's `Font.TextStyle` at the default Dynamic Type size (Large), from Apple's Human Interface
/// Guidelines (Typography › Specifications › iOS, iPadOS Dynamic Type sizes).
///
/// `leading` is Apple's published line height; lockshot lays text out with the font's own line
/// height (as SwiftUI's `Text` does), so it is kept for the documentation and the tests only.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point size at the Large (default) content size category.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The style's weight: semibold for `headline`, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Apple's line height for the style at Large, in points.
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// The system font of this style, in `design`.
    public func font(design: FontDesign = .default) -> FontSpec {
        .system(size: size, weight: weight, design: design)
    }
}
