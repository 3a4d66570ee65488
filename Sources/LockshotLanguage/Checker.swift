import FoundationEssentials

/// Checks a parsed document against the `Schema`: names, labels, types, duplicates,
/// previews and file paths. Pure: reads nothing but payload files named by `preview … from`.
package enum Checker {
    /// Embedded font families a `fonts { }` entry may name instead of a file.
    package static let embeddedFontFamilies = ["LockshotPixel"]

    /// All problems in a document, in source order.
    /// - Parameters:
    ///   - document: the parsed layout.
    ///   - file: its source (for diagnostics' file name).
    ///   - layoutDirectory: the directory paths in the layout are relative to; files may not escape it.
    ///   - schema: the language's table (`Schema.standard`).
    package static func check(_ document: Document, file: SourceFile, layoutDirectory: String,
                             schema: Schema = .standard) -> [Diagnostic] {
        var context = CheckContext(document: document, file: file, layoutDirectory: layoutDirectory, schema: schema)
        context.run()
        if context.suppressed > 0 {
            context.diagnostics.append(Diagnostic(.error, "and \(context.suppressed) more problems in this file, not listed",
                                                  file: file.path, at: .none, code: "too-many",
                                                  help: "the first \(CheckContext.limit) are listed; fix those first"))
        }
        return context.diagnostics.enumerated()
            .sorted { ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset) }
            .map(\.element)
    }
}

/// The checker's state for one document.
struct CheckContext {
    let document: Document
    let file: SourceFile
    let layoutDirectory: String
    let schema: Schema
    var diagnostics: [Diagnostic] = []
    /// At most this many diagnostics a file: a generated or corrupted file with 300,000 problems costs
    /// one pass, not 300,000 excerpts and suggestions.
    static let limit = 200
    /// Problems past the limit, counted only.
    var suppressed = 0
    var isSaturated: Bool { diagnostics.count >= Self.limit }
    /// Kinds of the names in scope inside views: attributes, theme tokens, `now`, `isStale`, `isLuminanceReduced`.
    var scope: [String: Schema.ValueKind?] = [:]
    var fontFamilies: [String] = []

    init(document: Document, file: SourceFile, layoutDirectory: String, schema: Schema) {
        self.document = document
        self.file = file
        self.layoutDirectory = layoutDirectory
        self.schema = schema
    }

    mutating func report(_ message: String, _ range: SourceRange, code: String, help: String? = nil,
                         notes: [Diagnostic.Note] = []) {
        report(.error, message, range, code: code, help: help, notes: notes)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, _ range: SourceRange,
                         code: String, help: String? = nil, notes: [Diagnostic.Note] = []) {
        if isSaturated {
            suppressed += 1
            return
        }
        diagnostics.append(Diagnostic(severity, message, file: file.path, at: range, code: code, help: help, notes: notes))
    }

    static func didYouMean(_ name: String, _ candidates: [String]) -> String? {
        Suggestion.closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
    }

    // MARK: Driver

    mutating func run() {
        checkDuplicates()
        checkAttributes()
        checkFonts()
        checkSymbols()
        checkTheme()
        scope["now"] = .date
        scope["isStale"] = .bool  // ActivityKit's context.isStale
        scope["isLuminanceReduced"] = .bool  // Always-On
        if document.regions.isEmpty {
            report(.warning, "layout declares no regions", .none, code: "empty",
                   help: "add 'lockScreen { … }' or a Dynamic Island region such as 'compactLeading { … }'")
        }
        for region in document.regions { checkStatements(region.body) }
        for preview in document.previews { checkPreview(preview) }
    }

    /// Reports every name declared twice, with a note at the first declaration.
    private mutating func checkDuplicates() {
        func scan(_ what: String, _ items: [(String, SourceRange)]) {
            var first: [String: SourceRange] = [:]
            for (name, range) in items {
                if let earlier = first[name] {
                    report("duplicate \(what) '\(name)'", range, code: "duplicate",
                           notes: [.init(message: "'\(name)' first declared here", range: earlier)])
                } else {
                    first[name] = range
                }
            }
        }
        scan("attribute", document.attributes.map { ($0.name.name, $0.name.range) })
        scan("font family", document.fonts.map { ($0.family.name, $0.family.range) })
        scan("theme token", document.theme.map { ($0.name.name, $0.name.range) })
        scan("region", document.regions.map { ($0.kind.spelling, $0.range) })
        scan("preview", document.previews.map { ($0.name, $0.range) })
        // `now` and the environment keys a preview sets cannot also be attributes or theme tokens.
        let reserved = schema.reservedPreviewKeys.map(\.name)
        for (kind, name) in document.attributes.map({ ("attribute", $0.name) }) + document.theme.map({ ("theme token", $0.name) })
        where reserved.contains(name.name) {
            report("\(kind) '\(name.name)' uses a reserved name", name.range, code: "duplicate",
                   help: "'\(name.name)' is set by previews for the environment (\(reserved.joined(separator: ", "))); rename it")
        }
        let attributes = Dictionary(document.attributes.map { ($0.name.name, $0.name.range) }, uniquingKeysWith: { a, _ in a })
        for token in document.theme {
            if let attribute = attributes[token.name.name] {
                report("theme token '\(token.name.name)' has the same name as an attribute", token.name.range,
                       code: "duplicate", notes: [.init(message: "attribute declared here", range: attribute)])
            }
        }
    }

    private mutating func checkAttributes() {
        let typeNames = schema.attributeTypes.map(\.name)
        for attribute in document.attributes {
            guard let kind = schema.attributeKind(attribute.type) else {
                if attribute.type.isArray, schema.attributeKind(attribute.type.name.name) != nil {
                    report("arrays of \(attribute.type.name.name) are not supported", attribute.type.name.range, code: "type",
                           help: "array attributes are [String], [Int] and [Double]")
                } else {
                    report("unknown attribute type '\(attribute.type.name.name)'", attribute.type.name.range, code: "unknown-name",
                           help: Self.didYouMean(attribute.type.name.name, typeNames)
                            ?? "attribute types are \(typeNames.joined(separator: ", "))")
                }
                scope[attribute.name.name] = .some(nil)
                continue
            }
            if let value = attribute.defaultValue {
                checkValue(value, accepts: kind == .image ? [.image, .string] : [kind],
                           what: "the default of '\(attribute.name.name)'")
                if kind == .image { checkFilePath(value) }
            }
            if scope[attribute.name.name] == nil { scope[attribute.name.name] = kind }
        }
    }

    private mutating func checkFonts() {
        let weights = schema.members(of: .fontWeight).map(\.name)
        for font in document.fonts {
            fontFamilies.append(font.family.name)
            if !font.faces.isEmpty || font.source.isEmpty {
                if font.faces.isEmpty {
                    report("font family '\(font.family.name)' names no files", font.range, code: "arguments",
                           help: "write '\(font.family.name) = { regular: \"fonts/\(font.family.name)-Regular.otf\" }'")
                }
                var seen: [String: SourceRange] = [:]
                for face in font.faces {
                    if !weights.contains(face.weight.name) {
                        report("unknown font weight '\(face.weight.name)'", face.weight.range, code: "unknown-name",
                               help: Self.didYouMean(face.weight.name, weights) ?? "weights are \(weights.joined(separator: ", "))")
                    } else if let first = seen[face.weight.name] {
                        report("duplicate weight '\(face.weight.name)' in font family '\(font.family.name)'", face.weight.range,
                               code: "duplicate", notes: [.init(message: "first given here", range: first)])
                    } else {
                        seen[face.weight.name] = face.weight.range
                    }
                    checkFontFile(face.path, at: face.range)
                }
                continue
            }
            let source = font.source
            let isPath = source.contains("/") || [".ttf", ".otf", ".ttc"].contains { source.lowercased().hasSuffix($0) }
            if isPath {
                checkFontFile(source, at: font.range)
            } else if !Checker.embeddedFontFamilies.contains(source) {
                report("unknown embedded font '\(source)'", font.range, code: "unknown-name",
                       help: Self.didYouMean(source, Checker.embeddedFontFamilies)
                        ?? "name an embedded font (\(Checker.embeddedFontFamilies.joined(separator: ", "))) or a .ttf/.otf path")
            }
        }
    }

    /// A font file: relative, inside the layout's directory, present.
    private mutating func checkFontFile(_ path: String, at range: SourceRange) {
        guard checkPath(path, at: range, what: "font") else { return }
        let full = PathName.join(layoutDirectory, path)
        if !FileManager.default.fileExists(atPath: full) {
            report("font file '\(path)' not found", range, code: "missing-font",
                   help: "font paths are relative to the layout's directory")
        }
    }

    private mutating func checkTheme() {
        for entry in document.theme {
            let kind = infer(entry.value, expected: nil)
            if let kind, ![.color, .number, .string, .bool].contains(kind) {
                report("theme token '\(entry.name.name)' holds \(kind.described); a theme holds colors, numbers and strings",
                       entry.value.range, code: "type")
            }
            if scope[entry.name.name] == nil { scope[entry.name.name] = kind }
        }
    }

    // MARK: Paths

    /// Reports absolute paths and paths escaping the layout's directory; true when the path is acceptable.
    @discardableResult
    mutating func checkPath(_ path: String, at range: SourceRange, what: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("~") || path.hasPrefix("\\") || (path.count > 1 && path.dropFirst().first == ":") {
            report("\(what) path '\(path)' is absolute", range, code: "path",
                   help: "write it relative to the layout's directory; layouts may only read files inside their project")
            return false
        }
        var depth = 0
        for component in path.split(separator: "/") {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 {
                report("\(what) path '\(path)' leaves the layout's directory", range, code: "path",
                       help: "layouts may only read files inside their own directory")
                return false
            }
        }
        return true
    }

    /// A string literal naming an image file (contains `/` or has an image extension) is checked as a path.
    mutating func checkFilePath(_ expr: Expr) {
        switch expr.kind {
        case .string(let segments):
            guard segments.count == 1, case .literal(let text) = segments[0] else { return }
            let lowered = text.lowercased()
            if text.contains("/") || [".png", ".jpg", ".jpeg", ".svg"].contains(where: { lowered.hasSuffix($0) }) {
                checkPath(text, at: expr.range, what: "image")
            }
        case .binary(.nilCoalescing, let lhs, let rhs):
            checkFilePath(lhs)
            checkFilePath(rhs)
        default:
            return
        }
    }
}

extension Schema.ValueKind {
    /// "a number", "an alignment": for messages.
    var described: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a Bool"
        case .color: "a color"
        case .date: "a date"
        case .image: "an image"
        case .range: "a range"
        case .view: "a view"
        case .shape: "a shape"
        case .font: "a font"
        case .fontWeight: "a font weight"
        case .fontDesign: "a font design"
        case .alignment: "an alignment"
        case .horizontalAlignment: "a horizontal alignment"
        case .verticalAlignment: "a vertical alignment"
        case .edgeSet: "an edge set"
        case .contentMode: "a content mode"
        case .truncationMode: "a truncation mode"
        case .textAlignment: "a text alignment"
        case .dateStyle: "a date style"
        case .interpolation: "an interpolation"
        case .appearance: "an appearance"
        case .any: "a value"
        case .textCase: "a text case"
        case .fontWidth: "a font width"
        case .linePattern: "a line pattern"
        case .stringArray: "an array of strings"
        case .numberArray: "an array of numbers"
        case .keyPath: "a key path"
        case .intent: "an intent"
        case .url: "a URL"
        case .formatStyle: "a format style"
        case .precision: "a precision"
        case .axisSet: "an axis set"
        case .contentTransition: "a content transition"
        case .animation: "an animation"
        case .dynamicTypeSize: "a dynamic type size"
        case .marginPlacement: "a margin placement"
        case .containerPlacement: "a container placement"
        case .verticalPlacement: "a vertical placement"
        case .shapeStyle: "a shape style"
        case .gradient: "a gradient"
        case .gradientStop: "a gradient stop"
        case .colors: "an array of colors"
        case .gradientStops: "an array of gradient stops"
        case .numbers: "an array of numbers"
        case .unitPoint: "a unit point"
        case .angle: "an angle"
        case .strokeStyle: "a stroke style"
        case .lineCap: "a line cap"
        case .lineJoin: "a line join"
        case .gaugeStyle: "a gauge style"
        case .progressViewStyle: "a progress view style"
        case .redactionReason: "a redaction reason"
        case .imageScale: "an image scale"
        case .symbolRenderingMode: "a symbol rendering mode"
        case .symbolVariant: "a symbol variant"
        case .templateRenderingMode: "a template rendering mode"
        case .labelStyle: "a label style"
        }
    }

    /// The noun without the article: "alignment".
    var noun: String {
        let text = described
        return String(text.drop { $0 != " " }.dropFirst())
    }
}
