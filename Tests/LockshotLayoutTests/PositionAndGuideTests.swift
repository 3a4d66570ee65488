import LockshotLanguage
@testable import LockshotLayout
import Testing

/// `position(x:y:)` and `alignmentGuide`, as SwiftUI places them: a positioned view takes the space it is
/// offered and centres its content on the point; containers align children by making their guides meet.
@Suite struct PositionAndGuideTests {
    func lockScreen(_ body: String) -> LaidOutPresentation {
        PresentationLayout.layout(bindSource("lockScreen {\n\(body)\n}"), presentation: .lockScreen,
                                  device: .iPhone15Pro, measurer: FakeMeasurer())
    }

    func frame(_ laidOut: LaidOutPresentation, _ kind: String, _ index: Int = 0) -> Rect? {
        let found = laidOut.root.allNodes.filter { $0.kind.name == kind }
        return index < found.count ? found[index].frame : nil
    }

    @Test("position: the view fills what it is offered and its content's centre is at (x, y) in it")
    func positionCentresContentOnThePoint() throws {
        let laidOut = lockScreen("Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40).frame(width: 200, height: 100)")
        let positioned = try #require(frame(laidOut, "position"))
        #expect(positioned.width == 200 && positioned.height == 100, "takes the 200 × 100 offered")
        let shape = try #require(frame(laidOut, "shape"))
        #expect(shape.midX - positioned.minX == 30 && shape.midY - positioned.minY == 40)
        #expect(shape.width == 20 && shape.height == 10)
    }

    @Test("alignmentGuide in an overlay: a badge's centre on the corner (guide = half its size)")
    func overlayGuideMovesTheBadge() throws {
        let laidOut = lockScreen("""
            Rectangle().frame(width: 60, height: 60)
              .overlay(alignment: .topLeading) {
                Circle().frame(width: 20, height: 20).alignmentGuide(.top, height: 0.5).alignmentGuide(.leading, width: 0.5)
              }
            """)
        let square = try #require(laidOut.root.allNodes.first { $0.kind.name == "overlay" }?.frame)
        let badge = try #require(frame(laidOut, "shape", 1))
        #expect(badge.midX == square.minX && badge.midY == square.minY, "\(badge) on \(square)")
    }

    @Test("alignmentGuide in stacks: the guides meet, and the stack grows to hold what moved")
    func stackGuidesMeet() throws {
        // A ZStack aligned at the bottom: the text's bottom guide is 10 pt below its bottom, so it sits 10 pt higher.
        let z = lockScreen("ZStack(alignment: .bottom) { Rectangle().frame(width: 80, height: 40); Rectangle().frame(width: 10, height: 10).alignmentGuide(.bottom, height: 1, offset: 10) }")
        let big = try #require(frame(z, "shape", 0)), small = try #require(frame(z, "shape", 1))
        #expect(big.maxY - small.maxY == 10)
        #expect(frame(z, "zstack", 1)?.height == 40, "the presentation's root is a ZStack too")
        // An HStack aligned at the top, one child's top guide 15 pt below its top: it rises above the other,
        // and the stack is as tall as both together need.
        let h = lockScreen("HStack(alignment: .top, spacing: 0) { Rectangle().frame(width: 10, height: 30); Rectangle().frame(width: 10, height: 30).alignmentGuide(.top, offset: 15) }")
        let first = try #require(frame(h, "shape", 0)), second = try #require(frame(h, "shape", 1))
        #expect(first.minY - second.minY == 15)
        #expect(frame(h, "hstack")?.height == 45)
        // A guide on the other axis changes nothing.
        let plain = lockScreen("HStack(alignment: .top) { Rectangle().frame(width: 10, height: 30); Rectangle().frame(width: 10, height: 20) }")
        let sideways = lockScreen("HStack(alignment: .top) { Rectangle().frame(width: 10, height: 30); Rectangle().frame(width: 10, height: 20).alignmentGuide(.leading, offset: 5) }")
        #expect(frame(plain, "shape", 1) == frame(sideways, "shape", 1))
    }

    @Test("a bare .center names no axis: a located error, the view drawn without the guide")
    func bareCenterIsAnError() {
        let activity = bindSource("lockScreen {\nText(\"x\").alignmentGuide(.center, offset: 3)\n}")
        #expect(activity.diagnostics.contains { $0.code == "bad-value" && $0.message.contains("HorizontalAlignment.center") && $0.range.start.line == 2 })
    }
}
