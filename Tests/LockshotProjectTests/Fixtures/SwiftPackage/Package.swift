// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Tide",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TideActivity", targets: ["TideActivity"])],
    targets: [
        .target(name: "TideActivity", resources: [.process("Resources")],
                swiftSettings: [.define("TIDE_PACKAGE")]),
        .testTarget(name: "TideActivityTests", dependencies: ["TideActivity"]),
    ]
)
