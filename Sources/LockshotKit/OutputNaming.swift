import FoundationEssentials
import LockshotGolden
import LockshotLanguage
import LockshotLayout

/// Stable file names for rendered images: `render` batches use the golden files' scheme (SPEC §8).
package enum OutputNaming {
    /// The layout's name for paths: its file name without `.lockshot` (a project's, `CaseNaming.ownName`).
    package static func layoutName(_ path: String) -> String { CaseNaming.ownName(path) }

    /// `<layout>/<preview-slug>/<presentation>.<device>@<scale>x.<ext>`, as goldens are named.
    package static func relativePath(layout: String, preview: String, presentation: Presentation,
                                    device: Device, scale: Int, fileExtension: String) -> String {
        "\(layoutName(layout))/\(CaseNaming.slug(preview))/\(presentation.rawValue).\(device.id)@\(scale)x.\(fileExtension)"
    }
}
