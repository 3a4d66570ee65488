import Foundation
import LockshotUIKit
import Testing

// `UIColor.getRed(_:green:blue:alpha:)`, which apps use to turn a color into hex or to pick a contrasting text color:
// a literal gives its components, a named system color iOS's dark-appearance value (the island's world).
@Suite("UIKit colors")
struct UIKitColorTests {
    func components(_ color: UIColor) -> [Double]? {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        return [r, g, b, a].map { (Double($0) * 1000).rounded() / 1000 }
    }

    @Test("a literal's components, a system color's dark value, an alpha component multiplied in")
    func getRed() throws {
        #expect(components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
        // systemRed in the dark appearance: #FF453A.
        #expect(components(.systemRed) == [1, 0.271, 0.227, 1])
        #expect(components(UIColor.systemBlue.withAlphaComponent(0.5)) == [0.039, 0.518, 1, 0.5])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.white.getWhite(&white, alpha: &alpha) && abs(white - 1) < 1e-9 && alpha == 1)
    }

    @Test("a color lockshot cannot resolve answers false and leaves the values alone")
    func unresolved() {
        var r: CGFloat = -1
        #expect(!UIColor.tertiaryLabel.getRed(&r, green: nil, blue: nil, alpha: nil) && r == -1)
    }
}
