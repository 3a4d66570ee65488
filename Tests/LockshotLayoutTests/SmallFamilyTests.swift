@testable import LockshotLayout
import LockshotLanguage
import Testing

/// The `.small` activity family: a `small { }` region drawn as the Apple Watch Smart Stack's card (issue 37).
@Suite("small activity family")
struct SmallFamilyTests {
    static func layout(_ text: String, preview: String? = nil) -> LaidOutPresentation {
        PresentationLayout.layout(bindSource(text, preview: preview), presentation: .small, device: .iPhone15Pro,
                                  measurer: FakeMeasurer())
    }

    @Test("a small region is a presentation of its own, after the island's; a layout without one has none")
    func defined() {
        let with = Parser.parse(SourceFile(path: "a.lockshot", text: "lockScreen { Text(\"a\") }\nsmall { Text(\"b\") }")).0
        #expect(Presentation.defined(by: with) == [.lockScreen, .small])
        let without = Parser.parse(SourceFile(path: "b.lockshot", text: "lockScreen { Text(\"a\") }\nminimal { Text(\"b\") }")).0
        #expect(!Presentation.defined(by: without).contains(.small))
    }

    @Test("the card is the 45 mm watch's 184 × 80.5 pt whatever the content, which is centred in it")
    func size() throws {
        let laidOut = Self.layout("small {\n  Text(\"Gate B12\")\n}")
        #expect(laidOut.size == Size(width: 184, height: 80.5))
        let text = try #require(laidOut.root.children.first)
        #expect(abs(text.frame.midX - 92) < 0.01 && abs(text.frame.midY - 40.25) < 0.01, "\(text.frame)")
        #expect(laidOut.diagnostics.filter { $0.severity >= .warning }.isEmpty)
    }

    @Test("content taller than the card is an error located at the region; a frame filling the card is not")
    func tooTall() {
        let tall = Self.layout("small {\n  VStack {\n    Text(\"a\")\n    Color.red.frame(height: 90)\n  }\n}")
        #expect(tall.diagnostics.contains { $0.code == "presentation-size" && $0.severity == .error && $0.message.contains("80.5 pt") },
                "\(tall.diagnostics.map(\.message))")
        let filling = Self.layout("small {\n  Color.red.frame(maxWidth: .infinity, maxHeight: .infinity)\n}")
        #expect(!filling.diagnostics.contains { $0.code == "presentation-size" })
    }

    @Test("the region's own background tint wins; else the lock screen's; else the Smart Stack's dark card")
    func background() {
        let own = Self.layout("lockScreen { Text(\"a\").activityBackgroundTint(#0000FF) }\nsmall { Text(\"b\").activityBackgroundTint(#FF0000) }")
        #expect(own.background == RGBA(red: 1, green: 0, blue: 0), "\(own.background)")
        let inherited = Self.layout("lockScreen { Text(\"a\").activityBackgroundTint(#0000FF) }\nsmall { Text(\"b\") }")
        #expect(inherited.background == RGBA(red: 0, green: 0, blue: 1))
        let plain = Self.layout("small { Text(\"b\") }")
        #expect(plain.background == PresentationLayout.smartStackCard)
        #expect(plain.cornerRadius == Device.smartStackCornerRadiusEstimate)
    }

    @Test("asked for a layout without a small region, it is an error, not an empty card: the watch shows the compact views")
    func missing() {
        let laidOut = Self.layout("lockScreen { Text(\"a\") }")
        #expect(laidOut.diagnostics.contains { $0.code == "missing-region" && $0.severity == .error && $0.message.contains("compact") },
                "\(laidOut.diagnostics.map(\.message))")
    }

    @Test("the card follows the watch: 152 × 69.5 pt on a 40 mm case, and a finding names the watch, not the phone")
    func watchCase() throws {
        var device = Device.iPhone15Pro
        device.watch = try #require(Device.Watch.named("40"))
        let laidOut = PresentationLayout.layout(bindSource("small {\n  Color.red.frame(height: 75)\n}"), presentation: .small,
                                                device: device, measurer: FakeMeasurer())
        #expect(laidOut.size == Size(width: 152, height: 69.5))
        #expect(laidOut.diagnostics.contains { $0.message.contains("69.5 pt (a 40mm watch)") }, "\(laidOut.diagnostics.map(\.message))")
        #expect(device.label(for: .small) == "40mm watch" && device.label(for: .lockScreen) == "iphone-15-pro")
    }
}
