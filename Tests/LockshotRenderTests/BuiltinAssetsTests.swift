import Testing
@testable import LockshotRender

@Suite struct BuiltinAssetsTests {
    @Test(arguments: BuiltinAssets.names)
    func everyBuiltinIsASquareOpaqueOrTransparentGrid(name: String) throws {
        let image = try #require(BuiltinAssets.image(named: name))
        #expect(image.width == 16 && image.height == 16)
        // Pixel art: every pixel is either fully opaque or fully transparent, and some are opaque.
        let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        #expect(alphas.isSubset(of: [0, 255]) && alphas.contains(255))
    }

    @Test func appIconUsesFlickThemeColors() throws {
        let image = try #require(BuiltinAssets.image(named: "app-icon"))
        #expect(RasterTestSupport.pixel(image, 0, 0) == [0x0A, 0x0A, 0x1A, 255])
        let colors = Set(stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<($0 + 3)]) })
        #expect(colors.contains([0x39, 0xFF, 0x88]) && colors.contains([0xF4, 0xF4, 0xF8]))
    }
}
