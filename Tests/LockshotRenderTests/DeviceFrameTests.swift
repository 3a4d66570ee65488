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
