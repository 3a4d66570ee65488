import FoundationEssentials
import LockshotLanguage
import LockshotLayout
import LockshotRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzzing step over the whole pipeline (`scripts/fuzz pipeline`, and the tests that replay its
/// corpus): parse → check → bind → layout → draw into memory, as `lockshot render` runs a layout.
package enum PipelineFuzzing {
    /// The layout file each input is written to, in a fresh temporary folder (nothing else in it, so
    /// the images and payloads an input names are missing, never read from elsewhere).
    private static let layoutPath: String = {
        let folder = FileManager.default.temporaryDirectory.path + "/lockshot-fuzz-pipeline-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/fuzz.lockshot"
    }()
    private static let fonts = FontLibrary()

    /// Renders the first two previews of `bytes` in every presentation the layout defines, at 1×.
    ///
    /// Traps only on a broken guarantee: a picture whose pixels are not the size its display list
    /// says (every other failure must be a `PipelineError`, a located diagnostic).
    package static func exercise(_ bytes: [UInt8]) {
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: layoutPath))) != nil else { return }
        let pipeline = Pipeline(fonts: fonts)
        guard let info = try? pipeline.inspect(layoutPath: layoutPath) else { return }
        for preview in info.previews.prefix(2) {
            for presentation in info.presentations {
                let request = RenderRequest(layoutPath: layoutPath, preview: preview, presentation: presentation, scale: 1,
                                            now: "2026-01-01T09:41:00Z")
                guard let (image, _) = try? pipeline.renderPixels(request),
                      let (_, laidOut) = try? pipeline.layOut(request) else { continue }
                let size = Rasterizer.pixelSize(of: laidOut.size, scale: 1)
                precondition(image.width == size.width && image.height == size.height, "a picture of the wrong size")
            }
        }
    }
}
