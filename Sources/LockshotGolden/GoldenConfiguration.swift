import FoundationEssentials
import LockshotLanguage

/// The golden-test matrix and tolerances: `lockshot.json` at the repository root (all keys
/// optional).
///
/// ```json
/// { "layouts": ["layouts"], "devices": ["iphone-15-pro"], "scales": [3], "golden": "golden",
///   "tolerance": { "threshold": 0.1, "maxDiffPixels": 20 },
///   "masks": [ { "name": "clock", "cases": "*/lockScreen.*", "rect": { "x": 0, "y": 0, "width": 60, "height": 20 } } ] }
/// ```
public struct GoldenConfiguration: Sendable, Hashable, Codable {
    /// Directories searched (recursively) for `.lockshot` files, relative to the root.
    public var layouts: [String]
    /// Device ids of the matrix.
    public var devices: [String]
    /// Scales of the matrix.
    public var scales: [Int]
    /// The golden directory, relative to the root (`--golden` overrides).
    public var golden: String
    /// The tolerance outside masks.
    public var tolerance: Tolerance
    /// Regions compared differently.
    public var masks: [MaskRule]
    /// `"rules": { "contrast": "off", … }` as written, for `lockshot check` (which knows the rule
    /// names and validates them); not part of the golden matrix.
    public var rules: [RuleSetting] = []
    /// `"locale": "de_DE"`: the locale `.swift` widgets format in (lockshot-swift reads it; `--locale` wins), recorded
    /// in the golden manifest.
    public var locale: String?
    /// `"ios": "18"`: the iOS whose measured island geometry the goldens are drawn with (default 26), recorded in the
    /// golden manifest. Checked against the versions lockshot knows when the suite is planned.
    public var ios: String?

    /// A configuration; the defaults are those used without `lockshot.json`.
    public init(layouts: [String] = ["layouts"], devices: [String] = ["iphone-15-pro"], scales: [Int] = [3],
                golden: String = "golden", tolerance: Tolerance = .exact, masks: [MaskRule] = []) {
        self.layouts = layouts
        self.devices = devices
        self.scales = scales
        self.golden = golden
        self.tolerance = tolerance
        self.masks = masks
    }

    /// The keys `lockshot.json` may hold; anything else is reported (a typo would otherwise
    /// silently fall back to a default).
    static let knownKeys: Set<String> = ["layouts", "devices", "scales", "golden", "tolerance", "masks", "rules", "swiftModules",
                                         "project", "target", "locale", "limits", "ios"]
    /// The keys of nested objects, for "did you mean" on a typo inside them.
    static let nestedKeys: [String: [String]] = [
        "tolerance": ["threshold", "maxDiffPixels", "maxDiffPixelRatio", "includeAntialiasing"],
        "masks.*": ["name", "layout", "cases", "rect", "tolerance"],
        "masks.*.rect": ["x", "y", "width", "height"],
        "masks.*.tolerance": ["threshold", "maxDiffPixels", "maxDiffPixelRatio", "includeAntialiasing"],
        "limits": ["memoryMB", "cpuSeconds", "fileMB", "processes", "outputMB", "seconds"],
    ]

    /// The masks that apply to a case, scaled to its device pixels.
    public func pixelMasks(for c: GoldenCase) -> [PixelMask] {
        masks.filter { $0.applies(to: c) }.map { $0.pixelMask(scale: c.scale) }
    }

    /// Reads `lockshot.json` in `root`; the defaults when there is none.
    /// - Throws: `ConfigurationError` naming the file and the problem.
    public static func load(root: String) throws -> GoldenConfiguration {
        let path = root.hasSuffix("/") ? root + "lockshot.json" : root + "/lockshot.json"
        guard FileManager.default.fileExists(atPath: path) else { return GoldenConfiguration() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, message: "cannot be read")
        }
        return try parse(data, path: path)
    }

    /// Parses the contents of a `lockshot.json`. Errors are located (`lockshot.json:3:5: …`) and a
    /// misspelt key gets a "did you mean".
    public static func parse(_ data: Data, path: String) throws -> GoldenConfiguration {
        let document: JSONDocument
        do { document = try JSONDocument(bytes: [UInt8](data)) } catch {
            throw ConfigurationError(path: path, message: "is not valid JSON: \(error.message)",
                                     line: error.line, column: error.column)
        }
        guard case .object(let members) = document.value else {
            throw ConfigurationError(path: path, message: "must hold a JSON object", line: 1, column: 1)
        }
        func located(_ message: String, _ keyPath: [String]) -> ConfigurationError {
            let at = document.location(of: keyPath)
            return ConfigurationError(path: path, message: message, line: at?.line, column: at?.column)
        }
        for key in document.keys {
            let pattern = key.path.dropLast().map { Int($0) == nil ? $0 : "*" }.joined(separator: ".")
            let known = pattern.isEmpty ? knownKeys.sorted() : nestedKeys[pattern]
            guard let known, !known.contains(key.path[key.path.count - 1]) else { continue }
            let name = key.path[key.path.count - 1]
            let suggestion = Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'? " } ?? ""
            throw ConfigurationError(path: path, message: "unknown key '\(name)'"
                                     + (pattern.isEmpty ? "" : " in '\(pattern.replacing(".*", with: "[]"))'")
                                     + "; \(suggestion)known keys: \(known.joined(separator: ", "))",
                                     line: key.line, column: key.column)
        }
        var configuration: GoldenConfiguration
        do { configuration = try JSONDecoder().decode(GoldenConfiguration.self, from: data) } catch let error as DecodingError {
            throw located(Self.describe(error), Self.codingPath(error))
        }
        if configuration.scales.contains(where: { !(1...3).contains($0) }) {
            throw located("scales must be 1, 2 or 3", ["scales"])
        }
        for key in ["layouts", "devices", "scales"] where document.value[key].map({ $0 == .array([]) }) == true {
            throw located("\(key) must not be empty", [key])
        }
        // The app's own modules a `.swift` widget imports (lockshot-swift reads them: docs/swift-sources.md).
        if let modules = members.first(where: { $0.0 == "swiftModules" })?.1 {
            guard case .object(let entries) = modules else {
                throw located("'swiftModules' must be an object such as { \"AppKit\": \"Packages/AppKit/Sources/AppKit\" }", ["swiftModules"])
            }
            for (name, value) in entries {
                guard case .string = value else { throw located("module '\(name)' must be set to its source folder", ["swiftModules", name]) }
            }
        }
        // The project and target lockshot-swift draws (docs/projects.md): names, read there.
        for key in ["project", "target"] {
            if let value = members.first(where: { $0.0 == key })?.1 {
                if case .string = value { continue }
                throw located("'\(key)' must be a string (\(key == "project" ? "a project file or folder, relative to lockshot.json" : "a target's name"))", [key])
            }
        }
        if let value = members.first(where: { $0.0 == "locale" })?.1 {
            guard case .string(let locale) = value, !locale.isEmpty else {
                throw located("'locale' must be a locale identifier such as \"de_DE\"", ["locale"])
            }
            configuration.locale = locale
        }
        if let value = members.first(where: { $0.0 == "ios" })?.1 {
            switch value {
            case .string(let version) where !version.isEmpty: configuration.ios = version
            case .number(let n) where n == n.rounded() && n > 0 && n < 100: configuration.ios = String(Int(n))
            default: throw located("'ios' must be an iOS version such as \"26\" or \"18\"", ["ios"])
            }
        }
        // What a `.swift` widget's program may use (lockshot-swift reads them: docs/threat-model.md): whole numbers above 0.
        if let limits = members.first(where: { $0.0 == "limits" })?.1 {
            guard case .object(let entries) = limits else {
                throw located("'limits' must be an object such as { \"memoryMB\": 4096, \"seconds\": 60 }", ["limits"])
            }
            for (name, value) in entries {
                guard case .number(let n) = value, n >= 1, n <= 1_000_000, n == n.rounded() else {
                    throw located("limit '\(name)' must be a whole number from 1 to 1000000", ["limits", name])
                }
            }
        }
        if let rules = members.first(where: { $0.0 == "rules" })?.1 {
            guard case .object(let entries) = rules else {
                throw located("'rules' must be an object such as { \"contrast\": \"off\" }", ["rules"])
            }
            for (name, value) in entries {
                let at = document.location(of: ["rules", name])
                guard case .string(let level) = value else {
                    throw located("rule '\(name)' must be set to \"off\", \"error\", \"warning\" or \"info\"", ["rules", name])
                }
                configuration.rules.append(RuleSetting(name: name, level: level, line: at?.line, column: at?.column))
            }
        }
        return configuration
    }

    private static func codingPath(_ error: DecodingError) -> [String] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        @unknown default:
            []
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return "\(path.isEmpty ? "" : "at '\(path.dropFirst(path.hasPrefix(".") ? 1 : 0))': ")\(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    enum CodingKeys: String, CodingKey { case layouts, devices, scales, golden, tolerance, masks }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = GoldenConfiguration()
        self.init(layouts: try c.decodeIfPresent([String].self, forKey: .layouts) ?? defaults.layouts,
                  devices: try c.decodeIfPresent([String].self, forKey: .devices) ?? defaults.devices,
                  scales: try c.decodeIfPresent([Int].self, forKey: .scales) ?? defaults.scales,
                  golden: try c.decodeIfPresent(String.self, forKey: .golden) ?? defaults.golden,
                  tolerance: try c.decodeIfPresent(Tolerance.self, forKey: .tolerance) ?? defaults.tolerance,
                  masks: try c.decodeIfPresent([MaskRule].self, forKey: .masks) ?? [])
    }
}

/// A mask in `lockshot.json`: a rectangle in points, for some cases, ignored or with its own tolerance.
public struct MaskRule: Sendable, Hashable, Codable {
    /// Named in failure messages.
    public var name: String?
    /// Only cases of this layout (its name, e.g. `pager2077`); nil: every layout.
    public var layout: String?
    /// Only cases whose id matches this `--filter`-style pattern; nil: every case.
    public var cases: String?
    /// The region in points, from the presentation's top-left corner.
    public var rect: PointRect
    /// nil: the region is ignored. Otherwise its own tolerance.
    public var tolerance: Tolerance?

    /// A mask rule; without `tolerance` the region is ignored.
    public init(name: String? = nil, layout: String? = nil, cases: String? = nil, rect: PointRect,
                tolerance: Tolerance? = nil) {
        self.name = name
        self.layout = layout
        self.cases = cases
        self.rect = rect
        self.tolerance = tolerance
    }

    /// Whether the rule applies to a case (its layout and `cases` pattern).
    public func applies(to c: GoldenCase) -> Bool {
        (layout == nil || layout == c.layout) && (cases.map { CaseFilter($0).matches(c.id) } ?? true)
    }

    /// The region in device pixels at `scale`, grown outward to whole pixels.
    public func pixelMask(scale: Int) -> PixelMask {
        let s = Double(scale)
        let x0 = Int((rect.x * s).rounded(.down)), y0 = Int((rect.y * s).rounded(.down))
        let x1 = Int(((rect.x + rect.width) * s).rounded(.up)), y1 = Int(((rect.y + rect.height) * s).rounded(.up))
        return PixelMask(rect: PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0)),
                         tolerance: tolerance, name: name ?? "mask")
    }
}

/// A rectangle in points.
public struct PointRect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// A rectangle in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One `"rules"` entry of `lockshot.json` as written: a rule name and `off`, `error`, `warning` or
/// `info` (validated by `lockshot check`, which knows the rules).
public struct RuleSetting: Sendable, Hashable, Codable {
    public var name: String
    public var level: String
    /// Where the name was written (1-based), for diagnostics.
    public var line: Int?
    public var column: Int?
    public init(name: String, level: String, line: Int? = nil, column: Int? = nil) {
        self.name = name
        self.level = level
        self.line = line
        self.column = column
    }
}

/// `lockshot.json` is malformed (exit status 2).
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The configuration file.
    public var path: String
    /// What is wrong and, where possible, how to fix it.
    public var message: String
    /// Where (1-based), when known.
    public var line: Int?
    public var column: Int?
    /// An error in `path`, at `line`:`column` when known.
    public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }
    /// `lockshot.json:3:5: unknown key …`, compiler style.
    public var description: String {
        let location = line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return "\(path)\(location): \(message)"
    }
}
