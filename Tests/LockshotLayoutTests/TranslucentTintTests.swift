@testable import LockshotLayout
import LockshotLanguage
import Testing

/// A translucent `activityBackgroundTint` lies over the appearance's base, opaque (docs/layout.md, difference 16).
@Suite("translucent background tint")
struct TranslucentTintTests {
    @Test("black at 25 % over the dark base is black; white at 50 % over black is mid grey; opaque tints stay")
    func composite() {
        #expect(PresentationBuilder.over(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25), .black) == RGBA(red: 0, green: 0, blue: 0))
        let grey = PresentationBuilder.over(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), .black)
        #expect(grey.alpha == 1 && abs(grey.red - 0.5) < 1e-9)
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(PresentationBuilder.over(red, .white) == red)
    }
}
