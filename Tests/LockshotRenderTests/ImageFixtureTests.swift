import Foundation
import LockshotLayout
import Testing
@testable import LockshotRender

/// The bundled layouts' fixture images, read through the asset provider as a render would.
@Suite struct ImageFixtureTests {
    /// `layouts/` at the repository root, found from this file's path (never the working directory).
    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("layouts").path

    static func resolve(_ name: String) -> Result<ImageAsset, AssetError> {
        FileAssetProvider(store: ImageStore()).image(named: name, relativeTo: layouts)
    }

    @Test(arguments: [("fixtures/sunset.jpg", 144, 144), ("fixtures/portrait.jpg", 96, 160), ("fixtures/wide.png", 240, 80)])
    func fixtureImagesDecodeAtTheirSize(name: String, width: Int, height: Int) throws {
        try #require(FileManager.default.fileExists(atPath: Self.layouts + "/" + name), "fixture \(name) is missing")
        let asset = try Self.resolve(name).get()
        #expect(asset.pixelWidth == width && asset.pixelHeight == height)
    }

    @Test(arguments: [("fixtures/truncated.jpg", AssetError.Reason.unreadable),
                      ("fixtures/corrupt.png", .unsupportedFormat),
                      ("fixtures/not-there.jpg", .notFound)])
    func brokenFixturesGiveAReasonNotACrash(name: String, reason: AssetError.Reason) {
        guard case .failure(let error) = Self.resolve(name) else {
            Issue.record("\(name) resolved, but it is broken")
            return
        }
        #expect(error.reason == reason, "\(error.message)")
    }
}
