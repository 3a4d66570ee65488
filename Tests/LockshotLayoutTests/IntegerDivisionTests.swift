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

@Suite struct SwiftDescriptionTests {
    @Test("'\\(x)' prints as Swift does: a whole Double keeps its '.0', an Int (also a ForEach index) does not")
    func interpolationPrintsLikeSwift() {
        let activity = bindSource("""
            attributes { speed: Double = 7, laps: Int = 7, splits: [Double] = [1.5, 2], counts: [Int] = [3] }
            lockScreen {
              VStack {
                Text("\\(speed) \\(laps) \\(14) \\(14.0) \\(speed * 2) \\(laps * 2) \\(String(speed)) \\(String(laps))")
                ForEach(0..<2) { i in Text("i\\(i)") }
                ForEach(splits, id: \\.self) { s in Text("s\\(s)") }
                ForEach(counts, id: \\.self) { c in Text("c\\(c)") }
              }
            }
            """)
        #expect(allTexts(activity.regions[.lockScreen]).map(\.text)
            == ["7.0 7 14 14.0 14.0 14 7.0 7", "i0", "i1", "s1.5", "s2.0", "c3"])
    }
}
