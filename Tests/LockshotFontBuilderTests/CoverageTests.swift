import LockshotFontBuilder
import Testing

/// Every code point SPEC §5 and the font brief require is in both styles.
@Suite struct CoverageTests {
    static let required: [UInt32] = Array(0x20...0x7E) + Array(0xA0...0xFF) + Array(0x100...0x17F)
        + "…–—‘’“”•·°€™←→↑↓".unicodeScalars.map(\.value)

    @Test(arguments: FontFixtures.styles)
    func everyRequiredCodePointHasAGlyph(name: String) throws {
        let font = try TrueTypeReader(FontFixtures.committedFont(name))
        let missing = try Self.required.filter { try font.glyph(for: $0) == 0 }
        #expect(missing.isEmpty, "missing: \(missing.map { String($0, radix: 16) })")
    }

    @Test func everyVisibleCharacterHasInk() throws {
        let font = try FontBuilder.font(from: FontBuilder.source(gridsDirectory: FontFixtures.gridsDirectory), bold: false)
        let blank: Set<UInt32> = [0x20, 0xA0, 0xAD]
        let byCode = Dictionary(uniqueKeysWithValues: font.glyphs.map { ($0.codePoint, $0.bitmap) })
        for code in Self.required where !blank.contains(code) {
            let bitmap = try #require(byCode[code])
            #expect(!bitmap.pixels.isEmpty, "U+\(String(code, radix: 16)) is blank")
        }
    }

    @Test func accentedLettersDifferFromTheirBase() throws {
        let font = try FontBuilder.font(from: FontBuilder.source(gridsDirectory: FontFixtures.gridsDirectory), bold: false)
        let byCode = Dictionary(uniqueKeysWithValues: font.glyphs.map { ($0.codePoint, $0.bitmap) })
        for (accented, base) in [("é", "e"), ("ë", "e"), ("Š", "S"), ("á", "a"), ("Ł", "L"), ("ó", "o")] {
            let a = try #require(byCode[accented.unicodeScalars.first?.value ?? 0])
            let b = try #require(byCode[base.unicodeScalars.first?.value ?? 0])
            #expect(a.pixels.isStrictSuperset(of: b.pixels) || accented == "Ł", "\(accented) should contain \(base)")
            #expect(a != b)
        }
    }
}
