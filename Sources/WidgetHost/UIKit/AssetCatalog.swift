import Foundation
import LockshotLanguage

/// The app's asset catalogs (`*.xcassets` under the widget's folder): `Color("Brand")`,
/// `UIColor(named:)`, `Image("logo")` and `UIImage(named:)` read their colour sets and image sets.
package enum AssetCatalog {
    /// A colour set: its "any" appearance and, when it has one, its dark one.
    package struct ColorSet: Sendable {
        package var any: RGBA
        package var dark: RGBA?
    }

    nonisolated(unsafe) private static var loaded: (colors: [String: ColorSet], images: [String: String])?

    /// The folder the widget's sources are in (`--layout-directory`), where catalogs are searched.
    package static var root: String {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--layout-directory"), index + 1 < arguments.count { return arguments[index + 1] }
        return "."
    }

    package static func color(_ name: String) -> ColorSet? { catalogs().colors[name] }

    /// An image set's file for the device's scale (@3x first), relative to the widget's folder.
    package static func image(_ name: String) -> String? { catalogs().images[name] }

    private static func catalogs() -> (colors: [String: ColorSet], images: [String: String]) {
        if let loaded { return loaded }
        var colors: [String: ColorSet] = [:], images: [String: String] = [:]
        let base = root
        // `--asset-catalog PATH` (relative to the widget's folder): the catalogs its project's target lists; without
        // one, every catalog under the folder.
        let arguments = CommandLine.arguments
        let catalogs = arguments.indices.filter { arguments[$0] == "--asset-catalog" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
        let found = (catalogs.isEmpty ? ((try? FileManager.default.subpathsOfDirectory(atPath: base)) ?? []).sorted()
            : catalogs.filter { !$0.isEmpty }.flatMap { catalog in
                [catalog] + ((try? FileManager.default.subpathsOfDirectory(atPath: base + "/" + catalog)) ?? []).sorted().map { catalog + "/" + $0 }
            })
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        for relative in found {
            let name = (relative as NSString).lastPathComponent
            guard relative.contains(".xcassets/") else { continue }
            if name.hasSuffix(".colorset"), let set = colorSet(base + "/" + relative + "/Contents.json") {
                let key = String(name.dropLast(".colorset".count))
                if colors[key] == nil { colors[key] = set }
            } else if name.hasSuffix(".imageset"), let file = imageFile(base + "/" + relative + "/Contents.json") {
                let key = String(name.dropLast(".imageset".count))
                if images[key] == nil { images[key] = relative + "/" + file }
            }
        }
        loaded = (colors, images)
        return (colors, images)
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// `Contents.json` of a colour set: sRGB, extended sRGB, Display P3 (drawn as sRGB) or grey
    /// components, written as 0–1 floats, 0–255 integers or 0xFF hex.
    static func colorSet(_ path: String) -> ColorSet? {
        guard let entries = json(path)?["colors"] as? [[String: Any]] else { return nil }
        var any: RGBA?, dark: RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { continue }
            func value(_ key: String) -> Double? {
                guard let raw = components[key] else { return nil }
                let text = "\(raw)".trimmingCharacters(in: .whitespaces)
                if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
                guard let v = Double(text) else { return nil }
                return !text.contains(".") && v > 1 ? v / 255 : v
            }
            let alpha = value("alpha") ?? 1
            let rgba: RGBA
            if let white = value("white") {
                rgba = RGBA(red: white, green: white, blue: white, alpha: alpha)
            } else if let red = value("red"), let green = value("green"), let blue = value("blue") {
                rgba = RGBA(red: min(1, max(0, red)), green: min(1, max(0, green)), blue: min(1, max(0, blue)), alpha: alpha)
            } else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = appearances.contains { ($0["value"] as? String) != "dark" && ($0["appearance"] as? String) == "luminosity" }
                || appearances.contains { ($0["appearance"] as? String) == "contrast" }
            if isDark && !appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) {
                dark = rgba
            } else if !isOther, any == nil {
                any = rgba
            }
        }
        guard let any else { return dark.map { ColorSet(any: $0, dark: nil) } }
        return ColorSet(any: any, dark: dark)
    }

    /// `Contents.json` of an image set: the @3x file, else @2x, else @1x, else a single (vector) file.
    static func imageFile(_ path: String) -> String? {
        guard let images = json(path)?["images"] as? [[String: Any]] else { return nil }
        let files = images.compactMap { image -> (String, String)? in
            guard let file = image["filename"] as? String else { return nil }
            return ((image["scale"] as? String) ?? "", file)
        }
        for scale in ["3x", "2x", "1x", ""] { if let file = files.first(where: { $0.0 == scale })?.1 { return file } }
        return files.first?.1
    }
}

/// A colour set of the app's asset catalog, as Xcode's generated asset symbols name it (`.brand` for
/// `Brand.colorset`): lockshot generates the same symbols when it compiles a widget with catalogs.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

/// An image set of the app's asset catalog, as Xcode's generated asset symbols name it.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

extension UIColor {
    public convenience init(resource: ColorResource) {
        let set = AssetCatalog.color(resource.name)
        self.init(layoutExpr: set.map { Expr(.color($0.dark ?? $0.any)) } ?? Expr(.implicitMember("gray", arguments: nil)))
    }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(source: .named(AssetCatalog.image(resource.name) ?? resource.name)) }
}
