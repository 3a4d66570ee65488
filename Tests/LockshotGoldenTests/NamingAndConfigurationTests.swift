import Foundation
import LockshotGolden
import Testing

@Suite("case naming, filters, configuration")
struct NamingAndConfigurationTests {
    @Test("preview slugs", arguments: [
        ("short caption", "short-caption"), ("Short Caption!", "short-caption"), ("  from a push  ", "from-a-push"),
        ("look 📸 now", "look-now"), ("café", "caf"), ("📸", "preview"), ("A--b__c", "a-b-c"), ("v2.0", "v2-0"),
    ])
    func slug(name: String, slug: String) {
        #expect(CaseNaming.slug(name) == slug)
    }

    @Test("colliding slugs are made unique in declaration order")
    func uniqueSlugs() {
        #expect(CaseNaming.uniqueSlugs(["A b", "a-b", "a b", "c"]) == ["a-b", "a-b-2", "a-b-3", "c"])
    }

    @Test("case ids and golden paths follow golden/<layout>/<preview-slug>/<presentation>.<device>@<scale>x.png")
    func caseIDs() {
        let cases = Fixtures.cases
        #expect(cases.count == 8)
        #expect(cases.map(\.index) == Array(0..<8))
        #expect(cases[0].id == "alpha/short-caption/lockScreen.iphone-15-pro@3x")
        #expect(cases[0].goldenRelativePath == "alpha/short-caption/lockScreen.iphone-15-pro@3x.png")
        #expect(cases.last?.id == "beta/pager/expanded.iphone-15-pro@3x")
        let noIsland = CasePlanner.cases(layouts: Fixtures.layouts, devices: ["iphone-13"], scales: [2]) { _, p in p == "lockScreen" }
        #expect(noIsland.map(\.id) == ["alpha/short-caption/lockScreen.iphone-13@2x", "alpha/no-caption/lockScreen.iphone-13@2x",
                                        "beta/pager/lockScreen.iphone-13@2x"])
    }

    @Test("filters: substring, or glob when the pattern has * ? [", arguments: [
        ("alpha", true), ("compact", false), ("short-caption/lock", true), ("*/lockScreen.*", true),
        ("alpha/*@3x", true), ("alpha/*@2x", false), ("alpha/?hort-caption/*", true), ("[ab]lpha/*", true),
        ("[!a]lpha/*", false), ("alpha", true), ("*", true), ("lockScreen", true), ("*lockScreen", false),
    ])
    func filter(pattern: String, matches: Bool) {
        #expect(CaseFilter(pattern).matches("alpha/short-caption/lockScreen.iphone-15-pro@3x") == matches)
    }

    @Test("shards parse I/N and reject nonsense", arguments: [("1/4", true), ("4/4", true), ("0/4", false),
                                                               ("5/4", false), ("1/0", false), ("x/2", false), ("1/2/3", false)])
    func shardParsing(text: String, valid: Bool) {
        #expect((Shard(parsing: text) != nil) == valid)
    }

    @Test("record mode from the environment: LOCKSHOT_RECORD, then CI, then missing")
    func recordModeEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "1", "LOCKSHOT_RECORD": "failed"]) == .failed)
        #expect(throws: RecordModeError.self) { try RecordMode.fromEnvironment(["LOCKSHOT_RECORD": "sometimes"]) }
    }

    @Test("lockshot.json: defaults, tolerance, masks scaled to pixels")
    func configuration() throws {
        let json = """
        { "devices": ["iphone-15-pro-max"], "scales": [2, 3],
          "tolerance": { "threshold": 0.1, "maxDiffPixels": 20 },
          "masks": [ { "name": "clock", "cases": "*/lockScreen.*", "rect": { "x": 10.5, "y": 0, "width": 20, "height": 10 } },
                     { "layout": "beta", "rect": { "x": 0, "y": 0, "width": 5, "height": 5 }, "tolerance": { "maxDiffPixels": 3 } } ] }
        """
        let configuration = try GoldenConfiguration.parse(Data(json.utf8), path: "lockshot.json")
        #expect(configuration.layouts == ["layouts"])
        #expect(configuration.golden == "golden")
        #expect(configuration.tolerance == Tolerance(threshold: 0.1, maxDiffPixels: 20))
        let lockScreen = GoldenCase(layout: "alpha", layoutPath: "", preview: "p", presentation: "lockScreen",
                                    device: "iphone-15-pro-max", scale: 3)
        #expect(configuration.pixelMasks(for: lockScreen) == [
            PixelMask(rect: PixelRect(x: 31, y: 0, width: 61, height: 30), tolerance: nil, name: "clock"),
        ])
        var compact = lockScreen
        compact.presentation = "compact"
        #expect(configuration.pixelMasks(for: compact).isEmpty)
        compact.layout = "beta"
        #expect(configuration.pixelMasks(for: compact).first?.tolerance == Tolerance(maxDiffPixels: 3))
    }

    @Test("lockshot.json mistakes are reported with the file, line, column and key, typos with a did you mean", arguments: [
        ("{ \"tolerence\": {} }", "lockshot.json:1:3: unknown key 'tolerence'; did you mean 'tolerance'?"),
        ("{ \"scales\": [4] }", "lockshot.json:1:3: scales must be 1, 2 or 3"),
        ("{ \"devices\": \"iphone-15-pro\" }", "lockshot.json:1:3: at 'devices'"),
        ("[1]", "lockshot.json:1:1: must hold a JSON object"),
        ("{", "lockshot.json:1:2: is not valid JSON"),
        ("{\n  \"layouts\": [\"layouts\"],\n  \"tolerance\": { \"maxDifPixels\": 3 }\n}",
         "lockshot.json:3:18: unknown key 'maxDifPixels' in 'tolerance'; did you mean 'maxDiffPixels'?"),
        ("{ \"masks\": [ { \"rect\": { \"x\": 0, \"y\": 0, \"widht\": 1, \"height\": 1 } } ] }",
         "lockshot.json:1:42: unknown key 'widht' in 'masks[].rect'; did you mean 'width'?"),
        ("{ \"layouts\": [] }", "lockshot.json:1:3: layouts must not be empty"),
        ("{ \"rules\": [\"contrast\"] }", "lockshot.json:1:3: 'rules' must be an object"),
        ("{ \"rules\": { \"contrast\": false } }", "lockshot.json:1:14: rule 'contrast' must be set to"),
        ("{ \"swiftModules\": [\"Kit\"] }", "lockshot.json:1:3: 'swiftModules' must be an object"),
        ("{ \"swiftModules\": { \"Kit\": 1 } }", "lockshot.json:1:21: module 'Kit' must be set to its source folder"),
    ])
    func configurationErrors(json: String, message: String) {
        do {
            _ = try GoldenConfiguration.parse(Data(json.utf8), path: "lockshot.json")
            Issue.record("expected an error for \(json)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test("lockshot.json's \"rules\" entries are kept as written, with where each name is")
    func ruleSettings() throws {
        let json = "{\n  \"rules\": {\n    \"contrast\": \"off\",\n    \"minimum-scale\": \"warning\"\n  }\n}"
        let configuration = try GoldenConfiguration.parse(Data(json.utf8), path: "lockshot.json")
        #expect(configuration.rules == [RuleSetting(name: "contrast", level: "off", line: 3, column: 5),
                                        RuleSetting(name: "minimum-scale", level: "warning", line: 4, column: 5)])
    }

    @Test("environment differences name what changed, fonts first")
    func environmentDifferences() {
        let old = GoldenEnvironment(lockshotVersion: "0.1.0", libraries: ["cairo": "1.16.0", "harfbuzz": "6.0.0"],
                                    fonts: ["emoji": "fnv1a64:1", "LockshotPixel-Regular": "fnv1a64:2"])
        var new = old
        #expect(new.differences(from: old).isEmpty)
        new.fonts["emoji"] = "fnv1a64:3"
        new.libraries["cairo"] = "1.18.0"
        new.lockshotVersion = "0.2.0"
        #expect(new.differences(from: old) == ["emoji font changed: fnv1a64:1 → fnv1a64:3",
                                               "cairo changed: 1.16.0 → 1.18.0", "lockshot changed: 0.1.0 → 0.2.0"])
    }

    @Test("the locale .swift widgets formatted in is part of the environment: lockshot.json's, --locale's, en_US without either")
    func localeEnvironment() throws {
        let configuration = try GoldenConfiguration.parse(Data(#"{ "locale": "de_DE" }"#.utf8), path: "lockshot.json")
        #expect(configuration.locale == "de_DE")
        #expect(throws: ConfigurationError.self) { try GoldenConfiguration.parse(Data(#"{ "locale": 7 }"#.utf8), path: "lockshot.json") }
        let configured = GoldenEnvironment.current(lockshotVersion: "1", environment: [:], locale: configuration.locale)
        let flagged = GoldenEnvironment.current(lockshotVersion: "1", environment: ["LOCKSHOT_LOCALE": "ja-JP"], locale: "de_DE")
        let standard = GoldenEnvironment.current(lockshotVersion: "1", environment: [:])
        #expect(configured.libraries["locale"] == "de_DE" && flagged.libraries["locale"] == "ja_JP" && standard.libraries["locale"] == "en_US")
        #expect(configured.differences(from: standard) == ["locale changed: en_US → de_DE"])
    }

    @Test("lockshot.json's \"ios\" is a string or a whole number, recorded in the environment: a change is named")
    func iosEnvironment() throws {
        #expect(try GoldenConfiguration.parse(Data(#"{ "ios": 18 }"#.utf8), path: "lockshot.json").ios == "18")
        #expect(try GoldenConfiguration.parse(Data(#"{ "ios": "26" }"#.utf8), path: "lockshot.json").ios == "26")
        #expect(throws: ConfigurationError.self) { try GoldenConfiguration.parse(Data(#"{ "ios": true }"#.utf8), path: "lockshot.json") }
        let recorded = GoldenEnvironment.current(lockshotVersion: "1", environment: [:], ios: "26")
        let now = GoldenEnvironment.current(lockshotVersion: "1", environment: [:], ios: "18")
        #expect(now.differences(from: recorded) == ["ios changed: 26 → 18"])
    }

    @Test("FNV-1a 64 matches its published test vectors")
    func fnv() {
        #expect(Fingerprint.fnv1a64([UInt8]()) == "fnv1a64:cbf29ce484222325")
        #expect(Fingerprint.fnv1a64(Array("a".utf8)) == "fnv1a64:af63dc4c8601ec8c")
        #expect(Fingerprint.fnv1a64(Array("foobar".utf8)) == "fnv1a64:85944171f73967e8")
    }

    @Test("the gallery index groups by layout and preview, with captions")
    func galleryIndex() {
        let entries = [
            GalleryEntry(layout: "alpha", preview: "short caption", presentation: "lockScreen",
                         files: ["alpha/short-caption/lockScreen.png"], pixelWidth: 1113, pixelHeight: 252),
            GalleryEntry(layout: "alpha", preview: "short caption", presentation: "compact",
                         files: ["alpha/short-caption/compact.png", "alpha/short-caption/compact.svg"], pixelWidth: 690, pixelHeight: 110),
            GalleryEntry(layout: "beta", preview: "x", presentation: "minimal", files: ["beta/x/minimal.png"], pixelWidth: 110, pixelHeight: 110),
        ]
        let markdown = GalleryIndex.markdown(entries)
        #expect(markdown == """
        # lockshot gallery

        ## alpha

        ### short caption

        ![alpha — short caption — lockScreen](alpha/short-caption/lockScreen.png)  
        *lockScreen · 1113×252 px*

        ![alpha — short caption — compact](alpha/short-caption/compact.png)  
        *compact · 690×110 px* · [svg](alpha/short-caption/compact.svg)


        ## beta

        ### x

        ![beta — x — minimal](beta/x/minimal.png)  
        *minimal · 110×110 px*


        """)
        #expect(GalleryIndex.html(entries) == GalleryIndex.html(entries))
        #expect(GalleryIndex.html(entries).contains("<h2 id=\"layout-beta\">beta</h2>"))
    }
}
