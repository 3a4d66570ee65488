import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

/// PDF images (Xcode's vector image sets) through poppler-glib: the first page, drawn as vectors; bad files refused.
@Suite struct PDFImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/pdf"

    @Test("a single-page PDF loads at its page size and draws as vectors: red on the left half, clear on the right")
    func drawsThePage() throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store, projectRoot: Self.fixtures)
        let asset = try provider.image(named: "half-red.pdf", relativeTo: Self.fixtures).get()
        #expect(asset.pixelWidth == 16 && asset.pixelHeight == 16)
        let image = try RasterTestSupport.render([.image(ImageDrawing(asset: asset, destination: Rect(x: 0, y: 0, width: 32, height: 32)))],
                                                 width: 32, height: 32, scale: 2, images: store)
        #expect(RasterTestSupport.pixel(image, 10, 32) == [255, 0, 0, 255], "left half red at 2×, scaled from 16 pt to 32")
        #expect(RasterTestSupport.pixel(image, 54, 32)[3] == 0, "right half clear")
    }

    @Test("a broken PDF and a page larger than the limit are refused with a reason, never a crash",
          arguments: [("broken.pdf", "PDF"), ("huge-page.pdf", "megapixel")])
    func badFilesAreRefused(file: String, mentions: String) {
        let provider = FileAssetProvider(store: ImageStore(), projectRoot: Self.fixtures)
        guard case .failure(let error) = provider.image(named: file, relativeTo: Self.fixtures) else {
            Issue.record("\(file) was accepted")
            return
        }
        #expect(error.message.contains(mentions), "\(file): \(error.message)")
    }
}
