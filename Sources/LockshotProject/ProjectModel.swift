import Foundation

/// What a path names, read as Xcode (or XcodeGen, SwiftPM, Expo's config plugin) reads it: the projects found and
/// every target they build, each with exactly the files, modules and settings it compiles. A repository root, an
/// `.xcodeproj`, an `.xcworkspace`, a `project.yml` or `Package.swift` (or their folder), an Expo app, or a folder
/// inside a project (its target is the one whose files are there); a plain folder of Swift files is no project.
package struct ProjectModel: Sendable {
    /// The path as given, absolute.
    package var input: String
    /// The project files read, for `lockshot targets`.
    package var projects: [String] = []
    /// Every target read (apps, extensions, frameworks), in project order.
    package var targets: [WidgetTarget] = []
    /// Project files that could not be read.
    package var problems: [WidgetTarget.Problem] = []
    /// When the input is a folder inside a project: only targets with files under it count.
    package var scope: String?

    /// A model of nothing read yet (a folder that is no project).
    package init(input: String) {
        self.input = input
    }

    /// How many folder levels below the input projects are looked for.
    static let searchDepth = 6

    /// Reads what `path` names; nil for a plain folder or file of Swift sources (drawn as they are, as before).
    /// - Parameter cacheDirectory: where remote packages are checked out.
    package static func load(path: String, cacheDirectory: String?) -> ProjectModel? {
        let manager = FileManager.default
        let absolute = Self.absolute(path)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return nil }
        var model = ProjectModel(input: absolute)
        let name = (absolute as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        if ext == "xcodeproj" {
            model.readXcodeProjects([absolute], root: (absolute as NSString).deletingLastPathComponent)
        } else if ext == "xcworkspace" {
            model.readXcodeProjects(Self.workspaceProjects(absolute), root: (absolute as NSString).deletingLastPathComponent)
        } else if name == "project.yml" || name == "project.yaml" || ext == "yml" || ext == "yaml" {
            model.readXcodeGen(absolute)
        } else if name == "Package.swift" {
            model.readPackage((absolute as NSString).deletingLastPathComponent, cacheDirectory: cacheDirectory)
        } else if name == "expo-target.config.js" || name == "expo-target.config.json" {
            model.readExpo(targets: [(absolute as NSString).deletingLastPathComponent], root: (absolute as NSString).deletingLastPathComponent)
        } else if isDirectory.boolValue {
            guard model.readFolder(absolute, cacheDirectory: cacheDirectory) else { return nil }
        } else {
            return nil
        }
        return model
    }

    /// A folder: the projects in it (a repository root), else the project it sits in (a widget folder of a repository).
    private mutating func readFolder(_ folder: String, cacheDirectory: String?) -> Bool {
        // Each kind of project in turn, until one has a target that draws a Live Activity (a repository may hold an
        // SDK's Xcode project beside the XcodeGen spec of the sample that has the widget).
        let found = Self.find(in: folder, depth: Self.searchDepth) { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }
        if !found.isEmpty {
            readXcodeProjects(found, root: folder, cacheDirectory: cacheDirectory)
            if !widgetTargets.isEmpty { return true }
        }
        for spec in Self.xcodeGenSpecs(in: folder) {
            readXcodeGen(spec)
            if !widgetTargets.isEmpty { return true }
        }
        let expo = Self.expoTargets(folder)
        if !expo.isEmpty {
            readExpo(targets: expo, root: folder)
            if !widgetTargets.isEmpty { return true }
        }
        if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
            readPackage(folder, cacheDirectory: cacheDirectory)
            if !widgetTargets.isEmpty { return true }
        }
        if !projects.isEmpty { return true }  // projects without a Live Activity: `choose` says so, naming them
        // A folder inside a project: the project above it, limited to the targets with files here.
        var parent = (folder as NSString).deletingLastPathComponent
        for _ in 0..<6 where parent.count > 1 {
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }.sorted().map { parent + "/" + $0 }
            if !projects.isEmpty {
                scope = folder
                readXcodeProjects(projects, root: parent, cacheDirectory: cacheDirectory)
                return targets.contains { $0.isIn(folder) }
            }
            if FileManager.default.fileExists(atPath: parent + "/.git") { break }
            parent = (parent as NSString).deletingLastPathComponent
        }
        return readLooseFolder(folder)
    }

    /// A repository that commits no project (an Xcode project generated at build time, React Native's `ios/` left out):
    /// when its Live Activity lives in a folder below the one given, that folder is the widget — every Swift file in it —
    /// plus the files elsewhere that declare the `ActivityAttributes` it draws, as a widget extension's target would
    /// hold them. The app's other code (its `App`, its bridges) stays out. Nil when the activity sits in the folder itself
    /// (a widget folder, compiled whole as before).
    private mutating func readLooseFolder(_ folder: String) -> Bool {
        let swift = FolderListing.members(of: folder).filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasSuffix("Tests") } }
        let activities = WidgetTarget.activityFiles(swift.map { folder + "/" + $0 })
        guard let widget = XcodeProject.commonFolder(activities), widget != folder, widget.hasPrefix(folder + "/") else { return false }
        var target = WidgetTarget(name: (widget as NSString).lastPathComponent, kind: .folder, project: nil, root: folder)
        target.productType = "com.apple.product-type.app-extension"
        for file in FolderListing.members(of: widget) { target.add(widget + "/" + file, reason: "the folder holding the Live Activity") }
        // Files elsewhere that declare a type the widget's files name (its attributes, the enums and models they hold),
        // followed a few steps; never an app's entry point (`@main`).
        var texts = target.sources.compactMap { FileManager.default.contents(atPath: $0.path).map { String(decoding: $0, as: UTF8.self) } }
        var candidates: [(path: String, text: String, types: [String])] = []
        for relative in swift where !(folder + "/" + relative).hasPrefix(widget + "/") {
            let path = folder + "/" + relative
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard !text.contains("@main") else { continue }
            candidates.append((path, text, Self.declaredTypes(text)))
        }
        for _ in 0..<4 {
            // Names used and not yet declared: a copy of a type the widget already has (a plug-in's duplicate) stays out.
            let joined = texts.joined(separator: "\n")
            let used = Self.capitalizedWords(joined).subtracting(Self.declaredTypes(joined, extensions: false))
            let added = candidates.filter { candidate in candidate.types.contains(where: used.contains) }
            guard !added.isEmpty else { break }
            for file in added {
                target.sources.append(.init(path: file.path, reason: "declares \(file.types.first(where: used.contains) ?? "a type") the widget uses"))
                texts.append(file.text)
            }
            candidates.removeAll { candidate in added.contains { $0.path == candidate.path } }
        }
        target.activities = activities
        targets.append(target)
        return true
    }

    /// The types a file declares or extends at any depth (`struct X`, `enum X`, `class X`, `actor X`, `protocol X`,
    /// `typealias X`, `extension X`).
    static func declaredTypes(_ text: String, extensions: Bool = true) -> [String] {
        var names: [String] = []
        for keyword in ["struct ", "enum ", "class ", "actor ", "protocol ", "typealias "] + (extensions ? ["extension "] : []) {
            for piece in text.components(separatedBy: keyword).dropFirst() {
                let name = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if let first = name.first, first.isUppercase { names.append(String(name)) }
            }
        }
        return names
    }

    /// Every capitalized identifier in `text`: the types it may name.
    static func capitalizedWords(_ text: String) -> Set<String> {
        var words = Set<String>(), current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { current.append(character); continue }
            if let first = current.first, first.isUppercase { words.insert(current) }
            current = ""
        }
        return words
    }

    mutating func readXcodeProjects(_ paths: [String], root: String, cacheDirectory: String? = nil) {
        var listings: [String: [String]] = [:]
        for path in paths {
            projects.append(path)
            let project: XcodeProject
            do { project = try XcodeProject(path: path) } catch {
                problems.append(.init(error.message, file: error.file,
                                      help: "open it in Xcode and save it again, or name the widget's folder instead"))
                continue
            }
            var resolver = PackageResolver(searchRoot: root, cacheDirectory: cacheDirectory)
            resolver.fetchesRemote = false
            for target in project.targets where !XcodeProject.testTypes.contains(target.string("productType") ?? "") {
                var widget = project.widgetTarget(target, packages: &resolver, listings: &listings)
                widget.productType = target.string("productType")
                // Remote packages are checked out (or found in the cache) for the targets that draw, not for every app target.
                if widget.hasActivity && widget.pendingRemote {
                    resolver.fetchesRemote = true
                    widget = project.widgetTarget(target, packages: &resolver, listings: &listings)
                    widget.productType = target.string("productType")
                    resolver.fetchesRemote = false
                }
                // CocoaPods' local pods for this target, from the Podfile beside the project.
                if widget.hasActivity {
                    let pods = CocoaPods.modules(podfile: (path as NSString).deletingLastPathComponent + "/Podfile",
                                                 target: widget.name, root: root, importedBy: widget.sources.map(\.path))
                    widget.modules += pods.modules.filter { pod in !widget.modules.contains { $0.name == pod.name } }
                    widget.problems += pods.problems
                }
                targets.append(widget)
            }
        }
    }

    /// The targets that draw a Live Activity, within the scope: extensions first (an app that compiles the widget's
    /// files too is not a second candidate).
    package var widgetTargets: [WidgetTarget] {
        let found = targets.filter { $0.hasActivity && (scope.map($0.isIn) ?? true) }
        let extensions = found.filter { $0.productType.map(XcodeProject.extensionTypes.contains) ?? true }
        return extensions.isEmpty ? found : extensions
    }

    /// The target to draw: the one named, else the only one with a Live Activity.
    package func choose(_ name: String?) -> Result<WidgetTarget, WidgetTarget.Problem> {
        let file = projects.first ?? input
        if let problem = problems.first, targets.isEmpty { return .failure(problem) }
        let candidates = widgetTargets
        if let name {
            if let target = targets.first(where: { $0.name == name }) {
                return target.hasActivity ? .success(target)
                    : .failure(.init("target '\(name)' holds no ActivityConfiguration", file: file,
                                     help: candidates.isEmpty ? nil : "targets with a Live Activity: " + candidates.map(\.name).joined(separator: ", ")))
            }
            let names = targets.map(\.name)
            // A target that draws and contains the name typed (`Widget` → `WidgetExtension`), else the nearest spelling.
            let suggestion = candidates.map(\.name).first { $0.lowercased().contains(name.lowercased()) }
                ?? names.min { Self.distance($0, name) < Self.distance($1, name) }
            return .failure(.init("no target '\(name)' in \(Self.display(file))", file: file,
                                  help: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "targets: " + names.joined(separator: ", ")))
        }
        // Flavours of one extension (Prod and Canary targets compiling the same activity files) draw the same: the first.
        let sameActivity = candidates.count > 1 && Set(candidates.map { Set($0.activities) }).count == 1
        switch candidates.count {
        case 1: return .success(candidates[0])
        case _ where sameActivity: return .success(candidates[0])
        case 0:
            let listed = targets.map(\.name).joined(separator: ", ")
            return .failure(.init("no target \(targets.isEmpty ? "" : "of \(Self.display(file)) ")holds an ActivityConfiguration", file: file,
                                  help: targets.isEmpty ? "no target was found here" : "targets read: \(listed); `lockshot targets` lists their files"))
        default:
            return .failure(.init("\(candidates.count) targets hold a Live Activity: " + candidates.map(\.name).joined(separator: ", "),
                                  file: file, help: "choose one with --target \(candidates[0].name) (or \"target\" in lockshot.json)"))
        }
    }

    package static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standard = (full as NSString).standardizingPath
        return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
    }

    /// Entries named as `matches` says under `folder`, to `depth` levels, skipping build output, dependencies and
    /// hidden folders; not looking inside what matched.
    static func find(in folder: String, depth: Int, matching matches: (String) -> Bool) -> [String] {
        var out: [String] = [], pending = [(folder, 0)]
        while let (current, level) = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let full = current + "/" + name
                if matches(name) { out.append(full); continue }
                var isDirectory: ObjCBool = false
                guard level < depth, !FolderListing.skippedFolders.contains(name),
                      !FolderListing.packageExtensions.contains(FolderListing.extensionOf(name)),
                      FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                pending.append((full, level + 1))
            }
        }
        return out.sorted()
    }

    /// XcodeGen specs under `folder`: `project.yml`, or any YAML file whose top level declares `targets:` with a `type:`
    /// (XcodeGen takes any file name: `--spec iOS-Widgets.yml`).
    static func xcodeGenSpecs(in folder: String) -> [String] {
        find(in: folder, depth: searchDepth) { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.filter { path in
            let name = (path as NSString).lastPathComponent
            if name == "project.yml" || name == "project.yaml" { return true }
            guard !name.hasPrefix("."), let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return false }
            let text = String(decoding: data, as: UTF8.self)
            return (text.hasPrefix("targets:") || text.contains("\ntargets:")) && text.contains("type:") && text.contains("platform:")
        }
    }

    /// The projects an `.xcworkspace` names (`group:`, `container:` and `absolute:` locations).
    static func workspaceProjects(_ workspace: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: workspace + "/contents.xcworkspacedata") else { return [] }
        let text = String(decoding: data, as: UTF8.self), base = (workspace as NSString).deletingLastPathComponent
        var out: [String] = []
        for piece in text.components(separatedBy: "location = \"").dropFirst() + text.components(separatedBy: "location=\"").dropFirst() {
            guard let end = piece.firstIndex(of: "\"") else { continue }
            let location = String(piece[..<end])
            guard let colon = location.firstIndex(of: ":"), location.hasSuffix(".xcodeproj") else { continue }
            let relative = String(location[location.index(after: colon)...])
            let path = location.hasPrefix("absolute:") ? relative : (base as NSString).appendingPathComponent(relative)
            if !relative.hasSuffix("Pods.xcodeproj") { out.append((path as NSString).standardizingPath) }
        }
        return out
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

extension WidgetTarget {
    /// True when one of its Swift files (or resources) is under `folder`.
    func isIn(_ folder: String) -> Bool {
        (sources + resources).contains { $0.path.hasPrefix(folder + "/") }
    }
}
