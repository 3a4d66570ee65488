import LockshotGolden
import LockshotKit
import LockshotRender

/// The suite's renderer hands over pixels, so a passing case is never PNG-encoded.
extension PipelineCaseRenderer: PixelCaseRenderer {
    func renderPixels(_ c: GoldenCase) throws -> PixelImage {
        let request = try request(for: c, format: .png)
        do { return try pipeline.renderPixels(request) } catch {
            throw CaseRenderError(message: CaseRenderError.describe(error.diagnostics))
        }
    }
}
