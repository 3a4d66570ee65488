import LockshotLanguage
import LockshotLayout
import Testing

/// Geometry measured on iOS captures of public Live Activities (docs/parity.md), reproduced with constructs of
/// the team's own and asserted within the stated tolerance (±1 pt on 3× captures). Only geometry that does not
/// depend on SF's metrics is asserted here; text placement is compared in docs/parity.md.
@Suite("parity with iOS captures")
struct ParityTests {
    /// Cases 4 (iOS 16) and 6 (iOS 18): a 52 × 30 leading view and a trailing one, a title in `center`.
    static let expanded = """
        expanded {
          leading { HStack(spacing: -8) { Circle().frame(width: 30, height: 30)\n Circle().frame(width: 30, height: 30) } }
          trailing { Rectangle().frame(width: 37, height: 17) }
          center { Rectangle().frame(width: 174, height: 20) }
        }
        """

    @Test("expanded: leading and trailing content top-aligned 16 pt (iOS 16) to 18 pt (iOS 18) below the island's top")
    func expandedSideContentTop() throws {
        let p = PresentationLayout.layout(bindSource(Self.expanded), presentation: .expanded, device: .iPhone15Pro,
                                          measurer: FakeMeasurer())
        let leading = try #require(p.root.children.first)
        let trailing = try #require(p.root.children.dropFirst().first)
        for (top, tolerance) in [(16.0, 1.0), (18.0, 1.0)] {
            #expect(abs(leading.frame.minY - top) <= tolerance, "leading top \(leading.frame.minY) vs iOS \(top)")
            #expect(abs(trailing.frame.minY - top) <= tolerance, "trailing top \(trailing.frame.minY) vs iOS \(top)")
        }
        #expect(abs(leading.frame.minX - 20.33) <= 1, "leading x \(leading.frame.minX) vs iOS 20.33")
    }

    @Test("expanded: the center region is centred on the island, not between the leading and trailing content (case 4)")
    func expandedCenterOnTheIsland() throws {
        let p = PresentationLayout.layout(bindSource(Self.expanded), presentation: .expanded, device: .iPhone15Pro,
                                          measurer: FakeMeasurer())
        let center = try #require(p.root.children.dropFirst(2).first)
        // iOS: the title's centre at 185.17 on a 370.5 pt island, its centre line.
        #expect(abs(center.frame.midX - p.size.width / 2) <= 1, "center \(center.frame.midX) vs the island's \(p.size.width / 2)")
    }

    @Test("compact: the wings are sized apart, so a wide trailing side does not widen the leading one (cases 2 and 7)")
    func compactWingsApart() throws {
        let source = """
            compactLeading { Circle().frame(width: 22.67, height: 22.67) }
            compactTrailing { Rectangle().frame(width: 52, height: 20) }
            """
        let p = PresentationLayout.layout(bindSource(source), presentation: .compact, device: .iPhone15Pro, measurer: FakeMeasurer())
        let leading = try #require(p.slots[.compactLeading]), trailing = try #require(p.slots[.compactTrailing])
        // iOS 18: 44.33 / 59.0 for a 22.67 pt ring and a 52 pt frame; the trailing wing is the wider, as there, and
        // exactly: 52 + the island's 7 pt content margin.
        #expect(trailing.width > leading.width)
        #expect(abs(trailing.width - 59) < 1e-9, "trailing wing \(trailing.width) vs iOS 59")
    }

    @Test("compact: a circular ProgressView fills the 22.67 pt between the island's 7 pt margins, at (7, 7) (case 7)")
    func compactRingBetweenTheMargins() throws {
        let source = "compactLeading { ProgressView(value: 0.8).progressViewStyle(.circular) }\ncompactTrailing { Text(\"0:24\") }"
        let p = PresentationLayout.layout(bindSource(source), presentation: .compact, device: .iPhone16Pro, measurer: FakeMeasurer())
        let ring = try #require(p.root.children.first)
        #expect(abs(ring.frame.minX - 7) < 1e-9 && abs(ring.frame.minY - 7) < 1e-9 && abs(ring.frame.width - 22.67) < 1e-9,
                "\(ring.frame)")
    }

    @Test("Label: the title 8 pt after the icon at .caption, as three iOS captures' 10–10.35 pt ink gaps less the bearings")
    func labelSpacing() throws {
        let p = PresentationLayout.layout(bindSource(#"lockScreen { Label("1", systemImage: "bolt.fill").font(.caption) }"#),
                                          presentation: .lockScreen, device: .iPhone15Pro, measurer: FakeMeasurer())
        let row = try #require(p.root.children.first)
        let icon = try #require(row.children.first), title = try #require(row.children.dropFirst().first)
        #expect(abs(title.frame.minX - icon.frame.maxX - 8) < 1e-9, "\(icon.frame) \(title.frame)")
    }

    @Test("expanded on iOS 18: the leading content 17.67 pt from the island's edge (case 6's circles), 20 on 26 (case 4, iOS 16)")
    func expandedSideMargins() throws {
        var device = Device.iPhone16Pro
        let on26 = PresentationLayout.layout(bindSource(Self.expanded), presentation: .expanded, device: device, measurer: FakeMeasurer())
        device.ios = .ios18
        let on18 = PresentationLayout.layout(bindSource(Self.expanded), presentation: .expanded, device: device, measurer: FakeMeasurer())
        let leading26 = try #require(on26.root.children.first), leading18 = try #require(on18.root.children.first)
        #expect(abs(leading18.frame.minX - 17.67) <= 1 && abs(leading26.frame.minX - 20.33) <= 1)
        let trailing18 = try #require(on18.root.children.dropFirst().first)
        #expect(abs(on18.size.width - trailing18.frame.maxX - 17.67) < 1e-9)
    }
}
