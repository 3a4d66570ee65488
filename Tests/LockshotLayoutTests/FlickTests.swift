import Foundation
import LockshotLanguage
import LockshotLayout
import Testing

/// The SPEC's Flick lock screen, end to end: parse → bind → layout → lower → dump.
@Suite struct FlickTests {
    static let layoutPath = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("../../layouts/flick-pinned-snap.lockshot").standardized.path

    func bind(_ preview: String) throws -> BoundActivity {
        let text = try String(contentsOfFile: Self.layoutPath, encoding: .utf8)
        let file = SourceFile(path: "layouts/flick-pinned-snap.lockshot", text: text)
        let (document, diagnostics) = Parser.parse(file)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return Binder.bind(document, file: file, preview: preview,
                           environment: BindingEnvironment(layoutDirectory: "layouts"), assets: FakeAssets())
    }

    func lockScreen(_ preview: String) throws -> LaidOutPresentation {
        PresentationLayout.layout(try bind(preview), presentation: .lockScreen, device: .iPhone15Pro,
                                  measurer: FakeMeasurer())
    }

    func nodes(_ p: LaidOutPresentation, _ kind: String) -> [LaidOutNode] {
        p.root.allNodes.filter { $0.kind.name == kind }
    }

    @Test func thumbnailSitsAtTheLeadingEdgeInsideThePadding() throws {
        let p = try lockScreen("short caption")
        // 14 + 48 + 14 = 76 pt of content: the card is as tall as that (iOS sets no 84 pt floor).
        #expect(p.size == Size(width: 371, height: 76))
        let clip = try #require(nodes(p, "clip").first)
        #expect(clip.frame == Rect(x: 14, y: 14, width: 48, height: 48))
        let image = try #require(nodes(p, "image").first)
        // aspectRatio(.fill) of a 640×480 photo in 48×48: 64×48, centered, clipped by the frame.
        #expect(image.frame == Rect(x: 6, y: 14, width: 64, height: 48))
    }

    @Test func senderAndCaptionStackToTheRightOfTheThumbnail() throws {
        let p = try lockScreen("short caption")
        let texts = nodes(p, "text")
        #expect(texts.count == 2)
        let sender = texts[0], caption = texts[1]
        #expect(sender.frame.minX == 14 + 48 + 12)
        #expect(caption.frame.minX == sender.frame.minX)
        #expect(caption.frame.minY == sender.frame.maxY + 4)
        #expect(sender.frame.size == Size(width: 4 * 16, height: 16))  // "Maya" at 16 pt, 1 em per glyph
    }

    @Test func absentCaptionLeavesNoRowAndNoGap() throws {
        let p = try lockScreen("no caption")
        let texts = nodes(p, "text")
        #expect(texts.count == 1)
        let vstack = try #require(nodes(p, "vstack").first)
        #expect(vstack.frame.height == 16)  // the sender line alone: no caption row, no 4 pt gap
        #expect(vstack.frame.midY == 38)  // centred on the thumbnail, in a 76 pt card
    }

    @Test func characterLimitCutsTheCaption() throws {
        let p = try lockScreen("caption over limit")
        let caption = try #require(nodes(p, "text").last)
        guard case .text(let t) = caption.kind else { Issue.record("not text"); return }
        #expect(t.truncated)
        #expect(t.text.count == 41)
    }

    @Test func missingThumbnailFallsBackToTheAppIconWithAWarning() throws {
        let activity = try bind("missing thumbnail")
        let warning = try #require(activity.diagnostics.first { $0.code == "missing-asset" })
        #expect(warning.severity == .warning)
        let p = PresentationLayout.layout(activity, presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        guard case .image(let image) = try #require(nodes(p, "image").first).kind else { return }
        #expect(image.fallback)
        #expect(image.source == "app-icon")
        // The layout's theme names its own icon (`appIcon = "flick-icon"`): that is what is drawn.
        #expect(image.asset?.id == "builtin:flick-icon")
    }

    @Test("an image no candidate of which resolves draws the missing-image placeholder and reports an error")
    func unresolvedImageDrawsAPlaceholder() throws {
        let activity = bindSource("minimal { Image(\"bag.fill\") }\npreview \"p\" { }")
        #expect(activity.diagnostics.contains { $0.code == "missing-asset" && $0.severity == .error })
        guard case .image(let image) = activity.regions[.minimal]?.kind else {
            Issue.record("no image")
            return
        }
        #expect(image.asset?.id == "builtin:missing-image" && image.fallback && image.source == "bag.fill")
    }

    @Test func lowersToBackgroundClipImageTextAndScanlines() throws {
        let p = try lockScreen("short caption")
        #expect(p.background == RGBA(hex: 0x0A0A1A))
        let list = Lowering.displayList(p, scale: 3, debugOverlay: false)
        guard case .group(_, _, let content) = list.operations[1] else { Issue.record("no content group"); return }
        let flat = flatten(content)
        #expect(flat.contains { if case .image = $0 { true } else { false } })
        #expect(flat.contains { if case .scanlines = $0 { true } else { false } })
        #expect(flat.filter { if case .text = $0 { true } else { false } }.count == 2)
        // The CRT glow behind the sender's name.
        #expect(flat.contains { if case .glow(_, 3, _, let inner) = $0 { inner.count == 1 } else { false } })
    }

    @Test func dumpIsDeterministicJSON() throws {
        let p = try lockScreen("short caption")
        let a = LayoutDump.json(p, layout: "flick-pinned-snap", preview: "short caption", device: .iPhone15Pro)
        let b = LayoutDump.json(try lockScreen("short caption"), layout: "flick-pinned-snap", preview: "short caption",
                                device: .iPhone15Pro)
        #expect(a == b)
        #expect(a.contains("\"displayedText\": \"look 📸\""))
        let data = Data(a.utf8)
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
    }
}
