import FoundationEssentials
import LockshotLanguage

/// One golden-image test: a layout × preview × presentation × device × scale (SPEC §8).
public struct GoldenCase: Sendable, Hashable, Codable {
    /// The layout's name: its path under the layout directory, without `.lockshot`
    /// (`flick-pinned-snap`, or `widgets/timer` for a file in a subdirectory).
    public var layout: String
    /// Path to the `.lockshot` file, as the renderer opens it.
    public var layoutPath: String
    /// The preview's name as written in the layout.
    public var preview: String
    /// The preview's file-name form (see `CaseNaming.slug`), unique within the layout.
    public var previewSlug: String
    /// `lockScreen`, `compact`, `minimal` or `expanded`.
    public var presentation: String
    /// Device id, e.g. `iphone-15-pro`.
    public var device: String
    /// 1, 2 or 3.
    public var scale: Int
    /// Position in the full, unfiltered case list: what sharding splits and records sort by.
    public var index: Int

    /// A case; `previewSlug` defaults to `CaseNaming.slug(preview)`.
    public init(layout: String, layoutPath: String, preview: String, previewSlug: String? = nil,
                presentation: String, device: String, scale: Int, index: Int = 0) {
        self.layout = layout
        self.layoutPath = layoutPath
        self.preview = preview
        self.previewSlug = previewSlug ?? CaseNaming.slug(preview)
        self.presentation = presentation
        self.device = device
        self.scale = scale
        self.index = index
    }

    /// `<layout>/<preview-slug>/<presentation>.<device>@<scale>x`: how messages name the case
    /// and what `--filter` matches.
    public var id: String { "\(layout)/\(previewSlug)/\(presentation).\(device)@\(scale)x" }

    /// The golden's path relative to the golden directory: `<id>.png`.
    public var goldenRelativePath: String { id + ".png" }
}

/// File-name rules shared by goldens and the gallery.
package enum CaseNaming {
    /// A preview name as a path component: lower-case ASCII letters and digits kept, every
    /// other run of characters (spaces, punctuation, emoji, accents) turned into one `-`,
    /// no `-` at either end. "Short caption!" → `short-caption`; an empty result → `preview`.
    package static func slug(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let isDigit = (48...57).contains(value)
            let isUpper = (65...90).contains(value)
            let isLower = (97...122).contains(value)
            if isDigit || isUpper || isLower {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(isUpper ? Unicode.Scalar(value + 32) ?? scalar : scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "preview" : result
    }

    /// Slugs for a layout's previews in order, made unique by suffixing `-2`, `-3`, … to later
    /// previews whose slug is already taken ("A b" and "a-b" → `a-b`, `a-b-2`).
    package static func uniqueSlugs(_ names: [String]) -> [String] {
        var taken = Set<String>()
        return names.map { name in
            let base = slug(name)
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// The layout name of a file: its path relative to `root` without the extension.
    package static func layoutName(path: String, root: String) -> String {
        var relative = path
        let trimmedRoot = root.hasSuffix("/") ? String(root.dropLast()) : root
        if relative.hasPrefix(trimmedRoot + "/") {
            relative.removeFirst(trimmedRoot.count + 1)
        } else if relative == trimmedRoot || relative.hasPrefix("/") {
            // The root itself (a folder of `.swift` files, a repository is one layout) or a path outside it: its own
            // name, never the whole absolute path as folders under the output.
            return ownName(relative)
        }
        for suffix in [".lockshot", ".swift"] where relative.hasSuffix(suffix) { relative.removeLast(suffix.count) }
        return relative
    }

    /// A layout's own name: its file's without `.lockshot`/`.swift`; a project's without `.xcodeproj`/`.xcworkspace`;
    /// for `project.yml`, `Package.swift` or a folder given as `.`, the name of the folder.
    package static func ownName(_ path: String) -> String {
        var name = PathName.lastComponent(of: path)
        if [".", "..", "project.yml", "project.yaml", "Package.swift"].contains(name) || name.isEmpty {
            let folder = name == "." || name == ".." || name.isEmpty ? path : PathName.directory(of: path)
            let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + (folder.isEmpty ? "." : folder)
            return PathName.lastComponent(of: PathName.standardized(absolute))
        }
        for suffix in [".lockshot", ".swift", ".xcodeproj", ".xcworkspace"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
