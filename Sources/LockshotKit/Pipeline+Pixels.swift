import LockshotLanguage
import LockshotLayout
import LockshotRender

extension Pipeline {
    /// Renders one request to straight-alpha RGBA pixels, without encoding a PNG: what the golden
    /// suite compares with a decoded golden (encoding is two thirds of a render's instructions, and a
    /// passing case never needs the bytes). The pixels are those `render(_:)` encodes for `.png`, and
    /// the diagnostics those it reports.
    /// - Throws: `PipelineError` when the input or the request is wrong, or drawing fails.
    package func renderPixels(_ request: RenderRequest) throws(PipelineError) -> (image: PixelImage, diagnostics: [Diagnostic]) {
        let (activity, laidOut) = try layOut(request)
        let list = displayList(request, activity: activity, laidOut: laidOut)
        do {
            let image = try Rasterizer.rasterize(list, scale: request.scale, text: engine, images: images)
            return (image, warnings(activity: activity, laidOut: laidOut, file: request.layoutPath))
        } catch {
            throw Self.drawingFailed(error, path: request.layoutPath)
        }
    }
}
