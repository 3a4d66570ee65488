import Foundation

/// An Xcode project (`App.xcodeproj/project.pbxproj`, an OpenStep property list that Foundation reads) as one table of
/// objects by id, each with its `isa` (`PBXNativeTarget`, `PBXFileSystemSynchronizedRootGroup`…), read lazily by
/// reference as tuist/XcodeProj does. Paths are resolved in one place (`path(of:)`), by Xcode's source trees.
package struct XcodeProject: Sendable {
    /// One object of the table: its id and its fields as the property list has them.
    package struct Object: @unchecked Sendable {  // the values are property-list values (String, Array, Dictionary): immutable
        package let id: String
        let fields: [String: Any]

        package var isa: String { string("isa") ?? "" }
        package func string(_ key: String) -> String? { fields[key] as? String }
        package func strings(_ key: String) -> [String] { (fields[key] as? [Any])?.compactMap { $0 as? String } ?? [] }
        package func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }
    }

    /// The `.xcodeproj` folder.
    package let path: String
    /// Xcode's `SOURCE_ROOT`: the folder holding the `.xcodeproj`, plus the project's `projectDirPath`.
    package let sourceRoot: String
    package let objects: [String: Object]
    package let root: Object
    /// Each group member's group, from the main group down (children → parent).
    let parents: [String: String]

    /// A project that cannot be read, with where and why.
    package struct ReadError: Error, Sendable {
        package var file: String
        package var message: String
    }

    /// Reads `path` (an `.xcodeproj` folder).
    package init(path: String) throws(ReadError) {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ReadError(file: file, message: "cannot read the project file")
        }
        let plist: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw ReadError(file: file, message: "the project file does not parse as a property list (\(Self.reason(error)))")
        }
        guard let top = plist as? [String: Any], let table = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let rootFields = table[rootID] as? [String: Any] else {
            throw ReadError(file: file, message: "the project file has no objects or no root object")
        }
        var objects: [String: Object] = [:]
        for (id, value) in table {
            if let fields = value as? [String: Any] { objects[id] = Object(id: id, fields: fields) }
        }
        self.path = path
        self.objects = objects
        root = Object(id: rootID, fields: rootFields)
        let folder = (path as NSString).deletingLastPathComponent
        let dirPath = root.string("projectDirPath") ?? ""
        sourceRoot = ((dirPath.isEmpty ? folder : (dirPath.hasPrefix("/") ? dirPath : (folder as NSString).appendingPathComponent(dirPath)))
            as NSString).standardizingPath
        var parents: [String: String] = [:]
        var pending = [root.string("mainGroup") ?? ""]
        var visited = Set<String>()
        while let group = pending.popLast() {
            guard visited.insert(group).inserted, let object = objects[group] else { continue }
            for child in object.strings("children") where parents[child] == nil {
                parents[child] = group
                pending.append(child)
            }
        }
        self.parents = parents
    }

    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }

    package func object(_ id: String?) -> Object? { id.flatMap { objects[$0] } }

    /// The project's native targets, in the project's order.
    package var targets: [Object] {
        root.strings("targets").compactMap { objects[$0] }.filter { $0.isa == "PBXNativeTarget" || $0.isa == "PBXAggregateTarget" }
    }

    /// The absolute path of a file reference or group, by its source tree: `<group>` from its group's path,
    /// `SOURCE_ROOT` (and `SRCROOT`, `PROJECT_DIR`) from the project's, `<absolute>` as written. Nil for what
    /// lives in build products or the SDK (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`): never in the checkout.
    package func path(of id: String) -> String? {
        path(of: id, depth: 0).map { ($0 as NSString).standardizingPath }
    }

    private func path(of id: String, depth: Int) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object.string("path") ?? ""
        let base: String
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                base = sourceRoot
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = sourceRoot
        case "<absolute>": return own
        default: return nil
        }
        return own.isEmpty ? base : (base as NSString).appendingPathComponent(own)
    }

    /// The build settings of a target's (or, with nil, the project's) configuration named `configuration`
    /// (Debug, as the canvas builds), else the list's default, else its first: the `.xcconfig` it is based on,
    /// then its own values.
    func configurationLevels(of owner: Object, configuration: String, label: String) -> [BuildSettings.Level] {
        guard let list = object(owner.string("buildConfigurationList")) else { return [] }
        let configurations = list.strings("buildConfigurations").compactMap { objects[$0] }
        let chosen = configurations.first { $0.string("name") == configuration }
            ?? configurations.first { $0.string("name") == list.string("defaultConfigurationName") }
            ?? configurations.first
        guard let chosen else { return [] }
        var levels: [BuildSettings.Level] = []
        if let base = chosen.string("baseConfigurationReference"), let file = path(of: base) {
            levels.append(.init(name: "\(label) xcconfig \((file as NSString).lastPathComponent)",
                                values: BuildSettings.readConfigurationFile(file)))
        }
        var values: [String: String] = [:]
        for (key, value) in chosen.dictionary("buildSettings") {
            if let text = value as? String { values[key] = text }
            else if let list = value as? [Any] { values[key] = list.compactMap { $0 as? String }.map(Self.quotedIfNeeded).joined(separator: " ") }
        }
        levels.append(.init(name: "\(label), \(chosen.string("name") ?? "")", values: values))
        return levels
    }

    static func quotedIfNeeded(_ word: String) -> String {
        word.contains(where: \.isWhitespace) && !word.hasPrefix("\"") ? "\"" + word + "\"" : word
    }

    /// A target's build settings: the project's level under the target's, each with its `.xcconfig`.
    package func buildSettings(of target: Object, configuration: String = "Debug") -> BuildSettings {
        let name = target.string("name") ?? ""
        let levels = configurationLevels(of: root, configuration: configuration, label: "project")
            + configurationLevels(of: target, configuration: configuration, label: "target")
        return BuildSettings(levels: levels, builtIn: ["SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
                                                       "TARGET_NAME": name, "PRODUCT_NAME": name, "PROJECT_NAME":
                                                           ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                                                       "CONFIGURATION": configuration, "PLATFORM_NAME": "iphoneos", "SDKROOT": "iphoneos"])
    }
}
