import LockshotGolden
import LockshotRender

/// The suite's renderer hands over pixels, so a passing case is never PNG-encoded.
extension PipelineCaseRenderer: PixelCaseRenderer {
    func renderPixels(_ c: GoldenCase) throws -> PixelImage {
        let request = try RenderRequest(golden: c, format: .png, ios: ios)
        do {
            let (image, diagnostics) = try pipeline.renderPixels(request)
            ledger?.note(diagnostics.map(\.code), layoutPath: c.layoutPath, preview: c.preview)
            return image
        } catch {
            throw CaseRenderError(message: CaseRenderError.describe(error.diagnostics))
        }
    }
}
