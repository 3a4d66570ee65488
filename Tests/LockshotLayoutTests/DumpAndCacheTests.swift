import LockshotLanguage
import LockshotLayout
import Testing

@Suite struct LayoutDumpTests {
    @Test func dumpHasTheDocumentedShapeExactly() {
        let activity = bindSource("""
            lockScreen {
              HStack(spacing: 0) {
                Image(thumb ?? "app-icon").resizable().frame(width: 10.3333, height: 10)
                Text("Hello").font(.system(size: 10)).lineLimit(1)
              }
            }
            attributes { thumb: Image? }
            """)
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let json = LayoutDump.json(p, layout: "demo", preview: "default", device: .iPhone15Pro)
        let expected = """
            {
              "children": [
                {
                  "children": [
                    {
                      "children": [
                        {
                          "children": [],
                          "fallback": true,
                          "frame": {
                            "height": 10,
                            "width": 10.333,
                            "x": 155.333,
                            "y": 0
                          },
                          "kind": "image",
                          "source": "app-icon"
                        }
                      ],
                      "frame": {
                        "height": 10,
                        "width": 10.333,
                        "x": 155.333,
                        "y": 0
                      },
                      "kind": "frame"
                    },
                    {
                      "children": [],
                      "displayedText": "Hello",
                      "frame": {
                        "height": 10,
                        "width": 50,
                        "x": 165.667,
                        "y": 0
                      },
                      "kind": "text",
                      "text": "Hello",
                      "truncated": false
                    }
                  ],
                  "frame": {
                    "height": 10,
                    "width": 60.333,
                    "x": 155.333,
                    "y": 0
                  },
                  "kind": "hstack"
                }
              ],
              "device": "iphone-15-pro",
              "frame": {
                "height": 10,
                "width": 371,
                "x": 0,
                "y": 0
              },
              "kind": "presentation",
              "layout": "demo",
              "presentation": "lockScreen",
              "preview": "default",
              "size": {
                "height": 10,
                "width": 371
              }
            }

            """
        #expect(json == expected)
    }

    @Test func stringsAreEscaped() {
        let activity = bindSource("lockScreen { Text(\"say \\\"hi\\\"\") }")
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let json = LayoutDump.json(p, layout: "a\\b", preview: "tab\there", device: .iPhone15Pro)
        #expect(json.contains(#""text": "say \"hi\"""#))
        #expect(json.contains(#""layout": "a\\b""#))
        #expect(json.contains(#""preview": "tab\there""#))
    }
}

/// Counts measurements, to show answers are cached per (node, proposal).
final class CountingMeasurer: TextMeasurer {
    var calls = 0
    let inner = FakeMeasurer()
    func measure(_ request: TextRequest) -> MeasuredText {
        calls += 1
        return inner.measure(request)
    }
}

@Suite struct CacheTests {
    @Test func deepNestingIsNotMeasuredExponentially() {
        // 24 nested HStacks around one text: without caching, each level re-asks its child
        // at several proposals (0, ∞, share, placement), i.e. 4^24 measurements.
        var body = "Text(\"deep\")"
        for _ in 0..<24 { body = "HStack { Spacer()\n\(body) }" }
        let activity = bindSource("lockScreen { \(body) }")
        let measurer = CountingMeasurer()
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: measurer)
        #expect(p.root.allNodes.filter { $0.kind.name == "text" }.count == 1)
        #expect(measurer.calls < 200, "measured \(measurer.calls) times")
    }

    @Test func layoutIsDeterministic() {
        let source = "lockScreen { VStack { Text(\"a b c d e f\"); Spacer(); Text(\"g\").frame(maxWidth: .infinity) } }"
        let a = PresentationLayout.layout(bindSource(source), presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let b = PresentationLayout.layout(bindSource(source), presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(a == b)
    }
}

@Suite struct PresentationTests {
    let source = """
        compactLeading { Rectangle().frame(width: 20, height: 20) }
        compactTrailing { Rectangle().frame(width: 20, height: 20) }
        minimal { Rectangle().frame(width: 50, height: 20) }
        lockScreen { Color(#FF0000).frame(height: 30) }
        """

    @Test(arguments: [Device.iPhone15Pro, Device.iPhone15ProMax])
    func compactIsSizedToItsContent(_ device: Device) throws {
        let island = try #require(device.island)
        let p = PresentationLayout.layout(bindSource(source), presentation: .compact, device: device, measurer: FakeMeasurer())
        // 20 pt squares and the 7 pt margin need 27 pt a side: less than the narrowest side, 30.8 pt
        // (iOS's narrowest pill, 187 pt), so the pill is 2 × 30.8 + the sensor gap, narrower than the HIG's 230.
        let width = 2 * 30.8 + island.sensorGap
        #expect(abs(p.size.width - width) < 1e-9 && p.size.height == 36.67)
        #expect(p.slots[.compactLeading]?.width == 30.8)
        #expect(p.slots[.compactTrailing]?.maxX == p.size.width)
        let rects = p.root.children.map(\.frame)
        // The island's 7 pt content margin from the pill's outer ends (iOS 18: docs/parity.md case 7).
        #expect(abs(rects[0].minX - 7) < 1e-9)
        #expect(abs((p.size.width - rects[1].maxX) - 7) < 1e-9)
        // A wider side widens its own wing only (iOS sizes the wings apart): 50 + 7 on the trailing side,
        // the camera then left of the pill's centre.
        let wide = source.replacingOccurrences(of: "compactTrailing { Rectangle().frame(width: 20", with: "compactTrailing { Rectangle().frame(width: 50")
        let q = PresentationLayout.layout(bindSource(wide), presentation: .compact, device: device, measurer: FakeMeasurer())
        #expect(abs(q.size.width - (30.8 + island.sensorGap + 57)) < 1e-9)
        #expect(q.slots[.compactLeading]?.width == 30.8)
        let camera = try #require(q.sensorGap)
        #expect(abs(camera.minX - 30.8) < 1e-9 && camera.midX < q.size.width / 2)
        #expect(Lowering.displayList(q, scale: 3, debugOverlay: false).cameraX == camera.midX)
    }

    @Test("--ios 18 draws iOS 18's measured island: a 44.33 pt narrowest compact side, expanded content 18 pt down, a 20.67 pt bottom margin")
    func islandFollowsTheIOSVersion() throws {
        var device = Device.iPhone15Pro
        let island = try #require(device.island)
        let expanded = source + "\nexpanded { leading { Rectangle().frame(width: 20, height: 20) }\n bottom { Rectangle().frame(width: 40, height: 40) } }"
        func layout(_ presentation: Presentation) -> LaidOutPresentation {
            PresentationLayout.layout(bindSource(expanded), presentation: presentation, device: device, measurer: FakeMeasurer())
        }
        let compact26 = layout(.compact), expanded26 = layout(.expanded)
        device.ios = .ios18
        let compact18 = layout(.compact), expanded18 = layout(.expanded)
        #expect(abs(compact26.size.width - (2 * 30.8 + island.sensorGap)) < 1e-9)
        #expect(abs(compact18.size.width - (2 * 44.33 + island.sensorGap)) < 1e-9, "\(compact18.size)")
        // The leading square: 17 pt down on 26, 18 on 18; the island 1 + 4.67 pt taller: 17 + 20 + 8 + 40 + 16 = 101 on 26,
        // 18 + 20 + 8 + 40 + 20.67 on 18.
        #expect(expanded26.root.children[0].frame.minY == 17 && expanded18.root.children[0].frame.minY == 18)
        // Its left edge: 20 pt in on 26, 17.67 on 18 (case 6's circles).
        #expect(expanded26.root.children[0].frame.minX == 20 && expanded18.root.children[0].frame.minX == 17.67)
        #expect(abs(expanded26.size.height - 101) < 1e-9 && abs(expanded18.size.height - (86 + 20.67)) < 1e-9, "\(expanded18.size)")
        #expect(Device.SystemVersion.named("iOS 18.2") == .ios18 && Device.SystemVersion.named("26") == .ios26)
        #expect(Device.SystemVersion.named("17") == nil && Device.SystemVersion.named("ios") == nil && Device.SystemVersion.named("18a") == nil)
    }

    @Test func minimalWiderThan45IsReportedAndClamped() {
        let p = PresentationLayout.layout(bindSource(source), presentation: .minimal, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(p.size.width == 45)
        #expect(p.diagnostics.contains { $0.code == "presentation-size" && $0.severity == .error })
    }

    @Test func lockScreenBackgroundDefaultsByAppearance() {
        let dark = PresentationLayout.layout(bindSource(source), presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(dark.background == .black)
        let light = bindSource(source, environment: BindingEnvironment(layoutDirectory: ".", appearance: .light))
        let p = PresentationLayout.layout(light, presentation: .lockScreen, device: .iPhone15ProMax, measurer: FakeMeasurer())
        #expect(p.background == .white)
        #expect(p.size.width == 408)
    }

    @Test(arguments: [(162.0, Diagnostic.Severity.warning), (164, .error), (200, .error)])
    func contentJustOverTheLimitIsAWarning(height: Double, severity: Diagnostic.Severity) throws {
        // lockshot's stand-in fonts run up to 2 % taller than SF: 160 × 1.02 = 163.2 pt may still fit on iOS.
        let activity = bindSource("lockScreen { Rectangle().frame(width: 100, height: \(height)) }")
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let finding = try #require(p.diagnostics.first { $0.code == "presentation-size" })
        #expect(finding.severity == severity)
        #expect(p.size.height == 160)
    }

    @Test func rightToLeftMirrorsTheLayout() throws {
        #expect(LayoutDirection.of("ar_SA") == .rightToLeft && LayoutDirection.of("he") == .rightToLeft)
        #expect(LayoutDirection.of("de_DE") == .leftToRight && LayoutDirection.of("en") == .leftToRight)
        let activity = bindSource("lockScreen { HStack { Color(#FF0000).frame(width: 20, height: 20)\n Text(\"ab\").font(.system(size: 10)) }.padding(14) }")
        let ltr = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let rtl = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer(),
                                            direction: .rightToLeft)
        let square = try #require(rtl.root.allNodes.first { $0.kind.name == "color" })
        let text = try #require(rtl.root.allNodes.first { $0.kind.name == "text" })
        // The HStack's first child is on the right; its text's leading edge is its right edge.
        #expect(square.frame.maxX > text.frame.maxX)
        let stack = try #require(rtl.root.allNodes.first { $0.kind.name == "hstack" })
        #expect(square.frame.maxX == stack.frame.maxX && text.frame.minX == stack.frame.minX)
        guard case .text(let laidOut) = text.kind else { Issue.record("not a text"); return }
        #expect(laidOut.alignment == .trailing)
        #expect(rtl.size == ltr.size)
        #expect(rtl.mirrored() == ltr)
    }

    @Test func lockScreenCornerRadiusCanBeOverridden() {
        let p = PresentationLayout.layout(bindSource(source), presentation: .lockScreen, device: .iPhone15Pro,
                                          measurer: FakeMeasurer(), lockScreenCornerRadius: 10)
        #expect(p.cornerRadius == 10)
    }

    @Test func missingRegionLaysOutEmptyWithAnInfo() {
        let p = PresentationLayout.layout(bindSource(source), presentation: .expanded, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(p.size == Size(width: 371, height: 84))
        #expect(p.cornerRadius == 44)
        #expect(p.diagnostics.contains { $0.code == "missing-region" && $0.severity == .info })
    }

    @Test func deviceWithoutAnIslandWarns() {
        let p = PresentationLayout.layout(bindSource(source), presentation: .compact, device: .iPhone13, measurer: FakeMeasurer())
        #expect(p.diagnostics.contains { $0.code == "no-island" })
    }

    @Test func expandedTallerThan160IsClippedAndReported() {
        let activity = bindSource("expanded { bottom { Rectangle().frame(width: 10, height: 200) } }")
        let p = PresentationLayout.layout(activity, presentation: .expanded, device: .iPhone15Pro, measurer: FakeMeasurer())
        #expect(p.size.height == 160)
        #expect(p.diagnostics.contains { $0.code == "presentation-size" })
    }
}
