import Foundation
import LockshotLanguage
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One Swift file to read: its path as the user gave it, and its text.
package struct SwiftSource: Sendable {
    package var path: String
    package var text: String
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// How deep `[` may nest. swift-syntax's parser looks ahead at each `[` for both an array type and an inline
    /// array type, twice the work per level (depth 20: 0.9 s, 22: 3.5 s, 42: out of memory — found by
    /// `scripts/fuzz swift`); real code never nests brackets this deep.
    package static let bracketLimit = 16

    /// An error at the first `[` nested deeper than `bracketLimit` (counted on the text, strings and
    /// comments included), or nil: such a file is not handed to the parser.
    package var bracketProblem: Diagnostic? {
        var depth = 0, line = 1, column = 1, offset = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > Self.bracketLimit {
                    let at = SourceLocation(offset: offset, line: line, column: column)
                    return Diagnostic(.error, "brackets nest more than \(Self.bracketLimit) deep", file: path,
                                      at: SourceRange(start: at, end: at), code: "swift-syntax",
                                      help: "lockshot's Swift reader stops here; no widget nests '[' this deep")
                }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\n"): line += 1; column = 0
            default: break
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return nil
    }
}

/// What an import made: the layout (ranges point into the Swift files, see `SwiftImporter.origin`),
/// and the problems found, located at the Swift file:line:column.
package struct SwiftImportResult: Sendable {
    package var document: Document?
    package var diagnostics: [Diagnostic]
    package var files: [String]
    /// True when nothing at error level was reported.
    package var succeeded: Bool { document != nil && !diagnostics.contains { $0.severity == .error } }
}

/// Reads SwiftUI Live Activity sources (`ActivityConfiguration`, the `ActivityAttributes` struct,
/// `#Preview … contentStates:`, custom views, `Color` extensions) into a layout `Document`.
///
/// Ranges in the document are Swift ranges; the file index is kept in the offset's high bits
/// (`offset >> 32`), so one tree can point into several files. `ImportedLayout.make` undoes that.
package enum SwiftImporter {
    /// Bits of an offset holding the file index.
    static let fileShift = ImportedLayout.fileShift

    /// Reads the files at `paths` (a directory stands for the `.swift` files under it, sorted).
    package static func importFiles(_ paths: [String]) -> SwiftImportResult {
        let (sources, problems) = readSources(paths)
        if !problems.isEmpty { return SwiftImportResult(document: nil, diagnostics: problems, files: sources.map(\.path)) }
        return importSources(sources)
    }

    /// The Swift files at `paths` (a directory stands for the `.swift` files under it, sorted, hidden
    /// ones left out), read; a missing or unreadable path is an error naming it.
    package static func readSources(_ paths: [String]) -> ([SwiftSource], [Diagnostic]) {
        var sources: [SwiftSource] = []
        var problems: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Diagnostic(.error, "no such file '\(path)'", file: path, at: .none, code: "io",
                                           help: "check the path; it is relative to the current directory"))
                continue
            }
            var files = [path]
            if isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .sorted()
                files = found.map { (path.hasSuffix("/") ? path : path + "/") + $0 }
                if files.isEmpty {
                    problems.append(Diagnostic(.error, "no .swift files in '\(path)'", file: path, at: .none, code: "io",
                                               help: "name the widget extension's folder or its Swift files"))
                }
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    problems.append(Diagnostic(.error, "cannot read '\(file)'", file: file, at: .none, code: "io",
                                               help: "check the file's permissions"))
                    continue
                }
                let source = SwiftSource(path: file, text: String(decoding: data, as: UTF8.self))
                if let problem = source.bracketProblem { problems.append(problem) } else { sources.append(source) }
            }
        }
        return (sources, problems)
    }

    /// Reads sources already in memory.
    package static func importSources(_ sources: [SwiftSource]) -> SwiftImportResult {
        let tooDeep = sources.compactMap(\.bracketProblem)
        if !tooDeep.isEmpty { return SwiftImportResult(document: nil, diagnostics: tooDeep, files: sources.map(\.path)) }
        var reader = SwiftReader(sources: sources)
        let document = reader.run()
        return SwiftImportResult(document: document, diagnostics: reader.diagnostics, files: sources.map(\.path))
    }

    /// The file index and the plain Swift range of a range in an imported document.
    package static func origin(of range: LockshotLanguage.SourceRange) -> (file: Int, range: LockshotLanguage.SourceRange) {
        ImportedLayout.origin(of: range)
    }

    /// The canonical layout text of an import, with the source map and diagnostics `lockshot` reads.
    /// The checker runs here too, so its findings are located in the Swift files.
    package static func imported(_ result: SwiftImportResult, layoutDirectory: String) -> ImportedLayout {
        ImportedLayout(document: result.succeeded ? result.document : nil, diagnostics: result.diagnostics,
                       files: result.files, layoutDirectory: layoutDirectory)
    }
}

/// Declarations gathered from all files before translating.
struct Declarations {
    /// `struct X: View` by name.
    var views: [String: ViewDecl] = [:]
    /// `struct X: ActivityAttributes`.
    var attributes: [String: StructDeclSyntax] = [:]
    /// `static let/var name` in `Type` or `extension Type`, keyed `Type.name` (`Color.brand`, `X.ContentState.ordered`).
    var statics: [String: (expr: ExprSyntax, type: String?)] = [:]
    /// `ActivityConfiguration(for: X.self) { … }` calls.
    var configurations: [FunctionCallExprSyntax] = []
    /// `#Preview(…) { … } contentStates: { … }`.
    var previews: [PreviewMacro] = []
    /// Types whose declaration carries `// lockshot: skip`.
    var skipped: Set<String> = []
    /// `struct X: Layout`: custom layouts lockshot cannot run.
    var layouts: Set<String> = []
}

/// A `#Preview` macro, as a decl or an expression.
struct PreviewMacro {
    var node: Syntax
    var arguments: LabeledExprListSyntax
    var trailingClosure: ClosureExprSyntax?
    var additional: MultipleTrailingClosureElementListSyntax
}

/// A custom view: its stored properties (the memberwise initializer's parameters), body and helpers.
struct ViewDecl {
    var name: String
    var node: StructDeclSyntax
    var properties: [(name: String, type: TypeSyntax?, initial: ExprSyntax?)] = []
    /// `@Environment(\.key) var name`: name → key.
    var environment: [String: String] = [:]
    /// Computed properties (`body`, `@ViewBuilder var header`, `var progress: Double { … }`).
    var computed: [String: CodeBlockItemListSyntax] = [:]
    /// Functions (`func row(_ title: String) -> some View`).
    var functions: [String: FunctionDeclSyntax] = [:]
}

/// The import of one set of files.
struct SwiftReader {
    let sources: [SwiftSource]
    var trees: [SourceFileSyntax] = []
    var converters: [SourceLocationConverter] = []
    var declarations = Declarations()
    var diagnostics: [Diagnostic] = []
    /// Attributes and content-state fields, in declaration order.
    var attributeDecls: [AttributeDecl] = []
    var stateDecls: [AttributeDecl] = []
    /// The attributes struct declares `struct ContentState`.
    var hasContentState = false
    /// `ClosedRange<Date>` fields, split into `nameStart`/`nameEnd` attributes.
    var dateRanges: Set<String> = []
    /// Theme tokens used, by name, in first-use order.
    var theme: [ThemeEntry] = []
    var themeKeys: [String: String] = [:] // "Color.brand" → token name
    /// The custom views and helper functions being inlined, outermost first (a recursive view would never end).
    var inlining: [String] = []
    /// How many views, helpers and constants the translation has inlined in all.
    var inlined = 0
    /// How deep constants defined by other constants go.
    var depth = 0
    /// How deep view expressions nest while they are read (`viewStatements`), bounded by `viewNestingLimit`.
    var viewDepth = 0
    /// Reading the `small` region: a `switch` over `@Environment(\.activityFamily)` takes its `.small` case (else the
    /// `.medium` or `default` one).
    var readingSmallFamily = false
    /// Deeper than any widget's views (15 is a deep one), shallow enough for the reader's recursion to stay on the stack
    /// in a sanitizer build, whose frames are several times larger: a mangled file nested this deep is refused.
    static let viewNestingLimit = 40
    var attributesType: String?

    init(sources: [SwiftSource]) {
        self.sources = sources
        for source in sources {
            let parsed = Parser.parse(source: source.text)
            let folded = (try? OperatorTable.standardOperators.foldAll(parsed)).flatMap { $0.as(SourceFileSyntax.self) } ?? parsed
            trees.append(folded)
            converters.append(SourceLocationConverter(fileName: source.path, tree: folded))
        }
    }

    // MARK: Locations

    func fileIndex(of node: some SyntaxProtocol) -> Int {
        let root = node.root
        return trees.firstIndex { $0.id == root.id } ?? 0
    }

    /// The range of a node in its file, with the file index in the offset's high bits.
    func range(of node: some SyntaxProtocol) -> LockshotLanguage.SourceRange {
        let index = fileIndex(of: node)
        let converter = converters[index]
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        let high = index << SwiftImporter.fileShift
        return LockshotLanguage.SourceRange(start: LockshotLanguage.SourceLocation(offset: high + start.offset, line: start.line, column: start.column),
                           end: LockshotLanguage.SourceLocation(offset: high + end.offset, line: end.line, column: end.column))
    }

    mutating func error(_ message: String, at node: some SyntaxProtocol, help: String? = nil, code: String = "swift-import") {
        let index = fileIndex(of: node)
        let (_, plain) = SwiftImporter.origin(of: range(of: node))
        let diagnostic = Diagnostic(.error, message, file: sources[index].path, at: plain, code: code, help: help)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    mutating func warning(_ message: String, at node: some SyntaxProtocol, help: String? = nil) {
        let index = fileIndex(of: node)
        let (_, plain) = SwiftImporter.origin(of: range(of: node))
        diagnostics.append(Diagnostic(.warning, message, file: sources[index].path, at: plain, code: "swift-import", help: help))
    }

    static let logicHelp = "compute it in the app and put the result in the content state, or mark the view '// lockshot: skip'"

    /// True when the node's leading trivia (or its first token's) carries `// lockshot: skip`.
    static func isSkipped(_ node: some SyntaxProtocol) -> Bool {
        let trivia = node.leadingTrivia
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text):
                if text.replacingOccurrences(of: " ", with: "").contains("lockshot:skip") { return true }
            default: continue
            }
        }
        return false
    }

    // MARK: Run

    mutating func run() -> Document? {
        for tree in trees { collect(tree) }
        guard let configuration = declarations.configurations.first else {
            if let first = trees.first {
                error("no 'ActivityConfiguration(for:)' in \(sources.map(\.path).joined(separator: ", "))", at: first,
                      help: "name the file that declares the widget (struct …: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: …) } })")
            }
            return nil
        }
        if declarations.configurations.count > 1 {
            warning("several ActivityConfigurations: only the first is imported", at: declarations.configurations[1])
        }
        return document(for: configuration)
    }
}
