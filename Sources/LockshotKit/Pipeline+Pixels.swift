import LockshotLanguage
import LockshotLayout
import LockshotRender

extension Pipeline {
    /// Renders one request to straight-alpha RGBA pixels, without encoding a PNG: what the golden
    /// suite compares with a decoded golden (encoding is two thirds of a render's instructions, and a
    /// passing case never needs the bytes). The pixels are those `render(_:)` encodes for `.png`.
    /// - Throws: `PipelineError` when the input or the request is wrong, or drawing fails.
    public func renderPixels(_ request: RenderRequest) throws(PipelineError) -> PixelImage {
        let (activity, laidOut) = try layOut(request)
        var list = Lowering.displayList(laidOut, scale: request.scale, debugOverlay: request.debugOverlay)
        if request.frame == .device {
            let context = DeviceFrame.Context(clock: Self.clock(activity.now), dateLine: Self.dateLine(activity.now),
                                              dark: activity.appearance == .dark || activity.isLuminanceReduced)
            list = DeviceFrame.compose(presentation: list, kind: request.presentation, device: request.device,
                                       context: context, measurer: engine)
        }
        do { return try Rasterizer.rasterize(list, scale: request.scale, text: engine, images: images) } catch {
            throw PipelineError([Diagnostic(.error, "could not draw \(request.layoutPath): \(error)", file: request.layoutPath,
                                            at: .none, code: "render")])
        }
    }
}
