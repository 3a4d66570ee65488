import Foundation
import LockshotTestSupport
import Testing

/// Cairo, HarfBuzz, FreeType and libjpeg load on the first call into them (Sources/CGraphicsLoader). A function
/// lockshot calls without a stub there would make the release binary load its library at start again, silently:
/// this test fails until `scripts/lazy-stubs` has written the stub. (Every rendering test goes through the stubs:
/// Swift's calls bind to them in the test binary too.)
@Suite struct GraphicsLoaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyGraphicsFunctionLockshotCallsHasALazyStub() throws {
        let result = try runProcess("/usr/bin/env", ["python3", Self.root.appendingPathComponent("scripts/lazy-stubs").path, "--check"])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
