/// The text of `LockshotSupport.swift`: lockshot's own modifiers (`characterLimit`, `scanlines`, `glow`), hex
/// colors, `Color` attributes and App Group image loading, in plain SwiftUI. The same for every layout.
enum LockshotSupportSource {
    static func text(header: String) -> String {
        header + body
    }

    private static let body = #"""
    import SwiftUI
    import UIKit

    // MARK: Colors

    extension Color {
        /// An sRGB color from `0xRRGGBB`, as a layout writes `#RRGGBB`.
        init(lockshotHex hex: UInt32, opacity: Double = 1) {
            self.init(
                .sRGB,
                red: Double((hex >> 16) & 0xFF) / 255,
                green: Double((hex >> 8) & 0xFF) / 255,
                blue: Double(hex & 0xFF) / 255,
                opacity: opacity
            )
        }
    }

    extension LockshotColor {
        /// The SwiftUI color (`LockshotColor.swift` holds the part both targets share).
        var color: Color { name.flatMap { Self.named[$0] } ?? Color(lockshotHex: hex) }

        private static let named: [String: Color] = [
            "white": .white, "black": .black, "clear": .clear, "gray": .gray, "red": .red, "green": .green,
            "blue": .blue, "orange": .orange, "yellow": .yellow, "pink": .pink, "purple": .purple, "mint": .mint,
            "teal": .teal, "cyan": .cyan, "indigo": .indigo, "brown": .brown, "primary": .primary,
            "secondary": .secondary,
        ]
    }

    // MARK: Text

    extension StringProtocol {
        /// lockshot's `characterLimit(n)`: at most `limit` characters; a longer string is cut, its trailing
        /// white space trimmed, and `…` appended.
        func characterLimit(_ limit: Int) -> String {
            guard count > limit else { return String(self) }
            var cut = String(prefix(Swift.max(0, limit)))
            while let last = cut.last, last.isWhitespace {
                cut.removeLast()
            }
            return cut + "…"
        }
    }

    // MARK: Effects

    extension View {
        /// lockshot's `glow(color:radius:)`: a soft glow of what the view draws (its blurred silhouette, tinted).
        func glow(color: Color? = nil, radius: CGFloat = 4) -> some View {
            shadow(color: color ?? .primary, radius: radius, x: 0, y: 0)
        }

        /// lockshot's `scanlines(color:opacity:spacing:)`: 1 pt CRT lines every `spacing` points over the view.
        func scanlines(color: Color? = nil, opacity: Double = 0.1, spacing: CGFloat = 3) -> some View {
            overlay(
                LockshotScanlines(spacing: spacing)
                    .fill(color ?? .primary)
                    .opacity(opacity)
                    .allowsHitTesting(false)
            )
        }

        /// lockshot's `alignmentGuide(_:width:height:offset:)`: the guide at `width × width + height × height + offset`.
        func alignmentGuide(_ guide: HorizontalAlignment, width: CGFloat = 0, height: CGFloat = 0, offset: CGFloat = 0) -> some View {
            alignmentGuide(guide) { d in width * d.width + height * d.height + offset }
        }

        func alignmentGuide(_ guide: VerticalAlignment, width: CGFloat = 0, height: CGFloat = 0, offset: CGFloat = 0) -> some View {
            alignmentGuide(guide) { d in width * d.width + height * d.height + offset }
        }
    }

    /// Horizontal 1 pt lines from the top, `spacing` points apart.
    struct LockshotScanlines: Shape {
        var spacing: CGFloat

        func path(in rect: CGRect) -> Path {
            var path = Path()
            guard spacing >= 1 else { return path }
            var y = rect.minY
            while y < rect.maxY {
                path.addRect(CGRect(x: rect.minX, y: y, width: rect.width, height: min(1, rect.maxY - y)))
                y += spacing
            }
            return path
        }
    }

    // MARK: Images

    extension Image {
        /// A layout's `Image` attribute: a file the app wrote to the App Group container named under
        /// `LockshotAppGroup` in the extension's Info.plist (or an absolute path), else the `fallback` asset.
        init(lockshotFile name: String?, fallback: String) {
            if let name, let image = UIImage(contentsOfFile: Self.lockshotPath(name)) {
                self.init(uiImage: image)
            } else {
                self.init(fallback)
            }
        }

        private static func lockshotPath(_ name: String) -> String {
            if name.hasPrefix("/") { return name }
            guard let group = Bundle.main.object(forInfoDictionaryKey: "LockshotAppGroup") as? String,
                  let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)
            else { return name }
            return container.appendingPathComponent(name).path
        }
    }

    """#
}

/// The text of `LockshotColor.swift`: a `Color` attribute's value as ActivityKit carries it, in Foundation
/// alone, so that the attributes compile in the app target too (issue 25 #6); `LockshotSupport.swift` adds
/// its SwiftUI color in the widget extension.
enum LockshotColorSource {
    static func text(header: String) -> String {
        header + body
    }

    private static let body = #"""
    import Foundation

    /// A layout's `Color` attribute in ActivityKit's content state: `"#RRGGBB"` or a SwiftUI color name
    /// (`"orange"`) in a push payload.
    struct LockshotColor: Codable, Hashable {
        var hex: UInt32
        /// A SwiftUI named color (it follows the appearance), or nil for `hex`.
        var name: String?

        /// The color names a payload may send (SwiftUI's, as `Color.orange`).
        static let names: Set<String> = [
            "white", "black", "clear", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "mint",
            "teal", "cyan", "indigo", "brown", "primary", "secondary",
        ]

        init(hex: UInt32) {
            self.hex = hex
        }

        init(name: String) {
            self.hex = 0
            self.name = name
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
                hex = value
            } else if Self.names.contains(text) {
                hex = 0
                name = text
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected #RRGGBB or a color name, got \(text)")
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            let digits = String(hex, radix: 16, uppercase: true)
            try container.encode(name ?? "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits)
        }
    }

    """#
}
