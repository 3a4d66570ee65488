// A test bundle: never compiled for the widget.
import XCTest
@testable import Orbit

final class OrbitTests: XCTestCase {
    func testNothing() {}
}
