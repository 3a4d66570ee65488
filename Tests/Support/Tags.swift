import Foundation
import Testing

/// The tests that cost minutes, not seconds, tagged by what makes them slow. `make quick` (or
/// `LOCKSHOT_QUICK_TESTS=1 swift test`) skips them so an everyday run stays under a minute; `make test`
/// and CI run everything.
extension Tag {
    /// Compiles Swift with swiftc: widgets against lockshot's SwiftUI for Linux, exports against the stubs.
    @Tag public static var swiftc: Self
    /// Drives the preview page in headless Chromium, or starts the server in a subprocess.
    @Tag public static var browser: Self
    /// Builds a package outside this one (`swift build` of a dependent package).
    @Tag public static var outsidePackage: Self
}

extension Trait where Self == ConditionTrait {
    /// Skipped when `LOCKSHOT_QUICK_TESTS` is set (`make quick`); always run by `make test` and CI.
    public static var slow: Self {
        .disabled(if: ProcessInfo.processInfo.environment["LOCKSHOT_QUICK_TESTS"].map { !$0.isEmpty } ?? false,
                  "a slow test: LOCKSHOT_QUICK_TESTS is set (make quick); make test runs it")
    }
}
