/// What one build target compiles, as Xcode (or XcodeGen, SwiftPM, Expo's config plugin) would: the answer the
/// project model gives and `lockshot-swift compile` builds from, so `lockshot targets` explains exactly what is compiled.
package struct WidgetTarget: Sendable, Hashable, Codable {
    /// A file in (or left out of) the target, with why.
    package struct Member: Sendable, Hashable, Codable {
        /// Absolute, standardized path.
        package var path: String
        /// Why it is in, or out: `Sources build phase`, `synchronized folder 'Widget'`, `exception set of 'App' for this target`…
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Where the target was read from.
    package enum Kind: String, Sendable, Codable {
        case xcodeProject = "Xcode project"
        case xcodeGen = "XcodeGen project.yml"
        case swiftPackage = "Swift package"
        case expo = "Expo target"
        case folder = "folder"
    }

    package var name: String
    package var kind: Kind
    /// Xcode's product type (`com.apple.product-type.app-extension`), where the project says.
    package var productType: String?
    /// The project file (`App.xcodeproj`, `project.yml`, `Package.swift`, `expo-target.config.js`); nil for a plain folder.
    package var project: String?
    /// The folder the project's paths start from (Xcode's `SOURCE_ROOT`): what the target's files sit under.
    package var root: String
    /// The Swift files compiled, in a stable order.
    package var sources: [Member] = []
    /// Asset catalogs, fonts, strings, intent definitions and data files copied into the bundle.
    package var resources: [Member] = []
    /// The modules compiled before the target, in dependency order (each sees those before it).
    package var modules: [Module] = []
    /// The build settings that change compilation.
    package var settings = CompileSettings()
    /// Files in the target's folders that are not compiled, with why.
    package var excluded: [Member] = []
    /// Swift files holding an `ActivityConfiguration`.
    package var activities: [String] = []
    /// True when remote packages were left to check out until the target is chosen (`ProjectModel.load`'s first pass).
    package var pendingRemote = false
    /// Problems that stop this target from compiling as Xcode would (a remote package that cannot be had).
    package var problems: [Problem] = []

    package init(name: String, kind: Kind, project: String?, root: String) {
        self.name = name
        self.kind = kind
        self.project = project
        self.root = root
    }

    /// True when the target draws a Live Activity.
    package var hasActivity: Bool { !activities.isEmpty }

    /// A module the target imports that is compiled from sources first: a local package's target, a framework target of
    /// the same project, or a remote package checked out at its pinned revision.
    package struct Module: Sendable, Hashable, Codable {
        package var name: String
        package var sources: [String]
        /// The folder its resources (`Bundle.module`) are read from.
        package var directory: String
        /// Why it is compiled: `local package 'Packages/Kit'`, `framework target 'RelayKit'`…
        package var reason: String

        package init(name: String, sources: [String], directory: String, reason: String) {
            self.name = name
            self.sources = sources
            self.directory = directory
            self.reason = reason
        }
    }

    /// A located problem: the project file and what to do.
    package struct Problem: Error, Sendable, Hashable, Codable {
        package var message: String
        package var file: String?
        package var help: String?

        package init(_ message: String, file: String?, help: String? = nil) {
            self.message = message
            self.file = file
            self.help = help
        }
    }
}

/// The build settings that change how Swift compiles, read from the target's Debug configuration (the one Xcode's
/// canvas builds) and turned into `swiftc` flags.
package struct CompileSettings: Sendable, Hashable, Codable {
    /// `SWIFT_VERSION` as `swiftc -swift-version` takes it (`4`, `4.2`, `5`, `6`); Xcode's default is 5.
    package var swiftVersion = "5"
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG` always: the canvas builds Debug) and `-D` in `OTHER_SWIFT_FLAGS`.
    package var conditions: [String] = ["DEBUG"]
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor`), Xcode 26's default for new projects.
    package var defaultIsolation: String?
    /// `SWIFT_UPCOMING_FEATURE_*`, `SWIFT_APPROACHABLE_CONCURRENCY`'s features and `-enable-upcoming-feature`.
    package var upcomingFeatures: [String] = []
    /// `-enable-experimental-feature` in `OTHER_SWIFT_FLAGS`.
    package var experimentalFeatures: [String] = []
    /// `SWIFT_STRICT_CONCURRENCY` (`minimal`, `targeted`, `complete`).
    package var strictConcurrency: String?
    /// Where each setting came from, for `lockshot targets` (`SWIFT_VERSION = 6.0 (target, Debug)`).
    package var explained: [String] = []
    /// Flags of `OTHER_SWIFT_FLAGS` that do not change what a still picture needs, left out.
    package var ignoredFlags: [String] = []

    package init() {}

    /// The flags for `swiftc`.
    package var flags: [String] {
        var out = ["-swift-version", swiftVersion]
        for condition in conditions { out += ["-D", condition] }
        if let defaultIsolation { out += ["-default-isolation", defaultIsolation] }
        for feature in upcomingFeatures { out += ["-enable-upcoming-feature", feature] }
        for feature in experimentalFeatures { out += ["-enable-experimental-feature", feature] }
        if let strictConcurrency { out.append("-strict-concurrency=" + strictConcurrency) }
        return out
    }
}
