import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

@Suite struct DeviceFrameTests {
    /// Every character 0.5 em wide, lines 1.25 em tall: geometry tests never load a font.
    struct FixedAdvanceMeasurer: TextMeasurer {
        func measure(_ request: TextRequest) -> MeasuredText {
            let width = Double(request.text.count) * request.font.size / 2
            return MeasuredText(size: Size(width: width, height: request.font.size * 1.25),
                                lines: [TextLine(text: request.text, width: width, baseline: request.font.size)],
                                truncated: false)
        }
    }

    static let marker = RGBA(hex: 0xFF00FF)

    /// A presentation whose only operation is a full-size fill in a marker color.
    static func presentation(_ width: Double, _ height: Double) -> DisplayList {
        DisplayList(size: Size(width: width, height: height),
                    operations: [.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), marker)])
    }

    static func compose(_ kind: Presentation, _ list: DisplayList, device: Device = .iPhone15Pro,
                        context: DeviceFrame.Context = .init()) -> DisplayList {
        DeviceFrame.compose(presentation: list, kind: kind, device: device, context: context,
                            measurer: FixedAdvanceMeasurer())
    }

    /// All operations, groups flattened.
    static func flatten(_ ops: [DrawOperation]) -> [DrawOperation] {
        ops.flatMap { op -> [DrawOperation] in
            if case .group(_, _, let children) = op { return flatten(children) }
            return [op]
        }
    }

    static func markerRect(_ list: DisplayList) -> Rect? {
        for case .fill(.rect(let rect), let color) in flatten(list.operations) where color == marker { return rect }
        return nil
    }

    static func texts(_ list: DisplayList) -> [TextDrawing] {
        flatten(list.operations).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test func lockScreenPlacesTheBannerCenteredAboveTheBottomButtons() throws {
        let list = Self.compose(.lockScreen, Self.presentation(371, 84))
        #expect(list.size == Size(width: 393, height: 852))
        #expect(Self.markerRect(list) == Rect(x: 11, y: 852 - 130 - 84, width: 371, height: 84))
    }

    @Test func lockScreenShowsTheClockAndDateInThePixelFont() throws {
        let list = Self.compose(.lockScreen, Self.presentation(371, 84),
                                context: .init(clock: "10:09", dateLine: "Friday, May 1"))
        let texts = Self.texts(list)
        let clock = try #require(texts.first { $0.lines.first?.text == "10:09" })
        #expect(clock.font.source == .embedded("LockshotPixel"))
        #expect(clock.font.size >= 60)
        #expect(abs(clock.frame.midX - 393 / 2) <= 1)  // centered
        let date = try #require(texts.first { $0.lines.first?.text == "Friday, May 1" })
        #expect(date.frame.maxY <= clock.frame.minY + 1)  // the date sits above the clock
    }

    @Test func lockScreenDrawsTheIdleIslandOnIslandDevicesAndANotchOtherwise() {
        func blackShapes(_ list: DisplayList) -> [ShapePath] {
            Self.flatten(list.operations).compactMap { if case .fill(let s, .black) = $0 { s } else { nil } }
        }
        let island = blackShapes(Self.compose(.lockScreen, Self.presentation(371, 84)))
        #expect(island.contains(.capsule(Rect(x: (393 - 125) / 2, y: 11, width: 125, height: 36.67))))
        let notch = blackShapes(Self.compose(.lockScreen, Self.presentation(368, 84), device: .iPhone13))
        #expect(!notch.contains { if case .capsule = $0 { true } else { false } })
        #expect(!notch.isEmpty)
    }

    @Test func compactIslandSitsTopCenterElevenPointsDownWithTheStatusBarBeside() throws {
        let list = Self.compose(.compact, Self.presentation(230, 36.67))
        #expect(list.size.width == 393)
        let rect = try #require(Self.markerRect(list))
        #expect(rect == Rect(x: 81.5, y: 11, width: 230, height: 36.67))
        let time = try #require(Self.texts(list).first { $0.lines.first?.text == "9:41" })
        #expect(time.frame.maxX < rect.minX)  // the time is left of the island
        #expect(list.size.height >= rect.maxY)
    }

    @Test("on a 402-pt iPhone 16 Pro the island sits 14 pt down, as iOS 18 captures show it (docs/parity.md cases 6, 7)")
    func islandSitsLowerOnTheSixteenPro() throws {
        let list = Self.compose(.compact, Self.presentation(228.67, 36.67), device: .iPhone16Pro)
        let rect = try #require(Self.markerRect(list))
        #expect(rect.minY == 14 && list.size.width == 402)
        let idle = Self.flatten(Self.compose(.lockScreen, Self.presentation(374, 84), device: .iPhone17Pro).operations)
            .compactMap { if case .fill(let s, .black) = $0 { s } else { nil } }
        #expect(idle.contains(.capsule(Rect(x: (402 - 125) / 2, y: 14, width: 125, height: 36.67))), "\(idle)")
    }

    @Test func expandedIslandHidesTheStatusBar() throws {
        let list = Self.compose(.expanded, Self.presentation(371, 160))
        #expect(Self.markerRect(list) == Rect(x: 11, y: 11, width: 371, height: 160))
        #expect(Self.texts(list).isEmpty)
    }

    @Test func minimalSitsDetachedRightOfTheIdleIsland() throws {
        let list = Self.compose(.minimal, Self.presentation(36.67, 36.67))
        let rect = try #require(Self.markerRect(list))
        #expect(rect.minX > (393 + 125) / 2)
        #expect(rect.minY == 11)
    }

    @Test func composedFrameRendersDeterministically() throws {
        let list = Self.compose(.lockScreen, RasterTestSupport.sampleList(), context: .init(dark: false))
        let a = try Rasterizer.png(list, scale: 1, text: TextEngine(), images: ImageStore())
        let b = try Rasterizer.png(list, scale: 1, text: TextEngine(), images: ImageStore())
        let same = a == b
        #expect(same)
        let image = try PNGCodec.decode(a)
        #expect(image.width == 393 && image.height == 852)
        #expect(RasterTestSupport.pixel(image, 5, 400)[3] == 255)  // the wallpaper is opaque everywhere
    }
}

/// iOS 26's glass behind the lock-screen card in the device frame, against the captures it was measured on
/// (docs/parity.md, "iOS 26's glass").
@Suite struct GlassTests {
    static func rgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }
    static func levels(_ c: RGBA) -> [Double] { [c.red, c.green, c.blue].map { $0 * 255 } }

    @Test("the tint sets the brightness and the wallpaper the colour: the captures' cards within their measuring error")
    func measuredCards() {
        // sheharyarr-ahmed/focusframe: an opaque (15, 15, 15) tint over the simulator's teal wallpaper is (0, 40, 34).
        let focus = DeviceFrame.Glass(tint: Self.rgb(15, 15, 15), shape: .rect(.zero))
        for (got, want) in zip(Self.levels(focus.color(over: Self.rgb(100, 146, 140), dark: true)), [0.0, 40, 34]) {
            #expect(abs(got - want) <= 1.5, "\(got) vs \(want)")
        }
        // a-ponomarov/Autophagy: an opaque white tint over a flat (12, 12, 12) is 244.
        let white = DeviceFrame.Glass(tint: .white, shape: .rect(.zero))
        #expect(Self.levels(white.color(over: Self.rgb(12, 12, 12), dark: true)).allSatisfy { abs($0 - 244) <= 1 })
        // rrameez99/Loadstar: black at 85 % over a blue-green (40, 93, 109) is (11, 38, 57) (a device photo, the
        // wallpaper read beside the card: ±12); alpha would give (6, 14, 16).
        let loadstar = DeviceFrame.Glass(tint: Self.rgb(0, 0, 0, alpha: 0.85), shape: .rect(.zero))
        for (got, want) in zip(Self.levels(loadstar.color(over: Self.rgb(40, 93, 109), dark: true)), [11.0, 38, 57]) {
            #expect(abs(got - want) <= 12, "\(got) vs \(want)")
        }
    }

    @Test("drawn for no tint and neutral tints at any opacity; a coloured tint stays opaque (no capture of one)")
    func appliesToNeutralTints() {
        #expect(DeviceFrame.Glass.applies(to: nil) && DeviceFrame.Glass.applies(to: .black) && DeviceFrame.Glass.applies(to: .white))
        #expect(DeviceFrame.Glass.applies(to: Self.rgb(0, 0, 0, alpha: 0.8)) && DeviceFrame.Glass.applies(to: RGBA(hex: 0x0A0A1A)))
        #expect(!DeviceFrame.Glass.applies(to: RGBA(hex: 0xC7D3C0)) && !DeviceFrame.Glass.applies(to: RGBA(hex: 0x007AFF)))
    }

    @Test("the glass lies under the banner, clipped to its shape, one band per wallpaper band, coloured from the band behind it")
    func composedUnderTheBanner() throws {
        let glass = DeviceFrame.Glass(tint: Self.rgb(0, 0, 0, alpha: 0.8), shape: .roundedRect(Rect(x: 0, y: 0, width: 371, height: 84), cornerRadius: 22))
        let list = DeviceFrameTests.compose(.lockScreen, DeviceFrameTests.presentation(371, 84), context: .init(glass: glass))
        let groups = list.operations.compactMap { op -> (ShapePath?, [DrawOperation])? in
            if case .group(let clip, _, let children) = op { return (clip, children) } else { return nil }
        }
        let glassGroup = try #require(groups.first { $0.1.count > 1 })
        let origin = Point(x: 11, y: 852 - 130 - 84)
        #expect(glassGroup.0 == .roundedRect(Rect(x: origin.x, y: origin.y, width: 371, height: 84), cornerRadius: 22))
        #expect(glassGroup.1.count == 22)  // 84 pt from y 638 over 4 pt bands: 638–640, 640–644, …, 720–722
        guard case .fill(.rect(let first), let color) = glassGroup.1[0] else { Issue.record("not a fill"); return }
        #expect(first.minY == origin.y && first.height == 2)
        #expect(color == glass.color(over: DeviceFrame.wallpaperColor(at: 636, screen: Size(width: 393, height: 852), dark: true), dark: true))
        // Under the banner: the glass group comes before the banner's own operations.
        let glassIndex = try #require(list.operations.firstIndex { if case .group(_, _, let c) = $0 { c.count > 1 } else { false } })
        let bannerIndex = try #require(list.operations.firstIndex { op in
            if case .group(_, _, let c) = op, case .fill(_, DeviceFrameTests.marker) = c.first { true } else { false }
        })
        #expect(glassIndex < bannerIndex)
    }
}
