import Foundation

/// CocoaPods' local pods: `pod 'Name', :path => '…'` in a `Podfile` beside the Xcode project, or in the
/// `pods.rb` of an Expo target (@bacons/apple-targets). Each becomes a module of the pod's Swift
/// `source_files`, read from its podspec. Remote pods (no `:path`) are not fetched: the compile names them.
enum CocoaPods {
    struct Pod: Equatable {
        var name: String
        var path: String
    }

    /// The local pods `target` gets in the Podfile text: its own block's, its enclosing blocks' (CocoaPods' nested targets
    /// inherit) and the top level's. `target` nil: every pod (an Expo target's `pods.rb` is its own).
    static func localPods(in text: String, target: String?) -> [Pod] {
        let podLine = try! NSRegularExpression(pattern: #"^\s*pod\s+['"]([^'"]+)['"]\s*,.*?:?path\s*(?:=>|:)\s*['"]([^'"]+)['"]"#)
        let targetLine = try! NSRegularExpression(pattern: #"^\s*(?:target|abstract_target)\s+['"]([^'"]+)['"]\s+do\b"#)
        var stack: [String?] = []
        var found: [(pod: Pod, owner: String?)] = []
        var ancestors: [String: [String]] = [:]  // a target and the targets around it
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let range = NSRange(line.startIndex..., in: line)
            if let match = targetLine.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                stack.append(String(line[name]))
                ancestors[String(line[name])] = stack.compactMap { $0 }
            } else if line.range(of: #"\bdo\s*(\|[^|]*\|)?\s*$"#, options: .regularExpression) != nil {
                stack.append(nil)
            } else if line.trimmingCharacters(in: .whitespaces) == "end" {
                _ = stack.popLast()
            } else if let match = podLine.firstMatch(in: line, range: range),
                      let name = Range(match.range(at: 1), in: line), let path = Range(match.range(at: 2), in: line) {
                found.append((Pod(name: String(line[name]), path: String(line[path])), stack.compactMap { $0 }.last))
            }
        }
        guard let target else { return found.map(\.pod) }
        let chain = ancestors[target] ?? []
        return found.filter { $0.owner.map(chain.contains) ?? true }.map(\.pod)
    }

    /// The pods of a Podfile or `pods.rb` as modules: each pod's folder (a `node_modules/<package>` path that is
    /// not installed is looked up among the repository's own workspace packages), its podspec's Swift sources.
    /// Only pods the widget's files import are compiled (a React Native Podfile names dozens the extension never links).
    /// - Parameter relativeTo: the folder `:path`s are relative to (the Podfile's, by default).
    static func modules(podfile: String, target: String?, root: String, importedBy sources: [String],
                        relativeTo: String? = nil) -> (modules: [WidgetTarget.Module], problems: [WidgetTarget.Problem]) {
        guard let data = FileManager.default.contents(atPath: podfile) else { return ([], []) }
        let directory = relativeTo ?? (podfile as NSString).deletingLastPathComponent
        let imported = imports(of: sources)
        var modules: [WidgetTarget.Module] = [], problems: [WidgetTarget.Problem] = []
        for pod in localPods(in: String(decoding: data, as: UTF8.self), target: target) where imported.contains(pod.name) {
            let written = ((directory as NSString).appendingPathComponent(pod.path) as NSString).standardizingPath
            guard let folder = FileManager.default.fileExists(atPath: written) ? written : workspacePackage(for: written, root: root) else {
                problems.append(.init("pod '\(pod.name)' is at '\(pod.path)', which is not in the repository", file: podfile,
                                      help: "install the JavaScript packages (npm install) or name the pod's Swift folder in lockshot.json \"swiftModules\""))
                continue
            }
            guard let spec = podspec(named: pod.name, in: folder) else {
                problems.append(.init("pod '\(pod.name)': no \(pod.name).podspec in \(folder)", file: podfile))
                continue
            }
            let sources = FolderListing.members(of: folder).filter { path in
                path.hasSuffix(".swift") && spec.sources.contains { ProjectModel.glob($0, matches: path) }
                    && !spec.excluded.contains { ProjectModel.glob($0, matches: path) }
            }.map { folder + "/" + $0 }
            guard !sources.isEmpty else { continue }  // an Objective-C pod: nothing for the Swift compile
            modules.append(.init(name: spec.module, sources: sources, directory: folder,
                                 reason: "CocoaPods pod '\(pod.name)' (:path '\(pod.path)')"))
        }
        return (modules, problems)
    }

    /// The modules `files` import (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(of files: [String]) -> Set<String> {
        var out: Set<String> = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
                guard words.count >= 2, words[0] == "import" else { continue }
                let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1])
                    ? words[2] : words[1]
                out.insert(String(path.split(separator: ".").first ?? path))
            }
        }
        return out
    }

    /// `…/node_modules/@scope/name` when not installed: the folder in the repository whose package.json is that package.
    static func workspacePackage(for path: String, root: String) -> String? {
        guard let range = path.range(of: "/node_modules/", options: .backwards) else { return nil }
        let parts = path[range.upperBound...].split(separator: "/")
        guard let first = parts.first else { return nil }
        let package = first.hasPrefix("@") && parts.count > 1 ? "\(first)/\(parts[1])" : String(first)
        let pattern = #""name"\s*:\s*""# + NSRegularExpression.escapedPattern(for: package) + #"""#
        let manifests = FolderListing.members(of: root).filter {
            ($0 as NSString).lastPathComponent == "package.json" && $0.split(separator: "/").count <= 4
        }
        for manifest in manifests {
            guard let data = FileManager.default.contents(atPath: root + "/" + manifest),
                  String(decoding: data, as: UTF8.self).range(of: pattern, options: .regularExpression) != nil else { continue }
            return ((root + "/" + manifest) as NSString).deletingLastPathComponent
        }
        return nil
    }

    struct Spec {
        var module: String
        var sources: [String]
        var excluded: [String]
    }

    /// `source_files`, `exclude_files` and `module_name` of `<name>.podspec` (Ruby, read for its string literals) or
    /// `<name>.podspec.json`; globs with `{a,b}` alternatives expanded.
    static func podspec(named name: String, in folder: String) -> Spec? {
        if let data = FileManager.default.contents(atPath: folder + "/" + name + ".podspec.json"),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            func strings(_ key: String) -> [String] { (json[key] as? [String]) ?? (json[key] as? String).map { [$0] } ?? [] }
            return Spec(module: json["module_name"] as? String ?? name, sources: strings("source_files").flatMap(expandBraces),
                        excluded: strings("exclude_files").flatMap(expandBraces))
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + name + ".podspec") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        func strings(_ key: String) -> [String] {
            guard let match = text.range(of: #"\.\#(key)\s*=\s*(\[[^\]]*\]|(['"])[^'"]*(['"]))"#, options: .regularExpression) else { return [] }
            let value = text[match].drop { $0 != "=" }
            let literal = try! NSRegularExpression(pattern: #"['"]([^'"]*)['"]"#)
            let body = String(value)
            return literal.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { Range($0.range(at: 1), in: body).map { String(body[$0]) } }
        }
        return Spec(module: strings("module_name").first ?? name, sources: strings("source_files").flatMap(expandBraces),
                    excluded: strings("exclude_files").flatMap(expandBraces))
    }

    /// `ios/**/*.{h,swift}` as `ios/**/*.h` and `ios/**/*.swift`.
    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open], tail = String(pattern[pattern.index(after: close)...])
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { expandBraces(head + $0 + tail) }
    }
}
