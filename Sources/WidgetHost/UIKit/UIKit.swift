@_exported import Foundation
import Synchronization
import LockshotLanguage

// lockshot's UIKit for Linux: the slice widgets touch (`UIColor`, `UIImage`, `UIFont`), so that
// `Color(uiColor:)`, `Image(uiImage:)` and `Font(_:)` draw what they name.

/// A color, as SwiftUI's `Color(uiColor:)` takes it.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The layout expression (a named system color or a literal).
    package let layoutExpr: Expr
    package init(layoutExpr: Expr) { self.layoutExpr = layoutExpr }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        self.init(layoutExpr: Expr(.color(RGBA(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)))))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = hsbToRGB(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A colour set of the app's asset catalog (its "any" appearance; dark where the island's world is dark).
    public convenience init?(named name: String) {
        guard let set = AssetCatalog.color(name) else { return nil }
        self.init(layoutExpr: Expr(.color(set.dark ?? set.any)))
    }
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(layoutExpr: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).layoutExpr)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case .color(var rgba) = layoutExpr.kind {
            rgba.alpha = Double(alpha)
            return UIColor(layoutExpr: Expr(.color(rgba)))
        }
        return UIColor(layoutExpr: Expr(.methodCall(layoutExpr, "opacity", arguments: [Argument(value: Expr(.number(Double(alpha), isInteger: false)))])))
    }

    /// The color's components, as UIKit gives them: a literal's, or a named system color's value in the dark
    /// appearance (the island's world); `false`, the pointers untouched, for one lockshot cannot resolve.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = Self.resolve(layoutExpr) else { return false }
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
    /// The color's grey level (its luma, as UIKit converts an RGB color) and alpha.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = Self.resolve(layoutExpr) else { return false }
        white?.pointee = CGFloat(0.299 * c.red + 0.587 * c.green + 0.114 * c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
    private static func resolve(_ expr: Expr) -> RGBA? {
        switch expr.kind {
        case .color(let rgba): return rgba
        case .implicitMember(let name, nil): return RGBA.system(name, dark: true)
        case .methodCall(let base, "opacity", let arguments):
            guard var rgba = resolve(base), case .number(let opacity, _)? = arguments.first?.value.kind else { return nil }
            rgba.alpha *= opacity
            return rgba
        default: return nil
        }
    }

    static func named(_ name: String) -> UIColor { UIColor(layoutExpr: Expr(.implicitMember(name, arguments: nil))) }
    public static let black = named("black"), white = named("white"), gray = named("gray"), red = named("red")
    public static let orange = named("orange"), yellow = named("yellow"), green = named("green"), blue = named("blue")
    public static let purple = named("purple"), brown = named("brown"), cyan = named("cyan"), clear = named("clear")
    public static let systemRed = named("red"), systemOrange = named("orange"), systemYellow = named("yellow")
    public static let systemGreen = named("green"), systemMint = named("mint"), systemTeal = named("teal")
    public static let systemCyan = named("cyan"), systemBlue = named("blue"), systemIndigo = named("indigo")
    public static let systemPurple = named("purple"), systemPink = named("pink"), systemBrown = named("brown")
    public static let systemGray = named("gray")
    public static let label = named("primary"), secondaryLabel = named("secondary")
    public static let tertiaryLabel = named("tertiary"), quaternaryLabel = named("quaternary")
    /// iOS's dark-appearance values (a Live Activity's default world; the island is always dark).
    static func hex(_ value: UInt32, alpha: Double = 1) -> UIColor { UIColor(layoutExpr: Expr(.color(RGBA(hex: value, alpha: alpha)))) }
    public static let lightGray = hex(0xAAAAAA), darkGray = hex(0x555555), magenta = hex(0xFF00FF)
    public static let systemGray2 = hex(0x636366), systemGray3 = hex(0x48484A), systemGray4 = hex(0x3A3A3C)
    public static let systemGray5 = hex(0x2C2C2E), systemGray6 = hex(0x1C1C1E)
    public static let systemBackground = hex(0x000000), secondarySystemBackground = hex(0x1C1C1E)
    public static let tertiarySystemBackground = hex(0x2C2C2E), systemGroupedBackground = hex(0x000000)
    public static let secondarySystemGroupedBackground = hex(0x1C1C1E), tertiarySystemGroupedBackground = hex(0x2C2C2E)
    public static let systemFill = hex(0x787880, alpha: 0.36), secondarySystemFill = hex(0x787880, alpha: 0.32)
    public static let tertiarySystemFill = hex(0x767680, alpha: 0.24), quaternarySystemFill = hex(0x767680, alpha: 0.18)
    public static let separator = hex(0x545458, alpha: 0.6), opaqueSeparator = hex(0x38383A), link = named("blue")
    public static let placeholderText = hex(0xEBEBF5, alpha: 0.3)
    public static let tintColor = named("blue")
}

/// The environment's traits (`UIColor(dynamicProvider:)` is asked for dark, the island's world).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// An image by asset name, SF Symbol or file, as `Image(uiImage:)` takes it.
public final class UIImage: NSObject, @unchecked Sendable {
    /// What the image names: `.systemName` or a file path / asset name.
    package enum Source: Sendable { case systemName(String), named(String), empty }
    package let source: Source
    package init(source: Source) { self.source = source }

    public convenience init?(named name: String) { self.init(source: .named(AssetCatalog.image(name) ?? name)) }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) { self.init(named: name) }
    public convenience init?(systemName name: String) { self.init(source: .systemName(name)) }
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .named(path))
    }
    /// Decoded image data: the image whose `pngData()`/`jpegData` gave these bytes (an asset's file read back, as
    /// apps that store an image's data in their state do), else nil, as a failed decode is: lockshot draws named files.
    public convenience init?(data: Data) {
        guard let path = Self.encoded.withLock({ $0[data] }) else { return nil }
        self.init(source: .named(path))
    }
    /// Bytes handed out by `pngData()`/`jpegData`, by the file they came from.
    private static let encoded = Mutex<[Data: String]>([:])
    /// An empty image (`UIImage(data: d) ?? UIImage()`): it draws nothing.
    public override convenience init() { self.init(source: .empty) }
    /// The image's encoded bytes: nil, as for an image UIKit cannot encode (lockshot draws images, it does not encode them).
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
    /// The file's bytes for an image that names a file (an asset catalog's, found from the widget's folder); nil otherwise.
    public func pngData() -> Data? {
        guard case .named(let path) = source else { return nil }
        let full = path.hasPrefix("/") ? path : AssetCatalog.root + "/" + path
        guard let data = FileManager.default.contents(atPath: full) else { return nil }
        Self.encoded.withLock { $0[data] = path }
        return data
    }
    public var size: CGSize { .zero }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

/// UIKit's attribute keys and string measuring: a text's width estimated from its font's size (0.55 em a character,
/// SF Pro's average), as code that sizes a frame to a string needs a number, not a layout.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let kern = NSAttributedString.Key("NSKern")
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let size = (attributes?[.font] as? UIFont)?.pointSize ?? 17
        return CGSize(width: CGFloat(length) * size * 0.55, height: size * 1.2)
    }
}

/// A font, as `Font(_:)` takes it.
public final class UIFont: NSObject, @unchecked Sendable {
    package let layoutExpr: Expr
    package init(layoutExpr: Expr) { self.layoutExpr = layoutExpr }

    public struct Weight: Hashable, Sendable {
        package let name: String
        public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }
    public struct TextStyle: Hashable, Sendable {
        package let name: String
        public static let largeTitle = TextStyle(name: "largeTitle"), title1 = TextStyle(name: "title")
        public static let title2 = TextStyle(name: "title2"), title3 = TextStyle(name: "title3")
        public static let headline = TextStyle(name: "headline"), subheadline = TextStyle(name: "subheadline")
        public static let body = TextStyle(name: "body"), callout = TextStyle(name: "callout"), footnote = TextStyle(name: "footnote")
        public static let caption1 = TextStyle(name: "caption"), caption2 = TextStyle(name: "caption2")
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(layoutExpr: Expr(.implicitMember("system", arguments: [
            Argument(label: Identifier("size"), value: Expr(.number(Double(size), isInteger: size.rounded() == size))),
            Argument(label: Identifier("weight"), value: Expr(.implicitMember(weight.name, arguments: nil))),
        ])))
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: size, weight: weight)
        return UIFont(layoutExpr: Expr(.methodCall(font.layoutExpr, "monospacedDigit", arguments: [])))
    }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(layoutExpr: Expr(.implicitMember(style.name, arguments: nil)))
    }
    /// The font's size in points: its `size:`, else its text style's at the default Dynamic Type size.
    public var pointSize: CGFloat {
        func size(_ expr: Expr) -> CGFloat {
            switch expr.kind {
            case .implicitMember(let name, let arguments):
                if let value = arguments?.first(where: { $0.label?.name == "size" })?.value, case .number(let number, _) = value.kind {
                    return CGFloat(number)
                }
                let styles: [String: CGFloat] = ["largeTitle": 34, "title1": 28, "title": 28, "title2": 22, "title3": 20, "headline": 17,
                                                 "body": 17, "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11]
                return styles[name] ?? 17
            case .methodCall(let base, _, _): return size(base)
            default: return 17
            }
        }
        return size(layoutExpr)
    }
    public convenience init?(name: String, size: CGFloat) {
        self.init(layoutExpr: Expr(.implicitMember("custom", arguments: [
            Argument(value: Expr(.string([.literal(name)]))),
            Argument(label: Identifier("size"), value: Expr(.number(Double(size), isInteger: size.rounded() == size))),
        ])))
    }
}

/// The screen: an iPhone 15 Pro's, lockshot's default device.
public final class UIScreen: NSObject, @unchecked Sendable {
    public static let main = UIScreen()
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    public var scale: CGFloat { 3 }
}

public final class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// A localized string as intents and controls declare titles (Foundation's on Apple platforms).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The text shown when no string table translates it: the default value, else the key.
    public let key: String
    /// The key and table a string table is searched with (`Text(resource)` looks them up).
    package let tableKey: String
    package let table: String?
    public init(stringLiteral value: String) { (key, tableKey, table) = (value, value, nil) }
    public init(_ key: String) { (self.key, tableKey, table) = (key, key, nil) }
    public init(_ key: String, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
        (self.key, tableKey, self.table) = (defaultValue, key, table)
    }
    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) { (self.key, tableKey, self.table) = (key, key, table) }
}

/// Hue, saturation, brightness (0…1; the hue wraps) as red, green, blue: `UIColor(hue:…)` and `Color(hue:…)`.
package func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
    let (r, g, b): (Double, Double, Double) = switch Int(h) {
    case 0: (c, x, 0)
    case 1: (x, c, 0)
    case 2: (0, c, x)
    case 3: (0, x, c)
    case 4: (x, 0, c)
    default: (c, 0, x)
    }
    return (r + m, g + m, b + m)
}
