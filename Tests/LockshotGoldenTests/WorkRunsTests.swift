@testable import LockshotGolden
import Testing

/// Workers take the cases of one picture at all its scales together, so a pipeline lays it out once.
@Suite("work runs") struct WorkRunsTests {
    @Test("runs cover every case once, in order, each one picture at its scales")
    func runsGroupTheScalesOfOnePicture() {
        let cases = CasePlanner.cases(layouts: Fixtures.layouts, devices: ["iphone-15-pro", "iphone-13"], scales: [1, 2, 3]) {
            device, presentation in device == "iphone-15-pro" || presentation == "lockScreen"
        }
        let runs = GoldenRunner.runs(of: cases)
        #expect(runs.flatMap { Array($0) } == Array(cases.indices))
        for run in runs {
            let first = cases[run.lowerBound]
            #expect(run.map { cases[$0].scale } == [1, 2, 3], "\(first.id)")
            #expect(run.allSatisfy { cases[$0].layoutPath == first.layoutPath && cases[$0].preview == first.preview
                && cases[$0].presentation == first.presentation && cases[$0].device == first.device })
        }
        #expect(GoldenRunner.runs(of: []).isEmpty)
    }
}
