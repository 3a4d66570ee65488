import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

/// SF Symbol names the table does not list, drawn from their parts (SymbolGrammar, SymbolComposer).
@Suite struct SymbolGrammarTests {
    typealias Plan = SymbolGrammar.Plan
    static let table = ["heart": "heart", "heart.fill": "heart-fill", "bell": "bell", "clock": "clock", "arrow.right": "arrow-right",
                        "figure": "person-fill", "bolt.fill": "lightning-charge-fill"]
    static let files: Set<String> = ["heart", "heart-fill", "bell", "clock", "arrow-right", "person-fill", "lightning-charge-fill",
                                     "stop-circle", "1-circle", "bell-fill"]

    func plan(_ name: String) -> Plan? { SymbolGrammar.plan(name, table: Self.table, exists: Self.files.contains) }

    @Test("enclosures: a filled one knocks out the base's solid form, an outlined one holds its outline")
    func enclosures() {
        #expect(plan("heart.circle.fill") == .enclosed(.icon("heart-fill"), .circle, filled: true))
        #expect(plan("heart.circle") == .enclosed(.icon("heart"), .circle, filled: false))
        #expect(plan("heart.square.fill") == .enclosed(.icon("heart-fill"), .square, filled: true))
        #expect(plan("bell.rectangle") == .enclosed(.icon("bell"), .rectangle, filled: false))
        #expect(plan("stop.circle") == .icon("stop-circle"), "the stand-in set's own file of that name comes first")
        #expect(plan("1.circle") == .icon("1-circle"))
    }

    @Test("slash, badges, and the fill form swapped when only the other exists")
    func modifiers() {
        #expect(plan("bell.slash") == .slashed(.icon("bell")))
        #expect(plan("bolt.slash.fill") == .slashed(.icon("lightning-charge-fill")))
        #expect(plan("bell.badge") == .badged(.icon("bell"), .dot))
        #expect(plan("clock.badge.exclamationmark") == .badged(.icon("clock"), .exclamationmark))
        #expect(plan("clock.badge.checkmark.fill") == .badged(.icon("clock"), .checkmark), "no clock.fill: the outline")
        #expect(plan("clock.fill") == .icon("clock"))
        #expect(plan("bolt") == .icon("lightning-charge-fill"))
    }

    @Test("forward and backward read as right and left; a variant draws its family's stand-in; nothing known is nil")
    func fallbacks() {
        #expect(plan("arrow.forward") == .icon("arrow-right"))
        #expect(plan("figure.strengthtraining.traditional") == .icon("person-fill"))
        #expect(plan("heart.text.square") == .enclosed(.icon("heart"), .square, filled: false))
        #expect(plan("no.such.symbol") == nil)
        #expect(plan("") == nil)
    }

    @Test("drawn: a composed symbol loads as one 16 × 16 SVG; its filled enclosure is opaque where the base is not")
    func composedDrawing() throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        let heart = try provider.symbol(named: "heart.circle.fill").get()
        #expect(heart.standIn == "heart-fill in circle.fill")
        #expect(heart.asset.pixelWidth == 16 && heart.asset.pixelHeight == 16)
        let image = try RasterTestSupport.render([.image(ImageDrawing(asset: heart.asset, destination: Rect(x: 0, y: 0, width: 32, height: 32),
                                                                    tint: RGBA(hex: 0xFFFFFF)))],
                                                 width: 32, height: 32, scale: 1, images: store)
        #expect(RasterTestSupport.pixel(image, 16, 16)[3] < 40, "the heart is knocked out of the disc's centre")
        #expect(RasterTestSupport.pixel(image, 16, 3)[3] > 200, "the disc is solid above the heart")
        #expect(RasterTestSupport.pixel(image, 1, 1)[3] < 40, "outside the disc is clear")
        let unknown = try provider.symbol(named: "no.such.symbol").get()
        #expect(unknown.standIn == nil, "no part known: still the box and the unmapped-symbol warning")
    }

    @Test("layered: an enclosed symbol splits into its base and its enclosure, even where the table lists it whole")
    func layers() throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        let heart = try #require(try provider.symbolLayers(named: "heart.circle.fill").get())
        #expect(heart.standIn == "heart-fill over circle.fill")
        #expect(try provider.symbolLayers(named: "plus.circle.fill").get()?.standIn == "plus-lg over circle.fill")
        #expect(try provider.symbolLayers(named: "car.fill").get() == nil, "one layer: drawn whole")
        func drawn(_ asset: ImageAsset) throws -> PixelImage {
            try RasterTestSupport.render([.image(ImageDrawing(asset: asset, destination: Rect(x: 0, y: 0, width: 32, height: 32),
                                                              tint: RGBA(hex: 0xFFFFFF)))], width: 32, height: 32, scale: 1, images: store)
        }
        let base = try drawn(heart.primary), disc = try drawn(heart.secondary)
        #expect(RasterTestSupport.pixel(base, 16, 16)[3] > 200, "the heart is solid in its own layer")
        #expect(RasterTestSupport.pixel(base, 16, 3)[3] < 40, "the base layer has no disc")
        #expect(RasterTestSupport.pixel(disc, 16, 16)[3] > 200 && RasterTestSupport.pixel(disc, 16, 3)[3] > 200,
                "the enclosure layer is the whole disc, nothing knocked out")
    }

    @Test("fork.knife is lockshot's own drawing (the set has no cutlery; it was a fried egg), and composes in enclosures")
    func forkKnife() throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        #expect(try provider.symbol(named: "fork.knife").get().standIn == "lockshot-fork-knife")
        let enclosed = try provider.symbol(named: "fork.knife.circle.fill").get()
        #expect(enclosed.standIn == "lockshot-fork-knife in circle.fill")
        let image = try RasterTestSupport.render([.image(ImageDrawing(asset: try provider.symbol(named: "fork.knife").get().asset,
                                                                    destination: Rect(x: 0, y: 0, width: 32, height: 32),
                                                                    tint: RGBA(hex: 0xFFFFFF)))],
                                                 width: 32, height: 32, scale: 1, images: store)
        // The fork's handle (x 10…12 of 32) and the knife's (x 22…24) at the bottom; the gap between them clear.
        #expect(RasterTestSupport.pixel(image, 10, 24)[3] > 200 && RasterTestSupport.pixel(image, 23, 24)[3] > 200)
        #expect(RasterTestSupport.pixel(image, 16, 24)[3] < 40)
    }
}
