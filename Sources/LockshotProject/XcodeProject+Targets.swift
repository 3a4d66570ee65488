import Foundation

extension XcodeProject {
    /// The product types a Live Activity's code is compiled into, extensions first.
    static let extensionTypes: Set<String> = ["com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension"]
    static let moduleTypes: Set<String> = ["com.apple.product-type.framework", "com.apple.product-type.library.static",
                                           "com.apple.product-type.library.dynamic", "com.apple.product-type.framework.static"]
    static let testTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// A file of a target, before it is sorted into sources and resources.
    struct Membership {
        var path: String
        var reason: String
        var phase: Phase
        enum Phase { case sources, resources, synchronized }
    }

    /// The files `target` builds — its Sources and Resources build phases, its synchronized folders, and the files other
    /// synchronized folders' exception sets add to it — and the files those folders hold that it leaves out, with why.
    func members(of target: Object, listings: inout [String: [String]]) -> (members: [Membership], excluded: [WidgetTarget.Member]) {
        var members: [Membership] = [], excluded: [WidgetTarget.Member] = []
        for phaseID in target.strings("buildPhases") {
            guard let phase = object(phaseID) else { continue }
            let kind: Membership.Phase
            switch phase.isa {
            case "PBXSourcesBuildPhase": kind = .sources
            case "PBXResourcesBuildPhase": kind = .resources
            default: continue
            }
            let label = kind == .sources ? "Sources build phase" : "Resources build phase"
            for buildFile in phase.strings("files").compactMap(object) {
                guard let reference = object(buildFile.string("fileRef")) else { continue }
                // A localized file is a variant group: its children are the languages' copies.
                let files = reference.isa == "PBXVariantGroup" || reference.isa == "XCVersionGroup"
                    ? reference.strings("children") : [reference.id]
                for file in files {
                    guard let path = path(of: file) else { continue }
                    members.append(Membership(path: path, reason: label, phase: kind))
                }
            }
        }
        let own = Set(target.strings("fileSystemSynchronizedGroups"))
        for group in objects.values.sorted(by: { $0.id < $1.id }) where group.isa == "PBXFileSystemSynchronizedRootGroup" {
            let isOwn = own.contains(group.id)
            var exceptions: [String] = [], otherPhase: [String] = []
            for set in group.strings("exceptions").compactMap(object) {
                if set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet", set.string("target") == target.id {
                    exceptions += set.strings("membershipExceptions")
                } else if set.isa == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
                          let phase = set.string("buildPhase"), target.strings("buildPhases").contains(phase) {
                    otherPhase += set.strings("membershipExceptions")
                }
            }
            guard isOwn || !exceptions.isEmpty, let folder = path(of: group.id) else { continue }
            let name = group.string("path") ?? group.string("name") ?? (folder as NSString).lastPathComponent
            if listings[folder] == nil { listings[folder] = FolderListing.members(of: folder) }
            for relative in listings[folder] ?? [] {
                func matches(_ list: [String]) -> Bool { list.contains { relative == $0 || relative.hasPrefix($0 + "/") } }
                let excepted = matches(exceptions)
                let full = folder + "/" + relative
                if matches(otherPhase) {
                    if isOwn { excluded.append(.init(path: full, reason: "synchronized folder '\(name)' puts it in another build phase")) }
                } else if isOwn && !excepted {
                    members.append(Membership(path: full, reason: "synchronized folder '\(name)'", phase: .synchronized))
                } else if !isOwn && excepted {
                    members.append(Membership(path: full, reason: "added by the exception set of synchronized folder '\(name)'",
                                              phase: .synchronized))
                } else if isOwn && excepted {
                    excluded.append(.init(path: full, reason: "removed by the exception set of synchronized folder '\(name)'"))
                }
            }
        }
        return (members, excluded)
    }

    /// What Xcode compiles for `target`: its files, its framework targets and package products as modules, its settings.
    package func widgetTarget(_ target: Object, packages: inout PackageResolver, listings: inout [String: [String]]) -> WidgetTarget {
        var result = WidgetTarget(name: target.string("name") ?? "?", kind: .xcodeProject, project: path, root: sourceRoot)
        let settings = buildSettings(of: target)
        result.settings = CompileSettings(settings)
        let (members, excluded) = self.members(of: target, listings: &listings)
        result.excluded = excluded
        let infoPlist = settings.value("INFOPLIST_FILE").map { ($0.hasPrefix("/") ? $0 : sourceRoot + "/" + $0) as NSString }
            .map { $0.standardizingPath }
        var seen = Set<String>()
        for member in members where seen.insert(member.path).inserted {
            // A file the project lists that the repository does not hold (ignored by git: keys, generated code).
            guard member.phase == .synchronized || FileManager.default.fileExists(atPath: member.path) else {
                result.excluded.append(.init(path: member.path, reason: "listed in the \(member.reason) but not in the repository "
                                                 + "(Xcode would stop here; lockshot compiles without it)"))
                continue
            }
            switch FolderListing.role(of: member.path) {
            case .source where member.phase != .resources:
                result.sources.append(.init(path: member.path, reason: member.reason))
            case .ignored(let why) where member.phase == .synchronized || member.path == infoPlist:
                result.excluded.append(.init(path: member.path, reason: why))
            default:
                result.resources.append(.init(path: member.path, reason: member.reason))
            }
        }
        if let infoPlist, let fonts = Self.appFonts(infoPlist: infoPlist, settings: settings) {
            result.settings.explained.append("UIAppFonts = \(fonts.joined(separator: ", ")) (Info.plist)")
        }
        // Framework and library targets it depends on, depth first, each once; then their and its package products.
        var visited = Set<String>(), order: [Object] = []
        func visit(_ owner: Object) {
            for dependency in owner.strings("dependencies").compactMap(object) {
                guard let dependent = object(dependency.string("target")), visited.insert(dependent.id).inserted,
                      Self.moduleTypes.contains(dependent.string("productType") ?? "") else { continue }
                visit(dependent)
                order.append(dependent)
            }
        }
        visit(target)
        var products: [(product: Object, owner: String)] = []
        for owner in order + [target] {
            for product in owner.strings("packageProductDependencies").compactMap(object) {
                products.append((product, owner.string("name") ?? ""))
            }
        }
        for (product, _) in products {
            let name = product.string("productName") ?? ""
            let package = object(product.string("package"))
            switch package?.isa {
            case "XCLocalSwiftPackageReference":
                let folder = ((sourceRoot as NSString).appendingPathComponent(package?.string("relativePath") ?? "") as NSString).standardizingPath
                packages.addLocal(product: name, folder: folder, to: &result)
            case "XCRemoteSwiftPackageReference":
                packages.addRemote(product: name, url: package?.string("repositoryURL") ?? "", project: self, to: &result)
            default:
                // An older project references a local package as a folder in its groups, the product without a package.
                packages.addLocal(product: name, folder: nil, to: &result)
            }
        }
        for framework in order {
            var module = widgetTarget(framework, packages: &packages, listings: &listings)
            let frameworkSettings = buildSettings(of: framework)
            let moduleName = frameworkSettings.value("PRODUCT_MODULE_NAME") ?? frameworkSettings.value("PRODUCT_NAME") ?? module.name
            module.name = Self.c99Identifier(moduleName.isEmpty ? module.name : moduleName)
            let folder = Self.commonFolder(module.sources.map(\.path)) ?? sourceRoot
            if !result.modules.contains(where: { $0.name == module.name }) {
                result.modules.append(.init(name: module.name, sources: module.sources.map(\.path), directory: folder,
                                            reason: "framework target '\(framework.string("name") ?? "")' of the same project"))
            }
        }
        result.activities = WidgetTarget.activityFiles(result.sources.map(\.path) + result.modules.flatMap(\.sources))
        return result
    }

    /// `UIAppFonts` of the target's Info.plist (and `INFOPLIST_KEY_UIAppFonts`): the app's own font files.
    static func appFonts(infoPlist: String, settings: BuildSettings) -> [String]? {
        if let data = FileManager.default.contents(atPath: infoPlist),
           let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
           let fonts = plist["UIAppFonts"] as? [String], !fonts.isEmpty {
            return fonts
        }
        return settings.value("INFOPLIST_KEY_UIAppFonts").map(BuildSettings.words).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Xcode's module name for a product name: letters, digits and underscores, not starting with a digit.
    static func c99Identifier(_ name: String) -> String {
        var out = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.first?.isNumber == true { out = "_" + out }
        return out
    }

    static func commonFolder(_ paths: [String]) -> String? {
        guard var common = paths.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return nil }
        for path in paths.dropFirst() {
            while !(path.hasPrefix(common + "/")) && common.count > 1 { common = (common as NSString).deletingLastPathComponent }
        }
        return common
    }
}

extension WidgetTarget {
    /// The files among `paths` that hold an `ActivityConfiguration` (a text scan: cheap, and what a declaration needs).
    static func activityFiles(_ paths: [String]) -> [String] {
        paths.filter { path in FileManager.default.contents(atPath: path).map(declaresActivity) ?? false }
    }

    /// `ActivityConfiguration(` followed by `for` (spaces and line breaks allowed between), found with Foundation's
    /// byte search: a repository's thousands of files are scanned in milliseconds.
    static func declaresActivity(_ data: Data) -> Bool {
        var start = data.startIndex
        while let found = data.range(of: needle, in: start..<data.endIndex) {
            var index = found.upperBound
            while index < data.endIndex, [0x20, 0x0A, 0x0D, 0x09].contains(data[index]) { index += 1 }
            if data[index..<min(index + 3, data.endIndex)].elementsEqual("for".utf8) { return true }
            start = index
        }
        return false
    }

    private static let needle = Data("ActivityConfiguration(".utf8)
}
