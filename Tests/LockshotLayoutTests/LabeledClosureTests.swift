import LockshotLanguage
import LockshotLayout
import Testing

@Suite struct LabeledClosureTests {
    @Test("Label { title } icon: { icon } is an HStack of the icon, then the title; .tint leaves text alone")
    func labelClosures() throws {
        let activity = bindSource("""
            lockScreen {
              Label { Text("Heart rate") } icon: { Image("app-icon") }
                .tint(.red)
            }
            """)
        guard case .stack(.horizontal, _, _, let children) = activity.regions[.lockScreen]?.kind else {
            Issue.record("not an HStack")
            return
        }
        #expect(children.count == 2)
        if case .image = children[0].kind {} else { Issue.record("icon first") }
        #expect(firstText(children[1])?.text == "Heart rate")
        #expect(firstText(children[1])?.color == .white)  // tint does not color text
    }

    @Test("a circular gauge shows its currentValueLabel in the middle, not its label")
    func gaugeCurrentValueLabel() throws {
        let activity = bindSource("""
            lockScreen {
              Gauge(value: 0.7) { Text("MOVE") } currentValueLabel: { Text("70") }
                .gaugeStyle(.accessoryCircularCapacity)
            }
            """)
        guard case .gauge(_, let label)? = activity.regions[.lockScreen]?.kind else {
            Issue.record("not a gauge")
            return
        }
        #expect(firstText(label)?.text == "70")
    }
}

@Suite struct AdaptiveThemeTests {
    @Test("a theme token holding an adaptive color follows the appearance of the region that reads it")
    func themeColorsAdapt() {
        let activity = bindSource("""
            theme { dim = .primary.opacity(0.5) }
            lockScreen { Text("x").foregroundStyle(dim) }
            minimal { Text("y").foregroundStyle(dim) }
            preview "light" { appearance: .light }
            """)
        #expect(firstText(activity.regions[.lockScreen])?.color == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(firstText(activity.regions[.minimal])?.color == RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(activity.diagnostics.isEmpty)
    }
}
