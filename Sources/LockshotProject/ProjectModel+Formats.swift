import Foundation
import Yams

/// The project formats that are not an Xcode project: XcodeGen's `project.yml`, a Swift package, Expo's targets.
extension ProjectModel {
    // MARK: XcodeGen

    /// An XcodeGen spec (`project.yml`, its `include:`s merged): each target's `sources` (paths, or `path:` with
    /// `excludes:`), its `settings` (`base`, `configs: Debug`) over the project's, its `dependencies` (`target:` a framework of
    /// the spec, `package:` a local or remote package). XcodeGen's defaults are its own: every file under a source
    /// path belongs to the target.
    mutating func readXcodeGen(_ path: String) {
        guard !projects.contains(path) else { return }
        projects.append(path)
        let root = (path as NSString).deletingLastPathComponent
        guard let spec = Self.yaml(path) else {
            problems.append(.init("project.yml does not parse as YAML", file: path))
            return
        }
        let projectSettings = Self.xcodeGenSettings(spec["settings"])
        let targetSpecs = spec["targets"] as? [String: Any] ?? [:]
        let packages = spec["packages"] as? [String: Any] ?? [:]
        var resolver = PackageResolver(searchRoot: root, cacheDirectory: nil)
        func target(_ name: String, visiting: Set<String>) -> WidgetTarget? {
            guard let body = targetSpecs[name] as? [String: Any] else { return nil }
            var target = WidgetTarget(name: name, kind: .xcodeGen, project: path, root: root)
            let type = body["type"] as? String ?? ""
            target.productType = "com.apple.product-type." + type  // XcodeGen's types are Xcode's, without the prefix
            let settings = BuildSettings(levels: [.init(name: "project settings", values: projectSettings),
                                                  .init(name: "target '\(name)' settings", values: Self.xcodeGenSettings(body["settings"]))],
                                         builtIn: ["TARGET_NAME": name, "SRCROOT": root, "PROJECT_DIR": root])
            target.settings = CompileSettings(settings)
            for source in Self.list(body["sources"]) {
                let entry = source as? [String: Any] ?? ["path": source]
                guard let relative = entry["path"] as? String else { continue }
                let excludes = Self.list(entry["excludes"]).compactMap { $0 as? String }
                let folder = ((root as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
                // A source that is itself an asset catalog (or another bundle-like folder) is one member, as Xcode takes it.
                let bundleLike = FolderListing.packageExtensions.contains(FolderListing.extensionOf(folder))
                let files = isDirectory.boolValue && !bundleLike ? FolderListing.members(of: folder) : [""]
                for file in files {
                    let full = file.isEmpty ? folder : folder + "/" + file
                    if excludes.contains(where: { Self.glob($0, matches: file) }) {
                        target.excluded.append(.init(path: full, reason: "excluded by 'excludes' of source '\(relative)'"))
                        continue
                    }
                    target.add(full, reason: "source '\(relative)' of project.yml")
                }
            }
            for dependency in Self.list(body["dependencies"]).compactMap({ $0 as? [String: Any] }) {
                if let other = dependency["target"] as? String, !visiting.contains(other),
                   let framework = targetSpecs[other] as? [String: Any], (framework["type"] as? String ?? "").contains("framework"),
                   let module = target_(other, visiting.union([name])) {
                    target.modules += module.modules.filter { m in !target.modules.contains { $0.name == m.name } }
                    target.modules.append(.init(name: XcodeProject.c99Identifier(other), sources: module.sources.map(\.path),
                                                directory: XcodeProject.commonFolder(module.sources.map(\.path)) ?? root,
                                                reason: "framework target '\(other)' of project.yml"))
                } else if let package = dependency["package"] as? String {
                    let product = dependency["product"] as? String ?? package
                    let declared = packages[package] as? [String: Any] ?? [:]
                    if let local = declared["path"] as? String {
                        resolver.addLocal(product: product, folder: ((root as NSString).appendingPathComponent(local) as NSString).standardizingPath,
                                          to: &target)
                    } else if let url = declared["url"] as? String {
                        resolver.addRemote(product: product, url: url, project: nil, to: &target)
                    }
                }
            }
            target.activities = WidgetTarget.activityFiles(target.sources.map(\.path) + target.modules.flatMap(\.sources))
            return target
        }
        // A local function cannot call itself before it is declared in full; this forwards to it.
        func target_(_ name: String, _ visiting: Set<String>) -> WidgetTarget? { target(name, visiting: visiting) }
        for name in targetSpecs.keys.sorted() {
            let type = (targetSpecs[name] as? [String: Any])?["type"] as? String ?? ""
            guard !type.contains("bundle.unit-test"), !type.contains("bundle.ui-testing"), let made = target(name, visiting: [name]) else { continue }
            targets.append(made)
        }
    }

    /// A YAML file with its `include:` files merged under it (XcodeGen's rule: the including file wins).
    static func yaml(_ path: String, depth: Int = 0) -> [String: Any]? {
        guard depth < 8, let data = FileManager.default.contents(atPath: path),
              let loaded = try? Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any] else { return nil }
        var merged: [String: Any] = [:]
        for include in list(loaded["include"]) {
            let relative = (include as? String) ?? ((include as? [String: Any])?["path"] as? String) ?? ""
            let full = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(relative)
            if let other = yaml(full, depth: depth + 1) { merged = deepMerge(merged, other) }
        }
        return deepMerge(merged, loaded)
    }

    static func deepMerge(_ base: [String: Any], _ top: [String: Any]) -> [String: Any] {
        var out = base
        for (key, value) in top {
            if let inner = value as? [String: Any], let existing = out[key] as? [String: Any] { out[key] = deepMerge(existing, inner) }
            else { out[key] = value }
        }
        return out
    }

    /// XcodeGen settings: a flat map (the base), or `base:` with `configs: { Debug: … }` over it.
    static func xcodeGenSettings(_ value: Any?) -> [String: String] {
        guard let map = value as? [String: Any] else { return [:] }
        func strings(_ map: [String: Any]) -> [String: String] {
            map.compactMapValues { value in
                if let list = value as? [Any] { return list.map { "\($0)" }.joined(separator: " ") }
                if let flag = value as? Bool { return flag ? "YES" : "NO" }
                return value is [String: Any] ? nil : "\(value)"
            }
        }
        guard map["base"] != nil || map["configs"] != nil || map["groups"] != nil else { return strings(map) }
        var out = strings(map["base"] as? [String: Any] ?? [:])
        let configs = map["configs"] as? [String: Any] ?? [:]
        if let debug = configs.first(where: { $0.key.lowercased() == "debug" })?.value as? [String: Any] {
            out.merge(strings(debug)) { _, new in new }
        }
        return out
    }

    static func list(_ value: Any?) -> [Any] {
        if let list = value as? [Any] { return list }
        return value.map { [$0] } ?? []
    }

    /// XcodeGen's exclude patterns: `*` within a path component, `**` across them.
    static func glob(_ pattern: String, matches path: String) -> Bool {
        if pattern == path || path.hasPrefix(pattern + "/") { return true }
        var regex = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" { characters.removeFirst(); regex += "(.*/)?" } else { regex += ".*" }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            case ".", "(", ")", "+", "|", "^", "$", "[", "]", "{", "}", "\\": regex += "\\" + String(character)
            default: regex.append(character)
            }
        }
        return path.range(of: regex + "(/.*)?$", options: .regularExpression) != nil
    }

    // MARK: Swift package

    /// A package whose target holds the Live Activity: that target's files (its exclusions honoured) and resources, the
    /// targets and products it depends on as modules; the language mode its tools version implies.
    mutating func readPackage(_ folder: String, cacheDirectory: String?) {
        guard let manifest = PackageManifest.read(folder: folder) else { return }
        projects.append(folder + "/Package.swift")
        var resolver = PackageResolver(searchRoot: folder, cacheDirectory: cacheDirectory)
        for declared in manifest.targets where declared.kind == .regular || declared.kind == .executable {
            var target = WidgetTarget(name: declared.name, kind: .swiftPackage, project: folder + "/Package.swift", root: folder)
            let base = manifest.folder(of: declared)
            for file in manifest.sourceFiles(of: declared) { target.sources.append(.init(path: file, reason: "target '\(declared.name)' of Package.swift")) }
            for file in FolderListing.members(of: base) where !file.hasSuffix(".swift") {
                if case .resource = FolderListing.role(of: file) { target.resources.append(.init(path: base + "/" + file, reason: "resource of target '\(declared.name)'")) }
            }
            target.settings = manifest.settings(of: declared)
            resolver.addDependencies(of: declared, in: manifest, label: "package '\(manifest.name ?? "")'", to: &target)
            target.activities = WidgetTarget.activityFiles(target.sources.map(\.path))
            targets.append(target)
        }
    }

    // MARK: Expo

    /// Expo's config-plugin targets (`targets/<name>/expo-target.config.js`, @bacons/apple-targets), in the app at the
    /// root or in a monorepo's app below it: every file of the target's folder, and `targets/_shared`, which the
    /// plugin links into each target.
    static func expoTargets(_ folder: String) -> [String] {
        let configs = find(in: folder, depth: searchDepth) { ["expo-target.config.js", "expo-target.config.json"].contains($0) }
        return Array(Set(configs.map { ($0 as NSString).deletingLastPathComponent })).sorted()
    }

    mutating func readExpo(targets folders: [String], root: String) {
        for folder in folders {
            let config = ["expo-target.config.js", "expo-target.config.json"].map { folder + "/" + $0 }
                .first { FileManager.default.fileExists(atPath: $0) } ?? folder
            projects.append(config)
            var target = WidgetTarget(name: Self.expoName(config) ?? (folder as NSString).lastPathComponent, kind: .expo, project: config,
                                      root: root)
            target.productType = "com.apple.product-type.app-extension"
            for file in FolderListing.members(of: folder) where !file.hasPrefix("expo-target.config.") {
                target.add(folder + "/" + file, reason: "Expo target folder")
            }
            let shared = (folder as NSString).deletingLastPathComponent + "/_shared"
            for file in FolderListing.members(of: shared) { target.add(shared + "/" + file, reason: "targets/_shared, linked into every target") }
            // The plugin evaluates `pods.rb` inside the app's `ios/Podfile`: its paths are relative to `ios/`.
            let app = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let pods = CocoaPods.modules(podfile: folder + "/pods.rb", target: nil, root: root,
                                         importedBy: target.sources.map(\.path), relativeTo: app + "/ios")
            target.modules += pods.modules
            target.problems += pods.problems
            target.activities = WidgetTarget.activityFiles(target.sources.map(\.path))
            targets.append(target)
        }
    }

    /// `name: "…"` in the target's config, when it is a literal.
    static func expoName(_ config: String) -> String? {
        guard let data = FileManager.default.contents(atPath: config) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let pattern = try? NSRegularExpression(pattern: #"\bname["']?\s*:\s*["']([^"']+)["']"#)
        guard let match = pattern?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}

extension WidgetTarget {
    /// A file of a folder-based target, sorted by its role.
    mutating func add(_ path: String, reason: String) {
        switch FolderListing.role(of: path) {
        case .source: sources.append(.init(path: path, reason: reason))
        case .resource: resources.append(.init(path: path, reason: reason))
        case .ignored(let why): excluded.append(.init(path: path, reason: why))
        }
    }
}
