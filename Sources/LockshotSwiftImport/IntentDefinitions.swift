import Foundation

/// The Swift Xcode generates from a widget's SiriKit intent definitions (`*.intentdefinition`, a property list):
/// an `INIntent` subclass per intent (`EmojiRangerSelection` → `EmojiRangerSelectionIntent`, a property per
/// parameter), its `…IntentResponse` with its codes, an `INObject` subclass per custom type and an `Int` enum per
/// enum — what an `IntentConfiguration`'s provider names; internal to the widget's module, so a type its own code
/// declares can be named. Types as Xcode gives them: integers, decimals and
/// booleans are `NSNumber?`, dates `DateComponents?`, several values an array.
enum IntentDefinitions {
    /// The generated source for every definition among `files` (relative to `folder`, as `WidgetCompiler.visibleFiles`
    /// lists them); empty when there is none.
    static func swift(files: [String], under folder: String, sources: String = "") -> String {
        let found = files.filter { $0.hasSuffix(".intentdefinition") }
        // A type the widget's own sources declare (an App Intents `AppEnum Bed` beside an old definition) is theirs.
        var declared = Set<String>()
        for keyword in ["struct", "class", "enum", "actor", "protocol", "typealias"] {
            for part in sources.components(separatedBy: keyword + " ").dropFirst() {
                let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { declared.insert(String(name)) }
            }
        }
        var out = ""
        for relative in found.prefix(64) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + relative), data.count < 4 << 20,
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            out += swift(plist, declared: &declared)
        }
        return out.isEmpty ? "" : "// Xcode's generated intent classes, made by lockshot from the widget's .intentdefinition files.\n"
            + "import Foundation\nimport Intents\n" + out
    }

    /// The declarations of one definition; a name `declared` already holds is skipped (two files, one type).
    static func swift(_ plist: [String: Any], declared: inout Set<String>) -> String {
        var out = ""
        func claim(_ name: String) -> Bool { isIdentifier(name) && declared.insert(name).inserted }
        /// The enums generated here that have a case 0 (a parameter of that type starts there, as Xcode's does).
        var startsAtZero = Set<String>()
        for enumeration in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = enumeration["INEnumName"] as? String, claim(name) else { continue }
            var cases: [(name: String, raw: Int)] = []
            for (position, value) in (enumeration["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let valueName = value["INEnumValueName"] as? String, isIdentifier(valueName) else { continue }
                let raw = (value["INEnumValueIndex"] as? Int) ?? position
                guard !cases.contains(where: { $0.name == valueName || $0.raw == raw }) else { continue }
                cases.append((valueName, raw))
            }
            if !cases.contains(where: { $0.raw == 0 }), !cases.contains(where: { $0.name == "unknown" }) { cases.insert(("unknown", 0), at: 0) }
            if cases.contains(where: { $0.raw == 0 }) { startsAtZero.insert(name) }
            out += "\nenum \(name): Int, Sendable {\n" + cases.map { "    case \($0.name) = \($0.raw)\n" }.joined() + "}\n"
        }
        /// One property per name, none that the base class has.
        func properties(_ list: [[String: Any]], prefix: String, reserved: Set<String>) -> String {
            var seen = reserved
            return list.compactMap { item -> String? in
                guard let name = item[prefix + "Name"] as? String, isIdentifier(name), seen.insert(name).inserted else { return nil }
                return "    var \(name): " + swiftType(item[prefix + "Type"] as? String, object: item[prefix + "ObjectType"] as? String,
                                                          enumeration: item[prefix + "EnumType"] as? String,
                                                          multiple: item[prefix + "SupportsMultipleValues"] as? Bool ?? false,
                                                          startsAtZero: startsAtZero) + "\n"
            }.joined()
        }
        let objectMembers: Set<String> = ["description", "debugDescription", "hash", "hashValue", "isEqual", "copy", "self", "classForCoder"]
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = type["INTypeName"] as? String, claim(name) else { continue }
            let members = objectMembers.union(["identifier", "displayString", "subtitleString", "pronunciationHint",
                                               "alternativeSpeakableMatches"])
            out += "\nclass \(name): INObject, @unchecked Sendable {\n"
                + properties(type["INTypeProperties"] as? [[String: Any]] ?? [], prefix: "INTypeProperty", reserved: members) + "}\n"
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let base = intent["INIntentName"] as? String, claim(base + "Intent") else { continue }
            let members = objectMembers.union(["identifier", "intentDescription", "suggestedInvocationPhrase"])
            out += "\nclass \(base)Intent: INIntent, @unchecked Sendable {\n"
                + properties(intent["INIntentParameters"] as? [[String: Any]] ?? [], prefix: "INIntentParameter", reserved: members) + "}\n"
            guard claim(base + "IntentResponse") else { continue }
            let response = intent["INIntentResponse"] as? [String: Any]
            let codes = (response?["INIntentResponseCodes"] as? [[String: Any]] ?? []).compactMap { $0["INIntentResponseCodeName"] as? String }
                .filter(isIdentifier)
            var all = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
            for code in codes where !all.contains(code) && code != "Code" { all.append(code) }
            out += "\nclass \(base)IntentResponse: INIntentResponse, @unchecked Sendable {\n"
                + "    enum Code: Int, Sendable {\n"
                + all.enumerated().map { "        case \($0.element) = \($0.offset)\n" }.joined() + "    }\n"
                + "    let code: Code\n"
                + "    init(code: Code, userActivity: Any?) {\n        self.code = code\n        super.init()\n    }\n}\n"
        }
        return out
    }

    /// A parameter's Swift type as Xcode generates it, optional, but for an enum generated here with a case 0,
    /// where it starts (Xcode's `unknown`).
    static func swiftType(_ type: String?, object: String?, enumeration: String?, multiple: Bool, startsAtZero: Set<String> = []) -> String {
        if let enumeration, isIdentifier(enumeration) {
            if multiple { return "[\(enumeration)]?" }
            return startsAtZero.contains(enumeration) ? "\(enumeration) = \(enumeration)(rawValue: 0)!" : "\(enumeration)?"
        }
        let element: String
        switch type {
        case "String": element = "String"
        case "Integer", "Decimal", "Number", "Boolean", "Duration", "Currency": element = "NSNumber"
        case "Date", "DateComponents": element = "DateComponents"
        case "URL": element = "URL"
        case "Object": element = object.flatMap { isIdentifier($0) ? $0 : nil } ?? "INObject"
        default: element = "Any"
        }
        return multiple ? "[\(element)]?" : element + "?"
    }

    /// A name usable bare as a type, case or property: ASCII letters, digits and `_`, not a keyword.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && CharacterSet.letters.contains(first)),
              name != "_" else { return false }
        return !WidgetCompiler.swiftKeywords.contains(name) && name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
    }
}
