// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "HarborKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "HarborKit", targets: ["HarborKit"]),
    ],
    targets: [
        .target(name: "HarborKit", dependencies: ["HarborModels"]),
        .target(name: "HarborModels"),
        .testTarget(name: "HarborKitTests", dependencies: ["HarborKit"]),
    ]
)
