/// JUnit XML from a run record: one `<testcase>` per case, a `<failure>` naming the case
/// for each failing one, `<skipped>` never (filtered cases are simply absent).
package enum JUnitReport {
    /// JUnit XML of `record`, one test suite per layout.
    package static func render(_ record: RunRecord) -> String {
        let s = record.summary
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"lockshot\" tests=\"\(s.total)\" failures=\"\(s.failed + s.missing + s.flaky)\" "
            + "errors=\"\(s.errors)\" time=\"\(seconds(record.seconds))\">\n"
        let layouts = orderedGroups(record.cases)
        for (layout, cases) in layouts {
            let failures = cases.filter { $0.status.isFailure && $0.status != .error }.count
            let errors = cases.filter { $0.status == .error }.count
            let time = cases.reduce(0) { $0 + $1.milliseconds } / 1000
            xml += "  <testsuite name=\"\(Escaping.xml(layout))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
            for c in cases {
                let open = "    <testcase classname=\"\(Escaping.xml("lockshot.\(c.layout)"))\" "
                    + "name=\"\(Escaping.xml(c.id))\" time=\"\(seconds(c.milliseconds / 1000))\""
                guard c.status.isFailure else {
                    xml += open + "/>\n"
                    continue
                }
                let tag = c.status == .error ? "error" : "failure"
                let message = c.message ?? "\(c.id): \(c.status.rawValue)"
                xml += open + ">\n"
                xml += "      <\(tag) message=\"\(Escaping.xml(message))\" type=\"\(c.failureKind ?? c.status.rawValue)\">"
                xml += Escaping.xml(details(c)) + "</\(tag)>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// The failure body: message, artifacts and how to re-run.
    private static func details(_ c: CaseRecord) -> String {
        var lines = [c.message ?? c.status.rawValue, "golden: \(c.golden)"]
        if let actual = c.actual { lines.append("actual: \(actual)") }
        if let diff = c.diff { lines.append("diff: \(diff)") }
        lines.append("re-run: lockshot test --filter \"\(c.id)\"")
        return lines.joined(separator: "\n")
    }

    /// Cases grouped by layout, groups in order of first appearance.
    static func orderedGroups(_ cases: [CaseRecord]) -> [(String, [CaseRecord])] {
        var order: [String] = []
        var groups: [String: [CaseRecord]] = [:]
        for c in cases {
            if groups[c.layout] == nil { order.append(c.layout) }
            groups[c.layout, default: []].append(c)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private static func seconds(_ value: Double) -> String { DifferenceMetrics.decimal(value, places: 3) }
}
