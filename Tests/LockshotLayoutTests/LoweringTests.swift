import LockshotLanguage
import LockshotLayout
import Testing

@Suite struct LoweringTests {
    func lockScreen(_ body: String) -> LaidOutPresentation {
        PresentationLayout.layout(bindSource("lockScreen {\n\(body)\n}"), presentation: .lockScreen,
                                  device: .iPhone15Pro, measurer: FakeMeasurer())
    }

    @Test func presentationShapeAndBackgroundComeFirst() {
        let p = lockScreen("Text(\"a\")")
        let list = Lowering.displayList(p, scale: 3, debugOverlay: false)
        #expect(list.size == Size(width: 371, height: 17))  // as tall as the 17 pt text: no floor
        #expect(list.operations.first == .fill(.roundedRect(Rect(x: 0, y: 0, width: 371, height: 17),
                                                            cornerRadius: Device.lockScreenCornerRadiusEstimate), .black))
        guard case .group(let clip, 1, _) = list.operations[1] else { Issue.record("no clip group"); return }
        #expect(clip == p.shape)
    }

    @Test(arguments: [1, 2, 3])
    func edgesRoundToTheDevicePixelGrid(_ scale: Int) {
        // 1/3 pt offsets: x = 0.3333…, width 10.3333…; every edge lands on a whole device pixel.
        let p = lockScreen("Rectangle().frame(width: 10.3333, height: 10).padding(.leading, 0.3333).frame(width: 371, alignment: .leading)")
        let ops = flatten(Lowering.displayList(p, scale: scale, debugOverlay: false).operations)
        let fills = ops.compactMap { op -> Rect? in
            if case .fill(.rect(let r), _) = op { return r }
            return nil
        }
        guard let rect = fills.first else { Issue.record("no fill"); return }
        for edge in [rect.minX, rect.maxX, rect.minY, rect.maxY] {
            let px = edge * Double(scale)
            #expect(abs(px - px.rounded()) < 1e-9, "edge \(edge) at @\(scale)x")
        }
    }

    @Test func textFrameIsNeverNarrowerThanItsMeasuredWidth() {
        // 10.4 pt wide glyph run at x = 0.3: rounding edges alone would give 10 pt at @1x.
        let p = lockScreen("Text(\"a\").font(.system(size: 10.4)).padding(.leading, 0.3).frame(width: 371, alignment: .leading)")
        for scale in [1, 2, 3] {
            let ops = flatten(Lowering.displayList(p, scale: scale, debugOverlay: false).operations)
            guard case .text(let drawing)? = ops.first(where: { if case .text = $0 { true } else { false } }) else {
                Issue.record("no text"); return
            }
            #expect(drawing.frame.width >= 10.4, "@\(scale)x: \(drawing.frame)")
            #expect(drawing.lines.map(\.text) == ["a"])
        }
    }

    @Test func clipShapeBecomesAClippedGroupAroundTheImage() {
        let p = lockScreen("Image(\"fixtures/sunset.jpg\").resizable().scaledToFill().frame(width: 48, height: 48).clipShape(Circle())")
        let ops = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let clips = ops.compactMap { op -> ShapePath? in
            if case .group(let clip?, _, let inner) = op, inner.contains(where: { if case .image = $0 { true } else { false } }) {
                return clip
            }
            return nil
        }
        guard case .ellipse(let r)? = clips.first else { Issue.record("no ellipse clip: \(clips)"); return }
        #expect(r.size == Size(width: 48, height: 48))
        guard case .image(let image)? = ops.first(where: { if case .image = $0 { true } else { false } }) else { return }
        #expect(image.destination.width == 64)  // 640×480 filled into 48×48
        #expect(image.destination.minX == r.minX - 8)
    }

    @Test func bordersStrokeInsideTheFrameAfterTheContent() {
        let p = lockScreen("Color(#FF0000).frame(width: 20, height: 20).border(Color(#FFFFFF), width: 3)")
        let content = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let fillIndex = content.firstIndex { if case .fill(_, RGBA(hex: 0xFF0000)) = $0 { true } else { false } }
        let strokeIndex = content.firstIndex { if case .stroke(_, _, 3) = $0 { true } else { false } }
        #expect(fillIndex != nil && strokeIndex != nil && (fillIndex ?? 0) < (strokeIndex ?? 0))
    }

    @Test func scanlinesCoverTheModifiedViewWithDefaultSpacing() {
        let p = lockScreen("Color(#000000).frame(width: 100, height: 50).scanlines(color: #39FF88, opacity: 0.06)")
        let ops = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let scan = ops.compactMap { op -> (Rect, Double)? in
            if case .scanlines(let r, _, _, let spacing) = op { return (r, spacing) }
            return nil
        }.first
        #expect(scan?.0.size == Size(width: 100, height: 50))
        #expect(scan?.1 == 3)
    }

    @Test func hiddenViewsDrawNothing() {
        let p = lockScreen("Text(\"secret\").hidden()")
        let ops = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        #expect(!ops.contains { if case .text = $0 { true } else { false } })
    }

    @Test func opacityGroupsItsContent() {
        let p = lockScreen("Text(\"a\").opacity(0.25)")
        let ops = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        #expect(ops.contains { if case .group(nil, 0.25, _) = $0 { true } else { false } })
    }

    @Test func debugOverlayAddsFramesBaselinesAndThe160Line() {
        let p = lockScreen("Text(\"a\").padding(14)")
        let plain = Lowering.displayList(p, scale: 3, debugOverlay: false).operations
        let debug = Lowering.displayList(p, scale: 3, debugOverlay: true).operations
        #expect(debug.count > plain.count)
        let extra = Array(debug.dropFirst(plain.count))
        #expect(extra.contains { if case .stroke = $0 { true } else { false } })
        #expect(extra.filter { if case .fill = $0 { true } else { false } }.count >= 5)  // 4 padding bands + baseline + line
    }

    @Test(arguments: [1, 2, 3])
    func dividerIsOneDevicePixelAtEveryScale(scale: Int) {
        let p = lockScreen("VStack(spacing: 0) { Text(\"a\")\n Divider()\n Text(\"b\") }")
        let ops = Lowering.displayList(p, scale: scale, debugOverlay: false).operations
        guard case .group(_, _, let content) = ops[1] else { Issue.record("no content group"); return }
        let lines = content.compactMap { op -> Rect? in
            if case .fill(.rect(let r), _) = op, r.height < 1.01 { r } else { nil }
        }
        #expect(lines.count == 1)
        #expect(lines.first.map { abs($0.height - 1 / Double(scale)) < 1e-9 } == true, "\(lines)")
    }

    @Test func compactDebugOverlayShowsTheSensorGap() {
        let activity = bindSource("compactLeading { Text(\"a\") }\ncompactTrailing { Text(\"b\") }")
        let p = PresentationLayout.layout(activity, presentation: .compact, device: .iPhone15Pro, measurer: FakeMeasurer())
        let gap = p.sensorGap
        #expect(gap.map { abs($0.width - 125.34) < 1e-9 } == true)
        let ops = Lowering.displayList(p, scale: 3, debugOverlay: true).operations
        // The gap sits between the two 30.8 pt sides of the narrowest pill.
        #expect(ops.contains { if case .fill(.rect(let r), _) = $0 { r.minX > 30 && r.maxX < 157 && r.height > 36 } else { false } })
    }

    @Test func islandIsBlackCapsuleWithKeyline() {
        let activity = bindSource("compactLeading { Text(\"a\").keylineTint(#39FF88) }\ncompactTrailing { Text(\"b\") }")
        let p = PresentationLayout.layout(activity, presentation: .compact, device: .iPhone15Pro, measurer: FakeMeasurer())
        let ops = Lowering.displayList(p, scale: 3, debugOverlay: false).operations
        #expect(ops.first == .fill(.capsule(Rect(origin: .zero, size: p.size)), .black))
        #expect(ops.last == .stroke(.capsule(Rect(origin: .zero, size: p.size)), RGBA(hex: 0x39FF88), lineWidth: 1))
    }
}

extension LoweringTests {
    @Test func glowCarriesWhatItDecoratesSoItFollowsTheDrawnShape() {
        let p = lockScreen("Color(#FF0000).frame(width: 20, height: 20).clipShape(Circle()).glow(color: #39FF88, radius: 6)")
        let ops = flatten(Lowering.displayList(p, scale: 3, debugOverlay: false).operations)
        let glow = ops.compactMap { op -> (Rect, [DrawOperation])? in
            if case .glow(RGBA(hex: 0x39FF88), 6, let frame, let children) = op { (frame, children) } else { nil }
        }.first
        #expect(glow?.0.width == 20 && glow?.0.height == 20)
        // The glow's silhouette is the circle-clipped red square, drawn after the glow.
        let inner = flatten(glow?.1 ?? [])
        #expect(inner.contains { if case .group(.ellipse?, _, _) = $0 { true } else { false } })
        #expect(inner.contains { if case .fill(_, RGBA(hex: 0xFF0000)) = $0 { true } else { false } })
    }
}
