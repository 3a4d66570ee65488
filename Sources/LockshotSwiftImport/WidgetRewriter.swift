import LockshotLanguage
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Prepares a widget extension's sources for `swiftc` against lockshot's SwiftUI, keeping every line
/// where it was (so `#line`, compile errors and traps point at the user's file and line):
/// - an activity `#Preview(_:as:using:widget:contentStates:)` becomes a function returning a
///   `LockshotPreview` built from the same arguments (Apple's macro does not exist on Linux);
/// - a view `#Preview { … }` is blanked (lockshot draws activities, not views);
/// - `@main` is blanked (lockshot's entry point runs the previews);
/// - `os(iOS)` in an `#if` condition becomes `true` (the widget is an iOS program);
/// - an App Intent's `static var parameterSummary` is blanked (Shortcuts' sentence draws nothing);
/// - `SwiftUICore` is `SwiftUI`;
/// - `Locale.current` and `Locale.autoupdatingCurrent` are the locale the widget runs in, `Locale.preferredLanguages`
///   its language (`lockshotLocale`, `lockshotLanguages`: swift-foundation fixes its own to en_001 on Linux).
package struct WidgetRewriter {
    /// The rewritten text of each source, in order.
    package private(set) var texts: [String] = []
    /// The functions the entry point calls, one per activity `#Preview`.
    package private(set) var previewFunctions: [String] = []
    /// Types conforming to `PreviewProvider` (older previews), and to `Widget`, at file scope.
    package private(set) var providers: [String] = []
    package private(set) var widgets: [String] = []

    package init(sources: [SwiftSource]) {
        for (index, source) in sources.enumerated() {
            texts.append(rewrite(source.text, fileIndex: index))
        }
    }

    private mutating func rewrite(_ text: String, fileIndex: Int) -> String {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        // Previews and widgets in an `#if` clause Linux does not compile (`#if os(iOS)`) stay as they are, unnamed.
        let regions = tree.configuredRegions(in: LinuxBuildConfiguration())
        let types = finder.types.filter { regions.isActive(Syntax(fromProtocol: $0.1)) == .active }
        let previews = finder.previews.filter { regions.isActive(Syntax(fromProtocol: $0)) == .active }
        var edits: [(start: Int, end: Int, text: String)] = []
        let bytes = Array(text.utf8)
        func blank(_ node: some SyntaxProtocol) {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
            let kept = Self.blanked(bytes[start..<end])
            edits.append((start, end, kept))
        }
        for attribute in finder.mainAttributes { blank(attribute) }
        // The widget is an iOS program: `#if os(iOS)` holds its iOS code (an intent provider, a widget in the bundle,
        // an iOS-only modifier), so it is compiled, as Xcode compiles it. `os(Linux)` stays true too, so a widget can
        // still keep code lockshot's SwiftUI lacks out with `#if !os(Linux)`.
        let conditions = IOSConditionFinder(viewMode: .sourceAccurate)
        conditions.walk(tree)
        for call in conditions.calls {
            let start = call.positionAfterSkippingLeadingTrivia.utf8Offset, end = call.endPositionBeforeTrailingTrivia.utf8Offset
            // On one line (as it always is), so the padded `true` keeps every line where it was.
            guard !bytes[start..<end].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { continue }
            edits.append((start, end, "true" + String(repeating: " ", count: max(0, end - start - 4))))
        }
        // An App Intent's `parameterSummary` (Shortcuts' sentence, `Summary("Start \(\.$timer)")`) draws nothing
        // and needs AppIntents' macro-like string builder: it goes.
        for summary in finder.parameterSummaries { blank(summary) }
        // `import os.log` names a submodule lockshot's `os` does not split out: the same line imports `os`.
        for path in finder.importPaths where path.trimmedDescription == "os.log" {
            let start = path.positionAfterSkippingLeadingTrivia.utf8Offset, end = path.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((start, end, "os" + String(repeating: " ", count: max(0, end - start - 2))))
        }
        // `SwiftUICore.Color` (Xcode 16 split SwiftUI's core out, and its fix-its write the name): the same module
        // here, and swiftc aliases a module once, so the name becomes `SwiftUI`, padded in front to keep every column.
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("SwiftUICore") {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = token.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((start, end, "    SwiftUI"))
        }
        // `Locale.current.identifier`, `.language`, `.measurementSystem`: swift-foundation builds its current locale
        // from a fixed "en_001" on Linux, and a `Locale.current` of lockshot's would be ambiguous with Foundation's.
        // The explicit forms name the chosen locale instead, padded to keep every column (`.current` alone, as in
        // `locale: .current`, reaches ICU, which already formats in the chosen locale).
        let replacements = ["current": "lockshotLocale", "autoupdatingCurrent": "lockshotLocale", "preferredLanguages": "lockshotLanguages"]
        for access in finder.localeAccesses {
            guard let replacement = replacements[access.declName.baseName.text] else { continue }
            let start = access.positionAfterSkippingLeadingTrivia.utf8Offset, end = access.endPositionBeforeTrailingTrivia.utf8Offset
            guard end - start >= replacement.utf8.count, !bytes[start..<end].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
            else { continue }
            edits.append((start, end, replacement + String(repeating: " ", count: end - start - replacement.utf8.count)))
        }
        // SwiftData's macros do not exist here: `@Model` becomes a `PersistentModel` conformance, and the
        // property attributes that only configure the store go.
        let usesSwiftData = finder.importPaths.contains { $0.trimmedDescription == "SwiftData" }
        for attribute in finder.storeAttributes where usesSwiftData { blank(attribute) }
        // A predicate is only evaluated by a store, and lockshot's has nothing in it; the macro's expansion of a long
        // condition can take swiftc's type checker past its time limit (measured: a search predicate of three
        // `||`-groups over a model's optionals, in foxtrottwist/SaveNine's model files). `Predicate.true` types at once.
        for predicate in finder.predicates {
            let start = predicate.positionAfterSkippingLeadingTrivia.utf8Offset, end = predicate.endPositionBeforeTrailingTrivia.utf8Offset
            // `#Predicate<Session> { … }`, `#Predicate { (session: Session) in … }`, or the type the context gives.
            var generic = predicate.genericArgumentClause?.trimmedDescription ?? ""
            if generic.isEmpty, case .parameterClause(let clause)? = predicate.trailingClosure?.signature?.parameterClause {
                let types = clause.parameters.compactMap { $0.type?.trimmedDescription }
                if !types.isEmpty, types.count == clause.parameters.count { generic = "<" + types.joined(separator: ", ") + ">" }
            }
            let replacement = "Predicate\(generic).true"
            // Over the macro's first line, its other lines blank: every line, and whatever follows the macro on its last,
            // stays where it was. A one-line macro shorter than the replacement (`#Predicate{$0}`) stays as written.
            let kept = Array(Self.blanked(bytes[start..<end]).utf8)
            let firstLine = kept.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? kept.count
            guard firstLine < kept.count || firstLine >= replacement.utf8.count else { continue }
            let padding = String(repeating: " ", count: max(0, firstLine - replacement.utf8.count))
            edits.append((start, end, replacement + padding + String(decoding: kept[firstLine...], as: UTF8.self)))
        }
        // Objective-C exposure (`@objc(Module)` on a React Native bridge, `@objcMembers`, `@IBAction`): Swift on Linux has
        // no Objective-C runtime, and none of it changes what a view draws.
        for attribute in finder.objcAttributes { blank(attribute) }
        for model in finder.models where usesSwiftData {
            if let clause = model.inheritanceClause {
                let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((end, end, ", PersistentModel"))
            } else {
                let end = model.name.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((end, end, ": PersistentModel"))
            }
        }
        // The entry point names these types: a `private` one would be out of its reach.
        for (name, decl, kind) in types {
            if kind == "PreviewProvider" { providers.append(name) } else { widgets.append(name) }
            for modifier in decl.modifiers where ["private", "fileprivate"].contains(modifier.name.text) { blank(modifier) }
        }
        // `// lockshot: skip` before a view, a modifier or a content state leaves it out, as the translator does.
        for item in finder.skippedItems { blank(item) }
        for call in finder.skippedModifiers {
            let start = call.period.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = (call.parent?.as(FunctionCallExprSyntax.self).map { $0.endPositionBeforeTrailingTrivia }
                ?? call.endPositionBeforeTrailingTrivia).utf8Offset
            let kept = Self.blanked(bytes[start..<end])
            edits.append((start, end, kept))
        }
        for macro in previews.sorted(by: { $0.position < $1.position }) {
            let labels = macro.arguments.compactMap { $0.label?.text }
            guard labels.contains("using"), macro.leftParen != nil, Self.isTopLevel(macro) else {
                blank(macro)
                continue
            }
            let name = "__lockshotPreview_\(fileIndex)_\(previewFunctions.count)"
            previewFunctions.append(name)
            let location = converter.location(for: macro.positionAfterSkippingLeadingTrivia)
            let names = Self.stateNames(macro).map { $0.map { "\"\($0)\"" } ?? "nil" }.joined(separator: ", ")
            edits.append((macro.pound.positionAfterSkippingLeadingTrivia.utf8Offset, macro.macroName.endPositionBeforeTrailingTrivia.utf8Offset,
                          "@MainActor func \(name)() -> LockshotPreview { LockshotPreview"))
            let open = macro.leftParen!.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((open, open, "stateNames: [\(names)], line: \(location.line), column: \(location.column), "))
            let end = macro.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((end, end, " }"))
        }
        var out = bytes
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            out.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` as spaces, line breaks kept (`\r` too: Swift ends a line there), so every later line stays where it was.
    static func blanked(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// At file scope, perhaps inside `#if`: where a function can stand.
    static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(SourceFileSyntax.self) { return true }
            guard current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self) else { return false }
            parent = current.parent
        }
        return false
    }

    /// The static each content state names (`X.ContentState.arrived`, `.arrived`), nil for others.
    static func stateNames(_ macro: some FreestandingMacroExpansionSyntax) -> [String?] {
        var closure: ClosureExprSyntax?
        for extra in macro.additionalTrailingClosures where extra.label.text == "contentStates" { closure = extra.closure }
        for argument in macro.arguments where argument.label?.text == "contentStates" {
            closure = argument.expression.as(ClosureExprSyntax.self)
        }
        guard let closure else { return [] }
        return closure.statements.filter { !Self.isSkipped($0.leadingTrivia) }.compactMap { item -> String?? in
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            if let access = expression.as(MemberAccessExprSyntax.self) { return .some(access.declName.baseName.text) }
            return .some(nil)
        }
    }

    static func isSkipped(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            if case .lineComment(let text) = piece { return text.contains("lockshot: skip") }
            return false
        }
    }

    /// `os(iOS)` in every `#if`/`#elseif` condition, also inside a `#Preview` (which `Finder` does not enter).
    private final class IOSConditionFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition {
                calls += condition.tokens(viewMode: .sourceAccurate).compactMap { token in
                    guard token.text == "iOS", let call = token.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                          call.calledExpression.trimmedDescription == "os" else { return nil }
                    return call
                }
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        /// `Locale.current`, `Locale.autoupdatingCurrent`, `Locale.preferredLanguages` (and `Foundation.Locale.…`).
        var localeAccesses: [MemberAccessExprSyntax] = []
        var previews: [any FreestandingMacroExpansionSyntax] = []
        var mainAttributes: [AttributeSyntax] = []
        var skippedItems: [CodeBlockItemSyntax] = []
        var importPaths: [ImportPathComponentListSyntax] = []
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            importPaths.append(node.path)
            return .skipChildren
        }
        var types: [(String, any DeclGroupSyntax, String)] = []
        func conformance(_ decl: some DeclGroupSyntax, name: String) -> SyntaxVisitorContinueKind {
            guard WidgetRewriter.isTopLevel(decl) else { return .visitChildren }
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            for kind in ["PreviewProvider", "Widget"] where inherited.contains(kind) || inherited.contains("WidgetKit." + kind) {
                types.append((name, decl, kind))
            }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { conformance(node, name: node.name.text) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { conformance(node, name: node.name.text) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { conformance(node, name: node.name.text) }
        var skippedModifiers: [MemberAccessExprSyntax] = []
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            // A statement in a closure (a view in a builder, a content state); not a whole declaration.
            if node.item.is(ExprSyntax.self), node.parent?.parent?.is(ClosureExprSyntax.self) == true,
               WidgetRewriter.isSkipped(node.leadingTrivia) {
                skippedItems.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base != nil, WidgetRewriter.isSkipped(node.period.leadingTrivia) { skippedModifiers.append(node) }
            let base = node.base?.trimmedDescription
            if base == "Locale" || base == "Foundation.Locale" { localeAccesses.append(node) }
            return .visitChildren
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previews.append(node) }
            return .skipChildren
        }
        /// `#Predicate { … }`: SwiftData's and Foundation's predicates, which no fetch evaluates here.
        var predicates: [MacroExpansionExprSyntax] = []
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previews.append(node) }
            if node.macroName.text == "Predicate" { predicates.append(node) }
            return .skipChildren
        }
        var parameterSummaries: [VariableDeclSyntax] = []
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.text == "static" }),
               node.bindings.contains(where: { $0.pattern.trimmedDescription == "parameterSummary" }) {
                parameterSummaries.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
        var storeAttributes: [AttributeSyntax] = []
        var objcAttributes: [AttributeSyntax] = []
        var models: [ClassDeclSyntax] = []
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if name == "main" { mainAttributes.append(node) }
            if ["objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable"].contains(name) { objcAttributes.append(node) }
            if ["Model", "Attribute", "Relationship", "Transient"].contains(name) {
                storeAttributes.append(node)
                if name == "Model", let decl = node.parent?.parent?.as(ClassDeclSyntax.self) { models.append(decl) }
            }
            return .skipChildren
        }
    }
}
