/// SwiftUI's `Font.TextStyle` at the default Dynamic Type size (Large), from Apple's Human Interface
/// Guidelines (Typography › Specifications › iOS, iPadOS Dynamic Type sizes).
///
/// `leading` is Apple's published line height; lockshot lays text out with the font's own line
/// height (as SwiftUI's `Text` does), so it is kept for the documentation and the tests only.
package enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point size at the Large (default) content size category.
    package var size: Double { size(at: .large) }

    /// The style's weight: semibold for `headline`, regular for the rest.
    package var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Apple's line height for the style at Large, in points.
    package var leading: Double {
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

    /// The system font of this style, in `design`, at the Dynamic Type size `typeSize`.
    package func font(design: FontDesign = .default, at typeSize: DynamicTypeSize = .large) -> FontSpec {
        .system(size: size(at: typeSize), weight: weight, design: design)
    }

    /// Point size at `typeSize`: Apple's Human Interface Guidelines, Typography › iOS Dynamic Type sizes
    /// (xSmall through xxxLarge, then the five accessibility sizes).
    package func size(at typeSize: DynamicTypeSize) -> Double {
        let column = DynamicTypeSize.allCases.firstIndex(of: typeSize) ?? 3
        let row: [Double]
        switch self {
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return row[column]
    }
}

/// SwiftUI's `DynamicTypeSize`: the reader's text size setting. `.large` is the default.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
