import Foundation

/// Turns the package products a target uses into the modules compiled before it: a local package's targets read from
/// its manifest, and a remote package checked out with git at the revision the project's `Package.resolved` pins
/// (SwiftPM's mirrors honoured, so a local copy can stand in), cached by revision.
package struct PackageResolver {
    /// Where remote packages are checked out (`<cache>/packages/<identity>-<revision>`).
    package var cacheDirectory: String?
    /// The folders searched for a local package that an older project names only by product.
    package var searchRoot: String
    /// False while the model is first read: remote packages are checked out only for the target that draws.
    package var fetchesRemote = true
    /// Original URL → mirror URL (SwiftPM's `mirrors.json`).
    package var mirrors: [String: String] = [:]
    private var manifests: [String: PackageManifest?] = [:]
    private var localPackages: [String]?

    package init(searchRoot: String, cacheDirectory: String?) {
        self.searchRoot = searchRoot
        self.cacheDirectory = cacheDirectory
        mirrors = Self.readMirrors(searchRoot + "/.swiftpm/configuration/mirrors.json")
        if let home = ProcessInfo.processInfo.environment["HOME"] {
            mirrors.merge(Self.readMirrors(home + "/.swiftpm/configuration/mirrors.json")) { project, _ in project }
        }
    }

    mutating func manifest(_ folder: String) -> PackageManifest? {
        if let known = manifests[folder] { return known }
        let read = PackageManifest.read(folder: folder)
        manifests[folder] = read
        return read
    }

    /// Adds the modules of `product` from the local package in `folder` (or, when nil, the package under the
    /// project that declares the product).
    package mutating func addLocal(product: String, folder: String?, to target: inout WidgetTarget) {
        let chosen = folder ?? findLocalPackage(declaring: product)
        guard let chosen, let manifest = manifest(chosen) else {
            target.problems.append(.init("the package of product '\(product)' is not in the repository", file: target.project,
                                         help: folder.map { "no Package.swift in \($0)" }
                                            ?? "the project names the product without its package; add the package's folder to the repository"))
            return
        }
        addProduct(product, of: manifest, label: "local package '\(Self.relative(chosen, to: searchRoot))'", to: &target)
    }

    /// Adds the modules of `product` from the remote package at `url`, checked out at the project's pinned revision.
    package mutating func addRemote(product: String, url: String, project: XcodeProject?, to target: inout WidgetTarget) {
        let identity = PackageManifest.identity(of: url)
        let pin = project.flatMap { Self.pins(of: $0)[identity] } ?? Self.readPins(searchRoot + "/Package.resolved")[identity]
        let help = "lockshot compiles a remote package from a local copy: put one in SwiftPM's mirrors "
            + "(.swiftpm/configuration/mirrors.json: {\"object\": [{\"original\": \"\(url)\", \"mirror\": \"/path/to/a/clone\"}], \"version\": 1})"
        guard let pin else {
            target.problems.append(.init("package '\(identity)' (product '\(product)', \(url)) has no pinned revision in Package.resolved",
                                         file: target.project, help: help))
            return
        }
        guard fetchesRemote else {
            target.pendingRemote = true
            return
        }
        guard let folder = checkout(url: url, identity: identity, revision: pin) else {
            let problem = WidgetTarget.Problem("package '\(identity)' (product '\(product)', \(url) at \(pin.prefix(12))) could not be checked out",
                                               file: target.project, help: help)
            if !target.problems.contains(problem) { target.problems.append(problem) }
            return
        }
        guard let manifest = manifest(folder) else { return }
        let standIn = FileManager.default.fileExists(atPath: folder + "/.lockshot-stand-in")
        addProduct(product, of: manifest, label: "package '\(identity)' at \(pin.prefix(12))"
                       + (standIn ? " (the local copy's HEAD: the pinned commit is not in it)" : ""), to: &target)
    }

    /// The product's targets and, first, everything they depend on, each once.
    mutating func addProduct(_ product: String, of manifest: PackageManifest, label: String, to target: inout WidgetTarget) {
        let names = manifest.products[product] ?? (manifest.target(named: product) != nil ? [product] : [])
        guard !names.isEmpty else {
            target.problems.append(.init("\(label) has no product '\(product)'", file: manifest.folder + "/Package.swift"))
            return
        }
        var visiting = Set<String>()
        for name in names { addTarget(name, of: manifest, label: label, to: &target, visiting: &visiting) }
    }

    private mutating func addTarget(_ name: String, of manifest: PackageManifest, label: String, to target: inout WidgetTarget,
                                    visiting: inout Set<String>) {
        guard let declared = manifest.target(named: name), visiting.insert(manifest.folder + "#" + name).inserted,
              !target.modules.contains(where: { $0.name == name }) else { return }
        addDependencies(of: declared, in: manifest, label: label, to: &target, visiting: &visiting)
        guard declared.kind == .regular || declared.kind == .executable else { return }
        target.modules.append(.init(name: name, sources: manifest.sourceFiles(of: declared), directory: manifest.folder(of: declared),
                                    reason: "target '\(name)' of \(label)"))
    }

    /// The modules a package target depends on — its package's own targets and its dependencies' products — in order.
    package mutating func addDependencies(of declared: PackageManifest.Target, in manifest: PackageManifest, label: String,
                                          to target: inout WidgetTarget) {
        var visiting = Set([manifest.folder + "#" + declared.name])
        addDependencies(of: declared, in: manifest, label: label, to: &target, visiting: &visiting)
    }

    private mutating func addDependencies(of declared: PackageManifest.Target, in manifest: PackageManifest, label: String,
                                          to target: inout WidgetTarget, visiting: inout Set<String>) {
        for dependency in declared.dependencies {
            switch dependency {
            case .target(let other):
                addTarget(other, of: manifest, label: label, to: &target, visiting: &visiting)
            case .byName(let other) where manifest.target(named: other) != nil:
                addTarget(other, of: manifest, label: label, to: &target, visiting: &visiting)
            case .byName(let product), .product(name: let product, package: nil):
                addDependencyProduct(product, package: nil, of: manifest, to: &target)
            case .product(let product, let package):
                addDependencyProduct(product, package: package, of: manifest, to: &target)
            }
        }
    }

    /// A product of one of the manifest's own dependencies.
    private mutating func addDependencyProduct(_ product: String, package: String?, of manifest: PackageManifest, to target: inout WidgetTarget) {
        let candidates = manifest.dependencies.filter { package == nil || $0.identity == package!.lowercased() }
        for dependency in candidates {
            if let path = dependency.path {
                let folder = ((manifest.folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
                guard let other = self.manifest(folder), other.products[product] != nil || package != nil else { continue }
                addProduct(product, of: other, label: "local package '\(Self.relative(folder, to: searchRoot))'", to: &target)
                return
            }
            if let url = dependency.url, package != nil || candidates.count == 1 {
                addRemote(product: product, url: url, project: nil, to: &target)
                return
            }
        }
    }

    private mutating func findLocalPackage(declaring product: String) -> String? {
        if localPackages == nil {
            localPackages = FolderListing.members(of: searchRoot).filter { $0.hasSuffix("/Package.swift") || $0 == "Package.swift" }
                .map { searchRoot + "/" + (($0 as NSString).deletingLastPathComponent) }
        }
        for folder in localPackages ?? [] {
            if let manifest = manifest(folder), manifest.products[product] != nil || manifest.target(named: product) != nil { return folder }
        }
        return nil
    }

    /// `git clone` of the package (or its mirror) into the cache at `revision`; the folder, or nil.
    func checkout(url: String, identity: String, revision: String) -> String? {
        guard let cacheDirectory, revision.allSatisfy(\.isHexDigit), !revision.isEmpty else { return nil }
        let folder = cacheDirectory + "/packages/\(identity)-\(revision)"
        if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
        // A revision that could not be had is not tried again on every run (remove the marker to retry).
        if FileManager.default.fileExists(atPath: folder + ".unavailable") { return nil }
        let source = mirrors[url] ?? mirrors[url.hasSuffix(".git") ? String(url.dropLast(4)) : url + ".git"] ?? url
        let work = folder + ".tmp-\(getpid())"
        try? FileManager.default.removeItem(atPath: work)
        try? FileManager.default.createDirectory(atPath: cacheDirectory + "/packages", withIntermediateDirectories: true)
        // A local copy (a mirror) that lacks the pinned commit stands in at its own HEAD, said in `lockshot targets`.
        let standIn = mirrors[url] != nil || source.hasPrefix("/") || source.hasPrefix("file:")
        guard Self.git(["clone", "--quiet", "--no-checkout", source, work]),
              Self.git(["-C", work, "checkout", "--quiet", "--detach", revision])
                || (standIn && Self.git(["-C", work, "checkout", "--quiet", "--detach", "HEAD"])
                    && FileManager.default.createFile(atPath: work + "/.lockshot-stand-in", contents: Data(source.utf8))) else {
            try? FileManager.default.removeItem(atPath: work)
            FileManager.default.createFile(atPath: folder + ".unavailable", contents: Data((source + "\n").utf8))
            return nil
        }
        try? FileManager.default.removeItem(atPath: work + "/.git")
        // The marker stays beside the checkout: `addRemote` reports the stand-in.
        do { try FileManager.default.moveItem(atPath: work, toPath: folder) } catch {
            try? FileManager.default.removeItem(atPath: work)
        }
        return FileManager.default.fileExists(atPath: folder + "/Package.swift") ? folder : nil
    }

    static func git(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The pins of the project's `Package.resolved` (in its workspace's `xcshareddata/swiftpm`), by package identity.
    static func pins(of project: XcodeProject) -> [String: String] {
        readPins(project.path + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            .merging(readPins((project.path as NSString).deletingPathExtension + ".xcworkspace/xcshareddata/swiftpm/Package.resolved")) { own, _ in own }
    }

    /// `Package.resolved`, versions 1 to 3: identity → revision.
    static func readPins(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        let list = (top["pins"] as? [[String: Any]]) ?? ((top["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        var pins: [String: String] = [:]
        for pin in list {
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let identity = (pin["identity"] as? String) ?? PackageManifest.identity(of: location)
            if let revision = (pin["state"] as? [String: Any])?["revision"] as? String { pins[identity.lowercased()] = revision }
        }
        return pins
    }

    static func readMirrors(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let list = top["object"] as? [[String: Any]] else { return [:] }
        var out: [String: String] = [:]
        for entry in list {
            if let original = entry["original"] as? String, let mirror = entry["mirror"] as? String { out[original] = mirror }
        }
        return out
    }

    static func relative(_ path: String, to base: String) -> String {
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
