import Foundation
import Testing
@testable import LockshotProject

/// Build settings as Xcode resolves them, and the swiftc flags they become.
@Suite struct BuildSettingsTests {
    @Test func inheritedAndVariablesResolveThroughTheLevels() {
        let settings = BuildSettings(levels: [
            .init(name: "project", values: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG", "APP": "Relay"]),
            .init(name: "target", values: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) WIDGET $(APP)_EXT",
                                           "PRODUCT_NAME": "$(TARGET_NAME)"]),
        ], builtIn: ["TARGET_NAME": "RelayWidget"])
        #expect(settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "DEBUG WIDGET Relay_EXT")
        #expect(settings.value("PRODUCT_NAME") == "RelayWidget")
        #expect(settings.origin("APP") == "project")
        #expect(settings.value("MISSING") == nil)
    }

    @Test func aSettingThatInheritsItselfEndsWithoutLooping() {
        let settings = BuildSettings(levels: [.init(name: "target", values: ["A": "$(A) x", "B": "$(C)", "C": "$(B)"])])
        #expect(settings.value("A") == " x")
        #expect(settings.value("B") != nil)
    }

    @Test func xcode26SettingsBecomeCompilerFlags() {
        let settings = BuildSettings(levels: [.init(name: "target", values: [
            "SWIFT_VERSION": "6.0", "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor", "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
            "SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY": "YES", "SWIFT_UPCOMING_FEATURE_DISABLE_OUTWARD_ACTOR_ISOLATION": "YES",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG WIDGET",
            "OTHER_SWIFT_FLAGS": "-DLEGACY -Xfrontend -warn-long-function-bodies=100 -enable-experimental-feature StrictConcurrency",
        ])])
        let flags = CompileSettings(settings).flags
        #expect(flags.starts(with: ["-swift-version", "6", "-D", "DEBUG", "-D", "WIDGET", "-D", "LEGACY", "-default-isolation", "MainActor"]))
        for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "ExistentialAny", "DisableOutwardActorInference"] {
            #expect(flags.contains(feature), "\(feature) missing from \(flags)")
        }
        #expect(flags.filter { $0 == "DisableOutwardActorInference" }.count == 1)
        #expect(flags.contains("StrictConcurrency"))
        #expect(CompileSettings(settings).ignoredFlags == ["-Xfrontend -warn-long-function-bodies=100"])
    }

    @Test func languageModesAreTheOnesTheCompilerKnows() {
        #expect(CompileSettings.languageMode("5.0") == "5")
        #expect(CompileSettings.languageMode("4.2") == "4.2")
        #expect(CompileSettings.languageMode("6.2") == "6")
        #expect(CompileSettings().flags == ["-swift-version", "5", "-D", "DEBUG"])
    }

    @Test func listSettingsSplitOnSpacesWithQuotesGrouping() {
        #expect(BuildSettings.words(#"DEBUG  "A B" C"#) == ["DEBUG", "A B", "C"])
        #expect(BuildSettings.words("") == [])
    }

    @Test func configurationFilesIncludeOthersAndKeepIOSConditions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-xcconfig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "SWIFT_VERSION = 5.0 // the app's\n".write(toFile: folder + "/Shared.xcconfig", atomically: true, encoding: .utf8)
        try """
        #include "Shared.xcconfig"
        #include? "Missing.xcconfig"
        SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*] = DEVICE
        SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = MAC
        SWIFT_VERSION = 6.0
        """.write(toFile: folder + "/Base.xcconfig", atomically: true, encoding: .utf8)
        let values = BuildSettings.readConfigurationFile(folder + "/Base.xcconfig")
        #expect(values == ["SWIFT_VERSION": "6.0", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEVICE"])
    }
}
