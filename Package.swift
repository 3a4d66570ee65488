// swift-tools-version: 6.0
import PackageDescription

/// lockshot: render and verify iOS Live Activity designs on Linux.
///
/// Module boundaries follow SPEC §2: the language, layout and font-builder
/// modules are pure Swift; only `LockshotRender` imports the C libraries,
/// each through a system-library target below.
let package = Package(
    name: "lockshot",
    // Linux only (Debian's -dev packages below; Glibc where Foundation has no answer). The `Glibc` imports are
    // guarded, but no Mac builds or tests lockshot, and `Mutex` alone would need macOS 15: no Apple platform
    // is claimed (issue 27).
    products: [
        .executable(name: "lockshot", targets: ["lockshot"]),
        .executable(name: "lockshot-serve", targets: ["lockshot-serve"]),
        // The library API (docs/ARCHITECTURE.md, "Public surface"): `import LockshotKit` renders, checks and runs
        // the golden suite; `import LockshotTesting` asserts goldens in tests. Both re-export the types they take.
        // The modules whose API LockshotKit re-exports belong to its product, so `make api` (the API-breakage check,
        // which compares products' modules) covers them. LockshotLanguage stays out: it re-exports three of its types,
        // and the rest is the AST lockshot's SwiftUI for Linux is built on, compiled from the same checkout.
        .library(name: "LockshotKit", targets: ["LockshotKit", "LockshotGolden", "LockshotLayout", "LockshotCheck", "LockshotRender"]),
        .library(name: "LockshotTesting", targets: ["LockshotTesting"]),
        // Reads SwiftUI widget sources (swift-syntax): its own product so `lockshot` never builds swift-syntax.
        .executable(name: "lockshot-swift", targets: ["lockshot-swift"]),
        // lockshot's SwiftUI for Linux: a widget extension's own Swift is compiled against these modules and run
        // (docs/swift-sources.md). Named Lockshot…, aliased to Apple's names only for the widget's compile
        // (`-module-alias SwiftUI=LockshotSwiftUI`): a module named `os` or `SwiftUI` in this package would make
        // `canImport(os)` true for its dependencies (swift-argument-parser then reaches for os_unfair_lock).
        .library(name: "LockshotWidgetHost", type: .dynamic,
                 targets: ["LockshotSwiftUI", "LockshotWidgetKit", "LockshotActivityKit", "LockshotAppIntents", "LockshotUIKit",
                           "LockshotCombine", "LockshotOS", "LockshotOSLog", "LockshotSwiftData", "LockshotFoundation", "LockshotCharts",
                           "LockshotCryptoKit", "LockshotCommonCrypto", "LockshotSecurity", "LockshotUserNotifications",
                           "LockshotAudioToolbox", "LockshotAVFoundation", "LockshotCoreBluetooth", "LockshotCoreLocation",
                           "LockshotCoreMotion", "LockshotCoreData", "LockshotUniformTypeIdentifiers", "LockshotStoreKit",
                           "LockshotAuthenticationServices", "LockshotHealthKit", "LockshotIntents", "LockshotAlarmKit", "LockshotCloudKit",
                           "CLockshotClock", "CLockshotLocale"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // XcodeGen's project.yml, read by the project model (LockshotProject).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation --target LockshotKit` (DocC; a plugin, nothing is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: C libraries (Debian -dev packages through pkg-config)
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-ft",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"])]),
        // Whole-buffer deflate/inflate and CRC-32 for the PNGs lockshot writes and reads itself (PNGCodec+Fast).
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        // librsvg is opened with dlopen on the first SVG (Debian librsvg2-2), so no header or link flag.
        .systemLibrary(name: "CRSVG", path: "Sources/CRSVG"),
        // poppler-glib, loaded on the first PDF image (an asset catalog's vector image set).
        .systemLibrary(name: "CPoppler", path: "Sources/CPoppler"),
        // Cairo, HarfBuzz, FreeType, libjpeg, libpng and zlib load on the first call into them (dlopen), so commands
        // that draw nothing never map them: stubs generated by scripts/lazy-stubs, `--as-needed` in the release link.
        // Only the `lockshot` executable links the stubs; library users, the server and the tests link the libraries.
        .target(name: "CGraphicsLoader", dependencies: ["CCairo", "CFreeType", "CHarfBuzz", "CJPEG", "CPNG"],
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

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
                               "CCairo", "CFreeType", "CHarfBuzz", "CPNG", "CJPEG", "CRSVG", "CPoppler", "CDeflate"]),

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
                               "LockshotLayout", ]),
        // What the two executables share: output, diagnostics, device and serve options.
        .target(name: "LockshotCommandLine",
                dependencies: ["LockshotLanguage", "LockshotLayout",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "lockshot",
                          dependencies: ["LockshotCommandLine", "LockshotKit", "LockshotCheck", "LockshotFontBuilder", "LockshotGolden", "LockshotRender",
                                         "CGraphicsLoader",
                                         "LockshotLanguage", "LockshotLayout", "LockshotExport",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          // The release binary carries the Swift runtime, FoundationEssentials and FoundationInternationalization with
                          // the ICU data it formats with (`-static-stdlib`),
                          // linked by lld with packed relative relocations (RELR) and `--as-needed` (so the graphics
                          // libraries load on first use, CGraphicsLoader): process start halves, no symbol lookups
                          // across 10 Swift libraries, 9 KB of relocations instead of 1 MB (docs/benchmarks.md).
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-l_FoundationICU",
                                                         "-lswiftSynchronization", "-use-ld=\(Context.packageDirectory)/scripts/ld-as-needed",
                                                         "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                                                        .when(platforms: [.linux], configuration: .release))]),

        // The server `lockshot serve` runs: FlyingFox links Foundation's networking (libcurl),
        // which would slow every other command's start, so it is its own executable.
        .executableTarget(name: "lockshot-serve",
                          dependencies: ["LockshotServe", "LockshotCommandLine", "LockshotKit",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // MARK: Swift sources → layouts (swift-syntax; only `lockshot-swift` and its tests link it)
        // The project model: which target of a repository holds the Live Activity, and exactly what Xcode (XcodeGen,
        // SwiftPM, Expo's config plugin) compiles for it — project.pbxproj through Foundation's property-list reader,
        // project.yml through Yams, Package.swift as swift-syntax (never run). No C, no rendering.
        .target(name: "LockshotProject",
                dependencies: [.product(name: "Yams", package: "Yams"),
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax")]),
        .target(name: "LockshotSwiftImport",
                dependencies: ["LockshotLanguage", "LockshotProject",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftOperators", package: "swift-syntax"),
                               .product(name: "SwiftIfConfig", package: "swift-syntax")]),
        .executableTarget(name: "lockshot-swift", dependencies: ["LockshotSwiftImport", "LockshotLanguage"]),

        // MARK: lockshot's SwiftUI for Linux (Apple's module names; only widget code compiled by lockshot-swift links them)
        .target(name: "CLockshotClock", path: "Sources/WidgetHost/CLockshotClock",
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "CLockshotLocale", path: "Sources/WidgetHost/CLockshotLocale",
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "LockshotUIKit", dependencies: ["LockshotLanguage"], path: "Sources/WidgetHost/UIKit"),
        .target(name: "LockshotFoundation", path: "Sources/WidgetHost/Foundation"),
        .target(name: "LockshotSwiftUI", dependencies: ["LockshotLanguage", "LockshotUIKit", "LockshotCombine", "LockshotFoundation"],
                path: "Sources/WidgetHost/SwiftUI"),
        .target(name: "LockshotActivityKit", dependencies: ["LockshotUIKit"], path: "Sources/WidgetHost/ActivityKit"),
        .target(name: "LockshotCharts", dependencies: ["LockshotSwiftUI", "LockshotLanguage"], path: "Sources/WidgetHost/Charts"),
        .target(name: "LockshotAppIntents", dependencies: ["LockshotUIKit"], path: "Sources/WidgetHost/AppIntents"),
        .target(name: "LockshotCombine", path: "Sources/WidgetHost/Combine"),
        .target(name: "LockshotSwiftData", path: "Sources/WidgetHost/SwiftData"),
        .target(name: "LockshotOS", path: "Sources/WidgetHost/os"),
        .target(name: "LockshotOSLog", dependencies: ["LockshotOS"], path: "Sources/WidgetHost/OSLog"),
        .target(name: "LockshotWidgetKit", dependencies: ["LockshotSwiftUI", "LockshotActivityKit", "LockshotIntents", "LockshotLanguage"],
                path: "Sources/WidgetHost/WidgetKit"),
        .target(name: "LockshotIntents", path: "Sources/WidgetHost/Intents"),
        // The system frameworks app files in a widget's target import: types that compile, no hardware and no data
        // (a location manager delivers no location, a fetch returns no objects); what is pure computes for real
        // (CryptoKit's digests, `CLLocation.distance(from:)`).
        .target(name: "LockshotCryptoKit", path: "Sources/WidgetHost/CryptoKit"),
        .target(name: "LockshotCommonCrypto", dependencies: ["LockshotCryptoKit"], path: "Sources/WidgetHost/CommonCrypto"),
        .target(name: "LockshotSecurity", dependencies: ["LockshotFoundation"], path: "Sources/WidgetHost/Security"),
        .target(name: "LockshotUserNotifications", path: "Sources/WidgetHost/UserNotifications"),
        .target(name: "LockshotAudioToolbox", dependencies: ["LockshotFoundation"], path: "Sources/WidgetHost/AudioToolbox"),
        .target(name: "LockshotAVFoundation", dependencies: ["LockshotAudioToolbox"], path: "Sources/WidgetHost/AVFoundation"),
        .target(name: "LockshotCoreBluetooth", path: "Sources/WidgetHost/CoreBluetooth"),
        .target(name: "LockshotCoreLocation", path: "Sources/WidgetHost/CoreLocation"),
        .target(name: "LockshotCoreMotion", path: "Sources/WidgetHost/CoreMotion"),
        .target(name: "LockshotCoreData", dependencies: ["LockshotSwiftUI"], path: "Sources/WidgetHost/CoreData"),
        .target(name: "LockshotUniformTypeIdentifiers", path: "Sources/WidgetHost/UniformTypeIdentifiers"),
        .target(name: "LockshotHealthKit", path: "Sources/WidgetHost/HealthKit"),
        .target(name: "LockshotStoreKit", dependencies: ["LockshotSwiftUI", "LockshotUIKit"], path: "Sources/WidgetHost/StoreKit"),
        .target(name: "LockshotCloudKit", path: "Sources/WidgetHost/CloudKit"),
        .target(name: "LockshotAlarmKit", dependencies: ["LockshotActivityKit", "LockshotAppIntents", "LockshotSwiftUI"],
                path: "Sources/WidgetHost/AlarmKit"),
        .target(name: "LockshotAuthenticationServices", dependencies: ["LockshotSwiftUI", "LockshotUIKit"],
                path: "Sources/WidgetHost/AuthenticationServices"),

        // MARK: Tests (one target per module; fixtures beside them)
        // What every test target shares: a child-process runner reading both pipes at once, a seeded RNG, tool
        // lookup, and the tags and `.slow` trait of the tests `make quick` skips.
        .target(name: "LockshotTestSupport", path: "Tests/Support"),
        .testTarget(name: "LockshotLanguageTests", dependencies: ["LockshotTestSupport", "LockshotLanguage"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LockshotLayoutTests", dependencies: ["LockshotTestSupport", "LockshotLayout"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LockshotCheckTests", dependencies: ["LockshotTestSupport", "LockshotCheck", "LockshotKit", "LockshotRender"]),
        .testTarget(name: "LockshotFontBuilderTests", dependencies: ["LockshotTestSupport", "LockshotFontBuilder", "LockshotFontData"]),
        .testTarget(name: "LockshotRenderTests", dependencies: ["LockshotTestSupport", "LockshotRender"], exclude: ["Fixtures"]),
        .testTarget(name: "LockshotGoldenTests", dependencies: ["LockshotTestSupport", "LockshotGolden", "LockshotRender"]),
        .testTarget(name: "LockshotCLITests", dependencies: ["LockshotTestSupport", "LockshotKit", "LockshotTesting"]),
        .testTarget(name: "LockshotSwiftImportTests", dependencies: ["LockshotTestSupport", "LockshotSwiftImport", "LockshotKit", "LockshotTesting", "LockshotExport"]),
        // The SwiftUI/WidgetKit/ActivityKit interface stubs under Tests/SwiftUIStubs are compiled by the test with swiftc.
        .testTarget(name: "LockshotProjectTests", dependencies: ["LockshotTestSupport", "LockshotProject"], exclude: ["Fixtures"]),
        .testTarget(name: "LockshotExportTests", dependencies: ["LockshotTestSupport", "LockshotExport", "LockshotLanguage"]),
        // The pure parts of lockshot's system frameworks for Linux: digests, HMAC, AES-GCM, distances, UUIDs, type identifiers.
        .testTarget(name: "LockshotWidgetHostTests",
                    dependencies: ["LockshotTestSupport", "LockshotCryptoKit", "LockshotCommonCrypto", "LockshotCoreLocation", "LockshotCoreBluetooth",
                                   "LockshotFoundation", "LockshotAudioToolbox", "LockshotUniformTypeIdentifiers", "LockshotHealthKit",
                                   "LockshotCloudKit", "LockshotUIKit"]),
        .testTarget(name: "LockshotServeTests", dependencies: ["LockshotTestSupport", "LockshotServe", "LockshotKit"], exclude: ["serve_e2e.py", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzzing (`scripts/fuzz record|pipeline|swift`, issue 28): `LOCKSHOT_FUZZ=1` adds the libFuzzer harness
// `lockshot-fuzz` and builds lockshot's own Swift modules — not its dependencies — with coverage for libFuzzer
// and AddressSanitizer. Linked with lld: gold stops on the sanitizers' DWARF.
if Context.environment["LOCKSHOT_FUZZ"] != nil {
    let instrumented: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
    for target in package.targets where target.type == .regular {
        target.swiftSettings = (target.swiftSettings ?? []) + instrumented
    }
    package.targets.append(
        .executableTarget(name: "lockshot-fuzz", dependencies: ["LockshotKit", "LockshotGolden", "LockshotSwiftImport"],
                          path: "Tests/Fuzz/harness", swiftSettings: instrumented,
                          linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]))
}

// lockshot's SwiftUI for Linux alone (`LOCKSHOT_HOST_ONLY=1`): the manifest an installed `lockshot-swift` builds
// with a Swift toolchain other than the installing one (`make install` puts this file and the host's sources in
// `lib/lockshot/src`): the LockshotWidgetHost product and the targets it needs, with no package to resolve.
if Context.environment["LOCKSHOT_HOST_ONLY"] != nil,
   let host = package.products.first(where: { $0.name == "LockshotWidgetHost" }) as? Product.Library {
    var needed = Set(host.targets), pending = host.targets
    while let name = pending.popLast() {
        for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let other, _), .byNameItem(let other, _):
                if needed.insert(other).inserted { pending.append(other) }
            default: break
            }
        }
    }
    package.products = [host]
    package.targets = package.targets.filter { needed.contains($0.name) }
    package.dependencies = []
}
