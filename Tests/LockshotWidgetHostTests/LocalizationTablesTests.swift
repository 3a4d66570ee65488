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
        #expect(brazilian["hello"] == .text("Oi") && brazilian["bye"] == .text("Tchau") && brazilian["only"] == .text("Base only"))
        #expect(brazilian["%lld stops"] == .plural(["one": "%lld parada", "other": "%lld paradas"]))
        #expect(brazilian["%lld stops"]?.resolved(["1"], language: "pt-BR") == "1 parada")
        #expect(brazilian["%lld stops"]?.resolved(["3"], language: "pt-BR") == "3 paradas")
        let german = LocalizationTables.load(files: files, language: "de")["Localizable"] ?? [:]
        #expect(german["hello"] == .text("Hello") && german["bye"] == .text("Bye (Base)"))
    }

    @Test(".stringsdict: plural variables chosen by the number in the language's CLDR rules, before the .strings of its folder")
    func stringsdict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dict-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func rule(_ forms: [String: String]) -> String {
            "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
                + forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined() + "</dict>"
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>%lld stops before yours</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@stops@</string>
            <key>stops</key>\(rule(["one": "Noch %lld Stopp", "other": "Noch %lld Stopps"]))</dict>
            <key>%@ has %lld items</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$@: %2$#@items@</string>
            <key>items</key>\(rule(["one": "ein Artikel", "other": "%lld Artikel"]))</dict>
            </dict></plist>
            """
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/de.lproj/Localizable.stringsdict"))
        try Data(#""%lld stops before yours" = "Stopps: %lld";"#.utf8).write(to: URL(fileURLWithPath: folder + "/de.lproj/Localizable.strings"))
        let files = [folder + "/de.lproj/Localizable.strings", folder + "/de.lproj/Localizable.stringsdict"]
        let table = LocalizationTables.load(files: files, language: "de")["Localizable"] ?? [:]
        let stops = try #require(table["%lld stops before yours"])
        #expect(stops.resolved(["1"], language: "de") == "Noch 1 Stopp")
        #expect(stops.resolved(["12"], language: "de") == "Noch 12 Stopps")
        let items = try #require(table["%@ has %lld items"])
        #expect(items.resolved(["Korb", "1"], language: "de") == "Korb: ein Artikel")
        #expect(items.resolved(["Korb", "5"], language: "de") == "Korb: 5 Artikel")
        // Without values (`String(localized:)`), the other form with its specifiers as written, as a .strings value.
        #expect(stops.resolved([], language: "de") == "Noch %lld Stopps")
        #expect(items.resolved([], language: "de") == "%@: %lld Artikel")
    }

    @Test("CLDR plural categories of the languages widgets ship")
    func pluralCategories() {
        #expect(PluralRules.category(of: 1, language: "en") == "one" && PluralRules.category(of: 0, language: "en") == "other")
        #expect(PluralRules.category(of: 0, language: "fr") == "one" && PluralRules.category(of: 2, language: "fr") == "other")
        #expect([1, 21, 3, 5, 11, 12].map { PluralRules.category(of: $0, language: "ru") } == ["one", "one", "few", "many", "many", "many"])
        #expect([1, 2, 5, 22, 12].map { PluralRules.category(of: $0, language: "pl") } == ["one", "few", "many", "few", "many"])
        #expect([0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, language: "ar") } == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralRules.category(of: 1, language: "ja") == "other")
    }
}
