import LockshotLanguage
@testable import LockshotLayout
import Testing

/// `symbolRenderingMode` and `foregroundStyle(primary, secondary)` on a symbol with two layers (issue 36).
@Suite struct SymbolModeTests {
    /// The symbol images of an HStack of `Image(systemName:)`s, in order.
    func images(_ symbols: String, stack: String = "Color(#FF2D55)") -> [BoundImage] {
        let activity = bindSource("lockScreen { HStack { \(symbols) }.foregroundStyle(\(stack)) }")
        func collect(_ view: BoundView?) -> [BoundImage] {
            guard let view else { return [] }
            switch view.kind {
            case .image(let image): return [image]
            case .stack(_, _, _, let children), .zstack(_, let children): return children.flatMap(collect)
            default: return collect(view.wrapped)
            }
        }
        return collect(activity.regions[.lockScreen])
    }

    @Test func monochromeDrawsOneLayer() throws {
        let image = try #require(images(#"Image(systemName: "heart.circle.fill")"#).first)
        #expect(image.secondaryLayer == nil && image.symbol?.renderingMode == "monochrome")
        #expect(image.asset?.id == "svg:heart.circle.fill")
    }

    @Test func hierarchicalDrawsTheEnclosureAtHalfTheForegroundsOpacity() throws {
        let image = try #require(images(#"Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical)"#).first)
        #expect(image.asset?.id == "svg:base:heart.circle.fill")
        #expect(image.tint == RGBA(hex: 0xFF2D55))
        #expect(image.secondaryLayer?.asset.id == "svg:enclosure:heart.circle.fill")
        #expect(image.secondaryLayer?.tint == RGBA(hex: 0xFF2D55, alpha: 0.5))
        #expect(image.symbol?.standIn == "heart.circle.fill layers")
    }

    @Test func twoForegroundStylesAreAPalette() throws {
        let shown = images(#"Image(systemName: "heart.circle.fill").foregroundStyle(Color(#FFFFFF), Color(#0A84FF))"#
                           + "\n" + #"Image(systemName: "car.fill").foregroundStyle(Color(#FFFFFF), Color(#0A84FF))"#)
        let heart = try #require(shown.first), car = try #require(shown.last)
        #expect(heart.symbol?.renderingMode == "palette")
        #expect(heart.tint == RGBA(hex: 0xFFFFFF) && heart.secondaryLayer?.tint == RGBA(hex: 0x0A84FF))
        // A symbol with one layer is drawn in the first style.
        #expect(car.secondaryLayer == nil && car.tint == RGBA(hex: 0xFFFFFF))
    }

    @Test func aNearerSingleStyleEndsThePalette() throws {
        let palette = "Color(#FFFFFF), Color(#0A84FF)"
        #expect(try #require(images(#"Image(systemName: "heart.circle.fill")"#, stack: palette).first).secondaryLayer != nil)
        let image = try #require(images(#"Image(systemName: "heart.circle.fill").foregroundStyle(Color(#FFFFFF))"#, stack: palette).first)
        #expect(image.secondaryLayer == nil, "the stack's palette, then the image's one style: monochrome")
    }

    @Test func variantsAddTheirPartsInSFSymbolsOrder() {
        #expect(BinderState.applying(["circle", "fill"], to: "heart") == "heart.circle.fill")
        #expect(BinderState.applying(["fill"], to: "bell.slash") == "bell.slash.fill")
        #expect(BinderState.applying(["slash"], to: "bell.fill") == "bell.slash.fill")
        #expect(BinderState.applying(["circle", "fill"], to: "star.square") == "star.square.fill", "the name's own enclosure stays")
        #expect(BinderState.applying([], to: "heart") == "heart")
        let names = images(#"Image(systemName: "heart").symbolVariant(.circle.fill)"# + "\n" + #"Image(systemName: "heart").symbolVariant(.none)"#)
            .map { $0.symbol?.name }
        #expect(names == ["heart.circle.fill", "heart"])
    }
}
