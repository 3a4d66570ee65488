import LockshotLanguage
import SwiftParser
import SwiftSyntax

/// A `#Preview` to start from, for a widget that has none: the widget that shows an activity, its attributes and
/// one content state with a value for each stored property — a humanized name for a string, an enum's first case,
/// the render clock for a start date and 15 minutes after it for others — and an Xcode placeholder (`<#Route#>`) where lockshot cannot
/// pick one. It goes in the "no #Preview" diagnostic, so the fix is a paste away; nothing is drawn from it
/// unless the user adds it.
package struct PreviewSuggestion: Sendable, Equatable {
    /// The `#Preview` macro, ready to paste.
    package var text: String
    /// The file and range of the `ActivityConfiguration(for:)` it previews.
    package var file: String
    package var range: LockshotLanguage.SourceRange

    /// The suggestion for the first widget of `sources` whose `ActivityConfiguration(for: X.self)` names
    /// attributes declared in them; nil when there is none.
    package static func make(_ sources: [SwiftSource]) -> PreviewSuggestion? {
        let scan = Scan(viewMode: .sourceAccurate)
        var trees: [(SwiftSource, SourceFileSyntax)] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            scan.walk(tree)
            trees.append((source, tree))
            scan.fileIndex += 1
        }
        for activity in scan.activities {
            guard let attributes = scan.structs[activity.attributes], scan.activityAttributes.contains(activity.attributes) else { continue }
            guard let state = contentState(of: attributes, structs: scan.structs) else { continue }
            let values = Values(structs: scan.structs, enums: scan.enums)
            let name = activity.attributes
            let text = """
                #Preview("\(Values.humanized(name.hasSuffix("Attributes") ? String(name.dropLast(10)) : name))", \
                as: .content, using: \(name)(\(values.arguments(attributes, depth: 1)))) {
                    \(activity.widget)()
                } contentStates: {
                    \(name).ContentState(\(values.arguments(state, depth: 1)))
                }
                """
            let (source, tree) = trees[activity.fileIndex]
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            let start = converter.location(for: activity.position), end = converter.location(for: activity.end)
            return PreviewSuggestion(text: text, file: source.path,
                                     range: LockshotLanguage.SourceRange(start: .init(offset: start.offset, line: start.line, column: start.column),
                                                                         end: .init(offset: end.offset, line: end.line, column: end.column)))
        }
        return nil
    }

    /// The attributes' nested `struct ContentState`, or the struct its `typealias ContentState` names.
    private static func contentState(of attributes: StructDeclSyntax, structs: [String: StructDeclSyntax]) -> StructDeclSyntax? {
        for member in attributes.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" { return nested }
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "ContentState" {
                return structs[alias.initializer.value.trimmedDescription]
            }
        }
        return nil
    }

    /// A value for each parameter of a type's memberwise init (or its first own init).
    private struct Values {
        let structs: [String: StructDeclSyntax]
        let enums: [String: String]

        func arguments(_ decl: StructDeclSyntax, depth: Int) -> String {
            let members = decl.memberBlock.members.map(\.decl)
            // `init(from decoder:)` is Codable's, not one to call by hand.
            if let initializer = members.lazy.compactMap({ $0.as(InitializerDeclSyntax.self) }).first(where: {
                $0.optionalMark == nil && $0.signature.parameterClause.parameters.first?.type.trimmedDescription != "Decoder"
            }) {
                return initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map { parameter in
                    let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
                    return label + value(parameter.type.trimmedDescription, name: (parameter.secondName ?? parameter.firstName).text,
                                         depth: depth)
                }.joined(separator: ", ")
            }
            var out: [String] = []
            for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
            where !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) {
                for binding in variable.bindings {
                    // Computed properties are not parameters; a stored one with a value is a defaulted (`var`) or no (`let`) parameter.
                    if let accessors = binding.accessorBlock, !Self.observersOnly(accessors) { continue }
                    guard binding.initializer == nil, let type = binding.typeAnnotation?.type.trimmedDescription,
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    out.append("\(name): " + value(type, name: name, depth: depth))
                }
            }
            return out.joined(separator: ", ")
        }

        static func observersOnly(_ block: AccessorBlockSyntax) -> Bool {
            guard case .accessors(let list) = block.accessors else { return false }
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }

        func value(_ type: String, name: String, depth: Int) -> String {
            if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
            if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
            switch type {
            case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource": return "\"\(Self.humanized(name))\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "3"
            case "Double", "Float", "CGFloat", "TimeInterval", "Decimal": return "0.5"
            case "Bool": return "false"
            case "Date":
                // A start or a last update is now; anything else (an end, an arrival) a quarter of an hour on, so a timer runs.
                let past = ["start", "begin", "began", "since", "updated", "last", "timestamp", "created"]
                return past.contains { name.lowercased().contains($0) } ? ".now" : ".now.addingTimeInterval(15 * 60)"
            case "URL": return "URL(string: \"https://example.com\")!"
            case "UUID": return "UUID()"
            case "Data": return "Data()"
            default: break
            }
            if let first = enums[type] { return "." + first }
            if depth < 3, let decl = structs[type] { return "\(type)(\(arguments(decl, depth: depth + 1)))" }
            return "<#\(type)#>"
        }

        /// `parcelName` → `Parcel name`, `eta_text` → `Eta text`.
        static func humanized(_ name: String) -> String {
            var words: [String] = [], word = ""
            for character in name {
                if character == "_" || character == " " {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                } else if character.isUppercase, let last = word.last, !last.isUppercase {
                    words.append(word)
                    word = String(character)
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { words.append(word) }
            let sentence = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.lowercased() }.joined(separator: " ")
            return sentence.prefix(1).uppercased() + sentence.dropFirst()
        }
    }

    /// One pass over every file: the types declared, which conform to `ActivityAttributes`, and each
    /// `Widget`'s `ActivityConfiguration(for: X.self)`.
    private final class Scan: SyntaxVisitor {
        struct Activity { var widget: String; var attributes: String; var fileIndex: Int; var position: AbsolutePosition; var end: AbsolutePosition }
        var fileIndex = 0
        var structs: [String: StructDeclSyntax] = [:]
        /// An enum's name → its first case without associated values (when that is its first case).
        var enums: [String: String] = [:]
        var activityAttributes: Set<String> = []
        var activities: [Activity] = []
        private var widget: String?

        static func conforms(_ clause: InheritanceClauseSyntax?, to name: String) -> Bool {
            clause?.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription.hasSuffix("." + name) } ?? false
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            // Types are named by their simple name, as most code names them; the first of a name wins.
            if structs[node.name.text] == nil { structs[node.name.text] = node }
            if Self.conforms(node.inheritanceClause, to: "ActivityAttributes") { activityAttributes.insert(node.name.text) }
            if Self.conforms(node.inheritanceClause, to: "Widget") { widget = node.name.text }
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) {
            if widget == node.name.text { widget = nil }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.conforms(node.inheritanceClause, to: "ActivityAttributes") { activityAttributes.insert(node.extendedType.trimmedDescription) }
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let first = node.memberBlock.members.lazy.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.first?.elements.first
            if let first, first.parameterClause == nil, enums[node.name.text] == nil { enums[node.name.text] = first.name.text }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let widget, node.calledExpression.trimmedDescription == "ActivityConfiguration",
                  let argument = node.arguments.first(where: { $0.label?.text == "for" }),
                  let type = argument.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
                  let base = type.base?.trimmedDescription else { return .visitChildren }
            activities.append(Activity(widget: widget, attributes: base.split(separator: ".").last.map(String.init) ?? base,
                                       fileIndex: fileIndex, position: node.calledExpression.positionAfterSkippingLeadingTrivia,
                                       end: node.calledExpression.endPositionBeforeTrailingTrivia))
            return .visitChildren
        }
    }
}
