import LockshotTestSupport
import Foundation
import Testing
@testable import LockshotLanguage

/// What lockshot wrote itself when it moved from Foundation to FoundationEssentials (no `String(format:)`,
/// no `NSString` paths) must print and split exactly as Foundation did.
@Suite struct FoundationFreeTests {
    @Test func fixedPrecisionPrintsAsPrintfDoes() {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.57, 57.0, 99.995, 1e-7, 123456789.987654321,
                                1e21, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 0.2, 0.3, 4.35, 8.345]
        var random = SplitMix64(seed: 2077)
        for _ in 0..<3000 {
            let bits = random.next()
            switch bits % 3 {
            case 0: values.append(Double(bitPattern: bits))
            case 1: values.append(Double(Int64(bitPattern: bits) % 1_000_000) / 1000)
            default: values.append(Double(bits % 100_000) / 8 - 5000)
            }
        }
        for value in values where value.isFinite {
            for precision in [0, 1, 2, 3, 6, 17, 20] {
                let expected = String(format: "%.\(precision)f", locale: nil, value)
                #expect(NumberFormatting.fixed(value, precision: precision) == expected, "\(value) at \(precision)")
            }
        }
    }

    @Test func pathNamesSplitAsNSStringDoes() {
        let paths = ["a/b/c.png", "c.png", "/c", "/", "a/b/", "layouts/flick.lockshot", "./x.json", "", ".hidden", "a/b.c.d",
                     "a.b/c", "dir/.lockshot"]
        for path in paths {
            let ns = path as NSString
            #expect(PathName.directory(of: path) == ns.deletingLastPathComponent, "directory of \(path)")
            #expect(PathName.lastComponent(of: path) == ns.lastPathComponent, "last component of \(path)")
            #expect(PathName.extension(of: path) == ns.pathExtension, "extension of \(path)")
            #expect(PathName.deletingExtension(of: path) == ns.deletingPathExtension, "without extension: \(path)")
            for component in ["x.png", "sub/y.json"] {
                #expect(PathName.join(path, component) == ns.appendingPathComponent(component), "\(path) + \(component)")
            }
        }
        #expect(" \t caption \n".trimmingWhitespace() == "caption")
        #expect("   ".trimmingWhitespace().isEmpty)
    }

    @Test func datesParseAsTheCheckerDocuments() throws {
        let noon = try #require(Checker.parseISO8601("2026-01-01T09:41:00Z"))
        #expect(Checker.parseISO8601("2026-01-01T11:41:00+02:00") == noon)
        let quarter = try #require(Checker.parseISO8601("2026-01-01T09:41:00.250Z"))
        #expect(abs(quarter.timeIntervalSince(noon) - 0.25) < 0.001)
        let midnight = try #require(Checker.parseISO8601("2026-01-01"))
        #expect(abs(noon.timeIntervalSince(midnight) - 34_860) < 0.001)
        for bad in ["", "tomorrow", "2026-13-01", "20260101"] { #expect(Checker.parseISO8601(bad) == nil, "\(bad)") }
    }
}
