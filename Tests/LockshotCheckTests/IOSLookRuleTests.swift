import LockshotCheck
import Testing

private typealias S = CheckTestSupport

@Suite struct IOSLookRuleTests {
    @Test("an unassigned or private-use code point is a missing glyph even though Unifont draws a hex box for it")
    func unassignedAndPrivateUseAreMissingGlyphs() throws {
        // U+0378 is unassigned (Greek block), U+E000 private use; Unifont has glyphs at both.
        let source = S.layout("Text(\"a \\u{378} \\u{E000}\")")
        let findings = try S.findings("missing-glyph", in: source)
        #expect(findings.count == 2)
        #expect(findings.contains { $0.message.contains("U+378") } && findings.contains { $0.message.contains("U+E000") })
        // An assigned character Unifont covers is still fine.
        #expect(try S.findings("missing-glyph", in: S.layout("Text(\"a \\u{4E00} ש\")")).isEmpty)
    }

    @Test("minimum-scale: text shrunk below half its size is a warning; a modest shrink is not")
    func minimumScale() throws {
        let long = "Text(\"A very long destination name that cannot fit on one line at all\")"
        let squeezed = S.layout("\(long).font(.title).lineLimit(1).minimumScaleFactor(0.1).frame(width: 120)")
        let findings = try S.findings("minimum-scale", in: squeezed)
        #expect(findings.count == 1 && findings.first?.severity == .warning)
        let gentle = S.layout("Text(\"Gate B12\").font(.title).lineLimit(1).minimumScaleFactor(0.1).frame(width: 300)")
        #expect(try S.findings("minimum-scale", in: gentle).isEmpty)
    }

    @Test("pixel-grid speaks only about the pixel font: system text at odd sizes and positions raises nothing")
    func pixelGridIgnoresSystemFonts() throws {
        let system = S.layout("Text(name).font(.system(size: 13.5)).offset(x: 0.33)\nText(name).font(.headline)")
        #expect(try S.findings("pixel-grid", in: system).isEmpty)
        let pixel = S.layout("Text(name).font(.custom(\"Pixel\", size: 13))")
        #expect(try !S.findings("pixel-grid", in: pixel).isEmpty)
    }

    @Test("in the light appearance island text keeps the dark environment's colors; the lock screen goes light")
    func islandIsAlwaysDark() throws {
        let source = S.layout("Text(name)", extra: "compactTrailing { Text(name) }",
                              previews: "preview \"p\" { name: \"Maya\", appearance: .light }")
        // Default white text on the black island passes contrast; black text on it would fail.
        #expect(try S.findings("contrast", in: source).isEmpty)
    }
}

@Suite struct GradientContrastTests {
    @Test("text over a gradient is judged against every color of it: readable on all passes, unreadable on one fails")
    func gradientBackgrounds() throws {
        let good = S.layout("Text(name).foregroundStyle(.black).padding(8).background(Capsule().fill("
            + "LinearGradient(colors: [#34C759, #00C7BE], startPoint: .leading, endPoint: .trailing)))")
        #expect(try S.findings("contrast", in: good).isEmpty)
        let bad = S.layout("Text(name).foregroundStyle(.white).padding(8).background(Capsule().fill("
            + "LinearGradient(colors: [#000000, #FFFFFF], startPoint: .leading, endPoint: .trailing)))")
        let findings = try S.findings("contrast", in: bad)
        #expect(findings.count == 1 && findings.first?.message.contains("background #FFFFFF") == true)
    }
}
