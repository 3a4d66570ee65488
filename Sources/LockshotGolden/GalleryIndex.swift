/// One image of a gallery.
package struct GalleryEntry: Sendable, Hashable {
    /// Layout name (groups the index).
    package var layout: String
    /// Preview name as written in the layout (a heading).
    package var preview: String
    /// `lockScreen`, `compact`, `minimal` or `expanded` (the caption).
    package var presentation: String
    /// Paths relative to the gallery directory, one per format (`png`, `svg`).
    package var files: [String]
    /// Pixel size of the PNG, for the caption.
    package var pixelWidth: Int
    /// Height of the PNG in pixels.
    package var pixelHeight: Int

    /// One image of the gallery.
    package init(layout: String, preview: String, presentation: String, files: [String], pixelWidth: Int, pixelHeight: Int) {
        self.layout = layout
        self.preview = preview
        self.presentation = presentation
        self.files = files
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// The index of a gallery (SPEC §9): grouped by layout, then preview, each image with a caption.
/// Deterministic for the same entries, so rewriting it shows no churn.
package enum GalleryIndex {
    /// `index.md`.
    package static func markdown(_ entries: [GalleryEntry], title: String = "lockshot gallery") -> String {
        var md = "# \(title)\n"
        for (layout, previews) in group(entries) {
            md += "\n## \(layout)\n"
            for (preview, images) in previews {
                md += "\n### \(preview.isEmpty ? "(default)" : preview)\n\n"
                for entry in images {
                    guard let image = entry.files.first(where: { $0.hasSuffix(".png") }) ?? entry.files.first else { continue }
                    let caption = "\(entry.presentation) · \(entry.pixelWidth)×\(entry.pixelHeight) px"
                    md += "![\(layout) — \(preview) — \(entry.presentation)](\(Escaping.urlPath(image)))  \n*\(caption)*"
                    let others = entry.files.filter { $0 != image }
                    if !others.isEmpty { md += " · " + others.map { "[\($0.split(separator: ".").last ?? "")](\(Escaping.urlPath($0)))" }.joined(separator: " · ") }
                    md += "\n\n"
                }
            }
        }
        return md
    }

    /// `index.html`: self-contained, images by relative path on a checkerboard (transparency shows).
    package static func html(_ entries: [GalleryEntry], title: String = "lockshot gallery") -> String {
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Escaping.xml(title))</title>
        <style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;background:#f4f4f6;color:#1a1a1a}
        .row{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-end}figure{margin:0}
        img{max-width:100%;zoom:.5;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        figcaption{color:#555;font-size:.85rem}nav a{margin-right:1rem}</style></head><body>
        <h1>\(Escaping.xml(title))</h1>

        """
        let groups = group(entries)
        html += "<nav>" + groups.map { "<a href=\"#\(Escaping.xml(anchor($0.0)))\">\(Escaping.xml($0.0))</a>" }.joined() + "</nav>\n"
        for (layout, previews) in groups {
            html += "<h2 id=\"\(Escaping.xml(anchor(layout)))\">\(Escaping.xml(layout))</h2>\n"
            for (preview, images) in previews {
                html += "<h3>\(Escaping.xml(preview.isEmpty ? "(default)" : preview))</h3>\n<div class=\"row\">"
                for entry in images {
                    guard let image = entry.files.first(where: { $0.hasSuffix(".png") }) ?? entry.files.first else { continue }
                    html += "<figure><img src=\"\(Escaping.xml(Escaping.urlPath(image)))\" alt=\"\(Escaping.xml("\(layout) — \(preview) — \(entry.presentation)"))\">"
                    html += "<figcaption>\(Escaping.xml(entry.presentation)) · \(entry.pixelWidth)×\(entry.pixelHeight) px"
                    for other in entry.files where other != image {
                        html += " · <a href=\"\(Escaping.xml(Escaping.urlPath(other)))\">\(Escaping.xml(String(other.split(separator: ".").last ?? "")))</a>"
                    }
                    html += "</figcaption></figure>"
                }
                html += "</div>\n"
            }
        }
        html += "</body></html>\n"
        return html
    }

    private static func anchor(_ layout: String) -> String { "layout-" + CaseNaming.slug(layout) }

    /// Entries grouped by layout, then preview, each level in order of first appearance.
    static func group(_ entries: [GalleryEntry]) -> [(String, [(String, [GalleryEntry])])] {
        var layouts: [String] = []
        var byLayout: [String: [GalleryEntry]] = [:]
        for entry in entries {
            if byLayout[entry.layout] == nil { layouts.append(entry.layout) }
            byLayout[entry.layout, default: []].append(entry)
        }
        return layouts.map { layout in
            var previews: [String] = []
            var byPreview: [String: [GalleryEntry]] = [:]
            for entry in byLayout[layout] ?? [] {
                if byPreview[entry.preview] == nil { previews.append(entry.preview) }
                byPreview[entry.preview, default: []].append(entry)
            }
            return (layout, previews.map { ($0, byPreview[$0] ?? []) })
        }
    }
}
