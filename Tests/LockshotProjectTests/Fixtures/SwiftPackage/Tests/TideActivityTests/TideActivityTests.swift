// The package's tests: never compiled for the widget.
import XCTest
@testable import TideActivity

final class TideActivityTests: XCTestCase {}
