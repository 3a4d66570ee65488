import LockshotLanguage
import LockshotLayout
import Testing

@Suite struct BinderTests {
    let timer = """
        attributes { expiresAt: Date }
        lockScreen { Text(timerInterval: now...expiresAt, countsDown: true) }
        preview "a" { expiresAt: "2026-01-01T10:41:00Z" }
        preview "b" { expiresAt: "2026-01-01T10:41:00Z", now: "2026-01-01T10:40:00Z" }
        """

    @Test func renderClockDefaultsTo0941() {
        let activity = bindSource(timer, preview: "a")
        #expect(activity.now == ClockFormat.parseISO8601("2026-01-01T09:41:00Z"))
        #expect(firstText(activity.regions[.lockScreen])?.text == "1:00:00")
        #expect(firstText(activity.regions[.lockScreen])?.isTimer == true)
    }

    @Test func theCommandLineClockOverridesThePreviewsNow() {
        let env = BindingEnvironment(layoutDirectory: ".", now: ClockFormat.parseISO8601("2026-01-01T10:00:00Z"))
        #expect(firstText(bindSource(timer, preview: "a", environment: env).regions[.lockScreen])?.text == "41:00")
        #expect(firstText(bindSource(timer, preview: "b").regions[.lockScreen])?.text == "1:00")
        #expect(firstText(bindSource(timer, preview: "b", environment: env).regions[.lockScreen])?.text == "41:00")
        // Dates the preview computed from its own clock stay put; only the clock moves.
        let relative = """
            attributes { expiresAt: Date }
            lockScreen { Text(timerInterval: now...expiresAt, countsDown: true) }
            preview "p" { now: "2026-01-01T10:00:00Z", expiresAt: now + 300 }
            """
        let later = BindingEnvironment(layoutDirectory: ".", now: ClockFormat.parseISO8601("2026-01-01T10:04:00Z"))
        #expect(firstText(bindSource(relative, preview: "p").regions[.lockScreen])?.text == "5:00")
        #expect(firstText(bindSource(relative, preview: "p", environment: later).regions[.lockScreen])?.text == "1:00")
    }

    @Test func appearanceComesFromThePreviewUnlessOverridden() {
        let source = """
            lockScreen { Text("x") }
            preview "light" { appearance: light }
            """
        let light = bindSource(source)
        #expect(light.appearance == .light)
        #expect(firstText(light.regions[.lockScreen])?.color == .black)
        let forced = bindSource(source, environment: BindingEnvironment(layoutDirectory: ".", appearance: .dark))
        #expect(forced.appearance == .dark)
        #expect(firstText(forced.regions[.lockScreen])?.color == .white)
    }

    @Test func alwaysOnRendersDark() {
        let activity = bindSource("""
            lockScreen { Text("x") }
            preview "aod" { appearance: light, isLuminanceReduced: true }
            """)
        #expect(activity.isLuminanceReduced)
        #expect(activity.appearance == .dark)
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(p.isLuminanceReduced)
        let list = Lowering.displayList(p, scale: 1, debugOverlay: false)
        guard case .group(_, let opacity, _) = list.operations[1] else { Issue.record("no group"); return }
        #expect(opacity < 1)
    }

    @Test func themeTokensOpacityAndNamedColors() {
        let activity = bindSource("""
            theme { accent = #39FF88 }
            lockScreen {
              VStack {
                Text("a").foregroundColor(accent.opacity(0.5))
                Text("b").foregroundColor(.white)
              }
              .activityBackgroundTint(accent)
            }
            """)
        #expect(firstText(activity.regions[.lockScreen])?.color == RGBA(hex: 0x39FF88, alpha: 0.5))
        #expect(activity.backgroundTint == RGBA(hex: 0x39FF88))
        #expect(activity.theme["accent"] == RGBA(hex: 0x39FF88))
    }

    @Test("`.tint` as a style is the environment's tint, else the accent colour (Food Truck's `.foregroundStyle(.tint)`)")
    func tintAsAStyle() {
        let activity = bindSource("""
            theme { brand = #5E5CE6 }
            lockScreen {
              VStack {
                Text("a").foregroundStyle(.tint)
                Text("b").foregroundStyle(.tint).tint(brand)
              }
            }
            """)
        let texts = allTexts(activity.regions[.lockScreen])
        #expect(texts.map(\.color) == [RGBA(hex: 0x0A84FF), RGBA(hex: 0x5E5CE6)], "\(texts.map(\.color))")
        #expect(activity.diagnostics.isEmpty, "\(activity.diagnostics.map(\.message))")
    }

    @Test func fontsResolveToEmbeddedOrFileSources() {
        let activity = bindSource("""
            fonts {
              Flick = "LockshotPixel"
              Mine = "fonts/Mine.ttf"
            }
            lockScreen { Text("a").font(.custom("Mine", size: 9)).bold() }
            """, environment: BindingEnvironment(layoutDirectory: "/proj/layouts"))
        #expect(activity.fonts["Flick"] == .embedded("LockshotPixel"))
        #expect(activity.fonts["Mine"] == .file("/proj/layouts/fonts/Mine.ttf"))
        let font = firstText(activity.regions[.lockScreen])?.font
        #expect(font?.source == .file("/proj/layouts/fonts/Mine.ttf"))
        #expect(font?.size == 9)
        #expect(font?.weight == .bold)
    }

    @Test("system fonts, text styles and their method chains bind to the system font, never the pixel font")
    func systemFontsBindToTheSystemFont() {
        func font(_ expression: String) -> FontSpec? {
            firstText(bindSource("lockScreen { Text(\"a\").font(\(expression)) }").regions[.lockScreen])?.font
        }
        #expect(font(".system(size: 13, weight: .semibold)") == .system(size: 13, weight: .semibold))
        #expect(font(".system(.caption, design: .monospaced)") == .system(size: 12, design: .monospaced))
        #expect(font(".body.weight(.semibold)") == .system(size: 17, weight: .semibold))
        #expect(font(".caption.bold()") == .system(size: 12, weight: .bold))
        #expect(font(".headline") == .system(size: 17, weight: .semibold))
        var italicDigits = FontSpec.system(size: 15)
        italicDigits.italic = true
        italicDigits.monospacedDigit = true
        #expect(font(".subheadline.italic().monospacedDigit()") == italicDigits)
        // No font at all is SwiftUI's `.body`.
        let plain = firstText(bindSource("lockScreen { Text(\"a\") }").regions[.lockScreen])?.font
        #expect(plain == .system(size: 17))
    }

    @Test("every text style has Apple's Dynamic Type size and weight at the default (Large) size")
    func textStylesFollowDynamicType() {
        let table: [(String, Double, FontWeight)] = [
            ("largeTitle", 34, .regular), ("title", 28, .regular), ("title2", 22, .regular), ("title3", 20, .regular),
            ("headline", 17, .semibold), ("body", 17, .regular), ("callout", 16, .regular),
            ("subheadline", 15, .regular), ("footnote", 13, .regular), ("caption", 12, .regular),
            ("caption2", 11, .regular),
        ]
        #expect(table.count == TextStyle.allCases.count)
        for (name, size, weight) in table {
            let bound = firstText(bindSource("lockScreen { Text(\"a\").font(.\(name)) }").regions[.lockScreen])?.font
            #expect(bound == .system(size: size, weight: weight), "\(name)")
        }
    }

    @Test("environment text modifiers: fontWeight over a style, italic, fontDesign on system fonts only, textCase")
    func textEnvironmentModifiers() {
        let activity = bindSource("""
            fonts { Flick = "LockshotPixel" }
            lockScreen {
              VStack {
                Text("a").font(.largeTitle).fontWeight(.bold)
                Text("b")
                Text("c").font(.custom("Flick", size: 12))
                Text("Straße").textCase(.uppercase)
              }
              .fontDesign(.serif)
              .italic()
            }
            """)
        let texts = allTexts(activity.regions[.lockScreen])
        #expect(texts[0].font.weight == .bold && texts[0].font.size == 34 && texts[0].font.source == .system(.serif))
        #expect(texts[1].font.source == .system(.serif) && texts[1].font.italic)
        #expect(texts[2].font.source == .embedded("LockshotPixel"))
        #expect(texts[3].text == "STRASSE")
    }

    @Test func unknownNamesAreReportedWithASuggestion() {
        let file = SourceFile(path: "t.lockshot", text: """
            attributes { senderName: String }
            lockScreen { Text(sendrName) }
            preview "p" { senderName: "Maya" }
            """)
        let (document, _) = Parser.parse(file)
        let activity = Binder.bind(document, file: file, preview: nil, environment: BindingEnvironment(layoutDirectory: "."),
                                   assets: FakeAssets())
        let d = activity.diagnostics.first { $0.code == "unknown-name" }
        #expect(d?.help == "did you mean 'senderName'?")
        #expect(d?.range.start.line == 2)
    }

    @Test func unknownPreviewIsAnError() {
        let activity = bindSource("lockScreen { Text(\"a\") }\npreview \"p\" { }", preview: "q")
        #expect(activity.diagnostics.contains { $0.code == "unknown-preview" && $0.severity == .error })
    }

    @Test func payloadFieldsComeFromTheCaller() {
        let source = """
            attributes { senderName: String }
            lockScreen { Text(senderName) }
            preview "push" from "p.json"
            """
        let missing = bindSource(source)
        #expect(missing.diagnostics.contains { $0.code == "unsupported-payload" })
        let field = PreviewField(name: Identifier("senderName"), value: Expr(.string([.literal("Jules")])))
        let loaded = bindSource(source, payloadFields: [field])
        #expect(firstText(loaded.regions[.lockScreen])?.text == "Jules")
        #expect(loaded.previewValues["senderName"] == .string("Jules"))
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }

    @Test func attributeDefaultsApplyWhenThePreviewIsSilent() {
        let activity = bindSource("""
            attributes { label: String = "fallback" }
            lockScreen { Text(label) }
            preview "p" { }
            """)
        #expect(firstText(activity.regions[.lockScreen])?.text == "fallback")
    }

    @Test func missingRequiredAttributeIsReported() {
        let activity = bindSource("""
            attributes { label: String }
            lockScreen { Text("x") }
            preview "p" { }
            """)
        #expect(activity.diagnostics.contains { $0.code == "missing-value" })
    }

    @Test func environmentModifierOnAnOuterViewReachesDecorations() {
        // The background's text is inside foregroundColor's scope; the inner font wins for the label.
        let activity = bindSource("""
            lockScreen {
              Text("label").font(.system(size: 9))
                .background { Text("behind") }
                .font(.system(size: 20))
                .foregroundColor(#FF0000)
            }
            """)
        guard case .background(let decoration, _, let content) = activity.regions[.lockScreen]?.kind else {
            Issue.record("expected a background node"); return
        }
        #expect(firstText(decoration)?.font.size == 20)
        #expect(firstText(decoration)?.color == RGBA(hex: 0xFF0000))
        #expect(firstText(content)?.font.size == 9)
    }
}

@Suite struct ClockFormatTests {
    @Test(arguments: [
        ("2026-01-01T09:41:00Z", 1_767_260_460.0),
        ("2026-01-01T10:41:00+01:00", 1_767_260_460.0),
        ("2026-01-01", 1_767_225_600.0),
        ("2001-01-01T00:00:00Z", 978_307_200.0),
        ("2026-01-01T09:41:00.5Z", 1_767_260_460.5),
    ])
    func parsesISO8601(_ text: String, _ seconds: Double) {
        #expect(ClockFormat.parseISO8601(text) == seconds)
    }

    @Test(arguments: ["", "2026-13-01", "yesterday", "2026-01-01T25:00:00Z", "2026-01-01T09:41:00Zjunk"])
    func rejectsMalformedDates(_ text: String) {
        #expect(ClockFormat.parseISO8601(text) == nil)
    }

    @Test(arguments: [(172_752.0, "47:59:12"), (330, "5:30"), (59, "0:59"), (3600, "1:00:00"), (-5, "0:00")])
    func formatsTimers(_ interval: Double, _ text: String) {
        #expect(TextLocale.standard.timer(interval) == text)
    }

    @Test func formatsTimeRelativeAndDate() {
        let t = ClockFormat.parseISO8601("2026-01-01T00:05:00Z") ?? 0
        // iOS 17 and later (ICU 72) put a narrow no-break space before the day period.
        #expect(TextLocale.standard.time(t) == "12:05\u{202F}AM")
        #expect(TextLocale.standard.time(t + 12 * 3600) == "12:05\u{202F}PM")
        #expect(TextLocale.standard.relative(t + 7500, now: t) == "2 hr, 5 min")
        #expect(TextLocale.standard.relative(t + 2832, now: t) == "47 min, 12 sec")
        #expect(TextLocale.standard.relative(t + 183_600, now: t) == "2 days, 3 hr")
        #expect(TextLocale.standard.relative(t, now: t) == "0 sec")
        #expect(TextLocale.standard.date(t) == "January 1, 2026")
        #expect(TextLocale.standard.clock(t + 9 * 3600 + 36 * 60) == "9:41")
        #expect(TextLocale.standard.dateLine(t) == "Thursday, January 1")
    }

    /// What an iPhone set to each locale shows (CLDR's data, as iOS formats with it).
    @Test func formatsInTheChosenLocale() {
        let t = ClockFormat.parseISO8601("2026-01-01T15:00:00Z") ?? 0
        let german = TextLocale("de_DE")
        #expect(german.number(1234.5, percent: false, fractionLength: 2) == "1.234,50")
        #expect(german.number(0.42, percent: true, fractionLength: nil) == "42\u{A0}%")
        #expect(german.time(t) == "15:00")
        #expect(german.date(t) == "1. Januar 2026")
        #expect(german.relative(t + 7500, now: t) == "2 Std., 5 Min.")
        #expect(german.offset(t + 7200, now: t) == "+2 Stunden")
        #expect(german.dateLine(t) == "Donnerstag, 1. Januar")
        // The short time as CLDR writes it: German keeps the hour's leading zero, Japanese does not.
        #expect(german.time(t - 5 * 3600 - 19 * 60) == "09:41" && german.clock(t - 5 * 3600 - 19 * 60) == "09:41")
        #expect(TextLocale("ja_JP").time(t - 5 * 3600 - 19 * 60) == "9:41")
        #expect(TextLocale("ja_JP").date(t) == "2026年1月1日")
        // Arabic-Indic digits in Saudi Arabia, in numbers and timers alike.
        let arabic = TextLocale("ar_SA")
        #expect(arabic.timer(3725) == "١:٠٢:٠٥")
        #expect(arabic.number(1234.5, percent: false, fractionLength: nil) == "١٬٢٣٤٫٥")
        #expect(TextLocale("fr_FR").number(1234.5, percent: false, fractionLength: nil) == "1\u{202F}234,5")
    }
}

@Suite struct PayloadJSONTests {
    @Test func encodesPreviewValuesAsActivityKitWould() {
        let activity = bindSource("""
            attributes {
              name: String
              count: Int
              at: Date
              tint: Color
              flag: Bool
            }
            lockScreen { Text(name) }
            preview "p" { name: "Maya \\"M\\"", count: 3, at: "2001-01-01T00:01:00Z", tint: #FF000080, flag: true }
            """)
        #expect(activity.payloadJSON() == ##"{"at":60,"count":3,"flag":true,"name":"Maya \"M\"","tint":"#FF000080"}"##)
    }
}

extension BinderTests {
    @Test(arguments: [("kind == .alert", true), ("kind == \"alert\"", true), ("kind != .alert", false),
                      ("count >= 3 && !muted", true), ("count < 3 || muted", false), ("label ?? \"x\" == \"x\"", true)])
    func conditionsEvaluate(_ condition: String, _ expected: Bool) {
        let activity = bindSource("""
            attributes {
              kind: String
              count: Int
              muted: Bool
              label: String?
            }
            lockScreen {
              if \(condition) { Text("yes") } else { Text("no") }
            }
            preview "p" { kind: "alert", count: 3, muted: false }
            """)
        #expect(firstText(activity.regions[.lockScreen])?.text == (expected ? "yes" : "no"))
    }
}

extension BinderTests {
    @Test func qualifiedFontAndColorNamesWork() {
        let activity = bindSource("""
            lockScreen { Text("a").font(Font.system(size: 11)).foregroundColor(Color.red.opacity(0.5)) }
            """)
        let text = firstText(activity.regions[.lockScreen])
        #expect(text?.font.size == 11)
        #expect(text?.color.alpha == 0.5)
        #expect(activity.diagnostics.isEmpty)
    }
}

extension BinderTests {
    @Test func stringCaseMethods() {
        let activity = bindSource("""
            attributes { name: String }
            lockScreen { Text("FROM \\(name.uppercased()) \\(name.lowercased())") }
            preview "p" { name: "Zoë" }
            """)
        #expect(firstText(activity.regions[.lockScreen])?.text == "FROM ZOË zoë")
    }
}
