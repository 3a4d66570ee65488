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
        let (scan, trees) = scanned(sources)
        for activity in scan.activities {
            guard let attributes = scan.structs[activity.attributes], scan.activityAttributes.contains(activity.attributes) else { continue }
            guard let state = contentState(of: attributes, structs: scan.structs) else { continue }
            let values = Values(structs: scan.structs, enums: scan.enums, cases: scan.enumCases)
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

    private static func scanned(_ sources: [SwiftSource]) -> (Scan, [(SwiftSource, SourceFileSyntax)]) {
        let scan = Scan(viewMode: .sourceAccurate)
        var trees: [(SwiftSource, SourceFileSyntax)] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            scan.walk(tree)
            trees.append((source, tree))
            scan.fileIndex += 1
        }
        return (scan, trees)
    }

    /// The marker every generated preview's name starts with, wherever the name appears (gallery, serve, check).
    package static let generatedPrefix = "Generated"

    /// Sample previews for a widget without any, drawn so a repository shows pictures with no setup: for every
    /// activity whose types are declared in `sources`, one `#Preview` per case of the first enum in its content state
    /// (at most four), else one — every optional filled, every array three long, strings and numbers chosen from the
    /// properties' names, a start date five minutes before the render clock and other dates fifteen after it, so
    /// timers run. The same sources give the same text. Nil when a value cannot be made (a type lockshot cannot
    /// construct): then the widget gets the suggestion instead.
    /// - Parameter imageNames: the target's image sets, for properties that name an image (`albumArtName`, `icon`).
    package static func samples(_ sources: [SwiftSource], imageNames: [String] = []) -> String? {
        let (scan, _) = scanned(sources)
        var previews: [String] = [], seen = Set<String>()
        for activity in scan.activities where seen.insert(activity.widget + "/" + activity.attributes).inserted {
            guard let attributes = scan.structs[activity.attributes], scan.activityAttributes.contains(activity.attributes),
                  let state = contentState(of: attributes, structs: scan.structs) else { continue }
            var values = Values(structs: scan.structs, enums: scan.enums, cases: scan.enumCases, sample: true)
            values.imageNames = imageNames
            let using = values.arguments(attributes, depth: 1)
            // The first enum-typed property of the state: one sample per case.
            let variants = values.firstEnum(of: state).map { type in (scan.enumCases[type] ?? []).prefix(4).map { (type, $0) } } ?? []
            let title = Values.humanized(activity.attributes.hasSuffix("Attributes") ? String(activity.attributes.dropLast(10)) : activity.attributes)
            for variant in variants.isEmpty ? [nil] : variants.map(Optional.some) {
                values.chosenCase = variant
                let stateArguments = values.arguments(state, depth: 1)
                guard !stateArguments.contains("<#"), !using.contains("<#") else { return nil }
                let name = "\(generatedPrefix): \(title)" + (variant.map { " (\($0.1))" } ?? "")
                previews.append("""
                    #Preview("\(name)", as: .content, using: \(activity.attributes)(\(using))) {
                        \(activity.widget)()
                    } contentStates: {
                        \(activity.attributes).ContentState(\(stateArguments))
                    }
                    """)
            }
        }
        return previews.isEmpty ? nil : "// Sample previews lockshot generated from the widget's own types (lockshot previews --write).\n"
            + "import SwiftUI\nimport WidgetKit\nimport ActivityKit\n\n" + previews.joined(separator: "\n\n") + "\n"
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
        /// Every enum's cases without associated values, in order.
        let cases: [String: [String]]
        /// Generated samples (every optional filled, arrays of three, values from the names) rather than a suggestion.
        var sample = false
        /// The enum case this sample shows.
        var chosenCase: (type: String, name: String)?
        /// The target's image sets, for a string that names an image.
        var imageNames: [String] = []

        init(structs: [String: StructDeclSyntax], enums: [String: String], cases: [String: [String]], sample: Bool = false) {
            self.structs = structs
            self.enums = enums
            self.cases = cases
            self.sample = sample
        }

        /// The type of the first stored property of `decl` that is an enum with cases.
        func firstEnum(of decl: StructDeclSyntax) -> String? {
            for variable in decl.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
                for binding in variable.bindings {
                    guard var type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                    if type.hasSuffix("?") { type.removeLast() }
                    if (cases[type]?.count ?? 0) > 1 { return type }
                }
            }
            return nil
        }

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
            if sample { return sampleValue(type, name: name, depth: depth) }
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

        /// A sample value that fills the design: optionals present, arrays of three, names read for what they hold.
        func sampleValue(_ type: String, name: String, depth: Int) -> String {
            if type.hasSuffix("?") { return sampleValue(String(type.dropLast()), name: name, depth: depth) }
            if type.hasPrefix("Optional<"), type.hasSuffix(">") { return sampleValue(String(type.dropFirst(9).dropLast()), name: name, depth: depth) }
            if type.hasPrefix("["), type.hasSuffix("]") {
                let inner = String(type.dropFirst().dropLast())
                if inner.contains(":") {
                    let parts = inner.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    return "[" + sampleValue(parts[0], name: name + "Key", depth: depth) + ": " + sampleValue(parts[1], name: name, depth: depth) + "]"
                }
                let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
                return "[" + (1...3).map { index in
                    let element = sampleValue(inner, name: singular, depth: depth)
                    return inner == "String" ? "\"\(Self.humanized(singular)) \(index)\"" : element
                }.joined(separator: ", ") + "]"
            }
            let lower = name.lowercased()
            func has(_ words: String...) -> Bool { words.contains { lower.contains($0) } }
            switch type {
            case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource":
                if has("image", "art", "icon", "logo", "photo", "thumbnail", "avatar", "picture", "symbol") {
                    // An image: the target's own first image set, else an SF Symbol name (drawn by `Image(systemName:)`).
                    return "\"" + (has("symbol", "systemimage", "sfsymbol") ? "star.fill" : (imageNames.first ?? "star.fill")) + "\""
                }
                return "\"" + Self.sampleText(lower, fallback: Self.humanized(name)) + "\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                if has("percent", "battery", "progress", "level") { return "72" }
                if has("step") { return "6_240" }
                if has("minute", "min") { return "12" }
                if has("second") { return "45" }
                if has("score", "home", "away", "goal", "point") { return "2" }
                if has("count", "total", "number", "quantity", "items") { return "3" }
                return "4"
            case "Double", "Float", "CGFloat", "TimeInterval", "Decimal":
                if has("progress", "fraction", "ratio", "completion", "percent", "opacity") { return has("percent") ? "62.5" : "0.62" }
                if has("price", "amount", "cost", "total", "fare", "balance") { return "24.5" }
                if has("temp") { return "21.5" }
                if has("glucose", "bg") { return "112" }
                if has("speed") { return "42" }
                if has("distance", "km", "mile") { return "3.4" }
                if type == "TimeInterval" || has("duration", "interval", "elapsed", "remaining") { return "900" }
                return "0.62"
            case "Bool": return has("stale", "error", "fail", "mute", "paused", "hidden", "disabled", "cancel") ? "false" : "true"
            case "Date":
                let past = ["start", "begin", "began", "since", "updated", "last", "timestamp", "created", "sent", "placed", "ordered"]
                return past.contains { lower.contains($0) } ? ".now.addingTimeInterval(-5 * 60)" : ".now.addingTimeInterval(15 * 60)"
            case "ClosedRange<Date>", "Range<Date>":
                return "Date.now.addingTimeInterval(-5 * 60)\(type.hasPrefix("Closed") ? "..." : "..<")Date.now.addingTimeInterval(15 * 60)"
            case "URL": return "URL(string: \"https://example.com\")!"
            case "UUID": return "UUID(uuidString: \"6F9619FF-8B86-D011-B42D-00C04FC964FF\")!"
            case "Data": return "Data()"
            case "Color": return ".orange"
            default: break
            }
            if let chosenCase, chosenCase.type == type { return "." + chosenCase.name }
            if let first = enums[type] { return "." + first }
            if depth < 3, let decl = structs[type] { return "\(type)(\(arguments(decl, depth: depth + 1)))" }
            return "<#\(type)#>"
        }

        /// Text that reads like real content for a property named `lower` (lowercased).
        static func sampleText(_ lower: String, fallback: String) -> String {
            let table: [(words: [String], text: String)] = [
                (["driver", "courier", "rider"], "Maya Chen"), (["sender", "author", "user", "player", "contact", "artist", "customer", "patient"], "Maya Chen"),
                (["team"], "Lions"), (["opponent", "away"], "Tigers"), (["home"], "Lions"),
                (["restaurant", "store", "shop", "merchant", "venue"], "Sakura Ramen"),
                (["station", "stop", "destination", "location", "place", "address", "city"], "Central Station"),
                (["origin", "from"], "Union Square"), (["route", "line"], "Line 4"), (["flight"], "UA 1042"),
                (["gate"], "B12"), (["seat"], "14C"), (["status", "state", "phase", "stage"], "On the way"),
                (["message", "body", "caption", "note", "text", "detail", "description", "subtitle"], "Almost there, see you soon"),
                (["title", "headline", "label"], "Order #1042"), (["song", "track"], "Midnight City"), (["album"], "Hurry Up"),
                (["eta", "time", "duration"], "12 min"), (["unit"], "mg/dL"), (["price", "amount", "total", "cost"], "$24.50"),
                (["icon", "symbol", "image"], "star.fill"), (["emoji"], "🚲"), (["id", "identifier"], "A1B2C3"),
                (["score"], "2 – 1"), (["category", "kind", "type"], "Delivery"),
            ]
            for entry in table where entry.words.contains(where: { lower.contains($0) }) { return entry.text }
            return ["name", "fullname", "displayname"].contains(lower) ? "Maya Chen" : fallback
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
        /// An enum's name → its cases without associated values.
        var enumCases: [String: [String]] = [:]
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
            if enumCases[node.name.text] == nil {
                enumCases[node.name.text] = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                    .flatMap(\.elements).filter { $0.parameterClause == nil }.map(\.name.text)
            }
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
