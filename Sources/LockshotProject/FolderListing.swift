import Foundation

/// The files of a folder as Xcode's synchronized groups and `lockshot` see them: relative paths, sorted, hidden
/// entries left out, and a bundle-like folder (`Assets.xcassets`, `Model.xcdatamodeld`) one member, as Xcode treats it.
package enum FolderListing {
    /// Folders Xcode treats as one file.
    static let packageExtensions: Set<String> = ["xcassets", "xcdatamodeld", "xcmappingmodel", "bundle", "framework", "xcframework",
                                                 "scnassets", "docc", "playground", "xcodeproj", "xcworkspace", "rcproject", "mlpackage",
                                                 "xctestplan", "icon", "spriteatlas"]
    /// Folders never part of a target however they are reached: build output and dependencies' checkouts.
    static let skippedFolders: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData", ".build", "build", "xcuserdata"]

    /// Members of `folder`, relative to it.
    package static func members(of folder: String, limit: Int = 50_000) -> [String] {
        var out: [String] = []
        var pending = [""]
        let manager = FileManager.default
        while let relative = pending.popLast(), out.count < limit {
            let full = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? manager.contentsOfDirectory(atPath: full) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full + "/" + name, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue && !packageExtensions.contains(extensionOf(name)) {
                    if !skippedFolders.contains(name) { pending.append(child) }
                } else {
                    out.append(child)
                }
            }
        }
        return out.sorted()
    }

    static func extensionOf(_ name: String) -> String { (name as NSString).pathExtension.lowercased() }

    /// What a file is to a target: Swift compiled, a resource copied, or a kind lockshot does not compile.
    package enum Role: Equatable {
        case source, resource
        case ignored(String)
    }

    static let foreignSources: Set<String> = ["m", "mm", "c", "cc", "cpp", "h", "hpp", "metal", "s"]
    static let notResources: Set<String> = ["entitlements", "rb", "xcconfig", "md", "pch", "modulemap", "xctestplan", "docc", "storekit", "gpx"]

    package static func role(of path: String) -> Role {
        let name = (path as NSString).lastPathComponent
        let ext = extensionOf(name)
        if ext == "swift" { return .source }
        if foreignSources.contains(ext) { return .ignored("\(ext == "h" || ext == "hpp" ? "a header" : "C or Objective-C"); lockshot compiles Swift only") }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .ignored("the target's Info.plist, read for its fonts, not copied") }
        if notResources.contains(ext) { return .ignored("not copied into the bundle") }
        return .resource
    }
}
