import LockshotCheck
import LockshotKit
import LockshotLanguage
import LockshotLayout
import Testing

/// Each rule fires on a small layout made to break it, and stays quiet on its fixed twin.
@Suite struct RuleTests {
    typealias S = CheckTestSupport

    @Test func presentationSizeReportsLockScreenTallerThan160() throws {
        let tall = try S.findings("presentation-size", in: S.layout("Rectangle().fill(paper).frame(width: 100, height: 200)"))
        #expect(tall.count == 1)
        #expect(tall.first?.severity == .error)
        #expect(tall.first?.message.contains("160") == true)
        #expect(tall.first?.range.start.line == 10)
        let fits = try S.findings("presentation-size", in: S.layout("Rectangle().fill(paper).frame(width: 100, height: 120)"))
        #expect(fits.isEmpty)
    }

    @Test func presentationSizeReportsCompactContentWiderThanItsSlot() throws {
        let wide = S.layout("Text(name)", extra: """
            compactLeading { Rectangle().fill(accent).frame(width: 80, height: 20) }
            compactTrailing { Text("x").font(.custom("Pixel", size: 12)) }
            """)
        // Wider than the HIG's slot: the pill widens, a warning naming the HIG's advice.
        let findings = try S.findings("presentation-size", in: wide)
        #expect(findings.count == 1 && findings[0].presentations == [.compact] && findings[0].severity == .warning,
                "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("its side of the island widens to 87 pt") == true, "\(findings.map(\.message))")
        // Wider than the pill can grow (122.83 pt a side on iphone-15-pro): an error.
        let tooWide = try S.findings("presentation-size", in: wide.replacingOccurrences(of: "width: 80", with: "width: 130"))
        #expect(tooWide.contains { $0.presentations == [.compact] && $0.severity == .error && $0.message.contains("at most 122.83") },
                "\(tooWide.map(\.message))")
        let narrow = wide.replacingOccurrences(of: "width: 80", with: "width: 24")
        #expect(try S.findings("presentation-size", in: narrow).isEmpty)
    }

    @Test("a small card's finding helps with the card of the watch checked, not a fixed one")
    func presentationSizeHelpNamesTheWatchCase() throws {
        let source = S.layout("Text(name)", extra: "small { Rectangle().fill(accent).frame(width: 100, height: 75) }")
        var options = CheckOptions(scale: 1)
        let large = try Pipeline.check(paths: [S.write(source)], options: options).findings.filter { $0.rule == "presentation-size" }
        #expect(large.isEmpty, "75 pt fits the 45 mm card's 80.5: \(large.map(\.message))")
        options.device.watch = try #require(Device.Watch.named("40mm"))
        let small = try Pipeline.check(paths: [S.write(source)], options: options).findings.filter { $0.rule == "presentation-size" }
        #expect(small.count == 1 && small[0].help?.contains("152 × 69.5 pt on a 40mm watch") == true,
                "\(small.map { ($0.message, $0.help ?? "") })")
    }

    @Test(arguments: [
        ("minimal { Rectangle().fill(accent).frame(width: 60, height: 20) }", Presentation.minimal, true),
        ("minimal { Rectangle().fill(accent).frame(width: 40, height: 20) }", Presentation.minimal, false),
        ("expanded { bottom { Rectangle().fill(accent).frame(width: 100, height: 200) } }", Presentation.expanded, true),
        ("expanded { bottom { Rectangle().fill(accent).frame(width: 100, height: 40) } }", Presentation.expanded, false),
    ])
    func presentationSizeCoversMinimalAndExpanded(region: String, presentation: Presentation, expected: Bool) throws {
        let findings = try S.findings("presentation-size", in: S.layout("Text(name)", extra: region))
        #expect(findings.contains { $0.presentations == [presentation] } == expected, "\(findings.map(\.message))")
    }

    @Test func overflowReportsAViewWiderThanItsFixedFrame() throws {
        let source = S.layout("Rectangle().fill(accent).frame(width: 300, height: 20).frame(width: 100, height: 20)")
        let findings = try S.findings("overflow", in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("outside its parent frame") == true)
        let clipped = S.layout("Rectangle().fill(accent).frame(width: 300, height: 20).frame(width: 100, height: 20).clipped()")
        #expect(try S.findings("overflow", in: clipped).isEmpty)
        let fits = S.layout("Rectangle().fill(accent).frame(width: 80, height: 20).frame(width: 100, height: 20)")
        #expect(try S.findings("overflow", in: fits).isEmpty)
    }

    @Test func overflowReportsAnOffsetOutOfThePresentation() throws {
        let source = S.layout("Rectangle().fill(accent).frame(width: 40, height: 40).offset(x: 400, y: 0)")
        let findings = try S.findings("overflow", in: source)
        #expect(findings.contains { $0.message.contains("outside the lockScreen presentation") })
        let inside = S.layout("Rectangle().fill(accent).frame(width: 40, height: 40).offset(x: 10, y: 0)")
        #expect(try S.findings("overflow", in: inside).isEmpty)
    }

    @Test func truncationIsAnInfoPerPreviewNamingTheCause() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).lineLimit(1).frame(width: 60)",
                              previews: """
                              preview "short" { name: "Maya" }
                              preview "long" { name: "Maximiliana Zoë Łukasz" }
                              """)
        let findings = try S.findings("truncation", in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .info)
        #expect(findings.first?.previews == ["long"])
        #expect(findings.first?.message.contains("available space") == true)
        let limited = S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).characterLimit(3)")
        let byLimit = try S.findings("truncation", in: limited)
        #expect(byLimit.count == 1)
        #expect(byLimit.first?.message.contains("characterLimit") == true)
        let roomy = S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).characterLimit(10)")
        #expect(try S.findings("truncation", in: roomy).isEmpty)
    }

    @Test func missingGlyphReportsACharacterNoFontCovers() throws {
        let source = S.layout("Text(\"a \\u{10FFFD}\").font(.custom(\"Pixel\", size: 12))")
        let findings = try S.findings("missing-glyph", in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("U+10FFFD") == true)
        let covered = S.layout("Text(\"a é 日本 🎉\").font(.custom(\"Pixel\", size: 12))")
        #expect(try S.findings("missing-glyph", in: covered).isEmpty)
    }

    @Test func missingAssetIsAnErrorWithoutFallbackAndAWarningWithOne() throws {
        let alone = try S.findings("missing-asset", in: S.layout("Image(\"not-there.png\").resizable().frame(width: 40, height: 40)"))
        #expect(alone.map(\.severity) == [.error])
        let fallback = try S.findings("missing-asset", in: S.layout("Image(\"not-there.png\" ?? \"app-icon\").resizable().frame(width: 40, height: 40)"))
        #expect(fallback.map(\.severity) == [.warning])
        let present = try S.findings("missing-asset", in: S.layout("Image(\"app-icon\").resizable().frame(width: 40, height: 40)"))
        #expect(present.isEmpty)
        // Reported for the presentations that draw the image, not every presentation of the layout.
        let lockOnly = S.layout("Image(\"not-there.png\")", extra: "compactTrailing { Text(name) }")
        #expect(try S.findings("missing-asset", in: lockOnly).map(\.presentations) == [[.lockScreen]])
    }

    @Test(arguments: [
        ("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(#555555)", true),
        ("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(ink)", false),
        ("ZStack { Rectangle().fill(ink)\n Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(#C0C0C0) }.frame(height: 40)", true),
        ("ZStack { Rectangle().fill(ink)\n Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(paper) }.frame(height: 40)", false),
        ("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(ink).padding(4).background(#FFFFFF)", true),
        ("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(ink).opacity(0.3)", true),
        // Over an image the colors are unknown: no verdict rather than a guess.
        ("ZStack { Image(\"app-icon\").resizable()\n Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(#555555) }.frame(height: 40)", false),
        // 3:1 is enough for large or bold text: #767676 on black is 4.6, #5A5A5A is 3.0.
        ("Text(name).font(.custom(\"Pixel\", size: 24)).foregroundColor(#5C5C5C)", false),
        ("Text(name).font(.custom(\"Pixel\", size: 12)).foregroundColor(#5C5C5C)", true),
    ])
    func contrastFindsTheBackgroundBehindTheText(body: String, expected: Bool) throws {
        let findings = try S.findings("contrast", in: S.layout(body))
        #expect(findings.isEmpty == !expected, "\(findings.map(\.message))")
    }

    @Test func contrastRatioMatchesWCAG() {
        #expect(abs(ContrastRule.contrastRatio(.white, .black) - 21) < 1e-9)
        #expect(abs(ContrastRule.contrastRatio(.black, .black) - 1) < 1e-9)
        // WCAG's own example: #767676 on white is 4.54:1, the lightest gray passing AA.
        let gray = RGBA(hex: 0x767676)
        #expect(abs(ContrastRule.contrastRatio(gray, .white) - 4.54) < 0.01)
    }

    @Test func minFontSizeWarnsBelow11Points() throws {
        let small = try S.findings("min-font-size", in: S.layout("Text(name).font(.system(size: 10))"))
        #expect(small.map(\.severity) == [.warning])
        #expect(try S.findings("min-font-size", in: S.layout("Text(name).font(.system(size: 11))")).isEmpty)
    }

    @Test func pixelGridWarnsForSizesOffTheDeviceGrid() throws {
        let blurry = try S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 14))"))
        #expect(blurry.count == 1)
        #expect(blurry.first?.message.contains("3.5 device pixels") == true)
        #expect(blurry.first?.help?.contains("12 pt or 16 pt") == true)
        #expect(try S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 16))")).isEmpty)
        // 14 pt is 3.5 px at @3x but 7 px at @6x / 2.33 at @2x: the scale matters.
        #expect(try S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 18))"), scale: 2).isEmpty)
        #expect(try !S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 16))"), scale: 2).isEmpty)
    }

    @Test func pixelGridWarnsForKerningOffTheFontGrid() throws {
        let kerned = try S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).kerning(0.5)"))
        #expect(kerned.first?.message.contains("kerning") == true)
        #expect(try S.findings("pixel-grid", in: S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).kerning(1)")).isEmpty)
    }

    @Test func payloadSizeIsAnErrorOver4096Bytes() throws {
        let big = String(repeating: "x", count: 5000)
        let findings = try S.findings("payload-size", in: S.layout("Text(name)", previews: "preview \"big\" { name: \"\(big)\" }"))
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.previews == ["big"])
        #expect(findings.first?.range.start.line == 13)
        #expect(try S.findings("payload-size", in: S.layout("Text(name)")).isEmpty)
    }

    @Test func rawColorPointsAtTheLiteralAndSuggestsTheMatchingToken() throws {
        let findings = try S.findings("raw-color", in: S.layout("Text(name).foregroundColor(#39FF88)\nText(name).foregroundColor(.red)"))
        #expect(findings.count == 2)
        #expect(findings.first?.help?.contains("'accent'") == true)
        #expect(findings.first?.range.start.line == 10)
        #expect(findings.first?.range.start.column == 28)
        #expect(findings.first?.previews.isEmpty == true)
        #expect(try S.findings("raw-color", in: S.layout("Text(name).foregroundColor(accent).padding(.leading)")).isEmpty)
    }

    @Test func contentStateIsAnInfoUntilTheLayoutDeclaresStateBlock() throws {
        let findings = try S.findings("content-state", in: S.layout("Text(name)", state: nil))
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .info)
        #expect(findings.first?.message == "no 'state { }' block: all 1 attribute count as content state, sent with every update")
        #expect(findings.first?.range.start.line == 2)
        let split = S.layout("Text(name)")
        #expect(try S.findings("content-state", in: split).isEmpty)
    }

    @Test(arguments: [
        ("Text(name).padding(4).background(Circle().fill(#FF0000))", 1),
        ("Color(#FF0000).frame(width: 10, height: 10)", 1),
        ("Text(name).foregroundColor(#FF0000.opacity(0.5))", 1),
        ("Text(name).foregroundColor(accent.opacity(0.5))", 0),
        ("Rectangle().fill(Color.blue).frame(width: 10, height: 10)", 1),
        ("Text(name).frame(maxWidth: .infinity, alignment: .leading).background(.clear)", 0),
        ("VStack(alignment: .leading) { Text(name).foregroundColor(.white)\n Text(name).foregroundColor(ink) }", 1),
    ])
    func rawColorFindsLiteralsWhereverColorsGo(body: String, count: Int) throws {
        let findings = try S.findings("raw-color", in: S.layout(body))
        #expect(findings.count == count, "\(findings.map(\.message))")
    }

    @Test func timerWidthWantsAFixedFrameInTheIsland() throws {
        let loose = S.layout("Text(name)", attributes: "name: String\n ends: Date", extra: """
            compactTrailing { Text(timerInterval: now...ends, countsDown: true).font(.custom("Pixel", size: 12)) }
            """, previews: "preview \"p\" { name: \"Maya\", ends: \"2026-01-01T10:00:00Z\" }")
        let findings = try S.findings("timer-width", in: loose)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("compactTrailing") == true)
        let fixed = loose.replacingOccurrences(of: "size: 12))", with: "size: 12)).frame(width: 40)")
        #expect(try S.findings("timer-width", in: fixed).isEmpty)
        let framedAround = loose.replacingOccurrences(of: "compactTrailing { Text(timerInterval: now...ends, countsDown: true).font(.custom(\"Pixel\", size: 12)) }",
                                                      with: "compactTrailing { HStack { Text(timerInterval: now...ends, countsDown: true) }.frame(width: 40) }")
        #expect(framedAround != loose)
        #expect(try S.findings("timer-width", in: framedAround).isEmpty)
        // The lock screen is not the island.
        let lockScreen = S.layout("Text(ends, style: .timer)", attributes: "ends: Date",
                                  previews: "preview \"p\" { ends: \"2026-01-01T10:00:00Z\" }")
        #expect(try S.findings("timer-width", in: lockScreen).isEmpty)
    }
}

/// `timer-alignment`: a counting text the source aligns to the trailing edge, which iOS draws at the leading edge.
@Suite struct TimerAlignmentRuleTests {
    typealias S = CheckTestSupport

    static func layout(_ trailing: String) -> String {
        S.layout("Text(name)", attributes: "name: String\n ends: Date", extra: "compactTrailing { \(trailing) }",
                 previews: "preview \"p\" { name: \"Maya\", ends: \"2026-01-01T10:00:00Z\" }")
    }

    @Test(arguments: [
        // A frame aligned to the trailing edge: iOS draws the digits at its leading edge.
        ("Text(timerInterval: now...ends, countsDown: true).frame(width: 40, alignment: .trailing)", 1),
        ("Text(ends, style: .relative).frame(maxWidth: 60, alignment: .center)", 1),
        ("Group { Text(\"-\") + Text(timerInterval: now...ends) }.frame(width: 44, alignment: .trailing)", 1),
        ("HStack { Text(name)\n Spacer()\n Text(ends, style: .timer) }", 1),
        // What places the digits: multilineTextAlignment on the text or around it.
        ("Text(timerInterval: now...ends, countsDown: true).multilineTextAlignment(.trailing).frame(width: 40, alignment: .trailing)", 0),
        ("HStack { Text(name)\n Spacer()\n Text(ends, style: .timer) }.multilineTextAlignment(.trailing)", 0),
        // Not meant for the trailing edge, or not a counting text.
        ("Text(timerInterval: now...ends, countsDown: true).frame(width: 40, alignment: .leading)", 0),
        ("Text(timerInterval: now...ends, countsDown: true).frame(width: 40)", 0),
        ("HStack { Text(ends, style: .timer)\n Spacer()\n Text(name) }", 0),
        ("Text(ends, style: .time).frame(width: 60, alignment: .trailing)", 0),
    ])
    func countingTextAlignedToTheTrailingEdge(trailing: String, count: Int) throws {
        let findings = try S.findings("timer-alignment", in: Self.layout(trailing))
        #expect(findings.count == count, "\(findings.map(\.message))")
        if count == 1 { #expect(findings.first?.help?.contains(".multilineTextAlignment(.trailing)") == true) }
    }
}

/// `presentation-size` names the view that grew, not the region's outer modifier.
@Suite struct PresentationSizeCulpritTests {
    typealias S = CheckTestSupport

    @Test("a lock screen made too tall by one Text points at that Text, not the outer .padding")
    func tallTextIsTheCulprit() throws {
        let source = S.layout("""
            VStack(alignment: .leading, spacing: 4) {
              Text("Flick").font(.custom("Pixel", size: 12))
              Text(name)
                .font(.custom("Pixel", size: 40))
                .fixedSize(horizontal: false, vertical: true)
              Rectangle().fill(accent).frame(height: 4)
            }
            .padding(16)
            """, previews: "preview \"p\" { name: \"\(String(repeating: "a very long message ", count: 30))\" }")
        let findings = try S.findings("presentation-size", in: source)
        let finding = try #require(findings.first { $0.presentations == [.lockScreen] })
        #expect(finding.message.contains("tall"))
        #expect(finding.range.start.line == 12, "points at Text(name), line 12, got \(finding.range.start)")
        #expect(finding.range.start.column == 3)
    }

    @Test("content that wants more than 160 pt but fits when offered 160 (a flexible chart, a wrapping text) is not cut")
    func flexibleContentFitsAt160() throws {
        let source = S.layout("""
            VStack(alignment: .leading, spacing: 4) {
              Color.green.frame(minHeight: 0, idealHeight: 220, maxHeight: .infinity)
              Text(name).font(.headline)
            }
            .padding(14)
            """, previews: "preview \"p\" { name: \"\(String(repeating: "a long message ", count: 40))\" }")
        #expect(try S.findings("presentation-size", in: source).filter { $0.presentations == [.lockScreen] }.isEmpty)
    }

    @Test("rows that add up past 160 pt point at their stack")
    func rowsAddingUpPointAtTheStack() throws {
        let rows = (0..<6).map { _ in "  Rectangle().fill(accent).frame(height: 30)" }.joined(separator: "\n")
        let source = S.layout("VStack(spacing: 0) {\n\(rows)\n}\n.padding(8)")
        let finding = try #require(try S.findings("presentation-size", in: source).first)
        #expect(finding.range.start.line == 10)
        #expect(finding.range.start.column == 1, "the VStack, got \(finding.range.start)")
    }

    @Test("a compact slot overflowed by a wide frame points at the frame's content")
    func compactCulprit() throws {
        let source = S.layout("Text(name)", extra: """
            compactLeading {
              HStack {
                Rectangle().fill(accent).frame(width: 80, height: 20)
              }
              .padding(2)
            }
            compactTrailing { Text("x").font(.custom("Pixel", size: 12)) }
            """)
        let finding = try #require(try S.findings("presentation-size", in: source).first { $0.presentations == [.compact] })
        #expect(finding.range.start.line == 14, "got \(finding.range.start)")
    }
}
