import Foundation
import LockshotLanguage
@testable import LockshotLayout
import Testing

@Suite struct EffectsLayoutTests {
    func lockScreen(_ body: String) -> LaidOutPresentation {
        PresentationLayout.layout(bindSource("lockScreen {\n\(body)\n}"), presentation: .lockScreen,
                                  device: .iPhone15Pro, measurer: FakeMeasurer())
    }

    func ops(_ body: String) -> [DrawOperation] {
        flattenEffects(Lowering.displayList(lockScreen(body), scale: 3, debugOverlay: false).operations)
    }

    func flattenEffects(_ ops: [DrawOperation]) -> [DrawOperation] {
        ops.flatMap { op -> [DrawOperation] in
            switch op {
            case .group(_, _, let inner), .glow(_, _, _, let inner), .shadow(_, _, _, _, let inner),
                 .blur(_, _, let inner), .transform(_, let inner), .masked(_, let inner):
                [op] + flattenEffects(inner)
            default: [op]
            }
        }
    }

    func frames(_ node: LaidOutNode) -> [Rect] { node.allNodes.map(\.frame) }

    @Test func rotationAndScaleEffectsDoNotChangeFrames() {
        let plain = lockScreen("HStack { Rectangle().frame(width: 40, height: 20); Text(\"ab\") }")
        let rotated = lockScreen("HStack { Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(30)).scaleEffect(2); Text(\"ab\") }")
        let kinds = rotated.root.allNodes.map(\.kind.name)
        #expect(kinds.contains("rotationEffect") && kinds.contains("scaleEffect"))
        // Same frames for everything but the two effect nodes (which take their child's frame).
        let rotatedFrames = rotated.root.allNodes.filter { !["rotationEffect", "scaleEffect"].contains($0.kind.name) }.map(\.frame)
        #expect(rotatedFrames == frames(plain.root))
        let body = "Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90))"
        let transforms = ops(body).compactMap { op -> Transform2D? in
            if case .transform(let t, _) = op { t } else { nil }
        }
        #expect(transforms.count == 1)
        // A quarter turn about the rectangle's center maps its center to itself.
        let frame = lockScreen(body).root.allNodes.first { $0.kind.name == "rotationEffect" }?.frame ?? .zero
        let center = Point(x: frame.midX, y: frame.midY)
        if let t = transforms.first {
            let mapped = t.apply(center)
            #expect(abs(mapped.x - center.x) < 0.5 && abs(mapped.y - center.y) < 0.5)  // the anchor is on the pixel grid
        }
    }

    @Test func trimOfACircleStartsAtThreeOClockAndGoesClockwise() {
        let circle = ShapePath.ellipse(Rect(x: 0, y: 0, width: 20, height: 20))
        let quarter = circle.trimmedOutline(Trim(from: 0, to: 0.25))
        #expect(quarter == [.arc(center: Point(x: 10, y: 10), rx: 10, ry: 10, start: 0, end: .pi / 2)])
        #expect(quarter.first?.startPoint == Point(x: 20, y: 10))
        let end = quarter[0].endPoint
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 20) < 1e-9, "a quarter clockwise ends at 6 o'clock")
        #expect(circle.trimmedOutline(Trim(from: 0.5, to: 0.5)).isEmpty)
        // A rectangle's outline starts at its top-left corner.
        let half = ShapePath.rect(Rect(x: 0, y: 0, width: 10, height: 10)).trimmedOutline(Trim(from: 0, to: 0.5))
        #expect(half == [.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0)), .line(from: Point(x: 10, y: 0), to: Point(x: 10, y: 10))])
    }

    @Test func strokeBorderInsetsByHalfTheLineWidthAndStrokeDoesNot() {
        let border = ops("Circle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40)")
        let stroke = ops("Circle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40)")
        func strokedRect(_ ops: [DrawOperation]) -> (Rect, Double)? {
            for case .strokeLine(let path, _, let line, _) in ops { return (path.bounds, line.width) }
            return nil
        }
        guard let (inside, width) = strokedRect(border), let (centered, _) = strokedRect(stroke) else {
            Issue.record("no styled stroke")
            return
        }
        #expect(width == 4)
        #expect(centered.width == 40)
        #expect(inside == centered.insetBy(dx: 2, dy: 2))
    }

    @Test func trimReachesTheDisplayList() {
        let trims = ops("Circle().trim(from: 0, to: 0.7).stroke(.green, lineWidth: 6).frame(width: 44, height: 44)").compactMap { op -> Trim? in
            if case .strokeLine(_, _, _, let trim) = op { trim } else { nil }
        }
        #expect(trims == [Trim(from: 0, to: 0.7)])
    }

    @Test func linearGradientFillsInPointsFromStartToEnd() {
        let list = ops("Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 40)")
        let paints = list.compactMap { op -> (ShapePath, Paint)? in
            if case .paint(let path, let paint, nil) = op { (path, paint) } else { nil }
        }
        guard let (path, paint) = paints.first else {
            Issue.record("no gradient fill")
            return
        }
        let r = path.bounds
        let red = RGBA(hex: 0xFF453A), blue = RGBA(hex: 0x0A84FF)
        #expect(paint == .linearGradient([GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
                                         from: Point(x: r.midX, y: r.minY), to: Point(x: r.midX, y: r.maxY)))
    }

    @Test func aGradientIsAFlexibleViewAndABackground() {
        let p = lockScreen("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 4)")
        let gradient = p.root.allNodes.first { $0.kind.name == "gradient" }
        #expect(gradient?.frame.width == 371 && gradient?.frame.height == 4)
        let background = ops("Text(\"a\").background(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10))")
        #expect(background.contains { if case .paint(_, .radialGradient(_, _, 0, 10), _) = $0 { true } else { false } })
    }

    @Test func aSolidFillStaysAPlainFill() {
        #expect(ops("Rectangle().fill(.red)").contains { if case .fill(_, RGBA(hex: 0xFF453A)) = $0 { true } else { false } })
        #expect(!ops("Rectangle().fill(.red)").contains { if case .paint = $0 { true } else { false } })
    }

    @Test func materialsAreTranslucentTints() {
        let list = ops("Text(\"a\").padding().background(.ultraThinMaterial)")
        #expect(list.contains { if case .fill(_, RGBA(hex: 0x252525, alpha: 0.55)) = $0 { true } else { false } })
        let thick = ops("Text(\"a\").padding().background(.thickMaterial)")
        #expect(thick.contains { if case .fill(_, RGBA(hex: 0x252525, alpha: 0.9)) = $0 { true } else { false } })
    }

    @Test func shadowKeepsTheFrameAndOffsetsItsBlur() {
        let p = lockScreen("Rectangle().frame(width: 30, height: 30).shadow(color: .black, radius: 4, x: 3, y: 5)")
        let shadow = p.root.allNodes.first { $0.kind.name == "shadow" }
        #expect(shadow?.frame.size == Size(width: 30, height: 30))
        let list = ops("Rectangle().frame(width: 30, height: 30).shadow(radius: 4, x: 3, y: 5)")
        #expect(list.contains {
            if case .shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), 4, Point(x: 3, y: 5), _, let inner) = $0 { !inner.isEmpty } else { false }
        })
    }

    @Test func clipShapeTakesImplicitShapes() {
        let circle = ops("Color.red.frame(width: 20, height: 10).clipShape(.circle)")
        #expect(circle.contains { if case .group(.some(.ellipse), _, _) = $0 { true } else { false } })
        let rounded = ops("Color.red.frame(width: 20, height: 10).clipShape(.rect(cornerRadius: 3))")
        #expect(rounded.contains { if case .group(.some(.roundedRect(_, 3)), _, _) = $0 { true } else { false } })
    }

    @Test func containerRelativeShapeUsesTheLockScreenCornerRadius() {
        let list = ops("ContainerRelativeShape().fill(.blue).frame(width: 50, height: 50)")
        #expect(list.contains {
            if case .fill(.roundedRect(_, Device.lockScreenCornerRadiusEstimate), _) = $0 { true } else { false }
        })
    }

    @Test func circularCapacityGaugeIsASquareRingFilledToItsFraction() {
        let p = lockScreen("Gauge(value: 30, in: 0...120) { Text(\"30\") }.gaugeStyle(.accessoryCircularCapacity).tint(.mint)")
        guard let gauge = p.root.allNodes.first(where: { $0.kind.name == "gauge" }) else {
            Issue.record("no gauge")
            return
        }
        #expect(gauge.frame.size == Size(width: GaugeView.circularDiameter, height: GaugeView.circularDiameter))
        #expect(gauge.children.count == 1, "the label is laid out inside")
        let list = flattenEffects(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let trims = list.compactMap { op -> Trim? in if case .strokeLine(_, _, _, let t?) = op { t } else { nil } }
        #expect(trims == [Trim(from: 0, to: 0.25)])
    }

    @Test func linearCapacityGaugeFillsItsBar() {
        let p = lockScreen("Gauge(value: 0.5) { Text(\"x\") }.frame(width: 100)")
        let list = flattenEffects(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let capsules = list.compactMap { op -> Rect? in if case .fill(.capsule(let r), _) = op { r } else { nil } }
        #expect(capsules.count == 2)
        if capsules.count == 2 { #expect(capsules[1].width == capsules[0].width / 2) }
    }

    @Test func circularProgressViewIsARing() {
        let p = lockScreen("ProgressView(value: 0.5).progressViewStyle(.circular)")
        let gauge = p.root.allNodes.first { $0.kind.name == "gauge" }
        #expect(gauge?.frame.size == Size(width: GaugeView.progressDiameter, height: GaugeView.progressDiameter))
    }

    @Test func redactedTextBecomesBarsOfItsWidth() {
        let list = ops("Text(\"abcd\").redacted(reason: .placeholder)")
        #expect(!list.contains { if case .text = $0 { true } else { false } })
        #expect(list.contains { if case .fill(.roundedRect, _) = $0 { true } else { false } })
    }

    @Test func gradientForegroundMasksText() {
        let list = ops("Text(\"ab\").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))")
        #expect(list.contains { if case .masked(.linearGradient, let inner) = $0 { inner.count == 1 } else { false } })
    }
}
