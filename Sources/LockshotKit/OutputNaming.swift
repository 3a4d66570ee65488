import FoundationEssentials
import LockshotGolden
import LockshotLanguage
import LockshotLayout

/// Stable file names for rendered images: `render` batches use the golden files' scheme (SPEC §8).
package enum OutputNaming {
    /// The layout's name for paths: its file name without `.lockshot`.
    /// A project names itself: `App.xcodeproj` → `App`; `project.yml`, `Package.swift` or `.` → their folder's name.
    package static func layoutName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".lockshot", ".swift", ".xcodeproj", ".xcworkspace"] where name.hasSuffix(suffix) && name != "Package.swift" {
            name.removeLast(suffix.count)
            return name
        }
        if [".", "..", "project.yml", "project.yaml", "Package.swift"].contains(name) || path.hasSuffix("/.") {
            let folder = name == "." || name == ".." ? path : PathName.directory(of: path)
            let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
            return PathName.lastComponent(of: PathName.standardized(absolute))
        }
        return name
    }

    /// `<layout>/<preview-slug>/<presentation>.<device>@<scale>x.<ext>`, as goldens are named.
    package static func relativePath(layout: String, preview: String, presentation: Presentation,
                                    device: Device, scale: Int, fileExtension: String) -> String {
        "\(layoutName(layout))/\(CaseNaming.slug(preview))/\(presentation.rawValue).\(device.id)@\(scale)x.\(fileExtension)"
    }
}
