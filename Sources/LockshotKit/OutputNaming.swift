import LockshotLayout

/// Stable file names for rendered images, shared by `render`, `gallery` and golden files.
public enum OutputNaming {
    /// Lower-case ASCII letters and digits; every other run of characters becomes one `-`.
    /// `"Short caption 📸"` → `short-caption`.
    public static func slug(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !out.isEmpty { out.append("-") }
                out.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "preview" : out
    }

    /// The layout's name for paths: its file name without `.lockshot`.
    public static func layoutName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".lockshot") { name.removeLast(".lockshot".count) }
        return name
    }

    /// `<layout>/<preview-slug>/<presentation>.<device>@<scale>x.<ext>`, as goldens are named (SPEC §8).
    public static func relativePath(layout: String, preview: String, presentation: Presentation,
                                    device: Device, scale: Int, fileExtension: String) -> String {
        "\(layoutName(layout))/\(slug(preview))/\(presentation.rawValue).\(device.id)@\(scale)x.\(fileExtension)"
    }
}
