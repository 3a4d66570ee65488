import Foundation
import LockshotCheck
import LockshotKit
import LockshotLanguage

/// Writes layouts to a fresh temporary directory and checks them through the pipeline.
enum CheckTestSupport {
    /// A small layout: pixel font, a theme, and `body` as the lock screen region (plus `extra`
    /// declarations such as island regions or previews).
    /// `state` is the `state { }` block's entries, on the attributes' line so line numbers stay put;
    /// nil leaves the block out (every attribute is then content state, a `content-state` info).
    static func layout(_ body: String, attributes: String = "name: String", state: String? = "", extra: String = "",
                       previews: String = "preview \"p\" { name: \"Maya\" }") -> String {
        """
        activity Test
        attributes { \(attributes) }\(state.map { " state { \($0) }" } ?? "")
        fonts { Pixel = "LockshotPixel" }
        theme {
          ink = #F4F4F8
          paper = #0A0A1A
          accent = #39FF88
        }
        lockScreen {
        \(body)
        }
        \(extra)
        \(previews)
        """
    }

    /// A new empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/lockshot-check-tests/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `source` as `name` in a new temporary directory and returns its path.
    static func write(_ source: String, name: String = "test.lockshot") throws -> String {
        let path = try temporaryDirectory() + "/" + name
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Checks `source` (written to a temporary file).
    static func check(_ source: String, stress: Bool = false, scale: Int = 3) throws -> CheckReport {
        try Pipeline.check(paths: [write(source)], options: CheckOptions(scale: scale, stress: stress))
    }

    /// The findings of `rule` when checking `source`.
    static func findings(_ rule: String, in source: String, stress: Bool = false, scale: Int = 3) throws -> [Finding] {
        let report = try check(source, stress: stress, scale: scale)
        let failed = report.failedLayouts.flatMap(\.loadDiagnostics).map(\.message)
        guard failed.isEmpty else { throw TestLayoutError(messages: failed) }
        return report.findings.filter { $0.rule == rule }
    }
}

/// A test layout did not parse: the test itself is wrong.
struct TestLayoutError: Error, CustomStringConvertible {
    var messages: [String]
    var description: String { "test layout does not parse: " + messages.joined(separator: "; ") }
}
