import Foundation
import SwiftIfConfig
import SwiftSyntax

/// The `#if` conditions of a widget's compile (Linux, Swift 5 mode, `-D DEBUG`, lockshot's modules under Apple's
/// names, and `os(iOS)`, which the rewriter makes true), so the rewriter names only the previews and widgets the
/// compiler sees: a `PreviewProvider` inside `#if os(watchOS)` is not compiled here, and the entry point must not name it.
struct LinuxBuildConfiguration: BuildConfiguration {
    /// The modules a widget's compile can import besides the app's own: lockshot's, Foundation's, Swift's.
    static let importable: Set<String> = Set(WidgetCompiler.moduleAliases.flatMap { [$0.0, $0.1] }).union([
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization",
        "Distributed", "LockshotFoundation",
    ]).union(WidgetCompiler.systemLibraries.filter { FileManager.default.fileExists(atPath: $0.header) }.map(\.module))

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { true }
    func hasAttribute(name: String) -> Bool { true }
    /// An app module (`swiftModules`) is not known here: a widget guards platform code with `canImport(AppKit)`
    /// far more often than with its own module's name.
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importable.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "Linux" || name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
        name == "arm64" || name == "aarch64"
        #else
        name == "x86_64"
        #endif
    }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple {
        #if compiler(>=6.3)
        VersionTuple(6, 3)
        #elseif compiler(>=6.2)
        VersionTuple(6, 2)
        #elseif compiler(>=6.1)
        VersionTuple(6, 1)
        #else
        VersionTuple(6, 0)
        #endif
    }
}
