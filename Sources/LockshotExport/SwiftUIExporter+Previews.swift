import FoundationEssentials
import LockshotLanguage

/// `<Activity>Previews.swift`: each layout preview as a content state, and one `#Preview` per preview and
/// presentation, so Xcode's canvas shows the cases the golden images show.
extension SwiftUIExporter {
    /// A preview name as a Swift identifier: `"caption at limit"` → `captionAtLimit`.
    static func identifier(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var text = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
        if text.isEmpty || !ascii || text.first?.isNumber == true { text = "preview" + (ascii ? text.prefix(1).uppercased() + text.dropFirst() : "") }
        return swiftKeywords.contains(text) ? "`\(text)`" : text
    }

    /// Preview keys that set the render environment (named in each preview's comment).
    static let environmentKeys: Set<String> = ["now", "appearance", "isStale", "isLuminanceReduced"]

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "self", "Self", "super", "throw", "throws", "true", "try", "any", "some", "Type",
    ]

    /// The presentations the layout has regions for, as `#Preview`'s `as:` and a name suffix.
    static func presentations(_ document: Document) -> [(swift: String, suffix: String)] {
        var out: [(String, String)] = []
        if document.region(.lockScreen) != nil { out.append((".content", "")) }
        if document.region(.compactLeading) != nil || document.region(.compactTrailing) != nil {
            out.append((".dynamicIsland(.compact)", " · compact"))
        }
        if [RegionKind.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom].contains(where: { document.region($0) != nil }) {
            out.append((".dynamicIsland(.expanded)", " · expanded"))
        }
        if document.region(.minimal) != nil { out.append((".dynamicIsland(.minimal)", " · minimal")) }
        return out
    }

    /// `2026-01-01T09:41:00Z` (with optional fractional seconds), as the checker accepts it.
    static func parseISO8601(_ text: String) -> Date? { Checker.parseISO8601(text) }

    /// A preview value as a Swift literal of the attribute's stored type.
    static func previewLiteral(_ expr: Expr, type: TypeRef) -> String? {
        switch (type.name.name, expr.kind) {
        case ("Image", .string):
            guard case .string(let segments) = expr.kind else { return nil }
            let path = segments.compactMap { if case .literal(let t) = $0 { t } else { nil } }.joined()
            // The App Group file is the path's last component; the layout's path stays in a comment for the import.
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return SwiftEmitter.quote(name) + (name == path || path.contains(" // ") ? "" : " // " + path)
        case ("Date", .string(let segments)):
            let text = segments.compactMap { if case .literal(let t) = $0 { t } else { nil } }.joined()
            guard let date = parseISO8601(text) else { return nil }
            return "Date(timeIntervalSince1970: \(Int64(date.timeIntervalSince1970))) // \(text)"
        case ("Date", .number(let value, _)):
            return "Date(timeIntervalSince1970: \(SwiftEmitter.number(value, isInteger: value.rounded() == value)))"
        case ("Double", .number(let value, _)):
            return SwiftEmitter.number(value, isInteger: false)
        case ("Color", .implicitMember(let name, nil)) where Schema.namedColors.contains(name):
            return "LockshotColor(name: \(SwiftEmitter.quote(name)))"
        case ("Color", .member(let base, let name)) where Schema.namedColors.contains(name):
            guard case .identifier("Color") = base.kind else { return nil }
            return "LockshotColor(name: \(SwiftEmitter.quote(name)))"
        default:
            return defaultLiteral(expr, type: type)
        }
    }

    static func previewsSource(_ document: Document, activity: String, stateNames: Set<String>, file: SourceFile,
                               layoutDirectory: String, header: String, diagnostics: inout [Diagnostic]) -> String {
        var lines = [header + "import ActivityKit", "import SwiftUI", "import WidgetKit", ""]
        let stateType = "\(activity)Attributes.ContentState"
        var names: [String] = []
        var used: Set<String> = []
        var states: [String] = []
        var statics: [String] = []
        let stateAttributes = SwiftUIExporter.allAttributes(document).filter { stateNames.contains($0.name.name) }
        let staticAttributes = SwiftUIExporter.allAttributes(document).filter { !stateNames.contains($0.name.name) }
        for preview in document.previews {
            var fields: [PreviewField]
            switch preview.source {
            case .fields(let written): fields = written
            case .payload(let path, let range):
                let full = path.hasPrefix("/") ? path : PathName.join(layoutDirectory, path)
                let (loaded, problems) = PayloadLoader.fields(fromJSONFile: full, reference: range, layoutFile: file.path)
                diagnostics += problems
                fields = loaded
            }
            // A payload preview's values, with the file named in the constants' doc comment (the import reads it back).
            var payload: String?
            if case .payload(let path, _) = preview.source { payload = path }
            var name = identifier(preview.name)
            var counter = 2
            while used.contains(name) {
                name = identifier(preview.name) + "\(counter)"
                counter += 1
            }
            used.insert(name)
            names.append(name)
            var environment: [String] = []
            // `expect:` is lockshot's test expectation: named in the doc comment, for the reader and the import.
            var expectation: String?
            var values: [String: String] = [:]
            for field in fields {
                let key = field.name.name
                if Schema.standard.reservedPreviewKeys.contains(where: { $0.name == key }) {
                    // The render environment is the canvas's to set; `expect:` is lockshot's test expectation.
                    if Self.environmentKeys.contains(key) { environment.append("\(key): " + Printer.expression(field.value)) }
                    if key == "expect" { expectation = Printer.expression(field.value) }
                    continue
                }
                guard let attribute = SwiftUIExporter.allAttributes(document).first(where: { $0.name.name == key }) else { continue }
                guard let literal = previewLiteral(field.value, type: attribute.type) else {
                    diagnostics.append(Diagnostic(.error, "preview value for '\(key)' cannot be exported", file: file.path,
                                                  at: field.value.range, code: "export"))
                    continue
                }
                values[key] = literal
            }
            func initializer(_ typeName: String, _ attributes: [AttributeDecl]) -> [String] {
                let given = attributes.filter { values[$0.name.name] != nil }
                if given.isEmpty { return ["\(typeName)()"] }
                var out = ["\(typeName)("]
                for (index, attribute) in given.enumerated() {
                    var value = values[attribute.name.name] ?? ""
                    var comment = ""
                    if let range = value.firstRange(of: " // ") {
                        comment = String(value[range.lowerBound...])
                        value = String(value[..<range.lowerBound])
                    }
                    out.append("    \(attribute.name.name): \(value)" + (index == given.count - 1 ? "" : ",") + comment)
                }
                out.append(")")
                return out
            }
            func constant(_ typeName: String, _ attributes: [AttributeDecl]) -> String {
                var block = ["    /// \(SwiftEmitter.quote(preview.name))" + (payload.map { ", from the push payload " + $0 } ?? "")
                    + (expectation.map { "; lockshot's test expects: " + $0 } ?? "")
                    + (environment.isEmpty ? ""
                    : "; the canvas sets the rest: " + environment.joined(separator: ", "))]
                let body = initializer(typeName, attributes)
                block.append("    static let \(name) = " + body[0])
                block += body.dropFirst().map { "    " + $0 }
                return block.joined(separator: "\n")
            }
            states.append(constant(stateType, stateAttributes))
            statics.append(constant("\(activity)Attributes", staticAttributes))
        }
        // Static attributes and content state per preview, then the previews that use them.
        if !staticAttributes.isEmpty {
            lines += ["extension \(activity)Attributes {", statics.joined(separator: "\n\n"), "}", ""]
        }
        if !stateAttributes.isEmpty {
            lines += ["extension \(stateType) {", states.joined(separator: "\n\n"), "}", ""]
        }
        if lines.last == "" { lines.removeLast() }
        for (index, preview) in document.previews.enumerated() {
            let using = staticAttributes.isEmpty ? "\(activity)Attributes()" : "\(activity)Attributes.\(names[index])"
            let state = stateAttributes.isEmpty ? "\(stateType)()" : "\(stateType).\(names[index])"
            for presentation in presentations(document) {
                lines += ["", "#Preview(\(SwiftEmitter.quote(preview.name + presentation.suffix)), as: \(presentation.swift), using: \(using)) {",
                          "    \(activity)LiveActivity()", "} contentStates: {", "    \(state)", "}"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
