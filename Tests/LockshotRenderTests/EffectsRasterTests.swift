import LockshotLanguage
import LockshotLayout
@testable import LockshotRender
import Testing

private typealias S = RasterTestSupport

@Suite struct EffectsRasterTests {
    let red = RGBA(hex: 0xFF0000), blue = RGBA(hex: 0x0000FF)

    func close(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 12) -> Bool {
        zip(pixel.map(Int.init), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func verticalLinearGradientGoesFromFirstToLastColor() throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 40)
        let paint = Paint.linearGradient(GradientStyle.evenStops([red, blue]), from: Point(x: 10, y: 0), to: Point(x: 10, y: 40))
        let image = try S.render([.paint(.rect(rect), paint, trim: nil)], width: 20, height: 40, scale: 1)
        #expect(close(S.pixel(image, 10, 0), [255, 0, 0, 255]))
        #expect(close(S.pixel(image, 10, 39), [0, 0, 255, 255]))
        let middle = S.pixel(image, 10, 20)
        #expect(abs(Int(middle[0]) - Int(middle[2])) < 20, "halfway is an even mix")
    }

    @Test func angularGradientStartsAtThreeOClockAndTurnsClockwise() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let stops = GradientStyle.evenStops([red, blue, red])
        let paint = Paint.angularGradient(stops, center: Point(x: 20, y: 20), startAngle: 0, endAngle: 2 * .pi)
        let image = try S.render([.paint(.rect(rect), paint, trim: nil)], width: 40, height: 40, scale: 1)
        #expect(close(S.pixel(image, 38, 21), [255, 0, 0, 255], tolerance: 30), "red at 3 o'clock")
        #expect(close(S.pixel(image, 2, 19), [0, 0, 255, 255], tolerance: 30), "blue half way round, at 9 o'clock")
        let sixOClock = S.pixel(image, 20, 38), twelve = S.pixel(image, 20, 2)
        #expect(abs(Int(sixOClock[0]) - Int(twelve[0])) < 30, "symmetric a quarter either side")
    }

    @Test func shadowDarkensPixelsOffsetByItsXAndY() throws {
        let square = Rect(x: 20, y: 20, width: 20, height: 20)
        let white = RGBA.white
        let background = DrawOperation.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 80)), white)
        let shadowed = try S.render([background, .shadow(.black, radius: 2, offset: Point(x: 8, y: 8), frame: square,
                                                         [.fill(.rect(square), RGBA(hex: 0x00FF00))])],
                                    width: 80, height: 80, scale: 1)
        // Below-right of the square (inside the offset copy) is dark; above-left is untouched.
        #expect(S.pixel(shadowed, 44, 44)[0] < 128)
        #expect(S.pixel(shadowed, 16, 16) == [255, 255, 255, 255])
        #expect(S.pixel(shadowed, 30, 30) == [0, 255, 0, 255], "the content is drawn on top")
    }

    @Test func blurSpreadsColorPastTheEdge() throws {
        let square = Rect(x: 20, y: 20, width: 20, height: 20)
        let image = try S.render([.blur(radius: 4, frame: square, [.fill(.rect(square), red)])], width: 60, height: 60, scale: 1)
        #expect(S.pixel(image, 18, 30)[3] > 0, "color bleeds outside")
        #expect(S.pixel(image, 20, 30)[3] < 255, "the edge is soft")
        #expect(S.pixel(image, 30, 30)[3] > 200)
    }

    @Test func trimmedCircleStrokeDrawsOnlyItsPart() throws {
        let circle = Rect(x: 10, y: 10, width: 40, height: 40)
        let image = try S.render([.strokeLine(.ellipse(circle), .solid(red), StrokeLine(width: 4), trim: Trim(from: 0, to: 0.25))],
                                 width: 60, height: 60, scale: 1)
        #expect(S.pixel(image, 49, 31)[3] > 128, "3 o'clock is drawn")
        #expect(S.pixel(image, 31, 49)[3] > 128, "6 o'clock is drawn")
        #expect(S.pixel(image, 11, 30)[3] == 0, "9 o'clock is not")
        #expect(S.pixel(image, 30, 11)[3] == 0, "12 o'clock is not")
    }

    @Test func transformRotatesTheDrawingAboutItsAnchor() throws {
        // A 40×10 bar turned a quarter about its center becomes 10×40.
        let bar = Rect(x: 10, y: 25, width: 40, height: 10)
        let image = try S.render([.transform(.rotation(.pi / 2, about: Point(x: 30, y: 30)), [.fill(.rect(bar), red)])],
                                 width: 60, height: 60, scale: 1)
        #expect(S.pixel(image, 30, 12)[3] == 255)
        #expect(S.pixel(image, 12, 30)[3] == 0)
    }

    @Test func gradientMaskPaintsOnlyWhereTheContentIs() throws {
        let paint = Paint.linearGradient(GradientStyle.evenStops([red, blue]), from: Point(x: 0, y: 0), to: Point(x: 0, y: 40))
        let image = try S.render([.masked(paint, [.fill(.rect(Rect(x: 10, y: 0, width: 10, height: 40)), .white)])],
                                 width: 40, height: 40, scale: 1)
        #expect(close(S.pixel(image, 15, 1), [250, 0, 5, 255], tolerance: 20))
        #expect(close(S.pixel(image, 15, 38), [5, 0, 250, 255], tolerance: 20))
        #expect(S.pixel(image, 30, 20)[3] == 0)
    }
}
