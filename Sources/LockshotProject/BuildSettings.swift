import Foundation

/// Xcode's build settings as levels, lowest first (project xcconfig, project, target xcconfig, target), each a map
/// from name to value, with `$(inherited)` and `$(NAME)` resolved as Xcode resolves them.
package struct BuildSettings: Sendable {
    package struct Level: Sendable {
        package var name: String
        package var values: [String: String]

        package init(name: String, values: [String: String]) {
            self.name = name
            self.values = values
        }
    }

    package var levels: [Level]
    /// Values that no level sets: `SRCROOT`, `TARGET_NAME`…
    package var builtIn: [String: String]

    package init(levels: [Level], builtIn: [String: String] = [:]) {
        self.levels = levels
        self.builtIn = builtIn
    }

    /// The value of `name`: the highest level that sets it, `$(inherited)` taking the level below.
    package func value(_ name: String) -> String? {
        value(name, below: levels.count, depth: 0)
    }

    /// The level that sets `name`, for explanations.
    package func origin(_ name: String) -> String? {
        levels.last { $0.values[name] != nil }?.name
    }

    private func value(_ name: String, below top: Int, depth: Int) -> String? {
        guard depth < 16 else { return nil }
        var index = top - 1
        while index >= 0, levels[index].values[name] == nil { index -= 1 }
        guard index >= 0, let raw = levels[index].values[name] else { return builtIn[name] }
        return substitute(raw, depth: depth) { variable in
            variable == "inherited" ? (value(name, below: index, depth: depth + 1) ?? "")
                : (variable == name ? "" : (value(variable, below: levels.count, depth: depth + 1) ?? ""))
        }
    }

    /// `$(NAME)` and `${NAME}` replaced; `$(NAME:modifier)` takes the value without the modifier.
    private func substitute(_ text: String, depth: Int, lookup: (String) -> String) -> String {
        guard text.contains("$") else { return text }
        var out = "", rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { out += rest; return out }
            let inner = rest[rest.index(after: after)..<end]
            out += lookup(String(inner.split(separator: ":").first ?? inner))
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// A list setting (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`) split as Xcode splits it: on white
    /// space, with double quotes grouping.
    package static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in text {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character.isWhitespace && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    /// Reads an `.xcconfig`: `NAME = value` lines, `//` comments, `#include "other.xcconfig"` (and `#include?`),
    /// conditional assignments (`NAME[sdk=iphoneos*]`) only when their condition matches an iOS device or any.
    package static func readConfigurationFile(_ path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let data = FileManager.default.contents(atPath: path) else { return [:] }
        var values: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let first = trimmed.firstIndex(of: "\""), let last = trimmed.lastIndex(of: "\""), first < last else { continue }
                let included = String(trimmed[trimmed.index(after: first)..<last])
                let full = included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
                values.merge(readConfigurationFile(full, depth: depth + 1)) { _, new in new }
                continue
            }
            // `NAME[sdk=iphoneos*] = value`: the assignment's `=` follows the condition's brackets.
            let afterCondition = trimmed.firstIndex(of: "]").map { trimmed.index(after: $0) } ?? trimmed.startIndex
            guard let equals = trimmed[afterCondition...].firstIndex(of: "=") else { continue }
            var name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let bracket = name.firstIndex(of: "[") {
                let condition = name[bracket...]
                guard condition.contains("sdk=iphoneos") || condition.contains("sdk=*") || condition.contains("config=Debug") else { continue }
                name = String(name[..<bracket])
            }
            if !name.isEmpty { values[name] = value }
        }
        return values
    }
}

extension CompileSettings {
    /// Upcoming features `SWIFT_APPROACHABLE_CONCURRENCY = YES` turns on (Xcode 26).
    static let approachableConcurrency = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability",
                                          "InferIsolatedConformances", "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]

    /// `SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY` → `ExistentialAny`: Xcode's setting names, spelled as the compiler's
    /// feature names where the two are not a plain change of case.
    static let renamedFeatures = ["IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations",
                                  "DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
                                  "NONFROZEN_ENUM_EXHAUSTIVITY": "NonfrozenEnumExhaustivity"]

    /// The settings of a target, from its build settings (Debug).
    package init(_ settings: BuildSettings) {
        self.init()
        func note(_ name: String, _ value: String) {
            explained.append("\(name) = \(value)" + (settings.origin(name).map { " (\($0))" } ?? ""))
        }
        if let version = settings.value("SWIFT_VERSION")?.trimmingCharacters(in: .whitespaces), !version.isEmpty {
            swiftVersion = Self.languageMode(version)
            note("SWIFT_VERSION", version)
        }
        if let conditions = settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") {
            // `$(inherited) DEBUG` over a project's `DEBUG` resolves to `DEBUG DEBUG`: said once.
            note("SWIFT_ACTIVE_COMPILATION_CONDITIONS", BuildSettings.words(conditions).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }.joined(separator: " "))
            for word in BuildSettings.words(conditions) where !self.conditions.contains(word) { self.conditions.append(word) }
        }
        if let isolation = settings.value("SWIFT_DEFAULT_ACTOR_ISOLATION")?.trimmingCharacters(in: .whitespaces), !isolation.isEmpty {
            note("SWIFT_DEFAULT_ACTOR_ISOLATION", isolation)
            if isolation.lowercased() == "mainactor" { defaultIsolation = "MainActor" }
        }
        if settings.value("SWIFT_APPROACHABLE_CONCURRENCY").map(Self.isYes) == true {
            note("SWIFT_APPROACHABLE_CONCURRENCY", "YES")
            upcomingFeatures += Self.approachableConcurrency
        }
        var names = Set<String>()
        for level in settings.levels { names.formUnion(level.values.keys) }
        for name in names.sorted() where name.hasPrefix("SWIFT_UPCOMING_FEATURE_") {
            guard let value = settings.value(name), Self.isYes(value) else { continue }
            note(name, value)
            let key = String(name.dropFirst("SWIFT_UPCOMING_FEATURE_".count))
            upcomingFeatures.append(Self.renamedFeatures[key] ?? key.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined())
        }
        if let strict = settings.value("SWIFT_STRICT_CONCURRENCY")?.lowercased(), ["minimal", "targeted", "complete"].contains(strict) {
            note("SWIFT_STRICT_CONCURRENCY", strict)
            strictConcurrency = strict
        }
        if let other = settings.value("OTHER_SWIFT_FLAGS") {
            note("OTHER_SWIFT_FLAGS", other)
            apply(otherFlags: BuildSettings.words(other))
        }
        var seen = Set<String>()
        upcomingFeatures = upcomingFeatures.filter { seen.insert($0).inserted }
    }

    /// Takes from `OTHER_SWIFT_FLAGS` what changes which code compiles (`-D`, features, isolation), never paths,
    /// plug-ins or code generation; the rest is listed as ignored.
    mutating func apply(otherFlags words: [String]) {
        var index = 0
        func next() -> String? {
            index += 1
            return index < words.count ? words[index] : nil
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "-D": if let value = next() { conditions.append(value) }
            case "-enable-upcoming-feature": if let value = next() { upcomingFeatures.append(value) }
            case "-enable-experimental-feature": if let value = next() { experimentalFeatures.append(value) }
            case "-default-isolation": if let value = next(), value == "MainActor" { defaultIsolation = value }
            case "-Xfrontend", "-Xcc", "-Xlinker", "-Xllvm":
                let value = next() ?? ""
                ignoredFlags.append(word + " " + value)
            default:
                if word.hasPrefix("-D"), word.count > 2 { conditions.append(String(word.dropFirst(2))) }
                else if word.hasPrefix("-strict-concurrency=") { strictConcurrency = String(word.dropFirst("-strict-concurrency=".count)) }
                else { ignoredFlags.append(word) }
            }
            index += 1
        }
    }

    static func isYes(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `5.0` → `5`, `4.2` → `4.2`, `6.0`/`6.2` → `6`: the language modes `swiftc -swift-version` knows.
    static func languageMode(_ version: String) -> String {
        if version.hasPrefix("4.2") { return "4.2" }
        if version.hasPrefix("4") { return "4" }
        if version.hasPrefix("6") { return "6" }
        return "5"
    }
}
