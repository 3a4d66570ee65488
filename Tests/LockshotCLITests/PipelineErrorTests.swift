import Foundation
import LockshotKit
import Testing

/// A drawing failure reaches a library user as a located diagnostic whose code names its kind.
@Suite("Pipeline errors")
struct PipelineErrorTests {
    static let layout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/layouts/pager2077.lockshot"

    @Test("a canvas too large to draw is 'invalid-canvas', located at the layout, for PNG and for pixels")
    func invalidCanvas() throws {
        let request = RenderRequest(layoutPath: Self.layout, preview: "dark", scale: 40, format: .png)
        let error = #expect(throws: PipelineError.self) { try Pipeline().render(request) }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.code == "invalid-canvas", "\(diagnostic)")
        #expect(diagnostic.file == Self.layout && diagnostic.message.hasPrefix("could not draw"))
        let pixels = #expect(throws: PipelineError.self) { try Pipeline().renderPixels(request) }
        #expect(pixels?.diagnostics.first?.code == "invalid-canvas")
    }
}
