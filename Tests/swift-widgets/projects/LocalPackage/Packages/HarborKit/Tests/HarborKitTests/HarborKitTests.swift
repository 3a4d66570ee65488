import XCTest
@testable import HarborKit
import HarborModels

final class HarborKitTests: XCTestCase {
    func testPreviewRoute() {
        XCTAssertEqual(FerryAttributes.preview.route, "Northport → Isle Quay")
    }
}
