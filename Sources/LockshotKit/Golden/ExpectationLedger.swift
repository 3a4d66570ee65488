import Synchronization
import LockshotGolden

/// What each preview produced during a `lockshot test` run, so a preview's `expect:` that did
/// not happen fails the run: the previews that show a fallback on purpose keep guarding it.
final class ExpectationLedger: Sendable {
    private let produced = Mutex<[String: Set<String>]>([:])
    /// The run's layouts, parsed once when the cases were planned: their `expect:` codes.
    private let parsed: ParsedLayouts

    init(parsed: ParsedLayouts) { self.parsed = parsed }

    private static func key(_ layoutPath: String, _ preview: String) -> String { layoutPath + "\u{0}" + preview }

    /// Notes the diagnostic codes one case of a preview reported (called from worker threads).
    func note(_ codes: [String], layoutPath: String, preview: String) {
        produced.withLock { $0[Self.key(layoutPath, preview), default: []].formUnion(codes) }
    }

    /// Marks the first case of each preview whose expected finding no case produced as an error.
    /// - Parameters:
    ///   - planned: every case of the run before `--filter`/`--shard`.
    ///   - ran: whether a planned case was part of this run; when some of a preview's cases
    ///     were not, only findings made while binding (the same in every presentation) are judged.
    func failUnmetExpectations(in record: inout RunRecord, planned: [GoldenCase], ran: (GoldenCase) -> Bool) {
        var expectations: [String: [String: PreviewExpectations]] = [:]
        var changed = false
        var judged: Set<String> = []
        for (index, c) in record.cases.enumerated() {
            let key = Self.key(c.layoutPath, c.preview)
            if c.preview.isEmpty || !judged.insert(key).inserted { continue }
            if expectations[c.layoutPath] == nil { expectations[c.layoutPath] = parsed.expectations(layoutPath: c.layoutPath) }
            guard let expects = expectations[c.layoutPath]?[c.preview] else { continue }
            let all = planned.filter { $0.layoutPath == c.layoutPath && $0.preview == c.preview }.allSatisfy(ran)
            let seen = produced.withLock { $0[key] ?? [] }
            let unmet = ExpectationOutcome.unmet(expects.codes, produced: seen, allPresentations: all)
            guard !unmet.isEmpty else { continue }
            let located = unmet.map { expects.unmetDiagnostic($0, severity: .error) }
            let why = CaseRenderError.describe(located)
            if c.status == .passed || c.status == .recorded {
                record.cases[index].status = .error
                record.cases[index].message = "\(c.id): " + why
            } else {  // already failing: keep its verdict and artifacts, add the reason
                record.cases[index].message = (c.message ?? c.id) + "; " + why
            }
            changed = true
        }
        if changed { record.summary = RunSummary(cases: record.cases) }
    }
}
