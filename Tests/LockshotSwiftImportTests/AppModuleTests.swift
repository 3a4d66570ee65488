import Foundation
import LockshotKit
import LockshotLanguage
import LockshotSwiftImport
import LockshotTesting
import LockshotTestSupport
import Testing

/// The app's own modules a widget imports (`import FleetKit`), compiled from the source folders the
/// project's `lockshot.json` names (`"swiftModules"`) or `lockshot-swift --module NAME=DIR` gives.
@Suite("the app's own Swift modules", .serialized, .tags(.swiftc), .slow)
struct AppModuleTests {
    static let fleet = CompiledWidgetTests.compiled + "/Fleet"

    init() throws {
        try #require(CompiledWidgetTests.hostBuilt, "build lockshot's SwiftUI first: swift build --product LockshotWidgetHost (make test does)")
    }

    /// A copy of the Fleet fixture in a temporary folder, for tests that break it.
    static func copy(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.copyItem(atPath: fleet, toPath: folder)
        return folder
    }

    @Test("a content state of the package's types: its enum, computed members, regex and package-only helpers run as compiled")
    func packageTypes() throws {
        let loaded = SwiftSources.load(path: Self.fleet + "/FleetWidget", engine: .compile)
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        let text = Printer.print(document)
        // displayPlate: uppercased, then /[^A-Z0-9]/ removed; rangeText: the package's estimatedRange (64 × 4.2).
        #expect(text.contains("Text(\"BEV2041 · Charging\")"), "\(text)")
        #expect(text.contains("Text(\"269 km\")") && text.contains("Text(\"420 km\")"), "\(text)")
        // Text.baselineOffset is recorded (a raised percent sign), no longer a "not drawn" warning.
        #expect(text.contains("+ Text(\"%\").font(.caption.weight(.semibold)).baselineOffset(6)"), "\(text)")
        #expect(!loaded.diagnostics.contains { $0.message.contains("baselineOffset") }, "\(loaded.diagnostics.map(\.message))")
        // ChargeState.label reads Bundle.module (SwiftPM's accessor, here the main bundle: the key is the text).
        #expect(text.contains("Text(\"MXY77 · Fully charged\")"), "\(text)")
        #expect(text.contains("Image(systemName: \"checkmark.circle.fill\")"))
        // A data file of the widget's folder is in its bundle: Bundle.main.url(forResource: "models", withExtension: "json").
        #expect(text.contains("Text(\"Blue Ioniq · Hyundai Ioniq 5\")") && text.contains("Text(\"Work car · Kia EV6\")"), "\(text)")
        let failure = verifyGolden(layout: Self.fleet + "/FleetWidget", preview: "Fleet 1", presentation: .lockScreen, scale: 2,
                                   golden: CompiledWidgetTests.corpus + "/golden")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a compile error in the package is reported at the package's file:line:column")
    func errorInModule() throws {
        let folder = try Self.copy("fleet-broken")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let range = folder + "/FleetKit/Sources/FleetKit/Range.swift"
        let text = try String(contentsOfFile: range, encoding: .utf8).replacingOccurrences(of: "* 4.2", with: "* kmPerPercent")
        try text.write(toFile: range, atomically: true, encoding: .utf8)
        let loaded = SwiftSources.load(path: folder + "/FleetWidget", engine: .compile)
        #expect(!loaded.succeeded)
        let error = try #require(loaded.diagnostics.first { $0.code == "swift-compile" }, "\(loaded.diagnostics)")
        #expect(error.file?.hasSuffix("FleetKit/Sources/FleetKit/Range.swift") == true && error.range.start.line == 3,
                "\(error.file ?? "nil"):\(error.range.start.line): \(error.message)")
        #expect(error.message.contains("kmPerPercent"))
    }

    @Test("without the module named, the error says how to name it; a lockshot.json naming a missing folder is located there")
    func unnamedAndMissing() throws {
        let folder = try Self.copy("fleet-config")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{ \"swiftModules\": {} }".utf8).write(to: URL(fileURLWithPath: folder + "/lockshot.json"))
        var loaded = SwiftSources.load(path: folder + "/FleetWidget", engine: .compile)
        let missing = try #require(loaded.diagnostics.first { $0.message.contains("no such module 'FleetKit'") }, "\(loaded.diagnostics)")
        #expect(missing.help?.contains("\"swiftModules\": { \"FleetKit\": \"path/to/Sources/FleetKit\" }") == true, "\(missing.help ?? "")")

        try Data("{ \"swiftModules\": { \"FleetKit\": \"Packages/FleetKit\" } }".utf8).write(to: URL(fileURLWithPath: folder + "/lockshot.json"))
        loaded = SwiftSources.load(path: folder + "/FleetWidget", engine: .compile)
        let error = try #require(loaded.diagnostics.first, "\(loaded.diagnostics)")
        #expect(error.file?.hasSuffix("/lockshot.json") == true && error.message == "module 'FleetKit': no folder 'Packages/FleetKit' (relative to lockshot.json)",
                "\(error.file ?? "nil"): \(error.message)")
    }

    @Test("a package importing UniformTypeIdentifiers, StoreKit and AuthenticationServices compiles; `bundle: .module`, a custom GaugeStyle, iOS code compiled and watchOS code not")
    func systemFrameworksInPackage() throws {
        let loaded = SwiftSources.load(path: CompiledWidgetTests.compiled + "/Bakery/BakeryWidget", engine: .compile)
        let document = try #require(loaded.document, "\(loaded.diagnostics.map(\.message))")
        #expect(!loaded.diagnostics.contains { $0.severity >= .warning }, "\(loaded.diagnostics.map(\.message))")
        // The #Preview inside `#if os(iOS) || os(macOS)` is compiled, as for iOS; the PreviewProvider inside
        // `#if os(watchOS)` is not, nor named.
        #expect(document.previews.map(\.name) == ["Bakery", "Bakery at closing"])
        let text = Printer.print(document)
        // String(localized:bundle: .module) with a %02d specifier; UTType's MIME table; StoreKit's period format.
        #expect(text.contains("Text(\"Tray 07 · Rue Cler\")"), "\(text)")
        #expect(text.contains("Text(\"image/heic · 1 month · Year\")"), "\(text)")
        // DotsGaugeStyle's makeBody with the gauge's label and its value as a fraction: 3 of 5 dots filled.
        #expect(text.contains("Text(\"3 of 5 baked\")"), "\(text)")
        // 3 + 5 dots filled over the two previews (the closing tray is full), 2 + 0 empty.
        #expect(text.contains("Text(\"5 of 5 baked\")"), "\(text)")
        #expect(text.components(separatedBy: ".fill(.orange)").count - 1 == 8, "\(text)")
        #expect(text.components(separatedBy: ".fill(.gray)").count - 1 == 2, "\(text)")
        #expect(!text.contains("Gauge("), "\(text)")
    }

    @Test("--module NAME=DIR: only a module name and a folder")
    func moduleArgument() {
        #expect(SourceModule(argument: "FleetKit=Packages/FleetKit") == SourceModule(name: "FleetKit", directory: "Packages/FleetKit"))
        #expect(SourceModule(argument: "Fleet Kit=x") == nil)
        #expect(SourceModule(argument: "FleetKit=") == nil)
        #expect(SourceModule(argument: "9Kit=x") == nil)
        #expect(SourceModule(argument: "Packages/FleetKit") == nil)
    }
}
