import Foundation
@testable import LockshotFoundation
import Testing

/// The target's string tables as iOS reads them: `.strings` syntax, `.xcstrings` localizations, the language
/// chosen, format specifiers filled in.
@Suite("string tables")
struct LocalizationTablesTests {
    @Test(".strings: comments, escapes and a broken line skipped, not the rest of the table")
    func stringsSyntax() {
        let text = """
        /* A comment with "quotes" */
        "title" = "Deine \\"Bestellung\\"";
        // a line comment
        "line\\nbreak" = "Zeile\\nUmbruch";
        this line is not a pair
        "accent" = "Caf\\U00E9";
        "unterminated = "x";
        "last" = "Ende";
        """
        let pairs = Dictionary(LocalizationTables.parseStrings(text), uniquingKeysWith: { first, _ in first })
        #expect(pairs["title"] == "Deine \"Bestellung\"")
        #expect(pairs["line\nbreak"] == "Zeile\nUmbruch")
        #expect(pairs["accent"] == "Café")
        #expect(pairs["last"] == "Ende")
    }

    @Test("specifiers, positional ones and %% are filled with the values as the text shows them")
    func substitution() {
        #expect(LocalizationTables.substitute("Ankunft in %lld Min.", ["12"]) == "Ankunft in 12 Min.")
        #expect(LocalizationTables.substitute("%2$@ vor %1$@ (100%%)", ["dir", "3 Stopps"]) == "3 Stopps vor dir (100%)")
        #expect(LocalizationTables.substitute("%.1lf km, %@", ["4.2", "Nord"]) == "4.2 km, Nord")
        #expect(LocalizationTables.substitute("%@ und %@", ["eins"]) == "eins und %@")
    }

    @Test("the chosen language wins over its base language, Base.lproj and English; a catalog's plural gives its other form")
    func languageChoice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, text) in [("pt-BR", #""hello" = "Oi";"#), ("pt", #""hello" = "Olá"; "bye" = "Tchau";"#),
                                 ("Base", #""bye" = "Bye (Base)"; "only" = "Base only";"#), ("en", #""hello" = "Hello";"#)] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(language).lproj/Localizable.strings"))
        }
        let catalog = #"{"sourceLanguage":"en","strings":{"%lld stops":{"localizations":{"pt-BR":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld parada"}},"other":{"stringUnit":{"state":"translated","value":"%lld paradas"}}}}}}}},"version":"1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let files = ["pt-BR", "pt", "Base", "en"].map { "\(folder)/\($0).lproj/Localizable.strings" } + [folder + "/Localizable.xcstrings"]
        let brazilian = LocalizationTables.load(files: files, language: "pt-BR")["Localizable"] ?? [:]
        #expect(brazilian["hello"] == "Oi" && brazilian["bye"] == "Tchau" && brazilian["only"] == "Base only")
        #expect(brazilian["%lld stops"] == "%lld paradas")
        let german = LocalizationTables.load(files: files, language: "de")["Localizable"] ?? [:]
        #expect(german["hello"] == "Hello" && german["bye"] == "Bye (Base)")
    }
}
