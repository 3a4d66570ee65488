// swift-tools-version: 6.0
import PackageDescription

/// lockshot: render and verify iOS Live Activity designs on Linux.
///
/// Module boundaries follow SPEC §2: the language, layout and font-builder
/// modules are pure Swift; only `LockshotRender` imports the C libraries,
/// each through a system-library target below.
let package = Package(
    name: "lockshot",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lockshot", targets: ["lockshot"]),
        .executable(name: "lockshot-serve", targets: ["lockshot-serve"]),
        .library(name: "LockshotKit", targets: ["LockshotKit"]),
        .library(name: "LockshotTesting", targets: ["LockshotTesting"]),
        // Comparison, tolerances and record modes: the types `LockshotTesting`'s API takes.
        .library(name: "LockshotGolden", targets: ["LockshotGolden"]),
        // Reads SwiftUI widget sources (swift-syntax): its own product so `lockshot` never builds swift-syntax.
        .executable(name: "lockshot-swift", targets: ["lockshot-swift"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: C libraries (Debian -dev packages through pkg-config)
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-ft",
                       providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        // Whole-buffer deflate/inflate and CRC-32 for the PNGs lockshot writes and reads itself (PNGCodec+Fast).
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // librsvg is opened with dlopen on the first SVG (Debian librsvg2-2), so no header or link flag.
        .systemLibrary(name: "CRSVG", path: "Sources/CRSVG"),

        // MARK: Pure Swift stages
        .target(name: "LockshotLanguage"),
        .target(name: "LockshotLayout", dependencies: ["LockshotLanguage"]),
        .target(name: "LockshotFontBuilder"),
        .target(name: "LockshotFontData"),
        .target(name: "LockshotCheck", dependencies: ["LockshotLanguage", "LockshotLayout", "LockshotFontData"]),
        // `lockshot export swiftui`: the layout as the SwiftUI a widget extension compiles (pure Swift).
        .target(name: "LockshotExport", dependencies: ["LockshotLanguage", "LockshotFontData"]),

        // MARK: The only module that touches C
        .target(name: "LockshotRender",
                dependencies: ["LockshotLayout", "LockshotFontData",
                               "CCairo", "CFreeType", "CHarfBuzz", "CPNG", "CJPEG", "CRSVG", "CDeflate"]),

        // MARK: Golden images, pipeline facade, test helpers, CLI
        .target(name: "LockshotGolden", dependencies: ["LockshotLanguage", "LockshotRender", "LockshotFontData"]),
        .target(name: "LockshotKit",
                dependencies: ["LockshotLanguage", "LockshotLayout", "LockshotCheck", "LockshotRender", "LockshotGolden"]),
        .target(name: "LockshotTesting",
                dependencies: ["LockshotKit",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // `lockshot serve`: the live preview page (FlyingFox, docs/ARCHITECTURE.md).
        .target(name: "LockshotServe",
                dependencies: ["LockshotKit", "LockshotCheck", "LockshotGolden", "LockshotRender", "LockshotLanguage",
                               "LockshotLayout", .product(name: "FlyingFox", package: "FlyingFox")]),
        // What the two executables share: output, diagnostics, device and serve options.
        .target(name: "LockshotCommandLine",
                dependencies: ["LockshotLanguage", "LockshotLayout",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "lockshot",
                          dependencies: ["LockshotCommandLine", "LockshotKit", "LockshotCheck", "LockshotFontBuilder", "LockshotGolden", "LockshotRender",
                                         "LockshotLanguage", "LockshotLayout", "LockshotExport",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          // The release binary carries the Swift runtime and Foundation (`-static-stdlib`): process
                          // start halves (no symbol lookups across 10 Swift libraries; docs/benchmarks.md).
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-lCoreFoundation", "-l_FoundationCollections", "-l_FoundationCShims", "-l_FoundationICU", "-lswiftSynchronization"], .when(platforms: [.linux], configuration: .release))]),

        // The server `lockshot serve` runs: FlyingFox links Foundation's networking (libcurl),
        // which would slow every other command's start, so it is its own executable.
        .executableTarget(name: "lockshot-serve",
                          dependencies: ["LockshotServe", "LockshotCommandLine", "LockshotKit",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // MARK: Swift sources → layouts (swift-syntax; only `lockshot-swift` and its tests link it)
        .target(name: "LockshotSwiftImport",
                dependencies: ["LockshotLanguage",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftOperators", package: "swift-syntax")]),
        .executableTarget(name: "lockshot-swift", dependencies: ["LockshotSwiftImport", "LockshotLanguage"]),

        // MARK: Tests (one target per module; fixtures beside them)
        .testTarget(name: "LockshotLanguageTests", dependencies: ["LockshotLanguage"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LockshotLayoutTests", dependencies: ["LockshotLayout"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LockshotCheckTests", dependencies: ["LockshotCheck", "LockshotKit", "LockshotRender"]),
        .testTarget(name: "LockshotFontBuilderTests", dependencies: ["LockshotFontBuilder", "LockshotFontData"]),
        .testTarget(name: "LockshotRenderTests", dependencies: ["LockshotRender"], exclude: ["Fixtures"]),
        .testTarget(name: "LockshotGoldenTests", dependencies: ["LockshotGolden", "LockshotRender"]),
        .testTarget(name: "LockshotCLITests", dependencies: ["LockshotKit", "LockshotTesting"]),
        .testTarget(name: "LockshotSwiftImportTests", dependencies: ["LockshotSwiftImport", "LockshotKit", "LockshotTesting", "LockshotExport"]),
        // The SwiftUI/WidgetKit/ActivityKit interface stubs under Tests/SwiftUIStubs are compiled by the test with swiftc.
        .testTarget(name: "LockshotExportTests", dependencies: ["LockshotExport", "LockshotLanguage"]),
        .testTarget(name: "LockshotServeTests", dependencies: ["LockshotServe", "LockshotKit"], exclude: ["serve_e2e.py"]),
    ],
    swiftLanguageModes: [.v6]
)
