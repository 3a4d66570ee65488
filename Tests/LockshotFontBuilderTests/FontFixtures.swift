import Foundation
import LockshotFontBuilder

/// Paths into the checkout, resolved from this file rather than the working directory.
enum FontFixtures {
    /// The package root: three levels up from this file.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fontsDirectory = packageRoot.appendingPathComponent("fonts")
    static let gridsDirectory = fontsDirectory.appendingPathComponent("LockshotPixel")
    static let styles = ["LockshotPixel-Regular", "LockshotPixel-Bold"]

    static func committedFont(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fontsDirectory.appendingPathComponent("build/\(name).ttf")))
    }

    /// Parses grid text as one file named `test.glyphs`.
    static func parse(_ text: String) throws -> GlyphSource {
        var source = GlyphSource()
        try GlyphSourceParser().parse(text, file: "test.glyphs", into: &source)
        return source
    }

    /// A 12-row grid block: `rows` placed with their first row at `top` (rows above the baseline count from 0).
    static func block(_ header: String, top: Int, _ rows: [String]) -> String {
        let width = rows.map(\.count).max() ?? 1
        var lines = [header]
        for y in stride(from: 9, through: -2, by: -1) {
            let index = top - y
            lines.append(index >= 0 && index < rows.count ? rows[index].padding(toLength: width, withPad: ".", startingAt: 0)
                                                          : String(repeating: ".", count: width))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
