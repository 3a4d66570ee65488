import XCTest
@testable import Orbit

final class OrbitTests: XCTestCase {
    func testPreviewSatellite() {
        XCTAssertEqual(OrbitAttributes.preview.satellite, "Lumen-2")
    }
}
