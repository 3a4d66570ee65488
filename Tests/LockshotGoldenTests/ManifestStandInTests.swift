import LockshotGolden
import Testing

@Suite struct ManifestStandInTests {
    @Test("the golden manifest fingerprints the system fonts' stand-ins, so a changed Inter explains a failure")
    func standInsAreRecorded() {
        let here = GoldenEnvironment.current(lockshotVersion: "t", environment: [:])
        for name in ["system-sans", "system-mono", "system-serif"] {
            #expect(here.fonts[name]?.hasPrefix("fnv1a64:") == true, "\(name): \(here.fonts[name] ?? "nil")")
        }
        let moved = GoldenEnvironment.current(lockshotVersion: "t", environment: ["LOCKSHOT_SANS_FONTS": "/nonexistent"])
        #expect(moved.fonts["system-sans"] == "absent (/nonexistent)")
        #expect(moved.differences(from: here).contains { $0.hasPrefix("system-sans font changed") })
    }
}
