// The package's tests: never compiled for the widget.
import XCTest
@testable import HarborKit

final class HarborKitTests: XCTestCase {}
