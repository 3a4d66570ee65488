import Foundation
import LockshotTestSupport
import Testing
@testable import LockshotProject

/// The project model over small projects the team wrote, one per shape (Fixtures/): what Xcode, XcodeGen, SwiftPM
/// and Expo's config plugin would compile for the target that draws the Live Activity, and why.
@Suite struct ProjectModelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func target(_ path: String, named name: String? = nil) throws -> WidgetTarget {
        let model = try #require(ProjectModel.load(path: fixtures + "/" + path, cacheDirectory: nil))
        switch model.choose(name) {
        case .success(let target): return target
        case .failure(let problem): throw problem
        }
    }

    /// Paths relative to the fixture, sorted.
    static func relative(_ members: [WidgetTarget.Member], in fixture: String) -> [String] {
        members.map { String($0.path.dropFirst(fixtures.count + fixture.count + 2)) }.sorted()
    }

    @Test("synchronized folders: the widget's folder, app files its exception set adds, Info.plist removed; Xcode 26 settings")
    func synchronizedFolders() throws {
        let target = try Self.target("Synchronized")
        #expect(target.name == "OrbitWidgetExtension" && target.kind == .xcodeProject)
        #expect(Self.relative(target.sources, in: "Synchronized") == [
            "Orbit/Shared/OrbitAttributes.swift", "Orbit/Shared/Palette.swift",
            "OrbitWidget/OrbitLiveActivity.swift", "OrbitWidget/OrbitWidgetBundle.swift",
        ], "never the app's OrbitApp.swift (MapKit) nor the tests")
        let added = try #require(target.sources.first { $0.path.hasSuffix("OrbitAttributes.swift") })
        #expect(added.reason == "added by the exception set of synchronized folder 'Orbit'")
        #expect(Self.relative(target.excluded, in: "Synchronized") == ["OrbitWidget/Info.plist"])
        #expect(Self.relative(target.resources, in: "Synchronized") == ["OrbitWidget/Assets.xcassets"], "the catalog is one member")
        let flags = target.settings.flags
        #expect(flags.starts(with: ["-swift-version", "5", "-D", "DEBUG", "-D", "ORBIT_WIDGET", "-default-isolation", "MainActor"]),
                "the Debug configuration (not the list's default Release, Swift 6): \(flags)")
        #expect(flags.contains("NonisolatedNonsendingByDefault"), "SWIFT_APPROACHABLE_CONCURRENCY")
        #expect(target.activities.map { ($0 as NSString).lastPathComponent } == ["OrbitLiveActivity.swift"])
    }

    @Test("a classic project: build phases only (a broken file in the group but no target stays out), SOURCE_ROOT, variant groups, a framework target and a local package as modules, an xcconfig's setting")
    func classicGroups() throws {
        let target = try Self.target("Classic")
        #expect(Self.relative(target.sources, in: "Classic") == [
            "Config/RelayConstants.swift", "RelayWidget/RelayLiveActivity.swift", "RelayWidget/RelayWidgetBundle.swift",
            "Shared/RelayAttributes.swift",
        ])
        #expect(Self.relative(target.resources, in: "Classic") == ["RelayWidget/Assets.xcassets", "RelayWidget/en.lproj/Localizable.strings"])
        #expect(target.modules.map(\.name) == ["HarborModels", "HarborKit", "RelayKit"], "dependencies before what needs them")
        let kit = try #require(target.modules.first { $0.name == "HarborKit" })
        #expect(kit.reason == "target 'HarborKit' of local package 'Packages/HarborKit'")
        #expect(kit.sources.map { ($0 as NSString).lastPathComponent } == ["BerthBadge.swift"], "never the package's tests")
        #expect(target.modules.last?.reason == "framework target 'RelayKit' of the same project")
        #expect(target.settings.conditions == ["DEBUG", "RELAY_WIDGET"])
        #expect(target.settings.upcomingFeatures == ["ExistentialAny"], "from the project's Base.xcconfig")
        #expect(target.settings.explained.contains("SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES (project xcconfig Base.xcconfig)"))
        #expect(target.settings.explained.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG RELAY_WIDGET (target, Debug)"))
    }

    @Test("a workspace reads the projects it names, leaving out CocoaPods' project")
    func workspace() throws {
        let model = try #require(ProjectModel.load(path: Self.fixtures + "/Workspace/Beacon.xcworkspace", cacheDirectory: nil))
        #expect(model.projects.map { ($0 as NSString).lastPathComponent } == ["Orbit.xcodeproj"])
        #expect(model.widgetTargets.map(\.name) == ["OrbitWidgetExtension"])
    }

    @Test("XcodeGen: sources and their excludes, the target's Debug settings over the base, the app left out")
    func xcodeGen() throws {
        let target = try Self.target("XcodeGen")
        #expect(target.name == "CometWidget" && target.kind == .xcodeGen)
        #expect(Self.relative(target.sources, in: "XcodeGen") == ["CometWidget/CometWidget.swift", "Shared/CometAttributes.swift"])
        #expect(Self.relative(target.excluded, in: "XcodeGen") == ["Shared/CometLegacy.swift"])
        #expect(target.settings.swiftVersion == "6" && target.settings.conditions == ["DEBUG", "COMET_WIDGET"])
        let model = try #require(ProjectModel.load(path: Self.fixtures + "/XcodeGen", cacheDirectory: nil))
        #expect(model.explanation(relativeTo: Self.fixtures).contains("Comet (application, 1 Swift files): no ActivityConfiguration"),
                "XcodeGen's target types read as Xcode's")
    }

    @Test("Expo: the config plugin's target folder, not the app's native modules; its name from the config")
    func expo() throws {
        let target = try Self.target("Expo")
        #expect(target.name == "PulseActivity" && target.kind == .expo)
        #expect(Self.relative(target.sources, in: "Expo") == ["targets/live-activity/PulseActivity.swift"])
        #expect(target.resources.isEmpty, "the config file is not a resource")
    }

    @Test("Expo in a monorepo: the target found below the root, its pods.rb's local pod a module of the podspec's Swift sources, from the workspace package when node_modules is not installed")
    func expoMonorepoPods() throws {
        let target = try Self.target("ExpoMonorepo")
        #expect(target.name == "CourierWidget" && target.kind == .expo)
        #expect(Self.relative(target.sources, in: "ExpoMonorepo") == ["apps/courier/targets/widget/CourierLiveActivity.swift"])
        #expect(target.resources.isEmpty, "pods.rb and the config are not resources: \(target.resources.map(\.path))")
        let pod = try #require(target.modules.first)
        #expect(target.modules.count == 1 && pod.name == "CourierKitCore")
        #expect(Self.relative(pod.sources.map { WidgetTarget.Member(path: $0, reason: "") }, in: "ExpoMonorepo")
                == ["packages/courier-kit/ios/Core/DeliveryAttributes.swift"],
                "source_files' Swift only, exclude_files honoured, the bridge outside the globs left out")
        #expect(pod.reason.contains("CocoaPods pod 'CourierKitCore'"))
    }

    @Test("a Podfile's local pods per target: a target's own block, the blocks around it and the top level; comments and other targets' pods left out")
    func podfileTargets() {
        let podfile = """
            platform :ios, '17.0'
            pod 'Everywhere', :path => '../shared/everywhere'
            target 'App' do
              pod 'AppOnly', :path => 'Pods-local/app-only'
              # pod 'Commented', :path => 'nowhere'
              target 'WidgetExtension' do
                inherit! :search_paths
                pod 'WidgetKitHelpers', path: '../widget-helpers'
              end
              post_install do |installer|
                pod 'NotAPodLine'
              end
            end
            target 'Other' do
              pod 'OtherOnly', :path => 'other'
            end
            """
        let names = { (target: String?) in CocoaPods.localPods(in: podfile, target: target).map(\.name) }
        #expect(names("WidgetExtension") == ["Everywhere", "AppOnly", "WidgetKitHelpers"])
        #expect(names("Other") == ["Everywhere", "OtherOnly"])
        #expect(names(nil) == ["Everywhere", "AppOnly", "WidgetKitHelpers", "OtherOnly"])
        #expect(CocoaPods.localPods(in: podfile, target: "WidgetExtension").last?.path == "../widget-helpers")
        #expect(CocoaPods.expandBraces("ios/**/*.{h,m,swift}") == ["ios/**/*.h", "ios/**/*.m", "ios/**/*.swift"])
    }

    @Test("a Swift package: the target holding the activity, its resources and defines, never its tests")
    func swiftPackage() throws {
        let target = try Self.target("SwiftPackage")
        #expect(target.name == "TideActivity" && target.kind == .swiftPackage)
        #expect(Self.relative(target.sources, in: "SwiftPackage") == ["Sources/TideActivity/TideActivity.swift"])
        #expect(Self.relative(target.resources, in: "SwiftPackage") == ["Sources/TideActivity/Resources/tide.json"])
        #expect(target.settings.conditions == ["DEBUG", "TIDE_PACKAGE"] && target.settings.swiftVersion == "5")
    }

    @Test("a folder inside a project is its target's; a plain folder of Swift files is no project")
    func folderInsideProject() throws {
        let inside = try #require(ProjectModel.load(path: Self.fixtures + "/Classic/RelayWidget", cacheDirectory: nil))
        #expect(inside.scope != nil && inside.widgetTargets.map(\.name) == ["RelayWidgetExtension"])
        let framework = try #require(ProjectModel.load(path: Self.fixtures + "/Classic/RelayKit", cacheDirectory: nil))
        #expect(framework.widgetTargets.isEmpty, "the framework's folder holds no Live Activity target")
        guard case .failure(let problem) = framework.choose(nil) else { Issue.record("no failure"); return }
        #expect(problem.message == "no target of Relay.xcodeproj holds an ActivityConfiguration" || problem.message.hasPrefix("no target of"))
        #expect(ProjectModel.load(path: Self.fixtures + "/../../swift-widgets/compiled/Parcel", cacheDirectory: nil) == nil,
                "a folder of Swift files outside any project is compiled whole, as before")
    }

    @Test("no project committed: the folder holding the activity, and the app files declaring what it uses; never the app's entry point or unrelated code")
    func looseFolder() throws {
        let target = try Self.target("Loose")
        #expect(target.kind == .folder && target.name == "Widget")
        #expect(Self.relative(target.sources, in: "Loose") == ["App/Models/Order.swift", "Widget/LooseLiveActivity.swift"])
        #expect(target.sources.first { $0.path.hasSuffix("Order.swift") }?.reason == "declares OrderStage the widget uses")
    }

    @Test("choosing: a name that is no target says which are, with the closest; one without an activity says so")
    func choosing() throws {
        let model = try #require(ProjectModel.load(path: Self.fixtures + "/Classic", cacheDirectory: nil))
        guard case .failure(let unknown) = model.choose("RelayWidget") else { Issue.record("no failure"); return }
        #expect(unknown.message.hasPrefix("no target 'RelayWidget' in "))
        #expect(unknown.help?.hasPrefix("did you mean 'RelayWidgetExtension'?") == true, "\(unknown.help ?? "")")
        guard case .failure(let app) = model.choose("Relay") else { Issue.record("no failure"); return }
        #expect(app.message == "target 'Relay' holds no ActivityConfiguration" && app.help == "targets with a Live Activity: RelayWidgetExtension")
    }

    @Test("two extensions with different activities need a choice; flavours of one extension draw the first")
    func severalTargets() {
        var model = ProjectModel(input: "/p")
        model.projects = ["/p/App.xcodeproj"]
        func target(_ name: String, _ activity: String) -> WidgetTarget {
            var target = WidgetTarget(name: name, kind: .xcodeProject, project: "/p/App.xcodeproj", root: "/p")
            target.productType = "com.apple.product-type.app-extension"
            target.activities = [activity]
            return target
        }
        model.targets = [target("Prod", "/p/A.swift"), target("Canary", "/p/A.swift")]
        if case .success(let chosen) = model.choose(nil) { #expect(chosen.name == "Prod") } else { Issue.record("flavours failed") }
        model.targets = [target("Alpha", "/p/A.swift"), target("Beta", "/p/B.swift")]
        guard case .failure(let problem) = model.choose(nil) else { Issue.record("no failure"); return }
        #expect(problem.message == "2 targets hold a Live Activity: Alpha, Beta" && problem.help?.contains("--target Alpha") == true)
    }

    @Test("a project with two widget extensions: each by --target, none without")
    func twoWidgets() throws {
        let model = try #require(ProjectModel.load(path: Self.fixtures + "/TwoWidgets", cacheDirectory: nil))
        #expect(model.widgetTargets.map(\.name) == ["AlphaWidgetExtension", "BetaWidgetExtension"])
        guard case .failure(let problem) = model.choose(nil) else { Issue.record("no failure"); return }
        #expect(problem.help == "choose one with --target AlphaWidgetExtension (or \"target\" in lockshot.json)")
        #expect(try Self.target("TwoWidgets", named: "BetaWidgetExtension").activities.map { ($0 as NSString).lastPathComponent }
                == ["LaundryLiveActivity.swift"])
    }

    @Test("a project file that does not parse is a located error, not a trap")
    func brokenProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-broken-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "// !$*UTF8*$!\n{ objects = { A = {isa = PBXGroup; children = (B, ; }; }".write(toFile: folder + "/App.xcodeproj/project.pbxproj",
                                                                                          atomically: true, encoding: .utf8)
        let model = try #require(ProjectModel.load(path: folder, cacheDirectory: nil))
        guard case .failure(let problem) = model.choose(nil) else { Issue.record("no failure"); return }
        #expect(problem.file?.hasSuffix("App.xcodeproj/project.pbxproj") == true)
        #expect(problem.message.hasPrefix("the project file does not parse"), "\(problem.message)")
    }

    @Test("the activity scan finds ActivityConfiguration( with for: on the next line, and not its mention in a comment alone")
    func activityScan() {
        #expect(WidgetTarget.declaresActivity(Data("ActivityConfiguration(\n    for: A.self) {".utf8)))
        #expect(!WidgetTarget.declaresActivity(Data("// uses ActivityConfiguration() later".utf8)))
        #expect(!WidgetTarget.declaresActivity(Data("ActivityConfiguration(fo".utf8)))
    }

    @Test("XcodeGen exclude globs: * within a folder, ** across folders")
    func globs() {
        #expect(ProjectModel.glob("**/*Legacy.swift", matches: "Old/Deep/CometLegacy.swift"))
        #expect(ProjectModel.glob("**/*Legacy.swift", matches: "CometLegacy.swift"))
        #expect(ProjectModel.glob("Tests", matches: "Tests/A.swift"))
        #expect(!ProjectModel.glob("*.md", matches: "Docs/A.md"))
    }
}
