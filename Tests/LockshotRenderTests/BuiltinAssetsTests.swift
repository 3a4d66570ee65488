import Testing
@testable import LockshotRender

@Suite struct BuiltinAssetsTests {
    @Test(arguments: BuiltinAssets.grids.keys.sorted())
    func everyPixelGridIsASquareOpaqueOrTransparentGrid(name: String) throws {
        let image = try #require(BuiltinAssets.image(named: name))
        #expect(image.width == 16 && image.height == 16)
        // Pixel art: every pixel is either fully opaque or fully transparent, and some are opaque.
        let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        #expect(alphas.isSubset(of: [0, 255]) && alphas.contains(255))
        #expect(BuiltinAssets.isPixelArt(name) && BuiltinAssets.scale(of: name) == 1)
    }

    @Test func flickIconUsesFlickThemeColors() throws {
        let image = try #require(BuiltinAssets.image(named: "flick-icon"))
        #expect(RasterTestSupport.pixel(image, 0, 0) == [0x0A, 0x0A, 0x1A, 255])
        let colors = Set(stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<($0 + 3)]) })
        #expect(colors.contains([0x39, 0xFF, 0x88]) && colors.contains([0xF4, 0xF4, 0xF8]))
    }

    @Test("the built-in app icon is neutral: gray, rounded, 40 pt at @3x, none of any app's colors")
    func appIconIsNeutral() throws {
        let image = try #require(BuiltinAssets.image(named: "app-icon"))
        #expect(image.width == 120 && image.height == 120)
        #expect(BuiltinAssets.scale(of: "app-icon") == 3 && !BuiltinAssets.isPixelArt("app-icon"))
        #expect(RasterTestSupport.pixel(image, 0, 0)[3] == 0)  // rounded corner: transparent
        let center = RasterTestSupport.pixel(image, 60, 4)     // the gray body near the top edge
        #expect(center[3] == 255 && center[0] == center[1] && abs(Int(center[1]) - Int(center[2])) <= 4)
        let colors = Set(stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<($0 + 3)]) })
        #expect(!colors.contains([0x39, 0xFF, 0x88]) && !colors.contains([0x0A, 0x0A, 0x1A]))
        // The drawing is deterministic: the same bytes every time.
        #expect(BuiltinAssets.image(named: "app-icon") == image)
    }

    @Test func missingImagePlaceholderIsVisible() throws {
        let image = try #require(BuiltinAssets.image(named: "missing-image"))
        #expect(image.width == 72 && image.height == 72)
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] == 255 }.count
        #expect(opaque > 72 * 4)  // outline, picture and slash
    }
}
