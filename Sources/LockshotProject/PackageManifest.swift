import Foundation
import SwiftParser
import SwiftSyntax

/// A `Package.swift` read as syntax, never run: its products, targets (name, folder, exclusions, dependencies) and
/// the packages it depends on. A manifest that computes these with code is read as far as literals go.
package struct PackageManifest: Sendable {
    package struct Target: Sendable {
        package enum Kind: String, Sendable { case regular, executable, test, binary, system, macro, plugin }
        package enum Dependency: Sendable, Hashable {
            case target(String)
            case product(name: String, package: String?)
            /// `"Name"` or `.byName(name:)`: a target of this package, else a product of a dependency.
            case byName(String)
        }
        package var name: String
        package var kind: Kind
        package var path: String?
        package var exclude: [String] = []
        package var sources: [String]?
        package var dependencies: [Dependency] = []
        package var hasResources = false
        /// `swiftSettings`: `define`, `enableUpcomingFeature`, `enableExperimentalFeature`, `defaultIsolation`, `swiftLanguageMode`.
        package var swiftSettings: [(kind: String, value: String)] = []
    }

    package struct Dependency: Sendable {
        /// The identity SwiftPM uses: the last path component of the URL or path, without `.git`, lowercased.
        package var identity: String
        package var url: String?
        package var path: String?
    }

    package var folder: String
    package var name: String?
    package var products: [String: [String]] = [:]
    package var targets: [Target] = []
    package var dependencies: [Dependency] = []
    /// `// swift-tools-version:6.0` → 6.
    package var toolsMajor = 5
    /// `swiftLanguageModes: [.v5]` (or `swiftLanguageVersions:`): the first mode named.
    package var languageMode: String?

    /// Reads `folder/Package.swift`; nil when there is none.
    package static func read(folder: String) -> PackageManifest? {
        guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else { return nil }
        var manifest = PackageManifest(folder: folder)
        let text = String(decoding: data, as: UTF8.self)
        if let first = text.split(separator: "\n", maxSplits: 1).first, first.contains("swift-tools-version"),
           let digit = first.drop(while: { !$0.isNumber }).first?.wholeNumberValue {
            manifest.toolsMajor = digit
        }
        let tree = Parser.parse(source: text)
        let visitor = ManifestVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        manifest.name = visitor.name
        manifest.products = visitor.products
        manifest.targets = visitor.targets
        manifest.dependencies = visitor.dependencies
        manifest.languageMode = visitor.languageMode
        return manifest
    }

    package func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// How SwiftPM compiles a target: Swift 6 mode from tools version 6 unless the package or target says otherwise,
    /// with the target's defines, features and default isolation.
    package func settings(of target: Target) -> CompileSettings {
        var settings = CompileSettings()
        settings.swiftVersion = languageMode ?? (toolsMajor >= 6 ? "6" : "5")
        settings.explained.append("swift-tools-version \(toolsMajor)" + (languageMode.map { ", language mode \($0)" } ?? ""))
        for (kind, value) in target.swiftSettings {
            settings.explained.append(".\(kind)(\(value))")
            switch kind {
            case "define": settings.conditions.append(value)
            case "enableUpcomingFeature": settings.upcomingFeatures.append(value)
            case "enableExperimentalFeature": settings.experimentalFeatures.append(value)
            case "defaultIsolation" where value.hasPrefix("MainActor"): settings.defaultIsolation = "MainActor"
            case "swiftLanguageMode", "swiftLanguageVersion": settings.swiftVersion = CompileSettings.languageMode(value)
            default: break
            }
        }
        return settings
    }

    /// The folder of a target: its `path:`, else `Sources/<name>` (or `Source/`, `src/`, `srcs/`, as SwiftPM looks).
    package func folder(of target: Target) -> String {
        if let path = target.path { return ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath }
        let roots = target.kind == .test ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        for root in roots {
            let candidate = folder + "/" + root + "/" + target.name
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return folder + "/" + roots[0] + "/" + target.name
    }

    /// The Swift files of a target, its exclusions and `sources:` honoured.
    package func sourceFiles(of target: Target) -> [String] {
        let base = folder(of: target)
        return FolderListing.members(of: base).filter { relative in
            relative.hasSuffix(".swift")
                && !target.exclude.contains { relative == $0 || relative.hasPrefix($0 + "/") }
                && (target.sources.map { list in list.contains { relative == $0 || relative.hasPrefix($0 + "/") } } ?? true)
        }.map { base + "/" + $0 }
    }

    static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// Finds the manifest's `.library`, `.target…` and `.package` calls wherever they are written.
private final class ManifestVisitor: SyntaxVisitor {
    var name: String?
    var products: [String: [String]] = [:]
    var targets: [PackageManifest.Target] = []
    var dependencies: [PackageManifest.Dependency] = []
    var languageMode: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let member = callee.split(separator: ".").last.map(String.init) ?? callee
        let arguments = node.arguments
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        func string(_ label: String) -> String? { argument(label).flatMap(Self.literal) }
        switch member {
        case "Package" where callee == "Package":
            name = string("name")
            if let modes = (argument("swiftLanguageModes") ?? argument("swiftLanguageVersions"))?.as(ArrayExprSyntax.self)?.elements.first {
                languageMode = CompileSettings.languageMode(modes.expression.trimmedDescription.replacingOccurrences(of: ".v", with: ""))
            }
        case "library", "executable":
            if let name = string("name"), let list = argument("targets") { products[name] = Self.strings(list) }
        case "target", "executableTarget", "testTarget", "binaryTarget", "systemLibrary", "macro", "plugin":
            // `.target(name:)` inside a dependency list is a dependency, not a declaration: it has no other arguments.
            guard let name = string("name"), !(member == "target" && arguments.count == 1 && Self.isInsideDependencies(node)) else { break }
            let kind: PackageManifest.Target.Kind = switch member {
            case "executableTarget": .executable
            case "testTarget": .test
            case "binaryTarget": .binary
            case "systemLibrary": .system
            case "macro": .macro
            case "plugin": .plugin
            default: .regular
            }
            var target = PackageManifest.Target(name: name, kind: kind)
            target.path = string("path")
            target.exclude = argument("exclude").map(Self.strings) ?? []
            target.sources = argument("sources").map(Self.strings)
            target.hasResources = argument("resources") != nil
            for element in argument("swiftSettings")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                guard let call = element.expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { continue }
                let kind = call.calledExpression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                let value = Self.literal(first.expression)
                    ?? first.expression.trimmedDescription.replacingOccurrences(of: ".self", with: "").replacingOccurrences(of: ".v", with: "")
                target.swiftSettings.append((kind, value))
            }
            if let list = argument("dependencies")?.as(ArrayExprSyntax.self) {
                target.dependencies = list.elements.compactMap { Self.dependency($0.expression) }
            }
            targets.append(target)
        case "package":
            if let url = string("url") {
                dependencies.append(.init(identity: PackageManifest.identity(of: url), url: url, path: nil))
            } else if let path = string("path") {
                dependencies.append(.init(identity: PackageManifest.identity(of: path), url: nil, path: path))
            }
        default: break
        }
        return .visitChildren
    }

    static func isInsideDependencies(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let labeled = current.as(LabeledExprSyntax.self) { return labeled.label?.text == "dependencies" }
            parent = current.parent
        }
        return false
    }

    static func dependency(_ expression: ExprSyntax) -> PackageManifest.Target.Dependency? {
        if let text = literal(expression) { return .byName(text) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let member = call.calledExpression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        func string(_ label: String) -> String? { call.arguments.first { $0.label?.text == label }.flatMap { literal($0.expression) } }
        guard let name = string("name") else { return nil }
        switch member {
        case "product": return .product(name: name, package: string("package"))
        case "target": return .target(name)
        default: return .byName(name)
        }
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    static func strings(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { literal($0.expression) } ?? []
    }
}
