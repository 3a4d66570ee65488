import Foundation

/// The Swift Xcode generates from a widget's SiriKit intent definitions (`*.intentdefinition`, a property list):
/// an `INIntent` subclass per intent (`EmojiRangerSelection` → `EmojiRangerSelectionIntent`, a property per
/// parameter), its `…IntentResponse` with its codes, an `INObject` subclass per custom type and an `Int` enum per
/// enum — what an `IntentConfiguration`'s provider names. Types as Xcode gives them: integers, decimals and
/// booleans are `NSNumber?`, dates `DateComponents?`, several values an array.
enum IntentDefinitions {
    /// The generated source for every definition under `folder` (hidden folders left out); empty when there is none.
    static func swift(definitionsUnder folder: String) -> String {
        let found = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".intentdefinition") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        var declared = Set<String>()
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
        for enumeration in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = enumeration["INEnumName"] as? String, claim(name) else { continue }
            var cases: [String] = []
            for (position, value) in (enumeration["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let valueName = value["INEnumValueName"] as? String, isIdentifier(valueName) else { continue }
                cases.append("    case \(valueName) = \((value["INEnumValueIndex"] as? Int) ?? position)\n")
            }
            if !cases.contains(where: { $0.contains(" = 0\n") }) { cases.insert("    case unknown = 0\n", at: 0) }
            out += "\npublic enum \(name): Int, Sendable {\n" + cases.joined() + "}\n"
        }
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = type["INTypeName"] as? String, claim(name) else { continue }
            let system: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]
            let properties = (type["INTypeProperties"] as? [[String: Any]] ?? []).compactMap { property -> String? in
                guard let propertyName = property["INTypePropertyName"] as? String, isIdentifier(propertyName),
                      !system.contains(propertyName) else { return nil }
                return "    public var \(propertyName): " + swiftType(property["INTypePropertyType"] as? String,
                                                                      object: property["INTypePropertyObjectType"] as? String,
                                                                      enumeration: property["INTypePropertyEnumType"] as? String,
                                                                      multiple: property["INTypePropertySupportsMultipleValues"] as? Bool ?? false) + "\n"
            }
            out += "\npublic class \(name): INObject, @unchecked Sendable {\n" + properties.joined() + "}\n"
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let base = intent["INIntentName"] as? String, claim(base + "Intent") else { continue }
            let properties = (intent["INIntentParameters"] as? [[String: Any]] ?? []).compactMap { parameter -> String? in
                guard let name = parameter["INIntentParameterName"] as? String, isIdentifier(name) else { return nil }
                return "    public var \(name): " + swiftType(parameter["INIntentParameterType"] as? String,
                                                              object: parameter["INIntentParameterObjectType"] as? String,
                                                              enumeration: parameter["INIntentParameterEnumType"] as? String,
                                                              multiple: parameter["INIntentParameterSupportsMultipleValues"] as? Bool ?? false) + "\n"
            }
            out += "\npublic class \(base)Intent: INIntent, @unchecked Sendable {\n" + properties.joined() + "}\n"
            guard claim(base + "IntentResponse") else { continue }
            let response = intent["INIntentResponse"] as? [String: Any]
            let codes = (response?["INIntentResponseCodes"] as? [[String: Any]] ?? []).compactMap { $0["INIntentResponseCodeName"] as? String }
                .filter(isIdentifier)
            var all = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
            for code in codes where !all.contains(code) { all.append(code) }
            out += "\npublic class \(base)IntentResponse: INIntentResponse, @unchecked Sendable {\n"
                + "    public enum Code: Int, Sendable {\n"
                + all.enumerated().map { "        case \($0.element) = \($0.offset)\n" }.joined() + "    }\n"
                + "    public let code: Code\n"
                + "    public init(code: Code, userActivity: Any?) {\n        self.code = code\n        super.init()\n    }\n}\n"
        }
        return out
    }

    /// A parameter's Swift type as Xcode generates it, always optional (an enum is not: it has `unknown`).
    static func swiftType(_ type: String?, object: String?, enumeration: String?, multiple: Bool) -> String {
        if let enumeration, isIdentifier(enumeration), !multiple { return "\(enumeration) = \(enumeration)(rawValue: 0)!" }
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

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        let keywords: Set<String> = ["class", "struct", "enum", "case", "func", "let", "var", "in", "is", "as", "self", "Self", "default",
                                     "static", "return", "if", "else", "for", "while", "switch", "protocol", "extension", "import",
                                     "init", "public", "private", "internal", "operator", "subscript", "where", "true", "false", "nil"]
        return !keywords.contains(name)
            && name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) && $0.isASCII }
    }
}
