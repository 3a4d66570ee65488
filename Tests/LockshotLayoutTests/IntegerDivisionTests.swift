import LockshotLayout
import Testing

@Suite struct IntegerDivisionTests {
    @Test("'/' on two Ints truncates toward zero as Swift's does; with a Double on either side it does not")
    func integerDivision() {
        let activity = bindSource("""
            attributes { elapsed: Double = 125, laps: Int = 7, names: [String] = ["a", "b", "c"] }
            theme { perPage = 2 }
            lockScreen {
              VStack {
                Text("\\(Int(elapsed) / 60)")
                Text("\\(laps / perPage)")
                Text("\\(-7 / 2)")
                Text("\\(names.count / 2)")
                Text("\\(elapsed / 50)")
                Text("\\(laps / 2.0)")
              }
            }
            """)
        #expect(allTexts(activity.regions[.lockScreen]).map(\.text) == ["2", "3", "-3", "1", "2.5", "3.5"])
    }
}
